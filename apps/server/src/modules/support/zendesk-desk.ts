import type { Config } from '../../config';

/** Builds the address of a ticket in Zendesk's agent view from the ticket's Zendesk id. */
export type ZendeskTicketLink = (externalId: string) => string;

/**
 * Whether tickets are answered in Zendesk, and where: the link to a ticket's page in Zendesk when Zendesk is the
 * support desk, undefined when tickets are answered in HomeBid's own queue. The same settings choose the Zendesk
 * adapter (platform/support/zendesk-support-forwarder.ts), which stops the server at start when Zendesk is only
 * partly configured; so a subdomain or URL here means the tickets go to Zendesk.
 */
export function zendeskTicketLink(config: Pick<Config, 'ZENDESK_SUBDOMAIN' | 'ZENDESK_URL'>): ZendeskTicketLink | undefined {
  // ZENDESK_URL is the API's base (https://acme.zendesk.com/api/v2, or a local fake): the agent view is on its origin
  const origin = config.ZENDESK_URL ? new URL(config.ZENDESK_URL).origin : config.ZENDESK_SUBDOMAIN ? `https://${config.ZENDESK_SUBDOMAIN}.zendesk.com` : undefined;
  if (!origin) return undefined;
  return (externalId) => `${origin}/agent/tickets/${encodeURIComponent(externalId)}`;
}
