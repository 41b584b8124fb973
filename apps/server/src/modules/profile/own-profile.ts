import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { isoText } from '../../db/to-iso';
import type { AppContext } from '../../platform/context';
import { uploadUrlSql } from '../../platform/storage/storage';
import { getProfileRow } from './profile-row';

/**
 * The own profile (GET /profile/me, read on every page) as the JSON text of the API's MyProfile, written by the
 * database: the keys in the schema's order, the photo's URL as Storage.urlOf makes it, the time as toIso writes it,
 * the role read fresh (a granted role counts at once). Node neither maps twenty columns nor encodes the answer:
 * on PostgreSQL that was most of what this read cost beyond a health check (docs/performance.md).
 */
const selectOwnProfileJson = preparedPerDatabase((db) =>
  db
    .select({
      json: sql<string>`json_build_object(
        'id', ${profiles.userId}, 'name', ${profiles.name}, 'email', ${profiles.email},
        'imageUrl', ${uploadUrlSql(profiles.imageKey)},
        'phone', ${profiles.phone}, 'isPhoneVerified', ${profiles.phoneVerifiedAt} is not null,
        'userType', ${profiles.userType}, 'streetAddress', ${profiles.streetAddress}, 'city', ${profiles.city},
        'state', ${profiles.state}, 'zipCode', ${profiles.zipCode},
        'business', json_build_object('name', ${profiles.businessName}, 'address', ${profiles.businessAddress}, 'url', ${profiles.businessUrl}),
        'industries', ${profiles.industries}, 'isHomeScreenLoaded', ${profiles.isHomeScreenLoaded},
        'createdAt', ${isoText(profiles.createdAt)}, 'role', ${users.role}
      )::text`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('select_own_profile_json'),
);

/** The signed-in user's own profile as MyProfile's JSON text (see selectOwnProfileJson). */
export async function getMyProfileJson(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string> {
  const [found] = await selectOwnProfileJson(ctx.db).execute({ userId });
  if (found) return found.json;
  // a database restored without the trigger that writes the row (getProfileRow): written now, then read
  await getProfileRow(ctx, userId);
  const [written] = await selectOwnProfileJson(ctx.db).execute({ userId });
  return written.json;
}
