-- The organisation's desk: the receiving side of a submission to an organisation (a recipient of
-- the organisation search). Staff sign in (simulated), open a submission with its 열람번호, read
-- the documents from the desk's own copies and mark it processed; back offices do the same with an
-- organisation key. Every piece of state lives here, so several server processes agree.
-- Portable SQL as in 001 (BLOB is BYTEA on PostgreSQL, server/db/migrate.ts).

-- One row per delivery to an organisation, made with the delivery (DistributionsRepo.deliver).
-- Its documents are the organisation's RECEIVED rows of `distributions` (their state moves on
-- both sides). The desk's own life: RECEIVED → OPENED → PROCESSED, and DELETED by retention;
-- each step keeps its time (and who), so an activity log can be read from it.
CREATE TABLE desk_submissions (
  distribution_id TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sender_user_id  TEXT NOT NULL,
  sender_name     TEXT NOT NULL,
  -- the sender's name as the search compares it (shared/hangul.ts normalizeName)
  sender_search   TEXT NOT NULL,
  received_at     TEXT NOT NULL,
  -- when the last of its documents expires: an unopened submission is deleted once past it
  expires_at      TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('RECEIVED', 'OPENED', 'PROCESSED', 'DELETED')),
  -- wrong 열람번호 so far; the submission locks at 5
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_at       TEXT,
  opened_at       TEXT,
  opened_by       TEXT,
  processed_at    TEXT,
  processed_by    TEXT,
  deleted_at      TEXT,
  deleted_reason  TEXT CHECK (deleted_reason IN ('RETENTION', 'EXPIRED')),
  updated_at      TEXT NOT NULL
);
CREATE INDEX desk_submissions_organisation ON desk_submissions (organisation_id, received_at);
CREATE INDEX desk_submissions_state ON desk_submissions (state, opened_at);

-- The desk's copy of each document, taken when the submission is opened: the organisation keeps
-- what it received whatever the citizen later does with theirs; retention deletes it.
CREATE TABLE desk_files (
  distribution_id TEXT NOT NULL REFERENCES desk_submissions (distribution_id) ON DELETE CASCADE,
  document_id     TEXT NOT NULL,
  pdf             BLOB NOT NULL,
  -- hex SHA-256 of pdf as copied
  sha256          TEXT NOT NULL,
  copied_at       TEXT NOT NULL,
  PRIMARY KEY (distribution_id, document_id)
);

-- What happened at the desk, one row per event (who: `staff:<id>`, `key:<organisation id>` or `retention`).
-- Kept after a deletion: it is the record that the documents were received, read and deleted.
CREATE TABLE desk_events (
  id              TEXT PRIMARY KEY,
  distribution_id TEXT NOT NULL,
  organisation_id TEXT NOT NULL,
  document_id     TEXT,
  kind            TEXT NOT NULL CHECK (kind IN ('OPENED', 'LOCKED', 'DOWNLOADED', 'PROCESSED', 'DELETED')),
  actor           TEXT NOT NULL,
  at              TEXT NOT NULL
);
CREATE INDEX desk_events_submission ON desk_events (distribution_id, at);

-- A staff member of an organisation (the simulated sign-in makes one per organisation).
CREATE TABLE org_staff (
  id              TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name            TEXT NOT NULL,
  created_at      TEXT NOT NULL
);

-- A staff member's desk session: its own kind, never a citizen's session.
CREATE TABLE desk_sessions (
  -- SHA-256 (hex) of the cookie's value
  id_hash    TEXT PRIMARY KEY,
  staff_id   TEXT NOT NULL REFERENCES org_staff (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX desk_sessions_expires ON desk_sessions (expires_at);

-- An organisation's API keys for /org/v1 (back offices): SHA-256 (hex) of the bearer key only.
CREATE TABLE org_api_keys (
  key_hash        TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at      TEXT NOT NULL
);
CREATE INDEX org_api_keys_organisation ON org_api_keys (organisation_id);

-- A periodic task (the desk's retention sweep) is leased to one process at a time, as issuance
-- jobs are: another process takes it over when the lease runs out. Epoch milliseconds.
CREATE TABLE task_leases (
  name         TEXT PRIMARY KEY,
  locked_by    TEXT,
  locked_until BIGINT,
  last_run_at  TEXT
);

-- Deliveries to organisations made before the desk existed: their rows, opened when read.
INSERT INTO desk_submissions (distribution_id, organisation_id, sender_user_id, sender_name, sender_search, received_at,
                              expires_at, state, opened_at, updated_at)
SELECT s.distribution_id, r.owner_user_id, s.owner_user_id, MAX(s.submitter), LOWER(REPLACE(MAX(s.submitter), ' ', '')),
       MIN(s.distributed_at), MAX(s.expires_at),
       CASE WHEN SUM(CASE WHEN r.state IN ('READ', 'RETURNED') THEN 1 ELSE 0 END) > 0 THEN 'OPENED' ELSE 'RECEIVED' END,
       CASE WHEN SUM(CASE WHEN r.state IN ('READ', 'RETURNED') THEN 1 ELSE 0 END) > 0 THEN MAX(r.last_updated_at) ELSE NULL END,
       MAX(s.last_updated_at)
FROM distributions s
JOIN distributions r ON r.distribution_id = s.distribution_id AND r.document_id = s.document_id AND r.type = 'RECEIVED'
JOIN recipients o ON o.user_id = r.owner_user_id
WHERE s.type = 'SUBMITTED'
GROUP BY s.distribution_id, r.owner_user_id, s.owner_user_id;
