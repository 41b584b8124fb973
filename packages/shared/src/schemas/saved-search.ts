import { z } from 'zod';
import { LEAD_FREQUENCIES, SAVED_SEARCH_MSG, SAVED_SEARCH_NAME_MAX } from '../constants/saved-search';
import { listingSearchQuerySchema } from './listing';

/**
 * Saved searches (lead alerts), all under /api, signed in; contractors and suppliers only:
 *
 *   GET    /api/saved-searches            -> { searches: SavedSearch[] } (each with its count of new matches)
 *   POST   /api/saved-searches            SavedSearchInput -> SavedSearch (201); at most SAVED_SEARCH_LIMIT per user
 *   PATCH  /api/saved-searches/:id        SavedSearchUpdate (name, frequency, paused) -> SavedSearch
 *   POST   /api/saved-searches/:id/open   -> SavedSearch (marks its matches seen: the listing page runs its filter)
 *   DELETE /api/saved-searches/:id        -> { message }
 * Another user's saved search is a 404.
 */

/** The filter of a saved search is the listing search's own (GET /api/listings) without paging, plus the place's name. */
export const savedSearchFilterInputSchema = listingSearchQuerySchema
  .omit({ cursor: true, page: true })
  .extend({ placeLabel: z.string().trim().max(200).optional() });
export type SavedSearchFilterInput = z.input<typeof savedSearchFilterInputSchema>;

/** The filter as it is sent back: the same names (ListingSearchParams of api-paths.ts) and the place's name. */
export const savedSearchFilterSchema = z.object({
  text: z.string().optional(),
  types: z.array(z.string()).optional(),
  listingTypes: z.array(z.string()).optional(),
  maxBudgetCents: z.number().optional(),
  deadline: z.string().optional(),
  city: z.string().optional(),
  nearLat: z.number().optional(),
  nearLng: z.number().optional(),
  miles: z.number().optional(),
  placeLabel: z.string().optional(),
});
export type SavedSearchFilter = z.infer<typeof savedSearchFilterSchema>;

const nameSchema = z
  .string({ error: SAVED_SEARCH_MSG.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MSG.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MSG.nameTooLong);
const frequencySchema = z.enum(LEAD_FREQUENCIES, { error: SAVED_SEARCH_MSG.frequencyRequired });

export const savedSearchInputSchema = z.object({
  name: nameSchema,
  frequency: frequencySchema,
  filter: savedSearchFilterInputSchema,
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchUpdateSchema = z.object({
  name: nameSchema.optional(),
  frequency: frequencySchema.optional(),
  paused: z.boolean().optional(),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: frequencySchema,
  paused: z.boolean(),
  filter: savedSearchFilterSchema,
  /** Projects matched since the owner last opened this search. */
  newMatchCount: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
