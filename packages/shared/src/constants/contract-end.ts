/** contract-end: the spec's words and limits without zod (schemas/contract-end.ts re-exports them with the schemas). */

/**
 * End Contract and the bidder's 'work done' marks (spec part 2, sections 4, 5 and 8).
 *
 *   POST /api/contracts/:id/end  -> { message }  (poster; every milestone paid, else 409 'Please complete all the
 *        milestones to end this project.'; the bid becomes end_by_poster, the contract and the listing closed)
 *   POST /api/contracts/:id/milestones/:position/done  multipart, optional JPG/PNG field 'file' (under 2 MB)
 *        -> { message, photo }  (bidder of an accepted, ongoing contract; the milestone not paid yet). Sets
 *        bidder_completed and, with a file, the milestone's imageName / imageURL (a new photo replaces the old).
 *
 * The contract detail carries `milestonePhotos` (one entry per milestone with a photo) for both sides.
 */
export const END_CONTRACT_MSG = {
  button: 'End Contract',
  confirmTitle: 'Are you sure you want to end this contract?',
  confirmText: 'The project will be closed and no more payments can be made.',
  openMilestones: 'Please complete all the milestones to end this project.',
  ended: 'The contract has ended.',
  endedTag: 'Contract Ended',
} as const;

export const MILESTONE_WORK_MSG = {
  markDone: 'Mark as Done',
  markedTag: 'Marked as done',
  dialogTitle: (position: number) => `Mark milestone ${position} as done`,
  photoLabel: 'Photo of the work (optional)',
  choosePhoto: 'Choose Photo',
  marked: 'Milestone marked as done.',
  onlyBidder: 'Only the bidder can mark work as done.',
  notAccepted: 'The contract must be accepted before work can be marked as done.',
  ended: 'This contract has ended.',
  alreadyPaid: 'This milestone is already paid.',
  notFound: 'This milestone does not exist.',
  photoAlt: (position: number) => `Photo of the work for milestone ${position}`,
} as const;
