import { LIMITS } from '../constants';

/** Listings: the spec's words, limits and states, without zod (schemas/listing.ts re-exports them with the schemas). */

/** The spec's words for listings (part 1, sections 4, 5 and 8). */
export const LISTING_MSG = {
  titleRequired: 'Please input your project title!',
  industryRequired: 'Please select the project industry!',
  materialsProvidedRequired: 'Please indicate if you will provide materials!',
  budgetRequired: 'Please input your project budget!',
  budgetDigits: 'Budget must only contain numbers.',
  completionDateRequired: 'Please select a completion date!',
  deliveryDateRequired: 'Please select a delivery date!',
  deadlineInPast: 'The date cannot be in the past.',
  locationRequired: 'Please Choose A Location For Your Project.',
  /** The street is typed beside the chosen place: its own words, so an empty form does not say the spec's twice. */
  streetRequired: 'Please enter the Street Address.',
  stateNotAllowed: 'Please select an address in a state where the product is currently available.',
  imageRequired: 'Please upload at least one image.',
  tooManyImages: `You can upload at most ${LIMITS.maxPostImages} images.`,
  fileTypeNotSupported: 'This file type is not supported.',
  fileRequired: 'Please Upload a File.',
  uploadFailed: 'Upload Failed!',
  uploadNotFound: 'This file was not uploaded by you. Please upload it again.',
  itemNotFound: 'A selected item is no longer in the catalogue.',
  itemQuantity: 'Quantity must be at least 1.',
  typeRequired: 'Please choose a project type.',
  typeChange: 'The project type cannot be changed.',
  updated: 'Updated Project',
  posted: 'Project posted.',
  closed: 'The project has been closed.',
  removed: 'The project has been removed.',
  notFound: 'This project is no longer available.',
  notOwner: 'Only the owner of this project can do this.',
  notOpen: 'Only open projects can be changed.',
  postConfirm: 'Are you sure you want to post the project?',
  backConfirm: 'Are You Sure You Want To Go Back?',
  imageUploaded: 'Attached Image Uploaded Successfully',
  fileUploaded: 'Attached File Uploaded Successfully',
  imageDeleted: 'Your Image has been deleted',
  linkCopied: 'Link copied',
  noBidders: 'No Bidders',
  maskedAmount: '$ *****',
  provided: 'Provided',
  notProvided: 'Not Provided',
} as const;

/** 'I think this is a project you would be interested in! Check it out on {product name}' + link. */
export const shareMessage = (productName: string, link: string) =>
  `I think this is a project you would be interested in! Check it out on ${productName} ${link}`;

export const LISTING_TYPES = ['service', 'material_supply'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_STATUSES = ['open', 'ongoing', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_PAGE_SIZE = 20;
/** Card descriptions are cut to this many characters so a result page stays small. */
export const CARD_DESCRIPTION_MAX = 200;
export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 5000;
export const LISTING_MAX_DOCUMENTS = 10;
export const LISTING_MAX_ITEMS = 100;
/** $1,000,000,000 in cents: keeps every amount an exact integer in JavaScript. */
export const BUDGET_MAX_CENTS = 100_000_000_000;
