-- Version 4: idempotency keys (store.Keys): a claim (token, lease_until)
-- until the request completes, then its reply; expires_at ends the key.
-- Times are the database's (now()), so replicas agree on leases whatever
-- their clocks. Idempotent, as every migration (see 0001_init.sql).
CREATE TABLE IF NOT EXISTS idempotency_keys (
    scope       TEXT NOT NULL,
    key         TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    token       TEXT,
    lease_until TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    reply       BYTEA,
    PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at);
