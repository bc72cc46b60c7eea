package mockapi_test

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/userschema"
)

const libraryDir = "../../testdata/library"

var (
	libraryBooks   = filepath.Join(libraryDir, "books.jsonl")
	libraryShelves = filepath.Join(libraryDir, "shelves.jsonl")
)

func loadLibrary(t *testing.T) *userschema.Schema {
	t.Helper()
	s, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{libraryDir}, Files: []string{"acme/library/v1/library.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAnnotatedRouteReplaces: a configured route of the same HTTP method
// and path as a google.api.http binding (its variables' names aside)
// replaces it, and the log says so; the method's other bindings, and the
// other methods' on the same path, are still served.
func TestAnnotatedRouteReplaces(t *testing.T) {
	t.Parallel()
	sch := loadLibrary(t)
	specs := routes(t, "GET /v1/shelves/{index}="+libraryShelves+":acme.library.v1.Shelf")
	api, err := mockapi.New(sch, specs, mockapi.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := strings.Join(api.Describe(), "\n"); !strings.Contains(d, "GET /v1/{name=shelves/*}: the google.api.http binding of acme.library.v1.LibraryService/GetShelf, replaced by the route GET /v1/shelves/{index}") {
		t.Errorf("the log does not say the binding is replaced:\n%s", d)
	}
	base := start(t, sch, specs, t.TempDir())
	r := do(t, http.MethodGet, base+"/v1/shelves/1", nil, "Accept", "application/json")
	if r.status != http.StatusOK || !strings.Contains(string(r.body), `"history"`) {
		t.Errorf("GET /v1/shelves/1: %d %s, want the configured item route's shelf 1", r.status, r.body)
	}
	r = do(t, http.MethodPatch, base+"/v1/shelves/1", []byte(`{"theme":"sf"}`), "Content-Type", "application/json", "Accept", "application/json")
	if r.status != http.StatusOK || !strings.Contains(string(r.body), `"shelves/1"`) {
		t.Errorf("PATCH /v1/shelves/1 (UpdateShelf's binding on the same path, echo by default): %d %s", r.status, r.body)
	}
	r = do(t, http.MethodGet, base+"/v1/shelves/1/books/2", nil, "Accept", "application/json")
	if r.status != http.StatusOK {
		t.Errorf("GET /v1/shelves/1/books/2: %d %s", r.status, r.body)
	}
}

// TestAnnotatedRouteConflicts: a configured route that overlaps a
// binding without being its path is a startup error naming both.
func TestAnnotatedRouteConflicts(t *testing.T) {
	t.Parallel()
	sch := loadLibrary(t)
	for _, route := range []string{
		"GET /v1/shelves/special=" + libraryShelves + ":acme.library.v1.Shelf", // under {name=shelves/*}
		"GET /v1/books/{id}=" + libraryBooks + ":acme.library.v1.Book",         // under {name=**}
		"POST /v1/books/x=rpc:acme.library.v1.LibraryService/Ping",             // not a binding's method: no conflict
	} {
		t.Run(route, func(t *testing.T) {
			t.Parallel()
			_, err := mockapi.New(sch, routes(t, route), mockapi.Options{})
			if strings.HasPrefix(route, "POST") {
				if err != nil {
					t.Errorf("a POST beside GET bindings: %v", err)
				}
				return
			}
			var ue *userschema.Error
			if !errors.As(err, &ue) {
				t.Fatalf("want a *userschema.Error, got %v", err)
			}
			path, _, _ := strings.Cut(route, "=")
			if !strings.Contains(ue.Msg, path) || !strings.Contains(ue.Msg, "google.api.http binding of acme.library.v1.LibraryService/") {
				t.Errorf("the error does not name both: %s", ue.Msg)
			}
		})
	}
}

// TestAnnotatedOverlapping: bindings of one method whose paths overlap
// (a variable and a literal with a custom verb) share one route of the
// router, and the transcoder picks the most specific template: each
// answers its own method's type.
func TestAnnotatedOverlapping(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const src = `syntax = "proto3";
package acme.overlap.v1;
import "google/api/annotations.proto";
service Shelves {
  rpc GetShelf(GetShelfRequest) returns (Shelf) { option (google.api.http) = {get: "/v1/{name=shelves/*}"}; }
  rpc Search(SearchRequest) returns (SearchResponse) { option (google.api.http) = {get: "/v1/shelves:search"}; }
  rpc GetAny(GetShelfRequest) returns (GetShelfRequest) { option (google.api.http) = {get: "/v1/{name=shelves/**}"}; }
}
message GetShelfRequest { string name = 1; }
message Shelf { string name = 1; }
message SearchRequest { string query = 1; }
message SearchResponse { repeated Shelf shelves = 1; int32 total = 2; }
`
	if err := os.WriteFile(filepath.Join(dir, "overlap.proto"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{dir}, Files: []string{"overlap.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	specs := routes(t, "RPC acme.overlap.v1.Shelves/Search=generate", "RPC acme.overlap.v1.Shelves/GetShelf=generate")
	base := start(t, sch, specs, t.TempDir())
	for _, c := range []struct{ path, out, field string }{
		{"/v1/shelves:search?query=x", "SearchResponse", "total"},
		{"/v1/shelves/3", "Shelf", "name"},
		{"/v1/shelves/3/deep/er", "GetShelfRequest", "name"},
	} {
		r := do(t, http.MethodGet, base+c.path, nil, "Accept", "application/json")
		if r.status != http.StatusOK {
			t.Errorf("GET %s: %d %s", c.path, r.status, r.body)
			continue
		}
		d, _ := sch.Files.FindDescriptorByName(protoreflect.FullName("acme.overlap.v1." + c.out))
		md := d.(protoreflect.MessageDescriptor)
		m := dynamicpb.NewMessage(md)
		if err := protojson.Unmarshal(r.body, m); err != nil || !m.Has(md.Fields().ByName(protoreflect.Name(c.field))) {
			t.Errorf("GET %s: %s is not a %s with %s set (%v)", c.path, r.body, c.out, c.field, err)
		}
	}
	if r := do(t, http.MethodGet, base+"/v1/shelves/3/deep/er", nil, "Accept", "application/json"); !strings.Contains(string(r.body), `"shelves/3/deep/er"`) {
		t.Errorf("GetAny echoes its {name=**}: %s", r.body)
	}
}
