-- Applications, their durable issuance jobs, issuer keys, signed PDF documents,
-- guest (simple-authentication) tokens and qualification passes. Portable SQL as in 001.

CREATE TABLE applications (
  id               TEXT PRIMARY KEY,
  owner_user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  edoc_path        TEXT NOT NULL,
  name             TEXT NOT NULL,
  issuer_name      TEXT NOT NULL,
  application_type TEXT NOT NULL CHECK (application_type IN ('NORMAL', 'CHANNELING', 'EXTERNAL_CHANNELING')),
  -- the submitted form values (JSON), 문서종류 excluded
  form_data        TEXT NOT NULL,
  state            TEXT NOT NULL
                   CHECK (state IN ('SIGN_REQUESTED', 'SIGN_COMPLETED', 'CHANNELING', 'PROCESSING', 'COMPLETE', 'FAIL')),
  sign_status      TEXT NOT NULL CHECK (sign_status IN ('PREPARE', 'COMPLETE', 'EXPIRED')),
  return_url       TEXT NOT NULL,
  message          TEXT,
  document_id      TEXT,
  qr_pass_code     TEXT,
  institution_code TEXT,
  -- 1: a non-member application through simple authentication
  guest            INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX applications_owner_created ON applications (owner_user_id, created_at);

-- One durable job per application in the agency: survives restarts; `run_at` is epoch ms.
CREATE TABLE jobs (
  application_id TEXT PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  -- BIGINT: epoch milliseconds outgrow PostgreSQL's INTEGER (SQLite reads both as INTEGER)
  run_at         BIGINT NOT NULL,
  attempts       INTEGER NOT NULL DEFAULT 0,
  state          TEXT NOT NULL CHECK (state IN ('PENDING', 'DONE', 'FAILED')),
  last_error     TEXT,
  updated_at     TEXT NOT NULL
);
CREATE INDEX jobs_due ON jobs (state, run_at);

-- One Ed25519 key per issuer, generated on first use (PEM text).
CREATE TABLE issuer_keys (
  id          TEXT PRIMARY KEY,
  issuer_name TEXT NOT NULL UNIQUE,
  public_key  TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

ALTER TABLE documents ADD COLUMN application_id TEXT;
ALTER TABLE documents ADD COLUMN edoc_path TEXT;
ALTER TABLE documents ADD COLUMN holder_name TEXT;
ALTER TABLE documents ADD COLUMN document_number TEXT;
ALTER TABLE documents ADD COLUMN form_data TEXT;
-- file name under <db dir>/documents/; NULL until rendered (seeded documents render on first view)
ALTER TABLE documents ADD COLUMN pdf_file TEXT;
ALTER TABLE documents ADD COLUMN sha256 TEXT;
-- detached Ed25519 signature (base64) over the SHA-256 of the PDF bytes, and the key that made it
ALTER TABLE documents ADD COLUMN signature TEXT;
ALTER TABLE documents ADD COLUMN key_id TEXT;

CREATE TABLE guest_tokens (
  token      TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  edoc_path  TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);

CREATE TABLE qr_passes (
  id                TEXT PRIMARY KEY,
  owner_user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  document_id       TEXT NOT NULL,
  institution_code  TEXT NOT NULL,
  institution_name  TEXT NOT NULL,
  qr_pass_code      TEXT NOT NULL,
  qr_pass_name      TEXT NOT NULL,
  url_exposure_type TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  expires_at        TEXT NOT NULL
);
CREATE INDEX qr_passes_owner ON qr_passes (owner_user_id, created_at);
