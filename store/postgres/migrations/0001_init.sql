-- Version 1: saved documents and posted people.
--
-- Every statement is idempotent (IF NOT EXISTS, ON CONFLICT DO NOTHING):
-- replicas starting at once may all run this file, and one interrupted
-- half-way is simply run again. Only what PostgreSQL, CockroachDB and
-- YugabyteDB all support: no triggers, functions, extensions or locks.

-- documents keeps each saved document as deterministic protobuf bytes,
-- listed in seq order. On PostgreSQL BIGSERIAL is a sequence: seq follows
-- the order in which saves got their number (for saves running at once,
-- that may differ slightly from the order they commit). YugabyteDB caches
-- sequence numbers per connection (ysql_sequence_cache_minval, 100 by
-- default), so there seq follows save order only with that cache at 1. On
-- CockroachDB SERIAL defaults to unique_rowid(): unique and roughly, but
-- not strictly, increasing with time across nodes; set
-- serial_normalization = 'sql_sequence' there for a real sequence. (A
-- counter row, as for people, would order saves strictly, but would make
-- every save wait for the previous one's commit.)
CREATE TABLE IF NOT EXISTS documents (
    seq         BIGSERIAL PRIMARY KEY,
    id          TEXT NOT NULL UNIQUE,
    doc         BYTEA NOT NULL,
    secret_hash TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- people keeps each posted person as protobuf bytes. seq is assigned by
-- the store from people_tail, not by a sequence: an append locks the
-- people_tail row, takes the next len(persons) numbers and inserts, so
-- appends are contiguous (never interleaved) and commit in seq order.
CREATE TABLE IF NOT EXISTS people (
    seq    BIGINT PRIMARY KEY,
    person BYTEA NOT NULL
);

-- people_tail holds the last seq given to a person; its single row is the
-- lock that orders appends.
CREATE TABLE IF NOT EXISTS people_tail (
    id       INT PRIMARY KEY CHECK (id = 1),
    last_seq BIGINT NOT NULL
);
INSERT INTO people_tail (id, last_seq) VALUES (1, 0) ON CONFLICT DO NOTHING;
