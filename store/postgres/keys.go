package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/polywire/polywire/store"
)

var _ store.Keys = (*Store)(nil)

// BeginKey claims k's key (store.DecideKey's rule) in a transaction that
// locks the key's row (SELECT … FOR UPDATE), so that replicas on one
// database serialize on it; two first claims at once meet at the
// primary key, and the loser decides again on the winner's row. Times are
// the database's. It also deletes up to 100 expired keys.
func (s *Store) BeginKey(ctx context.Context, k store.KeyClaim) (store.KeyState, error) {
	const op = "begin idempotency key"
	var st store.KeyState
	err := s.do(ctx, op, func(c *pgx.Conn) error {
		return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
			var now time.Time
			if err := tx.QueryRow(ctx, "SELECT now()").Scan(&now); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `DELETE FROM idempotency_keys WHERE ctid IN
				(SELECT ctid FROM idempotency_keys WHERE expires_at <= $1 LIMIT 100)`, now); err != nil {
				return err
			}
			for range 2 {
				var row store.KeyRow
				var token *string
				err := tx.QueryRow(ctx, `SELECT fingerprint, token, lease_until, expires_at, reply FROM idempotency_keys
					WHERE scope = $1 AND key = $2 FOR UPDATE`, k.Scope, k.Key).Scan(&row.Fingerprint, &token, &row.LeaseUntil, &row.ExpiresAt, &row.Reply)
				found := err == nil
				if err != nil && !errors.Is(err, pgx.ErrNoRows) {
					return err
				}
				if token != nil {
					row.Token = *token
				}
				var rp *store.KeyRow
				if found {
					rp = &row
				}
				var claim bool
				if st, claim, err = store.DecideKey(rp, k, now); err != nil || !claim {
					return err
				}
				st.Token = store.NewID()
				lease, expires := now.Add(k.Lease), now.Add(k.TTL)
				if found {
					_, err = tx.Exec(ctx, `UPDATE idempotency_keys SET fingerprint = $3, token = $4, lease_until = $5, expires_at = $6, reply = NULL
						WHERE scope = $1 AND key = $2`, k.Scope, k.Key, k.Fingerprint, st.Token, lease, expires)
					return err
				}
				tag, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (scope, key, fingerprint, token, lease_until, expires_at)
					VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (scope, key) DO NOTHING`, k.Scope, k.Key, k.Fingerprint, st.Token, lease, expires)
				if err != nil || tag.RowsAffected() == 1 {
					return err
				}
				// Another claim inserted the row first: decide on it.
			}
			return fmt.Errorf("key %q: claimed and gone twice", k.Key)
		})
	})
	if err != nil {
		return store.KeyState{}, err
	}
	return st, nil
}

// FinishKey completes claim k with r, or releases it when r is nil.
func (s *Store) FinishKey(ctx context.Context, k store.KeyClaim, r *store.Reply) error {
	const op = "finish idempotency key"
	return s.do(ctx, op, func(c *pgx.Conn) error {
		if r == nil {
			_, err := c.Exec(ctx, "DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND token = $3", k.Scope, k.Key, k.Token)
			return err
		}
		return completeKey(ctx, c, k, r)
	})
}

// execer is a connection or a transaction.
type execer interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// completeKey stores r as claim k's answer; a claim no longer k's is
// store.ErrKeyLost (and the caller's transaction rolls its write back).
func completeKey(ctx context.Context, c execer, k store.KeyClaim, r *store.Reply) error {
	b, err := store.MarshalReply(r)
	if err != nil {
		return err
	}
	tag, err := c.Exec(ctx, `UPDATE idempotency_keys SET token = NULL, lease_until = now(), reply = $4,
		expires_at = now() + make_interval(secs => $5)
		WHERE scope = $1 AND key = $2 AND token = $3`, k.Scope, k.Key, k.Token, b, k.TTL.Seconds())
	if err != nil {
		return err
	}
	if tag.RowsAffected() != 1 {
		return fmt.Errorf("key %q: %w", k.Key, store.ErrKeyLost)
	}
	return nil
}

// keyedWrite runs write and, in the same transaction, the completion of
// the key ctx carries (store.WithKey): the write and its answer commit
// together or not at all. It reports false when ctx carries no key.
//
// A keyed write is a transaction of its own rather than a row of the
// group commit's batch: a batch is one implicit transaction in which a
// write cannot be undone alone when its claim turns out to be lost.
// Keyed writes are retries' insurance, not the bulk path.
func (s *Store) keyedWrite(ctx context.Context, op string, write func(tx pgx.Tx) error) (bool, error) {
	k, r, ok := store.KeyFrom(ctx)
	if !ok {
		return false, nil
	}
	return true, s.do(ctx, op, func(c *pgx.Conn) error {
		return pgx.BeginFunc(ctx, c, func(tx pgx.Tx) error {
			if err := write(tx); err != nil {
				return err
			}
			return completeKey(ctx, tx, k, r)
		})
	})
}
