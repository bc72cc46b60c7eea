-- Version 3: saves commit in seq order across replicas.
--
-- documents_tail's single row is the lock every save (with group commit,
-- the default) takes, UPDATE … WHERE id = 1, before its INSERT draws seq
-- from the documents sequence in the same transaction: saves of every replica then draw their
-- numbers one transaction at a time, in the order they commit, so a list
-- never shows a save before one that committed earlier, nor a gap that
-- a slower transaction fills later (as people_tail does for people; the
-- cost is that saves of different replicas commit one after another).
-- seq still comes from the sequence, so a replica of an older release,
-- which takes no lock, saves without colliding during a rolling upgrade
-- (its saves alone are unordered, as before). saves counts them.
-- Idempotent, as every migration (see 0001_init.sql).
CREATE TABLE IF NOT EXISTS documents_tail (
    id    INT PRIMARY KEY CHECK (id = 1),
    saves BIGINT NOT NULL
);
INSERT INTO documents_tail (id, saves) VALUES (1, 0) ON CONFLICT DO NOTHING;
