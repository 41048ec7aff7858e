-- Documents carry a standard PAdES signature inside the PDF, made by a demo issuing
-- certificate authority kept here (every server process on this database signs with the same
-- one). The detached Ed25519 signatures of 002 go. Portable SQL as in 001.

-- 'root': the demo CA (self-signed); 'issuer:<issuer name>': one signing certificate per issuer.
CREATE TABLE signing_certificates (
  slot        TEXT PRIMARY KEY,
  serial      TEXT NOT NULL UNIQUE,
  subject     TEXT NOT NULL,
  -- PEM certificate and PKCS#8 PEM private key (ECDSA P-256)
  certificate TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

DROP TABLE issuer_keys;
ALTER TABLE documents DROP COLUMN signature;
ALTER TABLE documents DROP COLUMN key_id;
-- Files signed the old way are rendered again, signed inside, on their next view.
UPDATE documents SET pdf_file = NULL, sha256 = NULL WHERE pdf_file IS NOT NULL;
-- The verifier finds a document by the number its signature names.
CREATE INDEX documents_document_number ON documents (document_number);
