package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/polywire/polywire/store"
)

var _ store.Keys = (*Store)(nil)

// BeginKey claims k's key (store.DecideKey's rule) in a write of the group
// commit, so that two requests with one key are serialized by the writer
// and, across processes, by SQLite's write lock. It also deletes up to 100
// expired keys, so the table does not grow past a day of keys.
func (s *Store) BeginKey(ctx context.Context, k store.KeyClaim) (store.KeyState, error) {
	const op = "begin idempotency key"
	if err := s.check(ctx); err != nil {
		return store.KeyState{}, fmt.Errorf("%s: %w", op, err)
	}
	var st store.KeyState
	err := s.submit(ctx, op, 0, func(ctx context.Context, tx *sql.Tx) error {
		now := time.Now()
		if _, err := tx.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE rowid IN
			(SELECT rowid FROM idempotency_keys WHERE expires_at <= ? LIMIT 100)`, now.UnixMilli()); err != nil {
			return err
		}
		var row store.KeyRow
		var token sql.NullString
		var lease, expires int64
		err := tx.QueryRowContext(ctx, `SELECT fingerprint, token, lease_until, expires_at, reply FROM idempotency_keys
			WHERE scope = ? AND key = ?`, k.Scope, k.Key).Scan(&row.Fingerprint, &token, &lease, &expires, &row.Reply)
		found := err == nil
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		row.Token, row.LeaseUntil, row.ExpiresAt = token.String, time.UnixMilli(lease), time.UnixMilli(expires)
		var rp *store.KeyRow
		if found {
			rp = &row
		}
		var claim bool
		if st, claim, err = store.DecideKey(rp, k, now); err != nil || !claim {
			return err
		}
		st.Token = store.NewID()
		_, err = tx.ExecContext(ctx, `INSERT INTO idempotency_keys (scope, key, fingerprint, token, lease_until, expires_at, reply)
			VALUES (?, ?, ?, ?, ?, ?, NULL)
			ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, token = excluded.token,
				lease_until = excluded.lease_until, expires_at = excluded.expires_at, reply = NULL`,
			k.Scope, k.Key, k.Fingerprint, st.Token, now.Add(k.Lease).UnixMilli(), now.Add(k.TTL).UnixMilli())
		return err
	})
	if err != nil {
		return store.KeyState{}, err
	}
	return st, nil
}

// FinishKey completes claim k with r, or releases it when r is nil.
func (s *Store) FinishKey(ctx context.Context, k store.KeyClaim, r *store.Reply) error {
	const op = "finish idempotency key"
	if err := s.check(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	return s.submit(ctx, op, 0, func(ctx context.Context, tx *sql.Tx) error {
		if r == nil {
			_, err := tx.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND token = ?", k.Scope, k.Key, k.Token)
			return err
		}
		return completeKey(ctx, tx, k, r)
	})
}

// completeKey stores r as claim k's answer, in tx; a claim no longer k's
// is store.ErrKeyLost (and the caller's savepoint undoes its write).
func completeKey(ctx context.Context, tx *sql.Tx, k store.KeyClaim, r *store.Reply) error {
	b, err := store.MarshalReply(r)
	if err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `UPDATE idempotency_keys SET token = NULL, lease_until = 0, reply = ?, expires_at = ?
		WHERE scope = ? AND key = ? AND token = ?`, b, time.Now().Add(k.TTL).UnixMilli(), k.Scope, k.Key, k.Token)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(fmt.Errorf("key %q: %w", k.Key, store.ErrKeyLost), err)
	}
	return nil
}

// keyed is exec, then — when ctx carries a claimed key (store.WithKey) —
// the key's completion with its reply, in the same savepoint: the write
// and its answer commit together or not at all.
func keyed(ctx context.Context, exec func(context.Context, *sql.Tx) error) func(context.Context, *sql.Tx) error {
	k, r, ok := store.KeyFrom(ctx)
	if !ok {
		return exec
	}
	return func(ctx context.Context, tx *sql.Tx) error {
		if err := exec(ctx, tx); err != nil {
			return err
		}
		return completeKey(ctx, tx, k, r)
	}
}
