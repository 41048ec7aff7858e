-- A document's own validity, the time a delivery was opened, and the organisation's 처리완료 in the
-- sender's log. Portable SQL as in 001.

-- The validity the document states, as its certificate folder gave it at issue (certificate.json
-- `validity`, JSON such as {"days":30}); NULL: the document states none. expires_at is then the
-- end of that validity (server/issuance/validity.ts), else the wallet's keep period.
ALTER TABLE documents ADD COLUMN validity TEXT;

-- When the recipient opened the document (열람 일시): set once, with the move to READ; later
-- changes (반려) move last_updated_at, not this.
ALTER TABLE distributions ADD COLUMN read_at TEXT;
UPDATE distributions SET read_at = last_updated_at WHERE state = 'READ';

-- The sender's log gains RECIPIENT_PROCESSED (the organisation marked the submission 처리완료).
-- A CHECK cannot be altered in place on both databases: the two tables are made again, the child
-- first out of the way so that dropping the parent cascades nothing.
CREATE TABLE activity_event_documents_copy AS SELECT event_id, position, document_id, name FROM activity_event_documents;
DROP TABLE activity_event_documents;

CREATE TABLE activity_events_next (
  id              TEXT PRIMARY KEY,
  owner_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_name      TEXT,
  other_user_id   TEXT,
  other_name      TEXT,
  kind            TEXT NOT NULL CHECK (kind IN (
                    'ISSUED', 'APPLICATION_FAILED', 'EXPIRING', 'VIEWED', 'DOWNLOADED',
                    'SHARE_CREATED', 'SHARE_OPENED', 'SHARE_WRONG_PIN', 'SHARE_LOCKED', 'SHARE_SPENT', 'SHARE_EXPIRED',
                    'SUBMITTED', 'RECIPIENT_OPENED', 'RECIPIENT_PROCESSED', 'REJECTED', 'CANCELED',
                    'DELETED', 'RECORD_DELETED', 'DELETION_REQUESTED', 'RECIPIENT_DELETED')),
  at              TEXT NOT NULL,
  distribution_id TEXT,
  share_id        TEXT,
  application_id  TEXT,
  detail          TEXT
);
INSERT INTO activity_events_next (id, owner_user_id, owner_name, other_user_id, other_name, kind, at, distribution_id, share_id, application_id, detail)
  SELECT id, owner_user_id, owner_name, other_user_id, other_name, kind, at, distribution_id, share_id, application_id, detail FROM activity_events;
DROP TABLE activity_events;
ALTER TABLE activity_events_next RENAME TO activity_events;
CREATE INDEX activity_events_owner ON activity_events (owner_user_id, at);
CREATE INDEX activity_events_other ON activity_events (other_user_id, at);

CREATE TABLE activity_event_documents (
  event_id    TEXT NOT NULL REFERENCES activity_events (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  document_id TEXT,
  name        TEXT NOT NULL,
  PRIMARY KEY (event_id, position)
);
INSERT INTO activity_event_documents (event_id, position, document_id, name)
  SELECT event_id, position, document_id, name FROM activity_event_documents_copy;
DROP TABLE activity_event_documents_copy;
CREATE INDEX activity_event_documents_document ON activity_event_documents (document_id, event_id);
