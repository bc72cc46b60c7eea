package server

import (
	"fmt"
	"math/rand/v2"
	"net/http"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/openapi"
)

// SeedDocument is the OpenAPI 3.1 document (JSON) of the seed services,
// with examples from data: what serve answers at /openapi.json without a
// mounted API.
func SeedDocument(data *dataset.Data) ([]byte, error) {
	return openapi.Generate(SeedServices(), append([]openapi.Option{openapi.WithTitle("polywire")}, SeedExamples(data)...)...)
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

// document is the OpenAPI document the server answers: the seed services'
// (unless OnlyAPI) and the mounted API's.
func (s *Server) document() ([]byte, error) {
	var services []protoreflect.ServiceDescriptor
	var opts []openapi.Option
	if !s.cfg.OnlyAPI {
		services = SeedServices()
		opts = append(opts, openapi.WithTitle("polywire"))
		opts = append(opts, SeedExamples(s.data)...)
	}
	if s.api != nil {
		services = append(services, s.api.OpenAPIServices...)
		opts = append(opts, s.api.OpenAPI...)
	}
	doc, err := openapi.Generate(services, opts...)
	if err != nil {
		return nil, fmt.Errorf("openapi document: %w", err)
	}
	return doc, nil
}

// serveDocument answers /openapi.json and /openapi.yaml: the document
// (built once at start), in JSON or YAML.
func (s *Server) serveDocument(mux *http.ServeMux) error {
	doc, err := s.document()
	if err != nil {
		return err
	}
	y, err := openapi.YAML(doc)
	if err != nil {
		return fmt.Errorf("openapi document: %w", err)
	}
	for _, d := range []struct {
		path, mt string
		body     []byte
	}{
		{"/openapi.json", "application/json", doc},
		{"/openapi.yaml", "application/yaml", y},
	} {
		label := "GET " + d.path
		mux.HandleFunc(label, func(w http.ResponseWriter, r *http.Request) {
			setRoute(r, label)
			w.Header().Set("Content-Type", d.mt)
			w.Header().Set("Cache-Control", "no-cache")
			_, _ = w.Write(d.body)
		})
		mux.HandleFunc(d.path, s.methodNotAllowed("GET, HEAD"))
	}
	return nil
}
