-- One-time share links (000 §7 inbox/once), the PIN tries against them, the short
-- reading sessions a right PIN opens, and the password-protected copies handed out by
-- inbox/{id}/download. Every piece of state lives here, never in a process's memory, so
-- several server processes on one database agree. Portable SQL as in 001.

CREATE TABLE shares (
  id              TEXT PRIMARY KEY,
  owner_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 (hex) of the secret in the link; the link itself is never stored
  token_hash      TEXT NOT NULL UNIQUE,
  -- HMAC-SHA-256 (hex) of the PIN under the server's share secret
  pin_hash        TEXT NOT NULL,
  -- wrong PINs so far; the link locks at 5
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  expires_at      TEXT NOT NULL,
  -- the first right PIN: the link is spent from then on
  used_at         TEXT
);
CREATE INDEX shares_owner ON shares (owner_user_id, created_at);

CREATE TABLE share_documents (
  share_id    TEXT NOT NULL REFERENCES shares (id) ON DELETE CASCADE,
  document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  PRIMARY KEY (share_id, document_id)
);

-- Opened by the right PIN; its secret is an HttpOnly cookie of the reader's browser.
CREATE TABLE share_sessions (
  -- SHA-256 (hex) of the cookie's value
  id_hash    TEXT PRIMARY KEY,
  share_id   TEXT NOT NULL REFERENCES shares (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX share_sessions_share ON share_sessions (share_id);

-- Each password-protected copy's hash, so the public verification page recognises it too.
CREATE TABLE document_downloads (
  sha256      TEXT PRIMARY KEY,
  document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT NOT NULL
);
CREATE INDEX document_downloads_document ON document_downloads (document_id);
