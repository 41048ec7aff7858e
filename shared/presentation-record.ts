/**
 * A presentation's record in the citizen's wallet (보낸 내역): its id, `wp_` and 24 hex digits.
 * The activity log names it where a submission's events name their distributionId, so a row of the
 * log opens the record it came from.
 */
export const PRESENTATION_RECORD_ID = '^wp_[0-9a-f]{24}$';

export const isPresentationRecordId = (id: string | null | undefined): id is string => !!id && new RegExp(PRESENTATION_RECORD_ID).test(id);
