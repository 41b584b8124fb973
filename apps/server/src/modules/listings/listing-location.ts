import { LISTING_MSG, type ListingLocationInput } from '@homebid/shared/schemas/listing';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { findPlaceByZip, type GazetteerPlace } from '../places/gazetteer';

export interface ResolvedLocation {
  streetAddress: string;
  city: string;
  cityKey: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

/** Turns the chosen place id into city, state and coordinates from the gazetteer; only allowed states pass. */
export function resolveListingLocation(ctx: Pick<AppContext, 'config'>, input: ListingLocationInput): ResolvedLocation {
  const place = findPlaceByZip(input.placeId);
  if (!place) throw badRequest(LISTING_MSG.locationRequired, 'location_required');
  if (!ctx.config.allowedStates.includes(place.state)) throw badRequest(LISTING_MSG.stateNotAllowed, 'state_not_allowed');
  return toListingLocation(input.streetAddress, place);
}

/** A listing's location columns at `streetAddress` in the gazetteer place `place`. */
export const toListingLocation = (streetAddress: string, place: GazetteerPlace): ResolvedLocation => ({
  streetAddress,
  city: place.city,
  cityKey: toCityKey(place.city),
  state: place.state,
  zip: place.zip,
  lat: place.lat,
  lng: place.lng,
});

/** The city as the shared filter compares it. */
export const toCityKey = (city: string) => city.trim().toLowerCase();

/** "12 Main St, Providence, RI 02903, USA" */
export const formatAddress = (l: { streetAddress: string; city: string; state: string; zip: string }) =>
  `${l.streetAddress}, ${l.city}, ${l.state} ${l.zip}, USA`;
