package transcode_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/bufbuild/protocompile"
	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/transcode"
)

// testFile compiles testdata/transcode_test.proto once.
var testFile = sync.OnceValues(func() (protoreflect.FileDescriptor, error) {
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{"testdata"}}),
			protocompile.ResolverFunc(func(path string) (protocompile.SearchResult, error) {
				fd, err := protoregistry.GlobalFiles.FindFileByPath(path)
				if err != nil {
					return protocompile.SearchResult{}, err
				}
				return protocompile.SearchResult{Desc: fd}, nil
			}),
		},
	}
	files, err := c.Compile(context.Background(), "transcode_test.proto")
	if err != nil {
		return nil, err
	}
	return files[0], nil
})

func service(t testing.TB, name string) protoreflect.ServiceDescriptor {
	t.Helper()
	fd, err := testFile()
	if err != nil {
		t.Fatal(err)
	}
	sd := fd.Services().ByName(protoreflect.Name(name))
	if sd == nil {
		t.Fatalf("no service %s", name)
	}
	return sd
}

func message(t testing.TB, name string) protoreflect.MessageDescriptor {
	t.Helper()
	fd, err := testFile()
	if err != nil {
		t.Fatal(err)
	}
	md := fd.Messages().ByName(protoreflect.Name(name))
	if md == nil {
		t.Fatalf("no message %s", name)
	}
	return md
}

// recorder is an Invoker that keeps the last request and answers with the
// request itself when the types match, else with reply (or an empty
// response).
type recorder struct {
	mu     sync.Mutex
	method protoreflect.FullName
	req    proto.Message
	reply  func(md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error)
}

func (rec *recorder) invoke(_ context.Context, md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
	rec.mu.Lock()
	rec.method, rec.req = md.FullName(), req
	rec.mu.Unlock()
	if rec.reply != nil {
		return rec.reply(md, req)
	}
	if md.Output().FullName() == md.Input().FullName() {
		return req, nil
	}
	return dynamicpb.NewMessage(md.Output()), nil
}

func (rec *recorder) last() (protoreflect.FullName, proto.Message) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.method, rec.req
}

func newHandler(t testing.TB, rec *recorder, services ...string) *transcode.Handler {
	t.Helper()
	var sds []protoreflect.ServiceDescriptor
	for _, s := range services {
		sds = append(sds, service(t, s))
	}
	h, err := transcode.New(sds, rec.invoke)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// text parses a message of md from the text format of the documentation.
func text(t testing.TB, md protoreflect.MessageDescriptor, s string) proto.Message {
	t.Helper()
	m := dynamicpb.NewMessage(md)
	if err := prototext.Unmarshal([]byte(s), m); err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return m
}

func do(h http.Handler, method, target, body string, header ...string) *httptest.ResponseRecorder {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	r := httptest.NewRequest(method, target, rd)
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

var _ = os.Getenv

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }

// newRequest is httptest.NewRequest without its panic on a bad target.
func newRequest(method, target, body string) (r *http.Request, err error) {
	defer func() {
		if recover() != nil {
			r, err = nil, errors.New("bad request line")
		}
	}()
	r = httptest.NewRequest(method, target, strings.NewReader(body))
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	return r, nil
}

func ruleGet(path string) *annotations.HttpRule {
	return &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: path}}
}
