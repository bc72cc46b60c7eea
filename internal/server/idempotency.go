package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/store"
)

// Idempotency-Key (the IETF httpapi draft), on the POSTs that write or
// check: a request with the header claims the key in the store before it
// runs; the operation builds its answer before it writes, and the store
// keeps that answer with the key in the write's own transaction
// (store.WithKey); a retry with the same key and the same request gets the
// stored answer, in whatever protocol and format it asks for, and writes
// nothing; the same key with another request is 422, while the first is
// still running 409 (with Retry-After); an operation that fails releases
// the key, so that a retry runs again. Keys live in the store, so they
// hold across replicas on one PostgreSQL. gRPC and Connect carry the key
// as the idempotency-key metadata, which is an HTTP header on the wire:
// the same middleware reads it. A key is scoped by method and path (a
// REST route or an RPC's procedure), as the draft advises: the same key
// sent to another endpoint is another key.

// ReplayedHeader marks an answer replayed from a stored key (Stripe's
// name for it; the draft names none).
const ReplayedHeader = "Idempotent-Replayed"

// keyState is a request's key, in its context: the claim, the status a
// success answers with, and what the operation did with it.
type keyState struct {
	claim  store.KeyClaim
	status int
	// replay is the stored answer when the key completed before.
	replay *store.Reply
	// reply is the answer of an operation that wrote nothing (answered);
	// written says a write completed the key (wrote).
	reply   *store.Reply
	written bool
}

type keyStateKey struct{}

func keyStateFrom(ctx context.Context) *keyState {
	k, _ := ctx.Value(keyStateKey{}).(*keyState)
	return k
}

// replayed is the stored answer of ctx's key, as a T, when the request is
// a retry of one that completed: the operation returns it and does
// nothing else.
func replayed[T proto.Message](ctx context.Context, m T) (T, bool, error) {
	k := keyStateFrom(ctx)
	if k == nil || k.replay == nil {
		return m, false, nil
	}
	if err := proto.Unmarshal(k.replay.Message, m); err != nil {
		return m, true, apierror.Internal(fmt.Errorf("replay idempotency key: %w", err))
	}
	return m, true, nil
}

// answerWith is the context for the write of an operation whose answer
// is m: the store keeps m with ctx's key in the write's transaction. Once
// the write has committed, the operation calls wrote. Without a key it
// returns ctx.
func answerWith(ctx context.Context, m proto.Message) (context.Context, error) {
	k := keyStateFrom(ctx)
	if k == nil {
		return ctx, nil
	}
	r, err := k.replyOf(m)
	if err != nil {
		return ctx, err
	}
	return store.WithKey(ctx, k.claim, r), nil
}

// answered records m as the answer of an operation that writes nothing
// (a validation): the key is completed with it after the request.
func answered(ctx context.Context, m proto.Message) error {
	k := keyStateFrom(ctx)
	if k == nil {
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

// wrote says the write made under answerWith's context committed: the
// store completed the key.
func wrote(ctx context.Context) {
	if k := keyStateFrom(ctx); k != nil {
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
// through untouched.
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
		// The fingerprint is of the body as sent (compressed or not): a
		// retry sends the same bytes. A body over the limit is next's to
		// refuse (413), with no key.
		limit := s.rest.MaxBody()
		body, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
		if err != nil {
			writeErr(w, r, apierror.New(apierror.CodeInvalidArgument, "read the request body: %v", err))
			return
		}
		if int64(len(body)) > limit {
			r.Body = struct {
				io.Reader
				io.Closer
			}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
			next.ServeHTTP(w, r)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		claim := store.KeyClaim{Scope: r.Method + " " + r.URL.Path, Key: key, Fingerprint: fingerprint(r, body), Lease: lease, TTL: ttl}
		st, err := ks.BeginKey(r.Context(), claim)
		if err != nil {
			writeErr(w, r, store.APIError("idempotency key", err))
			return
		}
		k := &keyState{claim: claim, status: status}
		switch st.Outcome {
		case store.Mismatch:
			writeErr(w, r, apierror.New(apierror.CodeValidationFailed,
				"Idempotency-Key %q was used for another request (another body, method or path): a key names one request", key))
			return
		case store.InFlight:
			w.Header().Set("Retry-After", "1")
			writeErr(w, r, apierror.New(apierror.CodeAborted,
				"a request with Idempotency-Key %q is still running: retry when it has answered", key))
			return
		case store.Replay:
			k.replay = st.Reply
			w.Header().Set(ReplayedHeader, "true")
			for k, v := range st.Reply.Header {
				w.Header().Set(k, v)
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), keyStateKey{}, k)))
			return
		}
		k.claim.Token = st.Token
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), keyStateKey{}, k)))
		if k.written {
			return
		}
		// No write completed the key: keep the answer of an operation
		// that wrote nothing (a validation), release the key of one that
		// failed (or never answered with one). A write whose commit
		// succeeded although its caller saw an error (the database lost
		// between the two) completed the key already: the release finds
		// no claim of this token and does nothing, and the retry gets
		// the answer.
		ctx := context.WithoutCancel(r.Context())
		if err := ks.FinishKey(ctx, k.claim, k.reply); err != nil && !errors.Is(err, store.ErrKeyLost) {
			s.log.Warn("idempotency key", "key", key, "scope", claim.Scope, "error", err)
		}
	})
}

// fingerprint identifies a request for its key: method, path and query,
// the body's media type and codings, and the body.
func fingerprint(r *http.Request, body []byte) string {
	h := sha256.New()
	for _, v := range []string{r.Method, r.URL.RequestURI(), r.Header.Get("Content-Type"), r.Header.Get("Content-Encoding"),
		r.Header.Get("Grpc-Encoding"), r.Header.Get("Connect-Content-Encoding")} {
		h.Write([]byte(v))
		h.Write([]byte{0})
	}
	h.Write(body)
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}

// rpcErrorWriter answers an error in the RPC protocol of the request
// (gRPC, gRPC-Web or Connect), from the one error model.
func rpcErrorWriter() func(http.ResponseWriter, *http.Request, error) {
	ew := connect.NewErrorWriter()
	return func(w http.ResponseWriter, r *http.Request, err error) {
		_ = ew.Write(w, r, connectcodec.Error(err))
	}
}
