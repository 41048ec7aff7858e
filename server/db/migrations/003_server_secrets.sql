-- Secrets the server makes once and every process shares (signing short-lived document links).
CREATE TABLE server_secrets (
  name       TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  created_at TEXT NOT NULL
);
