import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';

/**
 * Sets fields of better-auth's user row that the app keeps in step with its own data: the profile's name and photo
 * (the session carries them), and the demo users' verified e-mail. better-auth writes everything else of the row.
 */
export async function updateUserRecord(db: Database, userId: string, fields: { name?: string; image?: string | null; emailVerified?: boolean }): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}
