package server

import (
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"slices"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/apidoc"
	"github.com/polywire/polywire/openapi"
	"github.com/polywire/polywire/transcode"
)

// Document is the OpenAPI 3.1 document (JSON) a server answers at
// /openapi.json: with data, the seed services' with examples from data;
// beside them (or alone, for a nil data) an API's services and the
// options describing its other routes (APIMount.OpenAPIServices and
// OpenAPI).
func Document(data *dataset.Data, services []protoreflect.ServiceDescriptor, opts []openapi.Option) ([]byte, error) {
	return seedDocument(data, false, services, opts)
}

// seedDocument is Document, the seed routes' writes answering 401 too when
// writeToken (the server has Config.WriteToken).
func seedDocument(data *dataset.Data, writeToken bool, services []protoreflect.ServiceDescriptor, opts []openapi.Option) ([]byte, error) {
	var all []protoreflect.ServiceDescriptor
	var o []openapi.Option
	if data != nil {
		all = SeedServices()
		o = append([]openapi.Option{openapi.WithTitle("polywire")}, SeedExamples(data)...)
		o = append(o, seedStatuses(writeToken)...)
	}
	// Every POST takes Idempotency-Key (idempotency.go).
	o = append(o, openapi.WithIdempotencyKey())
	doc, err := openapi.Generate(append(all, services...), append(o, opts...)...)
	if err != nil {
		return nil, fmt.Errorf("openapi document: %w", err)
	}
	return doc, nil
}

// SeedExamples are the seed document's examples, one per message, from
// data: the first account and the first person (and lists of them alone,
// for the list bodies), a document, and an article of one section.
func SeedExamples(data *dataset.Data) []openapi.Option {
	var opts []openapi.Option
	if data == nil {
		return nil
	}
	if accts := data.Bank.GetAccounts(); len(accts) > 0 {
		opts = append(opts, openapi.WithExample(accts[0]), openapi.WithExample(&bankv1.AccountList{Accounts: accts[:1]}))
	}
	if people := data.People.GetPerson(); len(people) > 0 {
		opts = append(opts, openapi.WithExample(people[0]), openapi.WithExample(&peoplev1.People{Person: people[:1]}))
	}
	opts = append(opts, openapi.WithExample(dataset.Document()))
	if len(data.Corpus) > 0 {
		opts = append(opts, openapi.WithExample(dataset.Article(data.Corpus, 1, rand.New(rand.NewPCG(1, 1)).IntN)))
	}
	return opts
}

// seedStatuses are what the seed routes answer beyond the transcoder's
// defaults, read from their route table: POST /report's 201, the 422 of
// the routes that validate a document, and 401 for the writes when the
// server has a write token.
func seedStatuses(writeToken bool) []openapi.Option {
	var s Server // the route table's fields only: no handler runs
	byPattern := map[string]route{}
	for _, rt := range s.routes() {
		byPattern[rt.method+" "+rt.path] = rt
	}
	var opts []openapi.Option
	for _, sd := range SeedServices() {
		for i := range sd.Methods().Len() {
			md := sd.Methods().Get(i)
			rt, ok := byPattern[rulePattern(transcode.HTTPRule(md))]
			if !ok {
				continue
			}
			errs := slices.Clone(rt.errors)
			if rt.write && writeToken {
				errs = append(errs, http.StatusUnauthorized)
			}
			if rt.status != 0 || len(errs) > 0 {
				opts = append(opts, openapi.WithStatuses(md.FullName(), rt.status, errs...))
			}
		}
	}
	return opts
}

// document is the OpenAPI document the server answers: the seed services'
// (unless OnlyAPI) and the mounted API's.
func (s *Server) document() ([]byte, error) {
	data := s.data
	if s.cfg.OnlyAPI {
		data = nil
	}
	token := s.cfg.WriteToken != ""
	if s.api == nil {
		return seedDocument(data, token, nil, nil)
	}
	return seedDocument(data, token, s.api.OpenAPIServices, s.api.OpenAPI)
}

// serveDocument answers /openapi.json and /openapi.yaml: the document
// (built on the first request for it: internal/apidoc), in JSON or YAML.
func (s *Server) serveDocument(mux *http.ServeMux) {
	doc := apidoc.New(s.document)
	for _, path := range []string{"/openapi.json", "/openapi.yaml"} {
		label := "GET " + path
		mux.HandleFunc(label, func(w http.ResponseWriter, r *http.Request) {
			setRoute(r, label)
			body, mt, err := doc.Get(path)
			if err != nil {
				s.log.Error("openapi document", slog.Any("error", err))
				s.rest.WriteError(w, r, apierror.New(apierror.CodeInternal, "%s: the document could not be built; the server's log says why", path))
				return
			}
			w.Header().Set("Content-Type", mt)
			w.Header().Set("Cache-Control", "no-cache")
			_, _ = w.Write(body)
		})
		mux.HandleFunc(path, s.methodNotAllowed("GET, HEAD"))
	}
}
