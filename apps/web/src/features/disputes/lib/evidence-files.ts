import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES, type DisputeSide } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';

/** What the file picker offers; the server checks the bytes again. */
export const EVIDENCE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
// some systems give a file no type: its name decides then
const EVIDENCE_NAME = /\.(jpe?g|png|pdf)$/i;

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

/** The browser's quick check of one file, in the server's words: the message to show, or null when it may go. */
export function checkEvidenceFile(file: PickedFile): string | null {
  const typeFits = file.type ? EVIDENCE_TYPES.includes(file.type) : EVIDENCE_NAME.test(file.name);
  if (!typeFits) return DISPUTE_MSG.evidenceType;
  if (file.size > MAX_EVIDENCE_BYTES) return DISPUTE_MSG.evidenceSize;
  return null;
}

/**
 * A batch of picked or dropped files against the files already chosen: the ones that fit (right type and size,
 * within the room left) and the first problem to tell, if any.
 */
export function acceptEvidenceFiles<F extends PickedFile>(batch: readonly F[], alreadyChosen: number, room: number): { accepted: F[]; problem: string | null } {
  const accepted: F[] = [];
  let problem: string | null = null;
  for (const file of batch) {
    const fileProblem = checkEvidenceFile(file);
    if (fileProblem) problem ??= fileProblem;
    else if (alreadyChosen + accepted.length >= room) problem ??= DISPUTE_MSG.evidenceLimit;
    else accepted.push(file);
  }
  return { accepted, problem };
}

/** How many more evidence files a side may add to the dispute (5 per side, the files of its opening included). */
export function evidenceRoomOf(dispute: Pick<DisputeView, 'events'>, side: DisputeSide): number {
  const added = dispute.events.filter((event) => event.actor === side && event.file !== null).length;
  return Math.max(0, MAX_EVIDENCE_FILES - added);
}

/** Images show as thumbnails; anything else (a PDF) as a named link. */
export const isImageFile = (mime: string) => mime === 'image/jpeg' || mime === 'image/png';

