import zipcodes from 'zipcodes';

/** One US place of the offline gazetteer (the `zipcodes` package): a zip code with its city and coordinates. */
export interface GazetteerPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** lower-cased city, for prefix search */
  cityKey: string;
}

let places: GazetteerPlace[] | undefined;
let byZip: Map<string, GazetteerPlace> | undefined;

/** Every US place (50 states, no Canada), sorted by city then zip; built once on first use. */
export function getAllPlaces(): GazetteerPlace[] {
  if (places) return places;
  places = Object.values(zipcodes.codes)
    .filter((c) => c.country === 'US' && /^\d{5}$/.test(String(c.zip)) && Number.isFinite(c.latitude) && Number.isFinite(c.longitude))
    .map((c) => ({ zip: String(c.zip), city: toTitleCase(c.city), state: c.state, lat: c.latitude, lng: c.longitude, cityKey: c.city.toLowerCase() }))
    .sort((a, b) => (a.cityKey === b.cityKey ? a.zip.localeCompare(b.zip) : a.cityKey < b.cityKey ? -1 : 1));
  byZip = new Map(places.map((p) => [p.zip, p]));
  return places;
}

export function findPlaceByZip(zip: string): GazetteerPlace | undefined {
  getAllPlaces();
  return byZip!.get(zip);
}

/** The gazetteer's city names are sometimes upper-case; show them as "North Kingstown". */
function toTitleCase(city: string): string {
  return city.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Lower bound for a sorted prefix search. */
function lowerBound(list: GazetteerPlace[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].cityKey < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Up to `limit` places whose zip or city starts with the query. "Providence, RI" narrows by state too.
 * Places in the allowed states come first, so the usual choice is at the top.
 */
export function searchPlaces(query: string, allowedStates: readonly string[], limit = 10): GazetteerPlace[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const all = getAllPlaces();
  if (/^\d{1,5}$/.test(q)) {
    return all.filter((p) => p.zip.startsWith(q)).sort((a, b) => rankState(a, allowedStates) - rankState(b, allowedStates) || a.zip.localeCompare(b.zip)).slice(0, limit);
  }
  const [cityPart, statePart = ''] = q.split(',').map((s) => s.trim());
  const state = statePart.replace(/\s+\d.*$/, '').toUpperCase();
  if (!cityPart) return [];
  const matches: GazetteerPlace[] = [];
  for (let i = lowerBound(all, cityPart); i < all.length && all[i].cityKey.startsWith(cityPart); i++) {
    if (!state || all[i].state.startsWith(state)) matches.push(all[i]);
  }
  return matches
    .sort(
      (a, b) =>
        Number(b.cityKey === cityPart) - Number(a.cityKey === cityPart) ||
        rankState(a, allowedStates) - rankState(b, allowedStates) ||
        (a.cityKey < b.cityKey ? -1 : a.cityKey > b.cityKey ? 1 : 0) ||
        a.zip.localeCompare(b.zip),
    )
    .slice(0, limit);
}

const rankState = (place: GazetteerPlace, allowedStates: readonly string[]) => (allowedStates.includes(place.state) ? 0 : 1);

/** "Providence, RI 02903" */
export const formatPlaceLabel = (p: Pick<GazetteerPlace, 'city' | 'state' | 'zip'>) => `${p.city}, ${p.state} ${p.zip}`;
