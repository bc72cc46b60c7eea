package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Idempotency keys (the IETF httpapi draft's Idempotency-Key header): a
// client that retries a POST sends the same key, and the server answers
// the retry with the first attempt's answer instead of writing again.
//
// A key is claimed before the request runs (BeginKey). When the request
// writes, the write's context carries the claim and the answer the
// request will give (WithKey), and the store completes the key with that
// answer in the write's own transaction: a write that committed always
// has its answer stored beside it, so a client whose answer was lost (the
// database died between the commit and the reply) gets it on retry, and
// the write is never made twice. A request that writes nothing (a
// validation) completes its key with FinishKey; one that fails releases
// it (FinishKey with a nil Reply), so that a retry runs again.

// Outcome is what BeginKey found.
type Outcome int

const (
	// Claimed means the key is new (or its claim had lapsed): the request
	// runs, holding the claim's token.
	Claimed Outcome = iota + 1
	// Replay means a request with this key and the same fingerprint has
	// completed: State.Reply is its answer.
	Replay
	// Mismatch means the key was used by a request with another fingerprint
	// (another body, method or path): the draft's 422.
	Mismatch
	// InFlight means a request with this key is running (its claim has not
	// lapsed): the draft's 409.
	InFlight
)

// KeyClaim names a key and the request that uses it.
type KeyClaim struct {
	// Scope keeps one endpoint's keys apart from another's: "POST
	// /report", or a gRPC procedure.
	Scope string
	// Key is the client's Idempotency-Key.
	Key string
	// Fingerprint identifies the request (a digest of its method, path,
	// media types and body): the same key with another fingerprint is a
	// Mismatch.
	Fingerprint string
	// Token is the claim's own id, set by BeginKey: only the holder of the
	// token completes the key.
	Token string
	// Lease is how long a claim holds before another request may take the
	// key over (a server that died mid-request); TTL how long a completed
	// key is kept.
	Lease, TTL time.Duration
}

// Reply is a request's answer as stored with its key: its status, the
// header fields that belong to it (Location, ETag) and its message, as
// Protobuf bytes of the named type. A replay encodes the message again, in
// the format the retry negotiates: polywire's encodings are
// deterministic, so a retry with the same Accept gets the same bytes.
type Reply struct {
	Status  int
	Header  map[string]string
	Type    string
	Message []byte
}

// KeyState is BeginKey's answer.
type KeyState struct {
	Outcome Outcome
	// Token is the claim's token (Claimed).
	Token string
	// Reply is the stored answer (Replay).
	Reply *Reply
}

// Keys is what a Store implements to keep idempotency keys; both of
// polywire's backends do.
type Keys interface {
	// BeginKey claims k.Key in k.Scope for a request with k.Fingerprint.
	BeginKey(ctx context.Context, k KeyClaim) (KeyState, error)
	// FinishKey completes the claim k (k.Token) with r, for a request that
	// wrote nothing; a nil r releases the key, for a request that failed.
	// A claim that was taken over is an error wrapping ErrKeyLost.
	FinishKey(ctx context.Context, k KeyClaim, r *Reply) error
}

// ErrKeyLost is wrapped when a claim is no longer its holder's: its lease
// lapsed and another request took the key over. A write made under it is
// not made.
var ErrKeyLost = errors.New("idempotency key taken over")

// DefaultKeyTTL is how long a completed key is kept by default: the
// draft's suggestion of a day.
const DefaultKeyTTL = 24 * time.Hour

// DefaultKeyLease is how long a claim holds by default. A lease that
// lapses while its request still runs is safe — the key's completion is
// part of the write's transaction, so the late holder's write fails with
// ErrKeyLost and is not made — and a short one frees, soon after the
// database returns, the keys whose requests could not write nor release
// them while it was away (their retries are 409 until then).
const DefaultKeyLease = 5 * time.Second

// MaxIdempotencyKey caps a key's length (the draft sets none; Stripe's is
// 255).
const MaxIdempotencyKey = 255

// CheckIdempotencyKey is what a key must be: 1 to MaxIdempotencyKey
// printable ASCII characters.
func CheckIdempotencyKey(key string) error {
	if key == "" || len(key) > MaxIdempotencyKey {
		return fmt.Errorf("idempotency key: %d characters, want 1 to %d", len(key), MaxIdempotencyKey)
	}
	for i := range len(key) {
		if c := key[i]; c < 0x20 || c > 0x7e {
			return fmt.Errorf("idempotency key: byte %d (0x%02x) is not printable ASCII", i, c)
		}
	}
	return nil
}

type keyCtx struct{}

// pendingKey is a claim and the answer its request gives if its write
// commits.
type pendingKey struct {
	claim KeyClaim
	reply *Reply
}

// WithKey returns ctx carrying claim k and the reply its request gives:
// SaveDocument, AppendPeople and SaveMessage called with it complete the
// key with r in the write's transaction, and fail with ErrKeyLost (writing
// nothing) when the claim is no longer k's.
func WithKey(ctx context.Context, k KeyClaim, r *Reply) context.Context {
	return context.WithValue(ctx, keyCtx{}, &pendingKey{claim: k, reply: r})
}

// KeyFrom returns the claim and reply of WithKey, for backends.
func KeyFrom(ctx context.Context) (KeyClaim, *Reply, bool) {
	p, ok := ctx.Value(keyCtx{}).(*pendingKey)
	if !ok {
		return KeyClaim{}, nil, false
	}
	return p.claim, p.reply, true
}

// KeyRow is a stored key as a backend reads it, for DecideKey.
type KeyRow struct {
	Fingerprint string
	// Token is the claim's holder; "" once the key is completed.
	Token string
	// LeaseUntil ends the claim; ExpiresAt the key.
	LeaseUntil, ExpiresAt time.Time
	// Reply is the stored answer (MarshalReply), nil while in flight.
	Reply []byte
}

// DecideKey is BeginKey's rule, shared by the backends: given the row
// stored for the key (nil when there is none), what BeginKey answers at
// now, and whether the backend must store a new claim — a fresh token
// (NewID), now+k.Lease — in place of the row. An expired row counts as
// none.
func DecideKey(row *KeyRow, k KeyClaim, now time.Time) (st KeyState, claim bool, err error) {
	switch {
	case row == nil || !now.Before(row.ExpiresAt):
		return KeyState{Outcome: Claimed}, true, nil
	case row.Fingerprint != k.Fingerprint:
		return KeyState{Outcome: Mismatch}, false, nil
	case row.Reply != nil:
		r, err := UnmarshalReply(row.Reply)
		if err != nil {
			return KeyState{}, false, err
		}
		return KeyState{Outcome: Replay, Reply: r}, false, nil
	case now.Before(row.LeaseUntil):
		return KeyState{Outcome: InFlight}, false, nil
	default: // its holder died mid-request: take it over
		return KeyState{Outcome: Claimed}, true, nil
	}
}

// MarshalReply is how backends store a Reply (JSON: the message in
// base64).
func MarshalReply(r *Reply) ([]byte, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("idempotency reply: %w", err)
	}
	return b, nil
}

// UnmarshalReply reads what MarshalReply wrote.
func UnmarshalReply(b []byte) (*Reply, error) {
	r := &Reply{}
	if err := json.Unmarshal(b, r); err != nil {
		return nil, fmt.Errorf("idempotency reply: %w", err)
	}
	return r, nil
}
