export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The dev outbox for one recipient (e-mail address or phone), newest first. */
export async function readOutbox(url: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as OutboxMessage[];
}

/**
 * Waits until the outbox holds a message for `to` that `match` accepts (default: any message created
 * after `since`), and returns the newest such message.
 */
export async function waitForOutbox(
  url: string,
  to: string,
  options: { since?: Date; match?: (message: OutboxMessage) => boolean; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const since = options.since?.getTime() ?? 0;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = (await readOutbox(url, to)).find(
      (m) => new Date(m.createdAt).getTime() >= since - 1000 && (options.match?.(m) ?? true),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No outbox message for ${to} within ${(options.timeoutMs ?? 15_000) / 1000} s`);
}

/** The first 6-digit code in a message body (the phone OTP). */
export function extractCode(body: string): string {
  const code = body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No 6-digit code in: ${body}`);
  return code;
}

/** The first http(s) link in a message body (e.g. the password reset link). */
export function extractLink(body: string): string {
  const link = body.match(/https?:\/\/[^\s)>"']+/)?.[0];
  if (!link) throw new Error(`No link in: ${body}`);
  return link;
}
