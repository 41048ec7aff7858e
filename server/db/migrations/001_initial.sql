-- Jigap initial schema. Portable SQL: TEXT ids and ISO-8601 UTC timestamps written by the
-- application, booleans as 0/1 integers, no SQLite-only types or functions, so the same file
-- runs on PostgreSQL (where INTEGER flags could later become BOOLEAN in a new migration).

CREATE TABLE users (
  id                   TEXT PRIMARY KEY,
  name                 TEXT NOT NULL,
  joined               INTEGER NOT NULL DEFAULT 0,
  wallet_address       TEXT UNIQUE,
  wallet_name          TEXT,
  -- 0 when the wallet must be registered again (UNREGISTERED_WALLET)
  wallet_registered    INTEGER NOT NULL DEFAULT 1,
  certificate_status   TEXT NOT NULL DEFAULT 'ACTIVE'
                       CHECK (certificate_status IN ('NONE', 'ACTIVE', 'EXPIRED')),
  account_status       TEXT NOT NULL DEFAULT 'OK'
                       CHECK (account_status IN ('OK', 'UNDER_14', 'KAKAOTALK_KR_ONLY', 'RESTRICTED_ACCOUNT', 'INVALID_ACCOUNT')),
  portal_member        INTEGER NOT NULL DEFAULT 1,
  main_device_id       TEXT,
  -- versions of the service terms (이용약관) and privacy terms last agreed; NULL = never
  service_term_version INTEGER,
  privacy_term_version INTEGER,
  joined_at            TEXT,
  created_at           TEXT NOT NULL
);

CREATE TABLE sessions (
  id                TEXT PRIMARY KEY,
  user_id           TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id         TEXT NOT NULL,
  messenger_version TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  expires_at        TEXT NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

CREATE TABLE notices (
  id         TEXT PRIMARY KEY,
  title      TEXT NOT NULL,
  into_url   TEXT NOT NULL,
  active     INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE banners (
  id               TEXT PRIMARY KEY,
  title            TEXT NOT NULL,
  image_url        TEXT NOT NULL,
  background_color TEXT NOT NULL,
  into_url         TEXT NOT NULL,
  sort_order       INTEGER NOT NULL,
  active           INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE terms (
  id                     TEXT PRIMARY KEY,
  kind                   TEXT NOT NULL,
  group_name             TEXT,
  title                  TEXT NOT NULL,
  is_required            INTEGER NOT NULL,
  url                    TEXT,
  term_type              TEXT NOT NULL,
  version                INTEGER NOT NULL,
  sort_order             INTEGER NOT NULL,
  is_back_button_visible INTEGER NOT NULL DEFAULT 1,
  -- comma-separated query keys replaced in title and content, e.g. 'receiverName'
  replacement_keys       TEXT
);
CREATE INDEX terms_kind ON terms (kind, sort_order);

CREATE TABLE term_contents (
  term_type TEXT PRIMARY KEY,
  version   INTEGER NOT NULL,
  content   TEXT NOT NULL
);

CREATE TABLE agreements (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  term_id      TEXT NOT NULL REFERENCES terms (id),
  term_version INTEGER NOT NULL,
  kind         TEXT NOT NULL,
  path         TEXT NOT NULL,
  is_agreed    INTEGER NOT NULL,
  agreed_at    TEXT NOT NULL
);
CREATE INDEX agreements_user_id ON agreements (user_id, agreed_at);

CREATE TABLE documents (
  id                         TEXT PRIMARY KEY,
  owner_user_id              TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                       TEXT NOT NULL,
  issuer_name                TEXT NOT NULL,
  issued_at                  TEXT NOT NULL,
  expires_at                 TEXT NOT NULL,
  is_paid                    INTEGER NOT NULL DEFAULT 0,
  package_name               TEXT,
  package_id                 TEXT,
  sort_order                 INTEGER NOT NULL DEFAULT 0,
  -- NULL: no submission limit
  remaining_submission_count INTEGER,
  deleted_at                 TEXT
);
CREATE INDEX documents_owner_issued ON documents (owner_user_id, issued_at);

CREATE TABLE distributions (
  owner_user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  distribution_id    TEXT NOT NULL,
  document_id        TEXT NOT NULL,
  type               TEXT NOT NULL CHECK (type IN ('SUBMITTED', 'RECEIVED')),
  name               TEXT NOT NULL,
  submitter          TEXT NOT NULL,
  receiver           TEXT NOT NULL,
  distributed_at     TEXT NOT NULL,
  expires_at         TEXT NOT NULL,
  issuer_name        TEXT NOT NULL,
  pin                TEXT,
  state              TEXT NOT NULL CHECK (state IN ('NOT_READ_YET', 'READ', 'RETURNED', 'CANCELED')),
  last_updated_at    TEXT NOT NULL,
  reason_for_refusal TEXT,
  deleted_at         TEXT,
  PRIMARY KEY (owner_user_id, distribution_id, document_id)
);
CREATE INDEX distributions_owner_distributed ON distributions (owner_user_id, distributed_at);
