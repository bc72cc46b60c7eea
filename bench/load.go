package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	"github.com/polywire/polywire/gen/polywire/articles/v1/articlesv1connect"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
	"github.com/polywire/polywire/loadgen"
)

// RequestSpec is one request of a load scenario, as a scenario file or the
// command line gives it.
type RequestSpec struct {
	Name   string `json:"name,omitempty"`
	Method string `json:"method,omitempty"` // GET, or POST when Body is set
	Path   string `json:"path"`             // "/account/1", "/report", "/articles?sections=50"
	// Format is the codec name of the response (and of the request body):
	// json (default), proto, flatbuffers, msgpack, xml. gRPC always
	// carries Protobuf.
	Format string `json:"format,omitempty"`
	// Coding is the Accept-Encoding sent: identity (default), gzip, br, zstd.
	Coding string `json:"coding,omitempty"`
	// Body names a request body from the data: "document" (a valid
	// generated document, seed 003's POST /report) or "people:N" (the
	// first N of seed 004's people; seed 004 posted one).
	Body string `json:"body,omitempty"`
	// BodyCoding compresses the body (Content-Encoding): gzip, br, zstd.
	BodyCoding string `json:"bodyCoding,omitempty"`
}

// ScenarioSpec is a scenario file: what each closed-model user loops over.
type ScenarioSpec struct {
	Name     string        `json:"name"`
	Think    string        `json:"think,omitempty"` // a Go duration: "100ms"
	Requests []RequestSpec `json:"requests"`
}

// ReadScenario reads a scenario file (JSON).
func ReadScenario(path string) (ScenarioSpec, error) {
	var s ScenarioSpec
	b, err := os.ReadFile(path)
	if err != nil {
		return s, fmt.Errorf("read scenario: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("read scenario %s: %w", path, err)
	}
	if len(s.Requests) == 0 {
		return s, fmt.Errorf("read scenario %s: no requests", path)
	}
	return s, nil
}

// BuildScenario turns a spec into what loadgen runs: HTTP requests with
// their Accept, Accept-Encoding and encoded bodies, or, for protocol grpc,
// the RPC each REST route corresponds to. With decode, each HTTP answer is
// inflated and decoded with its format's codec inside the latency.
func BuildScenario(spec ScenarioSpec, protocol string, reg *codec.Registry, data Datasets, seed uint64) (loadgen.Scenario, error) {
	sc, enc, err := newScenario(spec)
	if err != nil {
		return sc, err
	}
	for _, rs := range spec.Requests {
		r, err := buildRequest(rs, protocol, reg, data, seed, enc)
		if err != nil {
			return sc, err
		}
		sc.Requests = append(sc.Requests, r)
	}
	return sc, nil
}

func buildRequest(rs RequestSpec, protocol string, reg *codec.Registry, data Datasets, seed uint64, enc *contentcoding.Encoder) (loadgen.Request, error) {
	if rs.Format == "" {
		rs.Format = "json"
	}
	if rs.Coding == "" {
		rs.Coding = "identity"
	}
	c, ok := reg.ByName(rs.Format)
	if !ok {
		return loadgen.Request{}, fmt.Errorf("build scenario: unknown format %q (formats: %s)", rs.Format, strings.Join(reg.Names(), ", "))
	}
	var body proto.Message
	switch {
	case rs.Body == "":
	case rs.Body == "document":
		body = dataset.GenerateDocuments(seed, 1)[0]
	case strings.HasPrefix(rs.Body, "people:"):
		n, err := strconv.Atoi(strings.TrimPrefix(rs.Body, "people:"))
		if err != nil || n < 1 || n > len(data.People.Person) {
			return loadgen.Request{}, fmt.Errorf("build scenario: body %q: want people:1..%d", rs.Body, len(data.People.Person))
		}
		body = &peoplev1.People{Person: data.People.Person[:n]}
	default:
		return loadgen.Request{}, fmt.Errorf("build scenario: unknown body %q (document, people:N)", rs.Body)
	}
	method := rs.Method
	if method == "" {
		method = http.MethodGet
		if body != nil {
			method = http.MethodPost
		}
	}
	name := rs.Name
	if name == "" {
		name = method + " " + rs.Path
	}
	if protocol == loadgen.GRPC {
		return grpcRequest(name, method, rs.Path, body)
	}
	newMsg, err := responseFor(method, rs.Path)
	if err != nil {
		return loadgen.Request{}, err
	}
	return httpRequest(name, method, rs, c, reg, body, newMsg, enc)
}

// httpRequest is one REST request of a scenario: Accept and
// Accept-Encoding from rs, body (when not nil) encoded in c and compressed
// by rs.BodyCoding, and a decoder of the answer into newMsg().
func httpRequest(name, method string, rs RequestSpec, c codec.Codec, reg *codec.Registry, body proto.Message,
	newMsg func() proto.Message, enc *contentcoding.Encoder) (loadgen.Request, error) {
	r := loadgen.Request{Name: name, Method: method, Path: rs.Path, Header: http.Header{
		"Accept": {reg.MediaType(c)}, "Accept-Encoding": {rs.Coding},
	}}
	if body != nil {
		b, err := c.Marshal(nil, body)
		if err != nil {
			return r, fmt.Errorf("build scenario: encode body: %w", err)
		}
		r.Header.Set("Content-Type", reg.MediaType(c))
		if rs.BodyCoding != "" && rs.BodyCoding != "identity" {
			cd, err := contentcoding.ParseContentEncoding(rs.BodyCoding)
			if err != nil {
				return r, fmt.Errorf("build scenario: %w", err)
			}
			if b, err = enc.Append(nil, b, cd); err != nil {
				return r, fmt.Errorf("build scenario: %w", err)
			}
			r.Header.Set("Content-Encoding", string(cd))
		}
		r.Body = b
	}
	r.Decode = func(b []byte, h http.Header) error {
		ct := h.Get("Content-Type")
		rc, ok := reg.ByMediaType(strings.TrimSpace(strings.Split(ct, ";")[0]))
		if !ok {
			return fmt.Errorf("decode: content type %q", ct)
		}
		cd, err := contentcoding.ParseContentEncoding(h.Get("Content-Encoding"))
		if err != nil {
			return err
		}
		if cd != contentcoding.Identity {
			if b, err = contentcoding.ReadAll(nil, bytes.NewReader(b), cd, 1<<30); err != nil {
				return err
			}
		}
		return rc.Unmarshal(b, newMsg())
	}
	return r, nil
}

// Routes are the built-in routes a load scenario may request.
var Routes = []string{"GET /accountList", "GET /account/{id}", "GET /people", "POST /people", "GET /articles?sections=N",
	"POST /report", "POST /report/validate", "GET /reports?limit=N"}

// responseFor is the message type a REST route answers with.
func responseFor(method, path string) (func() proto.Message, error) {
	p, _, _ := strings.Cut(path, "?")
	switch {
	case method == http.MethodPost && p == "/report":
		return func() proto.Message { return &docsv1.SaveResponse{} }, nil
	case method == http.MethodPost && p == "/report/validate":
		return func() proto.Message { return &docsv1.ValidateResponse{} }, nil
	case method == http.MethodPost && p == "/people":
		return func() proto.Message { return &peoplev1.PostPeopleResponse{} }, nil
	case p == "/reports":
		return func() proto.Message { return &docsv1.GetAllByLimitAndOffsetResponse{} }, nil
	case p == "/people" || p == "/people/posted":
		return func() proto.Message { return &peoplev1.People{} }, nil
	}
	m, err := newMessageFor(p)
	if err != nil {
		return nil, fmt.Errorf("build scenario: %s %s: no route of polywire's answers it; its routes: %s", method, path, strings.Join(Routes, ", "))
	}
	t := m.ProtoReflect().Type()
	return func() proto.Message { return t.New().Interface() }, nil
}

// grpcRequest maps a REST route to the RPC that serves the same data.
func grpcRequest(name, method, path string, body proto.Message) (loadgen.Request, error) {
	p, query, _ := strings.Cut(path, "?")
	q, _ := url.ParseQuery(query)
	r := loadgen.Request{Name: name}
	switch {
	case method == http.MethodGet && p == "/accountList":
		r.Procedure, r.Message = bankv1connect.BankServiceGetAccountListProcedure, &bankv1.GetAccountListRequest{}
		r.NewResponse = func() proto.Message { return &bankv1.AccountList{} }
	case method == http.MethodGet && strings.HasPrefix(p, "/account/"):
		id, err := strconv.ParseUint(strings.TrimPrefix(p, "/account/"), 10, 64)
		if err != nil {
			return r, fmt.Errorf("build scenario: %s: bad account id", path)
		}
		r.Procedure, r.Message = bankv1connect.BankServiceGetAccountProcedure, &bankv1.GetAccountRequest{AccountId: id}
		r.NewResponse = func() proto.Message { return &bankv1.Account{} }
	case method == http.MethodGet && p == "/people":
		r.Procedure, r.Message = peoplev1connect.PeopleServiceGetPeopleProcedure, &peoplev1.GetPeopleRequest{}
		r.NewResponse = func() proto.Message { return &peoplev1.People{} }
	case method == http.MethodPost && p == "/people":
		r.Procedure, r.Message = peoplev1connect.PeopleServicePostPeopleProcedure, body
		r.NewResponse = func() proto.Message { return &peoplev1.PostPeopleResponse{} }
	case method == http.MethodGet && p == "/articles":
		n, _ := strconv.Atoi(q.Get("sections"))
		r.Procedure, r.Message = articlesv1connect.ArticleServiceGetArticleProcedure, &articlesv1.GetArticleRequest{Sections: int32(n)}
		r.NewResponse = func() proto.Message { return &articlesv1.Article{} }
	case method == http.MethodPost && p == "/report":
		doc, _ := body.(*docsv1.Document)
		r.Procedure, r.Message = docsv1connect.DocumentServiceSaveProcedure, &docsv1.SaveRequest{Document: doc}
		r.NewResponse = func() proto.Message { return &docsv1.SaveResponse{} }
	case method == http.MethodPost && p == "/report/validate":
		doc, _ := body.(*docsv1.Document)
		r.Procedure, r.Message = docsv1connect.DocumentServiceValidateProcedure, &docsv1.ValidateRequest{Document: doc}
		r.NewResponse = func() proto.Message { return &docsv1.ValidateResponse{} }
	case method == http.MethodGet && p == "/reports":
		limit, _ := strconv.Atoi(q.Get("limit"))
		r.Procedure, r.Message = docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure, &docsv1.GetAllByLimitAndOffsetRequest{Limit: int32(limit)}
		r.NewResponse = func() proto.Message { return &docsv1.GetAllByLimitAndOffsetResponse{} }
	default:
		return r, fmt.Errorf("build scenario: no RPC serves %s %s; the routes with one: %s", method, path, strings.Join(Routes, ", "))
	}
	return r, nil
}

// newScenario is the scenario of spec without requests (its name and
// think time), and the encoder its request bodies are compressed with.
func newScenario(spec ScenarioSpec) (loadgen.Scenario, *contentcoding.Encoder, error) {
	sc := loadgen.Scenario{Name: spec.Name}
	if spec.Think != "" {
		d, err := time.ParseDuration(spec.Think)
		if err != nil {
			return sc, nil, fmt.Errorf("build scenario: think: %w", err)
		}
		sc.Think = d
	}
	enc, err := contentcoding.NewEncoder(contentcoding.DefaultLevels)
	if err != nil {
		return sc, nil, fmt.Errorf("build scenario: %w", err)
	}
	return sc, enc, nil
}
