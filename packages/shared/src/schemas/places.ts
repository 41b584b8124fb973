import { z } from 'zod';

/**
 * Places (offline US gazetteer).
 *   GET /api/places/search?q=Provid   -> PlaceSearchResponse (up to 10; prefix match on city or zip; all US states)
 *   GET /api/places/settings          -> PlacesSettings (allowed states + map tile URL for Leaflet)
 * A place's id is its 5-digit zip code. `isAllowed` tells the form to show LISTING_MSG.stateNotAllowed;
 * the server refuses such a place too when a listing is saved.
 */
const placeSchema = z.object({
  id: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** "Providence, RI 02903" */
  label: z.string(),
  isAllowed: z.boolean(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'At most 100 characters.').optional().default(''),
});

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

export const placesSettingsSchema = z.object({
  allowedStates: z.array(z.string()),
  /** Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: z.string(),
});
export type PlacesSettings = z.infer<typeof placesSettingsSchema>;
