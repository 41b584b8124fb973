import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { verifyDkimSignature } from '../../../test/fakes/dkim-verifier';
import { startSmtpServer } from '../../../test/fakes/fake-messaging';
import { readDkimOptions } from './dkim';
import { createSmtpMailer } from './smtp-mailer';

const newKeyPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const key = newKeyPair();
const otherKey = newKeyPair();
const DKIM = { DKIM_DOMAIN: 'homebid.test', DKIM_SELECTOR: 'mail2026' };
const LIST_HEADERS = {
  'List-Unsubscribe': '<https://homebid.test/notifications/unsubscribe?token=abc.def>, <mailto:help@homebid.test?subject=Unsubscribe%3A%20Milestone%20paid>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describe('DKIM signing of SMTP mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.stop());

  const sendSigned = async (env: Record<string, string>) => {
    const dkim = readDkimOptions(loadConfig({ SMTP_URL: smtp.url, ...DKIM, ...env }));
    await (await createSmtpMailer(smtp.url, 'HomeBid <no-reply@homebid.test>', dkim)).send({ to: 'reader@example.com', subject: 'Milestone paid', text: 'Paid.\n\nTurn them off: https://homebid.test/x', headers: LIST_HEADERS });
    return smtp.received.at(-1)!.raw;
  };

  it('sends the list headers and signs them with the key (given in the environment with \\n for line breaks)', async () => {
    const raw = await sendSigned({ DKIM_PRIVATE_KEY: key.privateKey.replace(/\n/g, '\\n') });
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: ${LIST_HEADERS['List-Unsubscribe']}\r\n`);
    const verified = verifyDkimSignature(raw, key.publicKey);
    expect(verified).toMatchObject({ domain: 'homebid.test', selector: 'mail2026' });
    expect(verified.signedHeaders).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
    // what a receiver does with a changed header, or with another key: the signature fails
    expect(() => verifyDkimSignature(raw, otherKey.publicKey)).toThrow('does not verify');
    const tampered = raw.replace('List-Unsubscribe-Post: List-Unsubscribe=One-Click', 'List-Unsubscribe-Post: List-Unsubscribe=Two-Clicks');
    expect(() => verifyDkimSignature(tampered, key.publicKey)).toThrow('does not verify');
    expect(() => verifyDkimSignature(raw.replace('Paid.', 'Unpaid.'), key.publicKey)).toThrow('body hash');
  });

  it('reads the key from DKIM_PRIVATE_KEY_FILE', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homebid-dkim-'));
    try {
      await fs.writeFile(path.join(dir, 'dkim.pem'), key.privateKey);
      const raw = await sendSigned({ DKIM_PRIVATE_KEY_FILE: path.join(dir, 'dkim.pem') });
      expect(verifyDkimSignature(raw, key.publicKey).signedHeaders).toContain('list-unsubscribe-post');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('sends unsigned mail when no DKIM key is set', async () => {
    expect(readDkimOptions(loadConfig({ SMTP_URL: smtp.url }))).toBeUndefined();
    await (await createSmtpMailer(smtp.url, 'no-reply@homebid.test')).send({ to: 'reader@example.com', subject: 's', text: 't', headers: LIST_HEADERS });
    expect(smtp.received.at(-1)!.raw).not.toContain('DKIM-Signature');
    expect(() => verifyDkimSignature(smtp.received.at(-1)!.raw, key.publicKey)).toThrow('no DKIM-Signature');
  });

  it('stops at start when DKIM is partly or wrongly configured, naming what is missing', () => {
    const read = (env: Record<string, string>) => () => readDkimOptions(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1', ...env }));
    expect(read({ DKIM_DOMAIN: 'homebid.test' })).toThrow('DKIM is partly configured: set DKIM_SELECTOR, DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) as well');
    expect(read({ DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: key.privateKey })).toThrow('set DKIM_DOMAIN as well');
    expect(read({ ...DKIM, DKIM_PRIVATE_KEY: key.privateKey, DKIM_PRIVATE_KEY_FILE: '/x.pem' })).toThrow('not both');
    expect(read({ ...DKIM, DKIM_PRIVATE_KEY: 'not a key' })).toThrow('not an RSA private key');
    expect(read({ ...DKIM, DKIM_PRIVATE_KEY: key.publicKey })).toThrow('not an RSA private key');
    expect(read({ ...DKIM, DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem' })).toThrow('DKIM_PRIVATE_KEY_FILE cannot be read');
    expect(() => readDkimOptions(loadConfig({ ...DKIM, DKIM_PRIVATE_KEY: key.privateKey }))).toThrow('set SMTP_URL as well');
  });
});
