import { randomBytes } from 'node:crypto';

export interface HttpResponse {
  status: number;
  body: unknown;
}

/**
 * A user talking to running instances over real HTTP with their session cookie, as a browser would
 * (Origin set to the instance it calls). The same cookie works on every instance of a fleet.
 */
export class HttpUser {
  cookie = '';
  id = '';

  constructor(
    readonly email = `user-${randomBytes(6).toString('hex')}@example.com`,
    readonly password = 'correct-horse-battery',
  ) {}

  async request(base: string, method: string, path: string, body?: unknown): Promise<HttpResponse> {
    const headers: Record<string, string> = { origin: base };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    const session = setCookie.find((c) => c.includes('session_token='));
    if (session) this.cookie = session.endsWith('=') ? '' : session;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed };
  }

  async signUp(base: string, name = 'Fleet User'): Promise<this> {
    const response = await this.request(base, 'POST', '/api/auth/sign-up/email', { name, email: this.email, password: this.password });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    this.id = (response.body as { user: { id: string } }).user.id;
    return this;
  }

  async signIn(base: string): Promise<HttpResponse> {
    return this.request(base, 'POST', '/api/auth/sign-in/email', { email: this.email, password: this.password });
  }
}
