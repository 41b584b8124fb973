/**
 * The listing search filter of spec part 1 section 5, written once. The server's SQL search must return
 * exactly `listings.filter((l) => matchesListingFilter(l, filter))` in `compareNewestFirst` order; a
 * property-based test holds it to that.
 *
 * Rules ("0 or undefined means no filter"):
 * - only open listings are listed;
 * - industries: undefined or [] = no filter, else the listing has at least one of them;
 * - listingTypes: undefined or [] = no filter, else the listing's type is one of them;
 * - maxBudgetCents: 0 or undefined = no filter, else budget <= max;
 * - deadline ('YYYY-MM-DD'): undefined or '' = no filter, else the listing is due on or before that date;
 * - city: undefined or blank = no filter, else equal ignoring case and surrounding spaces;
 * - text: normalized (lowercased, punctuation stripped); empty = no filter, else every word of it occurs
 *   in the normalized title + ' ' + description (so 'roof' finds 'roofing');
 * - near: miles 0 or undefined = no filter, else great-circle distance <= miles.
 */

export interface SearchableListing {
  id: string;
  status: string;
  listingType: string;
  industries: readonly string[];
  budgetCents: number;
  deadline: string;
  city: string;
  lat: number;
  lng: number;
  title: string;
  description: string;
  /** ISO timestamp; newest first, ties broken by id descending. */
  createdAt: string;
}

export interface ListingFilter {
  industries?: readonly string[];
  listingTypes?: readonly string[];
  maxBudgetCents?: number;
  deadline?: string;
  city?: string;
  text?: string;
  near?: { lat: number; lng: number; miles?: number };
}

/** Lowercase, remove every character that is not a letter, digit or space, collapse spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The text a listing is searched by; stored as listings.search_text by the server. */
export function buildListingSearchText(title: string, description: string): string {
  return normalizeSearchText(`${title} ${description}`);
}

/** The words a text filter requires (empty = no text filter). */
export function getSearchWords(text: string | undefined): string[] {
  if (!text) return [];
  const normalized = normalizeSearchText(text);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

export const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance (haversine), the same formula the SQL search uses. */
export function getDistanceMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function matchesListingFilter(listing: SearchableListing, filter: ListingFilter): boolean {
  if (listing.status !== 'open') return false;
  if (filter.industries?.length && !listing.industries.some((i) => filter.industries!.includes(i))) return false;
  if (filter.listingTypes?.length && !filter.listingTypes.includes(listing.listingType)) return false;
  if (filter.maxBudgetCents && listing.budgetCents > filter.maxBudgetCents) return false;
  if (filter.deadline && listing.deadline > filter.deadline) return false;
  const city = filter.city?.trim().toLowerCase();
  if (city && listing.city.trim().toLowerCase() !== city) return false;
  const words = getSearchWords(filter.text);
  if (words.length) {
    const haystack = buildListingSearchText(listing.title, listing.description);
    if (!words.every((w) => haystack.includes(w))) return false;
  }
  if (filter.near?.miles && getDistanceMiles(filter.near.lat, filter.near.lng, listing.lat, listing.lng) > filter.near.miles) {
    return false;
  }
  return true;
}

/** Newest first; equal timestamps by id descending (ids are lowercase uuids, compared as text). */
export function compareNewestFirst(a: Pick<SearchableListing, 'createdAt' | 'id'>, b: Pick<SearchableListing, 'createdAt' | 'id'>) {
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
