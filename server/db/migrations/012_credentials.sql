-- Every certificate is also a verifiable credential (SD-JWT VC over OpenID4VCI, server/credentials):
-- the agency's revocation of a document, the status lists that publish it, the keys the citizens'
-- browsers hold and the credentials bound to them, offers to other wallets and the nonces of key
-- proofs. Portable SQL as in 001. Every process on the database shares all of it.

-- When the issuing agency revoked the document (폐기): its PDF and every credential of it are void.
ALTER TABLE documents ADD COLUMN revoked_at TEXT;

-- Token Status Lists (/status/<id>): one bit per credential; a list is made when the newest fills.
CREATE TABLE status_lists (
  id         TEXT PRIMARY KEY,
  size       INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- A document's place in a status list, taken the first time a credential of it is issued; every
-- credential of the document (the wallet's, another wallet's, one bound again) carries this place.
CREATE TABLE credential_statuses (
  document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  list_id     TEXT NOT NULL REFERENCES status_lists (id),
  idx         INTEGER NOT NULL,
  UNIQUE (list_id, idx)
);

-- The public key (a JWK) a citizen's browser holds on a device (WebCrypto P-256, not extractable).
CREATE TABLE holder_keys (
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id  TEXT NOT NULL,
  thumbprint TEXT NOT NULL,
  jwk        TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

-- Jigap's own wallet: a document's credential bound to a holder key (by its JWK thumbprint).
CREATE TABLE wallet_credentials (
  document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  thumbprint  TEXT NOT NULL,
  credential  TEXT NOT NULL,
  issued_at   TEXT NOT NULL,
  PRIMARY KEY (document_id, thumbprint)
);

-- An offer of a document's credential to another wallet (pre-authorized code with a tx_code).
-- Single use: OFFERED → TOKEN_ISSUED (the code redeemed) → TAKEN (the credential issued); SPENT
-- after five wrong tx_codes. Only hashes of the code and the tx_code are kept.
CREATE TABLE credential_offers (
  id             TEXT PRIMARY KEY,
  document_id    TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  owner_user_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash      TEXT NOT NULL UNIQUE,
  tx_code_hash   TEXT NOT NULL,
  state          TEXT NOT NULL CHECK (state IN ('OFFERED', 'TOKEN_ISSUED', 'TAKEN', 'SPENT')),
  wrong_tx_codes INTEGER NOT NULL DEFAULT 0,
  token_id       TEXT,
  created_at     TEXT NOT NULL,
  expires_at     TEXT NOT NULL,
  taken_at       TEXT
);
CREATE INDEX credential_offers_owner ON credential_offers (owner_user_id, created_at);

-- The c_nonces of the nonce endpoint: each accepted once (deleted as it is used), then gone.
CREATE TABLE credential_nonces (
  nonce      TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX credential_nonces_expiry ON credential_nonces (expires_at);

-- The activity log's kinds become rows (a new kind is an INSERT in a later migration, not a table
-- rebuilt): activity_events is rebuilt once to refer to them instead of its CHECK list. The
-- documents' table is rebuilt with it, child first, so nothing cascades and no row is lost.
CREATE TABLE activity_kinds (kind TEXT PRIMARY KEY);
INSERT INTO activity_kinds (kind) VALUES
  ('ISSUED'), ('APPLICATION_FAILED'), ('EXPIRING'), ('VIEWED'), ('DOWNLOADED'),
  ('SHARE_CREATED'), ('SHARE_OPENED'), ('SHARE_WRONG_PIN'), ('SHARE_LOCKED'), ('SHARE_SPENT'), ('SHARE_EXPIRED'),
  ('SUBMITTED'), ('RECIPIENT_OPENED'), ('RECIPIENT_PROCESSED'), ('REJECTED'), ('CANCELED'),
  ('DELETED'), ('RECORD_DELETED'), ('DELETION_REQUESTED'), ('RECIPIENT_DELETED'),
  ('CREDENTIAL_OFFERED'), ('CREDENTIAL_TAKEN'), ('REVOKED');

CREATE TABLE activity_events_next (
  id              TEXT PRIMARY KEY,
  owner_user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  owner_name      TEXT,
  other_user_id   TEXT,
  other_name      TEXT,
  kind            TEXT NOT NULL REFERENCES activity_kinds (kind),
  at              TEXT NOT NULL,
  distribution_id TEXT,
  share_id        TEXT,
  application_id  TEXT,
  detail          TEXT
);
INSERT INTO activity_events_next (id, owner_user_id, owner_name, other_user_id, other_name, kind, at, distribution_id, share_id, application_id, detail)
  SELECT id, owner_user_id, owner_name, other_user_id, other_name, kind, at, distribution_id, share_id, application_id, detail FROM activity_events;
CREATE TABLE activity_event_documents_next (
  event_id    TEXT NOT NULL REFERENCES activity_events_next (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  document_id TEXT,
  name        TEXT NOT NULL,
  PRIMARY KEY (event_id, position)
);
INSERT INTO activity_event_documents_next (event_id, position, document_id, name)
  SELECT event_id, position, document_id, name FROM activity_event_documents;
DROP TABLE activity_event_documents;
DROP TABLE activity_events;
ALTER TABLE activity_events_next RENAME TO activity_events;
ALTER TABLE activity_event_documents_next RENAME TO activity_event_documents;
CREATE INDEX activity_events_owner ON activity_events (owner_user_id, at);
CREATE INDEX activity_events_other ON activity_events (other_user_id, at);
CREATE INDEX activity_event_documents_document ON activity_event_documents (document_id, event_id);
