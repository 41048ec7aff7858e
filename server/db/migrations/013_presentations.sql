-- Presentations over OpenID4VP (server/verifier, server/holder): an organisation's desk asks a
-- citizen for some claims of a credential, and the citizen's wallet answers once. Portable SQL as
-- in 001. Every process on the database shares all of it.

-- The desk's request: the signed request object a wallet fetches at its request_uri, the nonce and
-- the response key's private half (the answer is encrypted to it), PENDING until one answer is
-- accepted (ANSWERED) or it expires. The last refused answer's reason is kept for the desk page.
CREATE TABLE presentation_requests (
  id              TEXT PRIMARY KEY,
  organisation_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id     TEXT NOT NULL,
  requested_by    TEXT NOT NULL,
  client_id       TEXT NOT NULL,
  nonce           TEXT NOT NULL UNIQUE,
  state           TEXT NOT NULL UNIQUE,
  request_object  TEXT NOT NULL,
  payload         TEXT NOT NULL,
  response_key    TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('PENDING', 'ANSWERED')),
  refusal         TEXT,
  created_at      TEXT NOT NULL,
  expires_at      TEXT NOT NULL,
  answered_at     TEXT
);
CREATE INDEX presentation_requests_organisation ON presentation_requests (organisation_id, created_at);

-- What the desk received: only the disclosed claims (labels and values), the verdict lines, and
-- when it was presented (the key-binding JWT's iat, which the citizen's record shows too). Kept like
-- a submission: until the retention days pass, or the citizen asks for its deletion.
CREATE TABLE presentation_results (
  request_id             TEXT PRIMARY KEY REFERENCES presentation_requests (id) ON DELETE CASCADE,
  organisation_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_name        TEXT NOT NULL,
  claims                 TEXT NOT NULL,
  checks                 TEXT NOT NULL,
  presented_at           TEXT NOT NULL,
  received_at            TEXT NOT NULL,
  deletion_requested_at  TEXT
);
CREATE INDEX presentation_results_organisation ON presentation_results (organisation_id, presented_at);

-- The citizen's side: a request the wallet opened (the verifier, its purpose, the resolved request)
-- and, once answered, what was disclosed (claim labels, never values) and when — a record of 보낸
-- 내역 — with the citizen's deletion request and, for this service's own desk, when the desk
-- deleted what it received.
CREATE TABLE wallet_presentations (
  id               TEXT PRIMARY KEY,
  owner_user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id        TEXT NOT NULL,
  verifier_name    TEXT NOT NULL,
  client_id        TEXT NOT NULL,
  nonce            TEXT NOT NULL,
  purpose          TEXT NOT NULL,
  request          TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('OPENED', 'PRESENTED')),
  document_id      TEXT,
  document_name    TEXT,
  claim_labels     TEXT,
  created_at       TEXT NOT NULL,
  expires_at       TEXT NOT NULL,
  presented_at     TEXT,
  deletion_requested_at TEXT,
  verifier_deleted_at   TEXT,
  UNIQUE (owner_user_id, client_id, nonce)
);
CREATE INDEX wallet_presentations_owner ON wallet_presentations (owner_user_id, presented_at);

INSERT INTO activity_kinds (kind) VALUES ('PRESENTED');
