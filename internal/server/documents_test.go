package server

import (
	"bytes"
	"context"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

// canonicalTypes is each codec's canonical media type.
func canonicalTypes() []string {
	var out []string
	for _, c := range registry.Codecs() {
		out = append(out, registry.MediaType(c))
	}
	return out
}

func encode(t testing.TB, mediaType string, m proto.Message) []byte {
	t.Helper()
	b, err := registryMarshal(mediaType, m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDocumentsEveryFormat saves, validates and lists documents in every
// format over HTTP/1.1 and h2c, and checks that the owner's secret never
// comes back, in any format.
func TestDocumentsEveryFormat(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	for _, p := range protocols {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			base := startServer(t, Config{}, data)
			client := newClient(t, p)
			docs := dataset.GenerateDocuments(7, 2*len(registry.Codecs()))
			var ids []string
			for i, d := range docs {
				mt := canonicalTypes()[i%len(registry.Codecs())]
				r := do(t, client, http.MethodPost, base+"/report", http.Header{"Content-Type": {mt}, "Accept": {mt}}, bytes.NewReader(encode(t, mt, d)))
				if r.StatusCode != http.StatusCreated {
					t.Fatalf("POST /report as %s: %d %s", mt, r.StatusCode, r.body)
				}
				got := &docsv1.SaveResponse{}
				decode(t, r, got)
				if !uuidRE.MatchString(got.Message) {
					t.Fatalf("saved id %q is not a UUID", got.Message)
				}
				if slices.Contains(ids, got.Message) {
					t.Fatalf("id %s given twice", got.Message)
				}
				ids = append(ids, got.Message)
				v := do(t, client, http.MethodPost, base+"/report/validate", http.Header{"Content-Type": {mt}, "Accept": {mt}}, bytes.NewReader(encode(t, mt, d)))
				if v.StatusCode != http.StatusOK {
					t.Fatalf("POST /report/validate as %s: %d %s", mt, v.StatusCode, v.body)
				}
				d.Owner.Secret = "" // what reads must return
			}
			for _, mt := range canonicalTypes() {
				r := do(t, client, http.MethodGet, base+"/reports?limit=1000", http.Header{"Accept": {mt}}, nil)
				if r.StatusCode != http.StatusOK {
					t.Fatalf("GET /reports as %s: %d %s", mt, r.StatusCode, r.body)
				}
				for _, d := range dataset.GenerateDocuments(7, len(docs)) {
					if bytes.Contains(r.body, []byte(d.Owner.Secret)) {
						t.Fatalf("GET /reports as %s contains an owner's secret", mt)
					}
				}
				got := &docsv1.GetAllByLimitAndOffsetResponse{}
				decode(t, r, got)
				if len(got.Documents) != len(docs) {
					t.Fatalf("%s: %d documents, want %d", mt, len(got.Documents), len(docs))
				}
				for i := range docs {
					if !proto.Equal(got.Documents[i], docs[i]) {
						t.Fatalf("%s: document %d differs from the one saved (insertion order, secret removed)", mt, i)
					}
				}
			}
			// Paging: default 10, then offset.
			r := do(t, client, http.MethodGet, base+"/reports", nil, nil)
			page := &docsv1.GetAllByLimitAndOffsetResponse{}
			decode(t, r, page)
			if len(page.Documents) != DefaultDocumentsLimit || !proto.Equal(page.Documents[0], docs[0]) {
				t.Fatalf("default page: %d documents", len(page.Documents))
			}
			r = do(t, client, http.MethodGet, base+"/reports?limit=3&offset="+strconv.Itoa(len(docs)-2), nil, nil)
			decode(t, r, page)
			if len(page.Documents) != 2 || !proto.Equal(page.Documents[1], docs[len(docs)-1]) {
				t.Fatalf("last page: %d documents", len(page.Documents))
			}
		})
	}
}

// TestBadDocumentsLeaveTheStoreUnchanged sends every kind of bad request to
// the document endpoints, checks status, code and error body, then checks
// that nothing was saved.
func TestBadDocumentsLeaveTheStoreUnchanged(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{MaxBodyBytes: 64 << 10}, data)
	client := newClient(t, protocols[1])
	good := dataset.GenerateDocuments(3, 1)[0]
	invalid := proto.CloneOf(good)
	invalid.Name, invalid.Department.Code, invalid.Delivery.Address.Country = "", "not-a-uuid", "GBR"
	invalid.Goods = append(invalid.Goods, &docsv1.Goods{Name: "x", Amount: 0})
	huge := proto.CloneOf(good)
	huge.Name = strings.Repeat("n", 100<<10)
	jsonType := http.Header{"Content-Type": {"application/json"}}
	tests := []struct {
		name, method, path string
		header             http.Header
		body               []byte
		status             int
		code               apierror.Code
		fields             []string
	}{
		{"invalid_document", "POST", "/report", jsonType, encode(t, "application/json", invalid), 422, apierror.CodeValidationFailed,
			[]string{"name", "department.code", "delivery.address.country", "goods[" + strconv.Itoa(len(good.Goods)) + "].amount"}},
		{"invalid_document_validate", "POST", "/report/validate", http.Header{"Content-Type": {"application/msgpack"}, "Accept": {"application/xml"}},
			encode(t, "application/msgpack", invalid), 422, apierror.CodeValidationFailed, []string{"name", "department.code"}},
		{"empty_document", "POST", "/report", jsonType, []byte(`{}`), 422, apierror.CodeValidationFailed, []string{"name", "department", "delivery"}},
		{"malformed_json", "POST", "/report", jsonType, []byte(`{"name":`), 400, apierror.CodeInvalidArgument, nil},
		{"unknown_field", "POST", "/report", jsonType, []byte(`{"docs":{"name":"seed 003 wraps it"}}`), 400, apierror.CodeInvalidArgument, nil},
		{"malformed_flatbuffers", "POST", "/report", http.Header{"Content-Type": {"application/x-flatbuffers"}}, []byte{1, 2, 3, 4, 5, 6, 7, 8}, 400, apierror.CodeInvalidArgument, nil},
		{"xml_doctype", "POST", "/report", http.Header{"Content-Type": {"application/xml"}}, []byte(`<!DOCTYPE x [<!ENTITY a "b">]><Document><name>&a;</name></Document>`), 400, apierror.CodeInvalidArgument, nil},
		{"wrong_content_type", "POST", "/report", http.Header{"Content-Type": {"text/plain"}}, []byte("hello"), 415, apierror.CodeUnsupportedMediaType, nil},
		{"too_large", "POST", "/report", jsonType, encode(t, "application/json", huge), 413, apierror.CodePayloadTooLarge, nil},
		{"limit_negative", "GET", "/reports?limit=-1", nil, nil, 400, apierror.CodeInvalidArgument, []string{"limit"}},
		{"limit_not_a_number", "GET", "/reports?limit=ten", nil, nil, 400, apierror.CodeInvalidArgument, []string{"limit"}},
		{"limit_too_big", "GET", "/reports?limit=1001", nil, nil, 400, apierror.CodeInvalidArgument, []string{"limit"}},
		{"offset_negative", "GET", "/reports?offset=-3&limit=x", nil, nil, 400, apierror.CodeInvalidArgument, []string{"limit", "offset"}},
		{"posted_people_limit", "GET", "/people/posted?limit=50001", nil, nil, 400, apierror.CodeInvalidArgument, []string{"limit"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := do(t, client, tt.method, base+tt.path, tt.header, bytes.NewReader(tt.body))
			if r.StatusCode != tt.status {
				t.Fatalf("status %d, want %d: %.300s", r.StatusCode, tt.status, r.body)
			}
			e := decodeError(t, r)
			if e.Code != tt.code {
				t.Fatalf("code %s, want %s", e.Code, tt.code)
			}
			var fields []string
			for _, v := range e.Violations {
				fields = append(fields, v.Field)
			}
			for _, f := range tt.fields {
				if !strings.Contains(strings.Join(fields, ","), f) {
					t.Errorf("violations %v lack %s", fields, f)
				}
			}
		})
	}
	r := do(t, client, http.MethodGet, base+"/reports?limit=1000", nil, nil)
	got := &docsv1.GetAllByLimitAndOffsetResponse{}
	decode(t, r, got)
	if len(got.Documents) != 0 {
		t.Fatalf("bad requests saved %d documents", len(got.Documents))
	}
	if r := do(t, client, http.MethodPost, base+"/report", jsonType, bytes.NewReader(encode(t, "application/json", good))); r.StatusCode != http.StatusCreated {
		t.Fatalf("a good document after the bad ones: %d", r.StatusCode)
	}
}

func TestWriteToken(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{WriteToken: "s3cret-token"}, mustData(t, generatedData))
	client := newClient(t, protocols[0])
	body := encode(t, "application/json", dataset.GenerateDocuments(4, 1)[0])
	for _, tc := range []struct {
		name, auth, path string
		status           int
	}{
		{"missing", "", "/report", 401},
		{"wrong", "Bearer nope", "/report", 401},
		{"not_bearer", "Basic czNjcmV0LXRva2Vu", "/report", 401},
		{"right", "Bearer s3cret-token", "/report", 201},
		{"validate_needs_none", "", "/report/validate", 200},
		{"people_missing", "", "/people", 401},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{"Content-Type": {"application/json"}}
			if tc.auth != "" {
				h.Set("Authorization", tc.auth)
			}
			b := body
			if tc.path == "/people" {
				b = []byte(`{"person":[{"name":"x"}]}`)
			}
			r := do(t, client, http.MethodPost, base+tc.path, h, bytes.NewReader(b))
			if r.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", r.StatusCode, tc.status, r.body)
			}
			if tc.status == 401 {
				if e := decodeError(t, r); e.Code != apierror.CodeUnauthenticated || r.Header.Get("WWW-Authenticate") == "" {
					t.Fatalf("error %v, WWW-Authenticate %q", e, r.Header.Get("WWW-Authenticate"))
				}
			}
		})
	}
}

func TestPostedPeopleReadBack(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	client := newClient(t, protocols[1])
	first, second := data.People.Person[:3], data.People.Person[100:2100]
	for _, batch := range [][]*peoplev1.Person{first, second} {
		r := do(t, client, http.MethodPost, base+"/people", http.Header{"Content-Type": {"application/msgpack"}},
			bytes.NewReader(encode(t, "application/msgpack", &peoplev1.People{Person: batch})))
		if r.StatusCode != http.StatusOK {
			t.Fatalf("POST /people: %d %s", r.StatusCode, r.body)
		}
	}
	want := append(append([]*peoplev1.Person{}, first...), second...)
	r := do(t, client, http.MethodGet, base+"/people/posted?limit=50000", http.Header{"Accept": {"application/x-protobuf"}}, nil)
	got := &peoplev1.People{}
	decode(t, r, got)
	if !proto.Equal(got, &peoplev1.People{Person: want}) {
		t.Fatalf("read back %d persons, posted %d (or in another order)", len(got.Person), len(want))
	}
	r = do(t, client, http.MethodGet, base+"/people/posted?limit=2&offset=2", nil, nil)
	decode(t, r, got)
	if len(got.Person) != 2 || !proto.Equal(got.Person[0], first[2]) || !proto.Equal(got.Person[1], second[0]) {
		t.Fatalf("page across the two posts: %v", got.Person)
	}
}

func TestNoStoreIs503(t *testing.T) {
	t.Parallel()
	s, err := New(Config{Logger: discardLogger()}, mustData(t, generatedData))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/reports", "/people/posted"} {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, path, nil)
		rec := newRecorder()
		s.Handler().ServeHTTP(rec, req)
		r := rec.response()
		if r.StatusCode != http.StatusServiceUnavailable || decodeError(t, r).Code != apierror.CodeUnavailable {
			t.Fatalf("%s without a store: %d", path, r.StatusCode)
		}
	}
}
