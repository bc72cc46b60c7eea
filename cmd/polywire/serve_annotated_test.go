package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
)

// libraryDir holds an annotated service shaped like a real team's
// (shelves and books behind google.api.http rules); it imports
// google/api/annotations.proto without vendoring it.
const libraryDir = "../../testdata/library"

const libraryFile = "acme/library/v1/library.proto"

// librarySet writes the library schema as a descriptor set without the
// google/api files (protoc without --include_imports writes that: serve
// takes them from the descriptors compiled into polywire).
func librarySet(t *testing.T) string {
	t.Helper()
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{libraryDir}, Files: []string{libraryFile}})
	if err != nil {
		t.Fatal(err)
	}
	set := &descriptorpb.FileDescriptorSet{}
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		for i := range fd.Imports().Len() {
			add(fd.Imports().Get(i).FileDescriptor)
		}
		if !strings.HasPrefix(fd.Path(), "google/api/") {
			set.File = append(set.File, protodesc.ToFileDescriptorProto(fd))
		}
	}
	for _, fd := range sch.Roots {
		add(fd)
	}
	raw, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "library.binpb")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestServeAnnotated: serve on a schema with google.api.http rules and no
// route of its own serves every rule's path (variables over several
// segments, a body field, body "*", response_body, a custom verb,
// additional bindings, query parameters) with status 200 and the method's
// own response type, in JSON and Protobuf, calling what the method's RPC
// line says (a data file, echo, generate; empty by default); 404 lists the
// rules, 405 has Allow, a bad query value is a 400 naming the field, and
// /metrics labels requests with the rule. The same from .proto files and
// from a descriptor set.
func TestServeAnnotated(t *testing.T) {
	t.Parallel()
	const pkg = "acme.library.v1."
	books := filepath.Join(libraryDir, "books.jsonl")
	rpcs := []string{
		"-route", "RPC " + pkg + "LibraryService/GetBook=" + books,
		"-route", "RPC " + pkg + "LibraryService/UpdateShelf=echo",
		"-route", "RPC " + pkg + "LibraryService/ArchiveBook=generate",
	}
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{libraryDir}, Files: []string{libraryFile}})
	if err != nil {
		t.Fatal(err)
	}
	msg := func(name string) protoreflect.MessageDescriptor {
		md, err := sch.Message(pkg + name)
		if err != nil {
			t.Fatal(err)
		}
		return md
	}
	for _, src := range []struct {
		name   string
		schema func(t *testing.T) []string
	}{
		{"proto files", func(*testing.T) []string { return []string{"-proto-path", libraryDir, libraryFile} }},
		{"descriptor set", func(t *testing.T) []string { return []string{"-descriptor-set", librarySet(t)} }},
	} {
		t.Run(src.name, func(t *testing.T) {
			t.Parallel()
			base, _ := serveInProcess(t, append(src.schema(t), rpcs...)...)
			type call struct {
				method, path, body string
				out                string // response message (short name)
				want               string // the JSON answer; "" when any
				// wantPB is the second answer (in Protobuf), when not
				// the first's: a data file answers its messages in turn.
				wantPB string
			}
			calls := []call{
				{"GET", "/v1/shelves/1/books/1", "", "Book", `{"name":"shelves/1/books/1","title":"The Left Hand of Darkness","author":"Ursula K. Le Guin","genre":"GENRE_FICTION","published":"1969-03-01T00:00:00Z"}`,
					`{"name":"shelves/1/books/2","title":"SPQR","author":"Mary Beard","genre":"GENRE_HISTORY","published":"2015-10-20T00:00:00Z"}`},
				{"GET", "/v1/books/shelves/1/books/2", "", "Book", "", ""}, // additional binding, {name=**}
				{"POST", "/v1/shelves/1/books", `{"title":"Dune"}`, "Book", `{}`, ""},
				{"GET", "/v1/shelves/1/books?page_size=2&filter=author%3DBeard&genre=GENRE_HISTORY", "", "ListBooksResponse", `{}`, ""},
				{"POST", "/v1/shelves/1/books/2:archive", `{"reason":"worn"}`, "Book", "", ""}, // response_body: book
				{"GET", "/v1/shelves/7", "", "Shelf", `{}`, ""},
				{"PATCH", "/v1/shelves/7", `{"theme":"sf","bookCount":3}`, "Shelf", `{"name":"shelves/7","theme":"sf","bookCount":3}`, ""},
				{"PUT", "/v1/shelves/8", `{"theme":"history"}`, "Shelf", `{"name":"shelves/8","theme":"history"}`, ""},
				{"DELETE", "/v1/shelves/1/books/1", "", "google.protobuf.Empty", `{}`, ""},
			}
			for _, c := range calls {
				t.Run(c.method+" "+c.path, func(t *testing.T) {
					var md protoreflect.MessageDescriptor
					if strings.Contains(c.out, ".") {
						d, err := sch.Files.FindDescriptorByName(protoreflect.FullName(c.out))
						if err != nil {
							t.Fatal(err)
						}
						md = d.(protoreflect.MessageDescriptor)
					} else {
						md = msg(c.out)
					}
					var body []byte
					if c.body != "" {
						body = []byte(c.body)
					}
					status, got := send(t, c.method, base+c.path, body, "Content-Type", "application/json", "Accept", "application/json")
					if status != http.StatusOK {
						t.Fatalf("%d %s", status, got)
					}
					fromJSON := dynamicpb.NewMessage(md)
					if err := protojson.Unmarshal(got, fromJSON); err != nil {
						t.Fatalf("the answer %s is not a %s: %v", got, md.FullName(), err)
					}
					if c.want != "" {
						want := dynamicpb.NewMessage(md)
						if err := protojson.Unmarshal([]byte(c.want), want); err != nil {
							t.Fatal(err)
						}
						if !proto.Equal(fromJSON, want) {
							t.Errorf("got %s, want %s", got, c.want)
						}
					}
					if c.out == "Book" && c.path != "/v1/shelves/1/books" && fromJSON.Get(md.Fields().ByName("title")).String() == "" {
						t.Errorf("a book without a title: %s", got)
					}
					status, raw := send(t, c.method, base+c.path, body, "Content-Type", "application/json", "Accept", "application/x-protobuf")
					if status != http.StatusOK {
						t.Fatalf("in Protobuf: %d %s", status, raw)
					}
					fromPB := dynamicpb.NewMessage(md)
					if err := proto.Unmarshal(raw, fromPB); err != nil {
						t.Fatalf("the Protobuf answer is not a %s: %v", md.FullName(), err)
					}
					switch {
					case c.wantPB != "":
						want := dynamicpb.NewMessage(md)
						if err := protojson.Unmarshal([]byte(c.wantPB), want); err != nil {
							t.Fatal(err)
						}
						if !proto.Equal(fromPB, want) {
							t.Errorf("in Protobuf: got %v, want %s", fromPB, c.wantPB)
						}
					case c.want != "" && !proto.Equal(fromPB, fromJSON):
						t.Errorf("Protobuf and JSON answers differ: %v vs %s", fromPB, got)
					}
				})
			}

			// Bad input, in the server's error bodies.
			status, got := get(t, base+"/v1/shelves/1/books?page_size=ten")
			if status != http.StatusBadRequest || !strings.Contains(string(got), "pageSize") {
				t.Errorf("bad page_size: %d %s, want 400 naming pageSize", status, got)
			}
			status, got = get(t, base+"/v1/shelves/1/books?pageSiz=1")
			if status != http.StatusBadRequest || !strings.Contains(string(got), "pageSiz") {
				t.Errorf("unknown query parameter: %d %s, want 400 naming it", status, got)
			}
			status, got = get(t, base+"/v2/nothing")
			if status != http.StatusNotFound || !strings.Contains(string(got), "GET /v1/{name=shelves/*/books/*}") ||
				!strings.Contains(string(got), "POST /v1/{name=shelves/*/books/*}:archive") {
				t.Errorf("unknown path: %d %s, want 404 listing the rules", status, got)
			}
			req, _ := http.NewRequest(http.MethodPut, base+"/v1/shelves/1/books/1", nil)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			got, _ = io.ReadAll(res.Body)
			res.Body.Close()
			if allow := res.Header.Get("Allow"); res.StatusCode != http.StatusMethodNotAllowed || !strings.Contains(allow, "GET") || !strings.Contains(allow, "DELETE") {
				t.Errorf("PUT on a book: %d Allow %q %s, want 405 with Allow GET, DELETE", res.StatusCode, allow, got)
			}
			status, got = get(t, base+"/metrics")
			if status != http.StatusOK || !bytes.Contains(got, []byte(`route="GET /v1/{name=shelves/*/books/*}"`)) ||
				!bytes.Contains(got, []byte(`route="POST /v1/{name=shelves/*/books/*}:archive"`)) {
				t.Errorf("/metrics has no route label for the rules")
			}
		})
	}
}
