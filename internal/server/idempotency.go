package server

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/store"
)

// Idempotency-Key (the IETF httpapi draft), on every POST and every RPC
// of the server, built-in and mounted alike.
//
// The middleware (idempotent) reads the header — gRPC and Connect carry
// it as idempotency-key metadata, an HTTP header on the wire — and puts
// it in the request's context; the operation, once it has decoded its
// request, claims the key (Begin) with a fingerprint of the request: the
// scope (method and path, or the RPC's procedure) and the request message
// encoded deterministically, so that the same request in another format
// or with its map entries in another order is the same request. A new
// key runs the operation: one that writes builds its answer before the
// write, and the store keeps it with the key in the write's own
// transaction (AnswerWith, store.WithKey); one that writes nothing keeps
// its answer after (Answered). A retry with the same key and request gets
// the stored answer — through the operation's own protocol face, so in
// any format and protocol — marked Idempotent-Replayed, and writes
// nothing; the same key with another request is 422; a key whose request
// is still running is 409 with Retry-After; an operation that fails
// releases its key, so that a retry runs again. Keys live in the store,
// so they hold across replicas on one PostgreSQL. A key is scoped by
// method and path, as the draft advises: the same key sent to another
// endpoint is another key.

// ReplayedHeader marks an answer replayed from a stored key (Stripe's
// name for it; the draft names none).
const ReplayedHeader = "Idempotent-Replayed"

// keyState is a request's key, in its context, from the middleware to
// the operation and back.
type keyState struct {
	keys   store.Keys
	claim  store.KeyClaim // Scope, Key, Lease and TTL from the middleware
	status int
	// claimed: the operation claimed the key (claim.Token is set).
	claimed bool
	// replay is the stored answer when the key completed before.
	replay *store.Reply
	// reply is the answer of an operation that wrote nothing (Answered);
	// written says a write completed the key (Wrote).
	reply   *store.Reply
	written bool
}

type keyStateKey struct{}

func keyStateFrom(ctx context.Context) *keyState {
	k, _ := ctx.Value(keyStateKey{}).(*keyState)
	return k
}

// Begin claims ctx's key for req, the operation's decoded request — the
// built-in operations' and a mounted API's (package mockapi) alike. When
// the key completed before, it fills m with the stored answer and reports
// replay: the operation returns m and does nothing else. Without a key it
// does nothing.
func Begin(ctx context.Context, req, m proto.Message) (replay bool, err error) {
	k := keyStateFrom(ctx)
	if k == nil || k.claimed || k.replay != nil {
		return false, nil // no key, or claimed already (an operation calling another)
	}
	if k.claim.Fingerprint, err = fingerprint(k.claim.Scope, req); err != nil {
		return false, err
	}
	st, err := k.keys.BeginKey(ctx, k.claim)
	if err != nil {
		return false, store.APIError("idempotency key", err)
	}
	switch st.Outcome {
	case store.Mismatch:
		return false, apierror.New(apierror.CodeValidationFailed,
			"Idempotency-Key %q was used for another request (another body, method or path): a key names one request", k.claim.Key)
	case store.InFlight:
		return false, &apierror.Error{Code: apierror.CodeAborted, RetryAfter: time.Second,
			Message: fmt.Sprintf("a request with Idempotency-Key %q is still running: retry when it has answered", k.claim.Key)}
	case store.Replay:
		k.replay = st.Reply
		if err := proto.Unmarshal(st.Reply.Message, m); err != nil {
			return true, apierror.Internal(fmt.Errorf("replay idempotency key: %w", err))
		}
		return true, nil
	}
	k.claim.Token, k.claimed = st.Token, true
	return false, nil
}

// fingerprint identifies a request under its key: its scope, its
// message's type and the message encoded deterministically.
func fingerprint(scope string, req proto.Message) (string, error) {
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(req)
	if err != nil {
		return "", apierror.Internal(fmt.Errorf("idempotency key: %w", err))
	}
	h := sha256.New()
	h.Write([]byte(scope))
	h.Write([]byte{0})
	h.Write([]byte(req.ProtoReflect().Descriptor().FullName()))
	h.Write([]byte{0})
	h.Write(b)
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil)), nil
}

// AnswerWith is the context for the write of an operation whose answer
// is m: the store keeps m with ctx's key in the write's transaction.
// header is what the answer's replay carries besides its body (a 201's
// Location). Once the write has committed, the operation calls Wrote.
// Without a claimed key it returns ctx.
func AnswerWith(ctx context.Context, m proto.Message, header map[string]string) (context.Context, error) {
	k := keyStateFrom(ctx)
	if k == nil || !k.claimed {
		return ctx, nil
	}
	r, err := k.replyOf(m)
	if err != nil {
		return ctx, err
	}
	r.Header = header
	return store.WithKey(ctx, k.claim, r), nil
}

// Answered records m as the answer of an operation that writes nothing
// (a validation): the key is completed with it after the request. After
// a write (Wrote) it does nothing.
func Answered(ctx context.Context, m proto.Message) error {
	k := keyStateFrom(ctx)
	if k == nil || !k.claimed || k.written {
		return nil
	}
	r, err := k.replyOf(m)
	k.reply = r
	return err
}

func (k *keyState) replyOf(m proto.Message) (*store.Reply, error) {
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
	if err != nil {
		return nil, apierror.Internal(fmt.Errorf("idempotency key: %w", err))
	}
	return &store.Reply{Status: k.status, Type: string(m.ProtoReflect().Descriptor().FullName()), Message: b}, nil
}

// Wrote says the write made under AnswerWith's context committed: the
// store completed the key.
func Wrote(ctx context.Context) {
	if k := keyStateFrom(ctx); k != nil && k.claimed {
		k.written = true
	}
}

// keys is the server's store as a store.Keys, or nil when it keeps none.
func (s *Server) keys() store.Keys {
	is, ok := s.store.(instrumentedStore)
	if !ok {
		return nil
	}
	if _, ok := is.Store.(store.Keys); !ok {
		return nil
	}
	return is
}

// idempotent wraps next, a POST route (status: its success status) or an
// RPC service's handler (status 200), with Idempotency-Key; writeErr
// answers an error in next's protocol. Requests without the header pass
// through untouched, and so does every request when the store keeps no
// keys (none configured).
func (s *Server) idempotent(status int, next http.Handler, writeErr func(http.ResponseWriter, *http.Request, error)) http.Handler {
	ks := s.keys()
	if ks == nil {
		return next
	}
	ttl, lease := s.cfg.IdempotencyTTL, s.cfg.IdempotencyLease
	if ttl <= 0 {
		ttl = store.DefaultKeyTTL
	}
	if lease <= 0 {
		lease = store.DefaultKeyLease
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" || r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		if err := store.CheckIdempotencyKey(key); err != nil {
			writeErr(w, r, apierror.New(apierror.CodeInvalidArgument, "Idempotency-Key header: %v", err))
			return
		}
		k := &keyState{keys: ks, status: status,
			claim: store.KeyClaim{Scope: r.Method + " " + r.URL.Path, Key: key, Lease: lease, TTL: ttl}}
		next.ServeHTTP(&keyWriter{ResponseWriter: w, k: k}, r.WithContext(context.WithValue(r.Context(), keyStateKey{}, k)))
		if !k.claimed || k.written {
			return
		}
		// No write completed the key: keep the answer of an operation
		// that wrote nothing (a validation), release the key of one that
		// failed. A write that committed although its caller saw an
		// error (the database lost between the two) completed the key
		// already: the release finds no claim of this token and does
		// nothing, and the retry gets the answer.
		if err := ks.FinishKey(context.WithoutCancel(r.Context()), k.claim, k.reply); err != nil && !errors.Is(err, store.ErrKeyLost) {
			s.log.Warn("idempotency key", "key", key, "scope", k.claim.Scope, "error", err)
		}
	})
}

// keyWriter adds a replay's mark and its stored header fields to the
// answer's header, before it goes out.
type keyWriter struct {
	http.ResponseWriter
	k    *keyState
	sent bool
}

func (w *keyWriter) header() {
	if w.sent {
		return
	}
	w.sent = true
	if r := w.k.replay; r != nil {
		h := w.Header()
		h.Set(ReplayedHeader, "true")
		for name, v := range r.Header {
			h.Set(name, v)
		}
	}
}

func (w *keyWriter) WriteHeader(code int) {
	w.header()
	w.ResponseWriter.WriteHeader(code)
}

func (w *keyWriter) Write(b []byte) (int, error) {
	w.header()
	return w.ResponseWriter.Write(b)
}

// Flush lets a streaming answer through (connect-go requires a Flusher).
func (w *keyWriter) Flush() {
	w.header()
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *keyWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// rpcErrorWriter answers an error in the RPC protocol of the request
// (gRPC, gRPC-Web or Connect), from the one error model.
func rpcErrorWriter() func(http.ResponseWriter, *http.Request, error) {
	ew := connect.NewErrorWriter()
	return func(w http.ResponseWriter, r *http.Request, err error) {
		_ = ew.Write(w, r, connectcodec.Error(err))
	}
}

// answerOrErr is a replayed answer, or nil and err.
func answerOrErr[M proto.Message](m M, err error) (M, error) {
	if err != nil {
		var zero M
		return zero, err
	}
	return m, nil
}
