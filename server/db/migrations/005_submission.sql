-- Sent and received records, submission. Portable SQL as in 001.

-- A wallet that receives submissions: every recipient is a wallet (a users row), so a delivery to
-- an organisation records its received side like any other. A wallet without a row here (a
-- citizen's) is a PERSONAL recipient that needs no agreement and is not listed in the search.
CREATE TABLE recipients (
  user_id         TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  type            TEXT NOT NULL CHECK (type IN ('PERSONAL', 'GENERAL_CORPORATION', 'ADMINISTRATIVE_AGENCY',
                                               'PUBLIC_INSTITUTION', 'FINANCIAL_CORPORATION', 'BUSINESS')),
  need_agreement  INTEGER NOT NULL DEFAULT 0,
  -- where the receiving office is ('서울특별시 종로구'): shown and searched with the name
  region          TEXT NOT NULL,
  -- lower-cased name and region, what the organisation search matches a keyword against
  search_text     TEXT NOT NULL,
  sort_order      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recipients_sort ON recipients (sort_order, user_id);

-- Generic idempotency (server/plugins/idempotency.ts): one row per caller and Idempotency-Key.
-- status_code is NULL while the first request runs; then it holds the answer a repeat replays.
CREATE TABLE idempotency_keys (
  scope         TEXT NOT NULL,
  idem_key      TEXT NOT NULL,
  fingerprint   TEXT NOT NULL,
  status_code   INTEGER,
  response_body TEXT,
  created_at    TEXT NOT NULL,
  completed_at  TEXT,
  PRIMARY KEY (scope, idem_key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Sent and received records are looked up by delivery (both sides move together).
CREATE INDEX distributions_delivery ON distributions (distribution_id, document_id);
