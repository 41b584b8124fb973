import { badRequest } from '../../platform/errors';
import { isListingId } from './listings.policy';

/**
 * Where a page of listings ends, in a list ordered by one of their timestamps and then their id, both descending (the
 * search by creation, My Projects and Saved Projects by last update): the next page starts after it. Listing
 * timestamps are stored to the millisecond, as toISOString writes them, so the cursor holds them exactly.
 */
export interface ListingCursor {
  at: string;
  id: string;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const encodeListingCursor = (cursor: ListingCursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** The cursor `value` holds; `message` (what to do instead) when it is not one encodeListingCursor wrote. */
export function decodeListingCursor(value: string, message: string): ListingCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [unknown, unknown];
    // exactly what encodeListingCursor writes (toISOString, a uuid): anything else could make the SQL casts fail
    if (typeof at !== 'string' || !ISO_TIMESTAMP.test(at) || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !isListingId(id)) throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw badRequest(message, 'bad_cursor');
  }
}
