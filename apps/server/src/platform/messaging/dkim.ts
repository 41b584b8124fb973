import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import type { Config } from '../../config';

/** What nodemailer's `dkim` option takes (nodemailer/lib/dkim): one key, and the header fields it signs. */
export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
  headerFieldNames: string;
}

/**
 * The header fields the signature covers: nodemailer's default list (RFC 6376 §5.4.1's recommendation) plus
 * List-Unsubscribe-Post, which that list lacks and RFC 8058 §4 requires signed with List-Unsubscribe: a mail
 * provider honours one-click unsubscribe only when both headers are under a valid DKIM signature.
 */
export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/**
 * DKIM settings for the SMTP mailer, or undefined when none is set. A partial set, a key that is not a private
 * key, or DKIM without SMTP stops the server at start: nodemailer sends a message unsigned when its key fails
 * (lib/dkim/sign.js returns false), so a bad key would otherwise go unnoticed until mail lands in spam.
 */
export function readDkimOptions(config: Config): DkimOptions | undefined {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE } = config;
  if (!DKIM_DOMAIN && !DKIM_SELECTOR && !DKIM_PRIVATE_KEY && !DKIM_PRIVATE_KEY_FILE) return undefined;
  const missing = [
    ...(DKIM_DOMAIN ? [] : ['DKIM_DOMAIN']),
    ...(DKIM_SELECTOR ? [] : ['DKIM_SELECTOR']),
    ...(DKIM_PRIVATE_KEY || DKIM_PRIVATE_KEY_FILE ? [] : ['DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE)']),
  ];
  if (missing.length > 0) throw new Error(`DKIM is partly configured: set ${missing.join(', ')} as well, or none of its keys to send unsigned mail`);
  if (DKIM_PRIVATE_KEY && DKIM_PRIVATE_KEY_FILE) throw new Error('Set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both');
  if (!config.SMTP_URL) throw new Error('DKIM signs mail sent through SMTP: set SMTP_URL as well, or none of the DKIM keys');
  const privateKey = DKIM_PRIVATE_KEY ? DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') : readKeyFile(DKIM_PRIVATE_KEY_FILE!);
  // nodemailer signs rsa-sha256 only
  const notRsa = 'DKIM_PRIVATE_KEY is not an RSA private key in PEM format (-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----)';
  let keyType: string | undefined;
  try {
    keyType = createPrivateKey(privateKey).asymmetricKeyType;
  } catch (error) {
    throw new Error(notRsa, { cause: error });
  }
  if (keyType !== 'rsa') throw new Error(notRsa);
  return { domainName: DKIM_DOMAIN!, keySelector: DKIM_SELECTOR!, privateKey, headerFieldNames: DKIM_SIGNED_HEADERS };
}

function readKeyFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read: ${(error as Error).message}`, { cause: error });
  }
}
