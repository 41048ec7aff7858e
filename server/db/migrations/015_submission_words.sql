-- One word per concept (docs/glossary.md): one sending of documents to a wallet or an
-- organisation is a submission in our tables as in the code; the spec's "distribution" stays the
-- records' name. A rename keeps every stored row; no sealed column is in these tables.
ALTER TABLE delivery_deletions RENAME TO submission_deletions;
DROP INDEX delivery_deletions_pending;
CREATE INDEX submission_deletions_pending ON submission_deletions (receiver_user_id, deleted_at);
DROP INDEX distributions_delivery;
CREATE INDEX distributions_submission ON distributions (distribution_id, document_id);
