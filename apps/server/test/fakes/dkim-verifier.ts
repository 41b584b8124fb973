import { createHash, verify, type KeyLike } from 'node:crypto';

/**
 * What a receiving mail server checks of a DKIM signature (RFC 6376 §6.1), for rsa-sha256 with relaxed/relaxed
 * canonicalization, written from the RFC and not from nodemailer's signer, so a test can catch the signer leaving
 * a header out or signing something else than what it sent. The public key stands for the selector's DNS record.
 */
export interface VerifiedDkim {
  domain: string;
  selector: string;
  /** The h= tag: the header field names the signature covers, lowercased, in signing order. */
  signedHeaders: string[];
}

interface HeaderField {
  name: string;
  /** The whole field as sent: name, colon, value, folds included (no final CRLF). */
  raw: string;
}

export function verifyDkimSignature(rawMessage: string, publicKey: KeyLike): VerifiedDkim {
  const split = rawMessage.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('no blank line between header and body');
  const fields = parseHeaderFields(rawMessage.slice(0, split + 2));
  const body = rawMessage.slice(split + 4);

  const signatureField = fields.find((f) => f.name === 'dkim-signature');
  if (!signatureField) throw new Error('no DKIM-Signature header field');
  const tags = parseTags(valueOf(signatureField.raw));
  if (tags.get('v') !== '1') throw new Error(`v=${tags.get('v')}`);
  if (tags.get('a') !== 'rsa-sha256') throw new Error(`a=${tags.get('a')} is not rsa-sha256`);
  if (tags.get('c') !== 'relaxed/relaxed') throw new Error(`c=${tags.get('c')} is not relaxed/relaxed`);
  if (tags.has('l')) throw new Error('l= (a partly signed body) is not accepted');

  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');
  if (bodyHash !== tags.get('bh')) throw new Error(`body hash ${bodyHash} differs from bh=${tags.get('bh')}`);

  const signedHeaders = (tags.get('h') ?? '').split(':').map((name) => name.trim().toLowerCase());
  if (!signedHeaders.includes('from')) throw new Error('h= must include From (RFC 6376 §5.4)');
  // §5.4.2: each name takes the last instance not used yet, from the bottom up; a missing one signs nothing
  const used = new Set<HeaderField>();
  let signedData = '';
  for (const name of signedHeaders) {
    const field = fields.filter((f) => f.name === name && !used.has(f)).at(-1);
    if (!field) continue;
    used.add(field);
    signedData += `${relaxedHeader(field.raw)}\r\n`;
  }
  // §3.7: the signature's own field with the b= value emptied, without its final CRLF
  signedData += relaxedHeader(signatureField.raw.replace(/(^|;)(\s*b\s*=)[^;]*/, '$1$2'));

  const signature = Buffer.from(tags.get('b') ?? '', 'base64');
  if (!verify('sha256', Buffer.from(signedData), publicKey, signature)) throw new Error('the signature does not verify with the public key');
  return { domain: tags.get('d') ?? '', selector: tags.get('s') ?? '', signedHeaders };
}

function parseHeaderFields(header: string): HeaderField[] {
  const fields: HeaderField[] = [];
  for (const line of header.split('\r\n').slice(0, -1)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), raw: line });
  }
  return fields;
}

const valueOf = (raw: string) => raw.slice(raw.indexOf(':') + 1);

/** tag=value pairs (§3.2); whitespace inside b= and bh= (folding) is not part of the value. */
function parseTags(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const pair of value.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    tags.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).replace(/[ \t\r\n]+/g, ''));
  }
  return tags;
}

/** §3.4.2: lowercase name, unfolded, whitespace runs as one space, none around the colon or at the end. */
function relaxedHeader(raw: string): string {
  const name = raw.slice(0, raw.indexOf(':')).trim().toLowerCase();
  const value = valueOf(raw).replace(/\r\n/g, '').replace(/[ \t]+/g, ' ').trim();
  return `${name}:${value}`;
}

/** §3.4.4: whitespace runs as one space, none at line ends, no empty lines at the end, a final CRLF unless empty. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}
