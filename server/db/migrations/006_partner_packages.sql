-- The partner package flow (001 §2.1, §3, §4.1). Portable SQL as in 001.
--
-- A partner (API key) requests a package for a user: one `papas_requests` row, which keeps the
-- package as it was when requested (JSON snapshot of server/packages/<key>.json) and belongs to
-- the first signed-in user who opens its link. Applying creates one `package_applications` row,
-- which owns one ordinary application per document (applications.package_id): each document is
-- issued by the existing durable jobs; when the last one completes, the documents are delivered
-- to the recipient's wallet in the same transaction.

CREATE TABLE partners (
  id         TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  -- SHA-256 (hex) of the bearer key; the key itself is never stored
  key_hash   TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE papas_requests (
  id                    TEXT PRIMARY KEY,
  partner_id            TEXT NOT NULL REFERENCES partners (id),
  package_key           TEXT NOT NULL,
  -- the package (title, documents, recipient, return urls…) as requested, JSON
  package_snapshot      TEXT NOT NULL,
  is_skip_complete_page INTEGER NOT NULL DEFAULT 0,
  -- NULL until a signed-in user opens the link; then only that user sees it
  owner_user_id         TEXT REFERENCES users (id) ON DELETE CASCADE,
  claimed_at            TEXT,
  created_at            TEXT NOT NULL
);
CREATE INDEX papas_requests_partner ON papas_requests (partner_id, created_at);

CREATE TABLE package_applications (
  id              TEXT PRIMARY KEY,
  -- one application per request: a second creation answers the first
  papas_id        TEXT NOT NULL UNIQUE REFERENCES papas_requests (id) ON DELETE CASCADE,
  owner_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_key     TEXT NOT NULL,
  package_name    TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('SIGN_REQUESTED', 'CHANNELING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  sign_status     TEXT NOT NULL CHECK (sign_status IN ('PREPARE', 'COMPLETE', 'EXPIRED')),
  -- 1: a non-member's package after simple authentication (no signing page, no portal)
  guest           INTEGER NOT NULL DEFAULT 0,
  message         TEXT,
  -- the delivery to the recipient's wallet, once COMPLETED
  distribution_id TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
CREATE INDEX package_applications_owner ON package_applications (owner_user_id, created_at);

ALTER TABLE applications ADD COLUMN package_id TEXT REFERENCES package_applications (id) ON DELETE CASCADE;
-- the document's place in its package (the order of the package file)
ALTER TABLE applications ADD COLUMN package_order INTEGER;
CREATE INDEX applications_package ON applications (package_id, package_order);
