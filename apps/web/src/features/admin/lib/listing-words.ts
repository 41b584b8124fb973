/** How the console names a listing's type and status (the codes the API sends; an unknown code shows as it is). */
const TYPE_LABELS: Record<string, string> = { service: 'Service', material_supply: 'Materials' };
const STATUS_LABELS: Record<string, string> = { open: 'Open', ongoing: 'Ongoing', closed: 'Closed' };

export const listingTypeLabel = (code: string) => TYPE_LABELS[code] ?? code;
export const listingStatusLabel = (code: string) => STATUS_LABELS[code] ?? code;

/** The listings filter: every listing, or the visible or hidden ones only, as the API's `hidden` parameter. */
export const HIDDEN_FILTERS = [
  { value: 'all', label: 'All', hidden: undefined },
  { value: 'visible', label: 'Visible', hidden: false },
  { value: 'hidden', label: 'Hidden by HomeBid', hidden: true },
] as const;
export type HiddenFilter = (typeof HIDDEN_FILTERS)[number]['value'];

export function hiddenParamOf(filter: string | null): boolean | undefined {
  return HIDDEN_FILTERS.find((f) => f.value === filter)?.hidden;
}
