/** The channel the agency layer settles with the picked recipient (the page waits on it). */
export const AGENCY_RESULT_KEY = 'submission:agency';
