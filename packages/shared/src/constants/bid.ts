/** Bids: the spec's words, limits and states, without zod (schemas/bid.ts re-exports them with the schemas). */

/** The spec's words for bidding (part 2, sections 2, 5 and 8). */
export const BID_MSG = {
  amountRequired: 'Please enter Bid Amount.',
  milestoneDetails: 'Please Enter Milestone Details.',
  ownProject: 'You cannot bid on your own project.',
  invalidAmount: 'Please enter a valid bid amount',
  projectTypeRequired: 'Please select the project type!',
  edited: 'Bid Edited!',
  editFailed: 'Error editing bid!',
  /** Prefix of the toast when placing fails: 'Error adding bid! ' + the error. */
  addFailedPrefix: 'Error adding bid! ',
  placeConfirm: 'Are you sure your bid is ready to be placed?',
  deleteConfirm: 'Are you sure you want to delete this?',
  endDateRequired: 'Please select the Projected End Date.',
  deliveryDateRequired: 'Please select the Delivery Date.',
  dateInPast: 'The date cannot be in the past.',
  startAfterEnd: 'The Earliest Start Date must be before the Projected End Date.',
  milestoneSumMismatch: 'The bid amount must equal the sum of the milestone amounts.',
  itemsTotalMismatch: 'The bid amount must equal the total of the item prices.',
  itemNotInListing: 'A bid item is not part of this project.',
  itemsRequired: 'Please price the items of this project.',
  homeOwnerCannotBid: 'Home owners cannot bid.',
  userTypeRequired: 'Please choose whether you are a contractor or a supplier before bidding.',
  paidContract: 'A contract with paid milestones cannot be withdrawn.',
  listingNotOpen: 'Bids can only be placed on open projects.',
  alreadyBid: 'You have already placed a bid on this project.',
  listingHasContract: 'A bidder has already been hired for this project.',
  notFound: 'This bid is no longer available.',
  notPoster: 'Only the poster of this project can do this.',
  notBidder: 'Only the bidder can do this.',
  reasonRequired: 'Please select a reason.',
  otherReasonRequired: 'Please Enter Your Reason.',
  declined: 'The bid has been declined.',
  deleted: 'Your bid has been deleted.',
  hired: 'The contract offer has been sent.',
  fileTypeNotSupported: 'This file type is not supported.',
  fileRequired: 'Please Upload a File.',
  uploadNotFound: 'This file was not uploaded by you. Please upload it again.',
  fileUploaded: 'Attached File Uploaded Successfully',
  won: 'Won',
  noBidders: 'No Bidders',
  noBids: 'No Bids',
  quantityLabel: 'Nos.',
} as const;

/** "Congrats! Your bid has been placed on {name}'s post" */
export const bidPlacedMessage = (posterName: string) => `Congrats! Your bid has been placed on ${posterName}'s post`;
/** 'Qty: N Nos.' */
export const formatQuantity = (quantity: number) => `Qty: ${quantity} ${BID_MSG.quantityLabel}`;

export const DEFAULT_MILESTONE_DESCRIPTION = 'Bidding for whole Project';
export const BID_DESCRIPTION_MAX = 2000;
export const MILESTONE_DESCRIPTION_MAX = 500;
export const BID_MAX_MILESTONES = 50;
export const BID_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const DECLINE_REASONS = [
  'Bid was too high',
  'Bid needs more details',
  'Timeline did not align',
  'Not enough info in bidder profile',
  'Others',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DEFAULT_DECLINE_REASON: DeclineReason = 'Bid was too high';
export const OTHER_REASON_PLACEHOLDER = 'Enter Your Reason';
export const DECLINE_REASON_MAX = 500;

export const BID_STATUSES = ['submitted', 'declined', 'contract_created', 'contract_started', 'end_by_poster'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** A bid's lines as the poster reviews it (View Bidders' cards, the hire dialog). */
export const BID_LABELS = { amount: 'Bid Amount', date: 'Bid Date', description: 'Bid Description' } as const;
/** View Bidders cuts a bid's description after this many lines. */
export const BID_DESCRIPTION_LINES = 3;
