import { z } from 'zod';
import { BADGE_IDS } from '../domain/badges';

/** A user's verified badges in display order (shared/domain/badges.ts), computed by the server. */
export const badgesSchema = z.array(z.enum(BADGE_IDS));
