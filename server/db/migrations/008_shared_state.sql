-- Several server processes on one database (PostgreSQL). What a process used to keep
-- for itself moves here. Portable SQL as in 001 (BLOB is BYTEA on PostgreSQL, server/db/migrate.ts).

-- A job is leased to the process running it: another process takes it over when the lease runs
-- out (its process died). Epoch milliseconds.
ALTER TABLE jobs ADD COLUMN locked_by TEXT;
ALTER TABLE jobs ADD COLUMN locked_until BIGINT;

-- The signed PDFs live in the database, not on one machine's disk, so every process serves the
-- same bytes. documents.pdf_file now only names a file of an older installation (<db dir>/documents),
-- read once into this table on the document's next view.
CREATE TABLE document_files (
  document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  pdf         BLOB NOT NULL,
  -- hex SHA-256 of pdf
  sha256      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- Rate-limit counters (server/plugins/rate-limit.ts): one fixed window per key, shared by every process.
CREATE TABLE rate_limits (
  key          TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  hits         INTEGER NOT NULL
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
