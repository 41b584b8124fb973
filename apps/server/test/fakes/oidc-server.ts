import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

/** Who the mock provider signs in: it has no login page, every authorization is this person. */
export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcServer {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Changes who the next sign-ins are. */
  setIdentity(identity: OidcIdentity): void;
  stop(): Promise<void>;
}

/**
 * A local OpenID Connect provider (oauth2-mock-server) on a free loopback port, for integration and browser
 * tests of social sign-in. Start it before the app: better-auth reads the discovery document at startup.
 * Pass the result to the app as OIDC_ISSUER_URL / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET.
 */
export async function startOidcServer(
  identity: OidcIdentity = { sub: 'oidc-demo-user', email: 'oidc.user@example.com', name: 'Oidc User' },
): Promise<TestOidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let current = identity;

  // the mock signs every token for "johndoe" and answers userinfo with only a subject; give both our identity
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: current.sub, email: current.email, email_verified: true, name: current.name });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { sub: current.sub, email: current.email, email_verified: true, name: current.name };
  });

  return {
    issuerUrl: server.issuer.url!,
    clientId: `homebid-test-${randomBytes(4).toString('hex')}`,
    clientSecret: randomBytes(16).toString('hex'),
    setIdentity(next) {
      current = next;
    },
    stop: () => server.stop(),
  };
}
