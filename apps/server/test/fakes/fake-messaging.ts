import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpServer(credentials = { user: 'mailer', pass: 'secret' }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedSms {
  accountSid: string;
  authorization: string;
  params: URLSearchParams;
}

/** Answers like Twilio's POST /2010-04-01/Accounts/{sid}/Messages.json; a To of "+15005550001" is refused as Twilio does. */
export async function startFakeTwilio() {
  const received: ReceivedSms[] = [];
  const server = http.createServer((request, response) => {
    const match = request.url?.match(/^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !match) {
        response.statusCode = 404;
        return response.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
      }
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (params.get('To') === '+15005550001') {
        response.statusCode = 400;
        return response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
      }
      received.push({ accountSid: match[1]!, authorization: request.headers.authorization ?? '', params });
      response.statusCode = 201;
      response.end(
        JSON.stringify({ sid: `SM${'0'.repeat(32)}`, account_sid: match[1], to: params.get('To'), from: params.get('From'), body: params.get('Body'), status: 'queued' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
