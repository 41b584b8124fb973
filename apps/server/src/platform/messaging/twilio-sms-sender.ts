import type Twilio from 'twilio';
import { InvalidRecipientError, type SmsMessage, type SmsSender } from './messaging';

/** Twilio error codes that mean the To number is wrong: invalid, not SMS-capable, unreachable region. */
const BAD_RECIPIENT_CODES = new Set([21211, 21214, 21408, 21612, 21614]);

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service SID (MG...). */
  from: string;
  /** Another origin for the Twilio REST API (a local fake in tests); every request keeps its path. */
  apiUrl?: string;
}

type TwilioSdk = typeof Twilio;

/** Twilio's own HTTP client, sending to `apiUrl` instead of https://api.twilio.com. */
function createRedirectingClient(twilio: TwilioSdk, apiUrl: string) {
  const base = new URL(apiUrl);
  const client = new twilio.RequestClient();
  const request = client.request.bind(client);
  client.request = (options) => {
    const uri = new URL(options.uri);
    uri.protocol = base.protocol;
    uri.host = base.host;
    return request({ ...options, uri: uri.toString() });
  };
  return client;
}

/**
 * SMS through Twilio's Messages API (official SDK). The SDK is imported here, where Twilio is configured: a server that
 * sends no SMS through it never loads it (up to 0.2 s of CPU at a start).
 */
export async function createTwilioSmsSender(options: TwilioOptions): Promise<SmsSender> {
  const { default: twilio } = await import('twilio');
  const client = twilio(options.accountSid, options.authToken, {
    httpClient: options.apiUrl ? createRedirectingClient(twilio, options.apiUrl) : undefined,
  });
  const sender = options.from.startsWith('MG') ? { messagingServiceSid: options.from } : { from: options.from };
  return {
    async send(message: SmsMessage) {
      try {
        await client.messages.create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        if (error instanceof twilio.RestException && BAD_RECIPIENT_CODES.has(error.code ?? 0)) {
          throw new InvalidRecipientError(error.message);
        }
        throw error;
      }
    },
  };
}
