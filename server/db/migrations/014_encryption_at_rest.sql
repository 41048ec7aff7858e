-- Encryption at rest (server/encryption, docs/keys.md). Personal data — the documents' and the
-- desk's PDFs, the stored form values, the answers kept for a repeated request — and the server's
-- own secrets are sealed with AES-256-GCM under a data key of their owner. The data keys are kept
-- here only wrapped by a key-encryption key that never lives in the database (a key file outside
-- the data directory, or a KMS). Portable SQL as in 001 (BLOB is BYTEA on PostgreSQL).

-- One data key per owner ('user:<id>' for a wallet or an organisation, 'server', …); a rotation of
-- the key-encryption key re-wraps these rows only.
CREATE TABLE data_keys (
  id         TEXT PRIMARY KEY,
  owner      TEXT NOT NULL UNIQUE,
  -- the key-encryption key that wraps it
  kek_id     TEXT NOT NULL,
  wrapped    BLOB NOT NULL,
  created_at TEXT NOT NULL,
  wrapped_at TEXT NOT NULL
);
CREATE INDEX data_keys_kek ON data_keys (kek_id);

-- The keyed hash (blind index) of an application's form values: a double tap's twin is found by
-- it, never by the values themselves.
ALTER TABLE applications ADD COLUMN form_data_index TEXT;

-- Where the encryption of an older installation's clear values stands ('clear-values-sealed': when
-- the last was sealed). A new database never held any.
CREATE TABLE encryption_state (
  name       TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
