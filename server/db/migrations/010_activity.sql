-- The citizen's own record (이용 기록): what was done with their documents and by their hand, the
-- deletions they asked recipients for, and the notices that a document is about to expire.
-- Portable SQL as in 001.

-- One row per action, written in the transaction of the action itself (server/db/activity.ts):
-- no event without its action, no action without its event. `owner_user_id` is the citizen whose
-- documents it concerns; `other_user_id` the other wallet that took part (the receiver of a
-- submission, the recipient who opened, rejected or deleted it), which sees the event too, from its
-- side. Names are kept as they were at the time: the record does not change when a name does.
CREATE TABLE activity_events (
  -- time-ordered: events of the same instant keep the order they were written in
  id              TEXT PRIMARY KEY,
  owner_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_name      TEXT,
  other_user_id   TEXT,
  other_name      TEXT,
  kind            TEXT NOT NULL CHECK (kind IN (
                    'ISSUED', 'APPLICATION_FAILED', 'EXPIRING', 'VIEWED', 'DOWNLOADED',
                    'SHARE_CREATED', 'SHARE_OPENED', 'SHARE_WRONG_PIN', 'SHARE_LOCKED', 'SHARE_SPENT', 'SHARE_EXPIRED',
                    'SUBMITTED', 'RECIPIENT_OPENED', 'REJECTED', 'CANCELED',
                    'DELETED', 'RECORD_DELETED', 'DELETION_REQUESTED', 'RECIPIENT_DELETED')),
  at              TEXT NOT NULL,
  -- what the event can be acted on from: the delivery (sent/received record), the link, the application
  distribution_id TEXT,
  share_id        TEXT,
  application_id  TEXT,
  -- a rejection's reason, a failure's message, the tries left, why a recipient deleted
  detail          TEXT
);
CREATE INDEX activity_events_owner ON activity_events (owner_user_id, at);
CREATE INDEX activity_events_other ON activity_events (other_user_id, at);

-- The documents an event concerns, in order; document_id is NULL for an application that issued none.
CREATE TABLE activity_event_documents (
  event_id    TEXT NOT NULL REFERENCES activity_events (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  document_id TEXT,
  name        TEXT NOT NULL,
  PRIMARY KEY (event_id, position)
);
CREATE INDEX activity_event_documents_document ON activity_event_documents (document_id, event_id);

-- A delivery the sender asked its recipient to delete (삭제 요청), and when the recipient deleted
-- what it held of it (the other wallet deleting its received records, or the organisation's desk,
-- by hand or by its retention). A deletion without a request is kept too (requested_at NULL).
-- A desk submission deleted on request keeps desk_submissions.deleted_reason NULL: this row is its reason.
CREATE TABLE delivery_deletions (
  distribution_id  TEXT PRIMARY KEY,
  sender_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_user_id TEXT NOT NULL,
  requested_at     TEXT,
  deleted_at       TEXT,
  updated_at       TEXT NOT NULL
);
CREATE INDEX delivery_deletions_pending ON delivery_deletions (receiver_user_id, deleted_at);

-- When the daily notice recorded that the document has 10 days or fewer left (once per document).
ALTER TABLE documents ADD COLUMN expiry_noticed_at TEXT;
-- When the log recorded that the link was spent (its reading session over) or expired unused.
ALTER TABLE shares ADD COLUMN closed_at TEXT;
