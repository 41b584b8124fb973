import type { ReportTargetType } from '@homebid/shared/constants/moderation';

/** What a user reports: a listing, a user or a chat message, and how the 'Report' dialog names it. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** The listing's title in quotes, the user's name, or 'this message'. */
  name: string;
}

/**
 * Whether the viewer may report what `ownerId` owns: only when signed in, and never their own listing, themselves or
 * their own message (the server refuses it too, 403). Apart from the dialog's code: every card of a page asks it.
 */
export const canReport = (viewerId: string | null | undefined, ownerId: string) => Boolean(viewerId) && viewerId !== ownerId;
