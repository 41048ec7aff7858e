-- One word per concept (docs/glossary.md): the one-time link is a once link in the code, so in
-- its tables, their columns and the activity log's kinds too. Renames keep every stored row; the
-- kinds' rows are added before the events move to them and removed after (the events refer to
-- them). No sealed column is in these tables, and the PINs' key keeps its secret's name
-- (server_secrets 'share-pins'): a sealed value is bound to its table, row and column names.
ALTER TABLE shares RENAME TO once_links;
ALTER TABLE share_documents RENAME TO once_link_documents;
ALTER TABLE once_link_documents RENAME COLUMN share_id TO once_link_id;
ALTER TABLE share_sessions RENAME TO once_link_sessions;
ALTER TABLE once_link_sessions RENAME COLUMN share_id TO once_link_id;
DROP INDEX shares_owner;
CREATE INDEX once_links_owner ON once_links (owner_user_id, created_at);
DROP INDEX share_sessions_share;
CREATE INDEX once_link_sessions_link ON once_link_sessions (once_link_id);

ALTER TABLE activity_events RENAME COLUMN share_id TO once_link_id;
INSERT INTO activity_kinds (kind) VALUES
  ('ONCE_LINK_CREATED'), ('ONCE_LINK_OPENED'), ('ONCE_LINK_WRONG_PIN'), ('ONCE_LINK_LOCKED'), ('ONCE_LINK_SPENT'), ('ONCE_LINK_EXPIRED');
UPDATE activity_events SET kind = 'ONCE_LINK_' || substr(kind, 7) WHERE kind IN ('SHARE_CREATED', 'SHARE_OPENED', 'SHARE_WRONG_PIN', 'SHARE_LOCKED', 'SHARE_SPENT', 'SHARE_EXPIRED');
DELETE FROM activity_kinds WHERE kind IN ('SHARE_CREATED', 'SHARE_OPENED', 'SHARE_WRONG_PIN', 'SHARE_LOCKED', 'SHARE_SPENT', 'SHARE_EXPIRED');
