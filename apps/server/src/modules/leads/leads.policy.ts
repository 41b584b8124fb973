import { SAVED_SEARCH_MSG } from '@homebid/shared/constants/saved-search';
import { forbidden, notFound } from '../../platform/errors';

/** Leads are for the ones who bid: only contractors and suppliers save searches (as only they bid). */
export function assertCanSaveSearches(userType: string | null | undefined) {
  if (userType !== 'contractor' && userType !== 'supplier') throw forbidden(SAVED_SEARCH_MSG.onlySellers);
}

/** A saved search is its owner's alone: anyone else (and a malformed id) gets a plain 404. */
export function assertOwnSearch<T extends { userId: string }>(search: T | undefined, userId: string): T {
  if (!search || search.userId !== userId) throw notFound(SAVED_SEARCH_MSG.notFound);
  return search;
}

export const isSavedSearchId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
