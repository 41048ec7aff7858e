/**
 * The issue poll (000 §9: every 1000 ms), which both sides keep: the client counts the period from
 * one poll's start to the next (src/runner), and the server holds a poll of an application the
 * agency is working on for most of a period (server/routes/application/status.ts), answering as
 * soon as it moves — so polls still start once a second and the document is seen when it is ready.
 */
export const ISSUE_POLL_INTERVAL_MS = 1000;

/** The longest a poll is held: less than a period, by a margin for the answer's way back. */
export const POLL_HOLD_MS = ISSUE_POLL_INTERVAL_MS - 200;
