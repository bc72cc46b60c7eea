-- Version 2: messages posted to a user's routes (polywire serve -route
-- 'POST ...'), kept as Protobuf bytes by collection (the route) and id.
-- Idempotent, as every migration (see 0001_init.sql).
CREATE TABLE IF NOT EXISTS messages (
    seq        BIGSERIAL PRIMARY KEY,
    collection TEXT NOT NULL,
    id         TEXT NOT NULL,
    data       BYTEA NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (collection, id)
);
