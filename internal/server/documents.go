package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/internal/validate"
	"github.com/polywire/polywire/store"
)

// Documents (seed 003): a document validated, stored under a new id and
// listed a page at a time; Validate checks without storing.

func (s *Server) documentRoutes() []route {
	return []route{
		{method: http.MethodPost, path: "/report", handle: s.postReport, write: true, status: http.StatusCreated, errors: []int{http.StatusUnprocessableEntity}},
		{method: http.MethodPost, path: "/report/validate", handle: s.postReportValidate, errors: []int{http.StatusUnprocessableEntity}},
		{method: http.MethodGet, path: "/reports", handle: s.getReports},
	}
}

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
	id := store.NewID()
	var hash string
	if o := d.GetOwner(); o != nil && o.GetSecret() != "" {
		hash = hashSecret(o.GetSecret())
		o.Secret = ""
	}
	wctx, err := AnswerWith(ctx, &docsv1.SaveResponse{Message: id}, nil)
	if err != nil {
		return "", err
	}
	if err := st.SaveDocument(wctx, store.Document{ID: id, Doc: d, SecretHash: hash}); err != nil {
		return "", store.APIError("save document", err)
	}
	Wrote(ctx)
	return id, nil
}

func (s *Server) listDocuments(ctx context.Context, limit, offset int) (*docsv1.GetAllByLimitAndOffsetResponse, error) {
	st, err := s.requireStore()
	if err != nil {
		return nil, err
	}
	docs, err := st.ListDocuments(ctx, limit, offset)
	if err != nil {
		return nil, store.APIError("list documents", err)
	}
	for _, d := range docs { // the store never returns one; be sure anyway
		if d.GetOwner() != nil {
			d.Owner.Secret = ""
		}
	}
	return &docsv1.GetAllByLimitAndOffsetResponse{Documents: docs}, nil
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

// REST: POST /report (Save), POST /report/validate, GET /reports.

func (s *Server) postReport(r *http.Request) (proto.Message, error) {
	d := &docsv1.Document{}
	if err := s.rest.Decode(r, d); err != nil {
		return nil, err
	}
	return s.save(r.Context(), &docsv1.SaveRequest{Document: d})
}

func (s *Server) postReportValidate(r *http.Request) (proto.Message, error) {
	d := &docsv1.Document{}
	if err := s.rest.Decode(r, d); err != nil {
		return nil, err
	}
	return validateOnly(r.Context(), &docsv1.ValidateRequest{Document: d})
}

func (s *Server) getReports(r *http.Request) (proto.Message, error) {
	limit, offset, err := documentsPaging.Query(r)
	if err != nil {
		return nil, err
	}
	return s.listDocuments(r.Context(), limit, offset)
}

// The methods' operations on their request messages: the RPC methods
// below and the REST routes through the transcoder (transcoded.go) call
// these.

// save is Save: the document validated and stored (a request without one
// fails validation with every required field named).
func (s *Server) save(ctx context.Context, req *docsv1.SaveRequest) (*docsv1.SaveResponse, error) {
	prev := &docsv1.SaveResponse{}
	if replay, err := Begin(ctx, req, prev); replay || err != nil {
		return answerOrErr(prev, err)
	}
	doc := req.GetDocument()
	if doc == nil {
		doc = &docsv1.Document{}
	}
	id, err := s.saveDocument(ctx, doc)
	if err != nil {
		return nil, err
	}
	return &docsv1.SaveResponse{Message: id}, nil
}

// validateOnly is Validate: the document checked, nothing stored.
func validateOnly(ctx context.Context, req *docsv1.ValidateRequest) (*docsv1.ValidateResponse, error) {
	prev := &docsv1.ValidateResponse{}
	if replay, err := Begin(ctx, req, prev); replay || err != nil {
		return answerOrErr(prev, err)
	}
	doc := req.GetDocument()
	if doc == nil {
		doc = &docsv1.Document{}
	}
	if err := checkDocument(doc); err != nil {
		return nil, err
	}
	resp := &docsv1.ValidateResponse{Message: "valid"}
	return resp, Answered(ctx, resp)
}

// pageDocuments is GetAllByLimitAndOffset: one page of the saved
// documents, the paging rule checked.
func (s *Server) pageDocuments(ctx context.Context, req *docsv1.GetAllByLimitAndOffsetRequest) (*docsv1.GetAllByLimitAndOffsetResponse, error) {
	limit, offset, err := documentsPaging.Check(int64(req.GetLimit()), int64(req.GetOffset()))
	if err != nil {
		return nil, err
	}
	return s.listDocuments(ctx, limit, offset)
}

// RPC (polywire.docs.v1.DocumentService, also at seed 003's
// /docs.DocumentService/).

func (r *rpcServer) Save(ctx context.Context, req *connect.Request[docsv1.SaveRequest]) (*connect.Response[docsv1.SaveResponse], error) {
	if err := r.s.authorize(req.Header()); err != nil {
		return nil, connectcodec.Error(err)
	}
	resp, err := r.s.save(ctx, req.Msg)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) Validate(ctx context.Context, req *connect.Request[docsv1.ValidateRequest]) (*connect.Response[docsv1.ValidateResponse], error) {
	resp, err := validateOnly(ctx, req.Msg)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}

func (r *rpcServer) GetAllByLimitAndOffset(ctx context.Context, req *connect.Request[docsv1.GetAllByLimitAndOffsetRequest]) (*connect.Response[docsv1.GetAllByLimitAndOffsetResponse], error) {
	resp, err := r.s.pageDocuments(ctx, req.Msg)
	if err != nil {
		return nil, connectcodec.Error(err)
	}
	return connect.NewResponse(resp), nil
}
