package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/validate"
	"github.com/polywire/polywire/store"
)

// Paging of saved documents (seed 003's default limit) and posted people.
const (
	DefaultDocumentsLimit = 10
	MaxDocumentsLimit     = store.MaxListLimit
	DefaultPeopleLimit    = 1000
	MaxPeopleLimit        = 50_000
)

// The operations both faces (REST and RPC) share: each takes and returns
// messages and returns *apierror.Error values, so the two faces differ only
// in how they carry them.

// checkDocument applies the validation rules: 422 listing every violation.
func checkDocument(d *docsv1.Document) error {
	if v := validate.Document(d); v != nil {
		return apierror.New(apierror.CodeValidationFailed, "validate document: %d %s invalid", len(v), plural(len(v), "field is", "fields are")).
			WithViolations(v...)
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// saveDocument validates d, replaces its owner's secret by a hash, stores
// it under a new id and returns the id. d is modified (the secret is
// cleared); callers pass the message they decoded for this request.
func (s *Server) saveDocument(ctx context.Context, d *docsv1.Document) (string, error) {
	if err := checkDocument(d); err != nil {
		return "", err
	}
	st, err := s.requireStore()
	if err != nil {
		return "", err
	}
	id := newID()
	var hash string
	if o := d.GetOwner(); o != nil && o.GetSecret() != "" {
		hash = hashSecret(o.GetSecret())
		o.Secret = ""
	}
	if err := st.SaveDocument(ctx, store.Document{ID: id, Doc: d, SecretHash: hash}); err != nil {
		return "", storeError("save document", err)
	}
	return id, nil
}

func (s *Server) listDocuments(ctx context.Context, limit, offset int) (*docsv1.GetAllByLimitAndOffsetResponse, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	docs, err := st.ListDocuments(ctx, limit, offset)
	if err != nil {
		return nil, storeError("list documents", err)
	}
	for _, d := range docs { // the store never returns one; be sure anyway
		if d.GetOwner() != nil {
			d.Owner.Secret = ""
		}
	}
	return &docsv1.GetAllByLimitAndOffsetResponse{Documents: docs}, nil
}

func (s *Server) postPeopleMsg(ctx context.Context, p *peoplev1.People) (*peoplev1.PostPeopleResponse, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	if err := st.AppendPeople(ctx, p.GetPerson()); err != nil {
		return nil, storeError("append people", err)
	}
	return &peoplev1.PostPeopleResponse{Received: uint32(len(p.GetPerson()))}, nil
}

func (s *Server) listPeople(ctx context.Context, limit, offset int) (*peoplev1.People, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	persons, err := st.ListPeople(ctx, limit, offset)
	if err != nil {
		return nil, storeError("list posted people", err)
	}
	return &peoplev1.People{Person: persons}, nil
}

func (s *Server) requireStore() (store.Store, error) {
	if s.store == nil {
		return nil, apierror.New(apierror.CodeUnavailable, "no store is configured")
	}
	return s.store, nil
}

// storeError maps a store failure to the error model: unreachable or
// overloaded is 503 (the client may retry; the server recovers by itself
// when the store returns), a canceled request is a deadline, the rest is a
// bug.
func storeError(op string, err error) error {
	switch {
	case errors.Is(err, store.ErrUnavailable):
		return &apierror.Error{Code: apierror.CodeUnavailable, Message: op + ": store unavailable, retry later"}
	case errors.Is(err, context.DeadlineExceeded):
		return apierror.New(apierror.CodeDeadlineExceeded, "%s: timed out", op)
	case errors.Is(err, context.Canceled):
		return apierror.New(apierror.CodeUnavailable, "%s: request canceled", op)
	default:
		return apierror.Internal(fmt.Errorf("%s: %w", op, err))
	}
}

// newID is a random (version 4) UUID.
func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// hashSecret stores owner.secret as "sha256$<salt>$<digest>" (base64url).
// The secret is an API-key-like token, not a human password: a salted
// SHA-256 is what token stores use, and a slow KDF (bcrypt at 50+ ms) would
// cap seed 003's save benchmark at a few dozen requests per second per
// core. Reads never return it; nothing in polywire needs to verify it yet.
func hashSecret(secret string) string {
	var salt [16]byte
	_, _ = rand.Read(salt[:])
	h := sha256.New()
	h.Write(salt[:])
	h.Write([]byte(secret))
	enc := base64.RawURLEncoding
	return "sha256$" + enc.EncodeToString(salt[:]) + "$" + enc.EncodeToString(h.Sum(nil))
}

// authorize checks the bearer token of a write request in constant time.
// Without a configured token every write is allowed.
func (s *Server) authorize(h http.Header) error {
	if s.cfg.WriteToken == "" {
		return nil
	}
	auth := h.Get("Authorization")
	token, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok || subtle.ConstantTimeCompare([]byte(token), []byte(s.cfg.WriteToken)) != 1 {
		return apierror.New(apierror.CodeUnauthenticated, "authorize write: missing or wrong bearer token")
	}
	return nil
}

// paging reads ?limit= and ?offset= for a list endpoint.
func paging(r *http.Request, def, maxLimit int) (limit, offset int, err error) {
	q := r.URL.Query()
	limit, offset = def, 0
	var bad []apierror.Violation
	if v := q.Get("limit"); v != "" {
		n, perr := strconv.Atoi(v)
		switch {
		case perr != nil || n < 0:
			bad = append(bad, apierror.Violation{Field: "limit", Description: "must be a non-negative integer"})
		case n > maxLimit:
			bad = append(bad, apierror.Violation{Field: "limit", Description: "must be at most " + strconv.Itoa(maxLimit)})
		case n > 0:
			limit = n
		}
	}
	if v := q.Get("offset"); v != "" {
		n, perr := strconv.Atoi(v)
		if perr != nil || n < 0 {
			bad = append(bad, apierror.Violation{Field: "offset", Description: "must be a non-negative integer"})
		} else {
			offset = n
		}
	}
	if bad != nil {
		return 0, 0, apierror.New(apierror.CodeInvalidArgument, "parse paging parameters: limit=%q offset=%q", q.Get("limit"), q.Get("offset")).
			WithViolations(bad...)
	}
	return limit, offset, nil
}

// rpcPaging applies the same rules to an RPC's limit and offset (0 limit is
// the default, as an unset proto3 field).
func rpcPaging(limit, offset int32, def, maxLimit int) (int, int, error) {
	var bad []apierror.Violation
	l := int(limit)
	switch {
	case limit < 0:
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must not be negative"})
	case int(limit) > maxLimit:
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must be at most " + strconv.Itoa(maxLimit)})
	case limit == 0:
		l = def
	}
	if offset < 0 {
		bad = append(bad, apierror.Violation{Field: "offset", Description: "must not be negative"})
	}
	if bad != nil {
		return 0, 0, apierror.New(apierror.CodeInvalidArgument, "check paging: limit=%d offset=%d", limit, offset).WithViolations(bad...)
	}
	return l, int(offset), nil
}

// REST faces.

func (s *Server) postReport(r *http.Request) (proto.Message, error) {
	d := &docsv1.Document{}
	if err := s.rest.Decode(r, d); err != nil {
		return nil, err
	}
	id, err := s.saveDocument(r.Context(), d)
	if err != nil {
		return nil, err
	}
	return &docsv1.SaveResponse{Message: id}, nil
}

func (s *Server) postReportValidate(r *http.Request) (proto.Message, error) {
	d := &docsv1.Document{}
	if err := s.rest.Decode(r, d); err != nil {
		return nil, err
	}
	if err := checkDocument(d); err != nil {
		return nil, err
	}
	return &docsv1.ValidateResponse{Message: "valid"}, nil
}

func (s *Server) getReports(r *http.Request) (proto.Message, error) {
	limit, offset, err := paging(r, DefaultDocumentsLimit, MaxDocumentsLimit)
	if err != nil {
		return nil, err
	}
	return s.listDocuments(r.Context(), limit, offset)
}

func (s *Server) getPostedPeople(r *http.Request) (proto.Message, error) {
	limit, offset, err := paging(r, DefaultPeopleLimit, MaxPeopleLimit)
	if err != nil {
		return nil, err
	}
	return s.listPeople(r.Context(), limit, offset)
}
