/** Saved searches (lead alerts): the words and limits, without zod (the web app imports these). */

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/** How the owner of a saved search is told of a new matching project. */
export const LEAD_FREQUENCIES = ['instant', 'daily'] as const;
export type LeadFrequency = (typeof LEAD_FREQUENCIES)[number];

export const LEAD_FREQUENCY_LABELS: Record<LeadFrequency, string> = {
  instant: 'Right away',
  daily: 'Daily digest (7 am Eastern)',
};

/** The Saved Searches page's explanation (also drawn by the page's first screen). */
export const savedSearchesLead = (used: number) =>
  `New projects that match a saved search appear under Alerts and are e-mailed to you right away or in a daily digest at 7 am Eastern. You can save up to twenty searches (${used} of ${SAVED_SEARCH_LIMIT} used).`;

export const SAVED_SEARCH_MSG = {
  onlySellers: 'Only contractors and suppliers can save searches.',
  limit: `You can save at most twenty searches. Delete one to save another.`,
  notFound: 'Saved search not found.',
  nameRequired: 'Please enter a name for this search.',
  nameTooLong: `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  frequencyRequired: 'Please choose how to be told.',
  saved: 'Search saved. We will tell you about new matching projects.',
  deleted: 'Saved search deleted.',
} as const;
