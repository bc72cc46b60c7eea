package transcode_test

import (
	"errors"
	"strings"
	"testing"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/transcode"
)

func TestNewRefusesBadRules(t *testing.T) {
	t.Parallel()
	const (
		unannotated = "transcode.test.v1.Library.Unannotated"
		search      = "transcode.test.v1.Kinds.Search"
	)
	get := func(path string) *annotations.HttpRule {
		return &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: path}}
	}
	withBody := func(r *annotations.HttpRule, body, resp string) *annotations.HttpRule {
		r.Body, r.ResponseBody = body, resp
		return r
	}
	tests := []struct {
		name   string
		method protoreflect.FullName
		rule   *annotations.HttpRule
		want   []string // each in the error
	}{
		{"bad template", unannotated, get("/v1/{name"), []string{unannotated, "/v1/{name", "not closed"}},
		{"no such field", unannotated, get("/v1/{nope}"), []string{unannotated, "GET /v1/{nope}", `no field "nope"`}},
		{"path through a scalar", unannotated, get("/v1/{shelf.x}"), []string{unannotated, "{shelf.x}", "not a message"}},
		{"repeated variable", search, get("/v2/{tags}"), []string{search, "{tags}", "repeated"}},
		{"map variable", search, get("/v2/{labels}"), []string{search, "{labels}", "repeated"}},
		{"message variable", search, get("/v2/{inner}"), []string{search, "{inner}", "is a message"}},
		{"through a repeated message", search, get("/v2/{inners.s}"), []string{search, "inners", "repeated"}},
		{"body not a field", search, withBody(get("/v2/x"), "nope", ""), []string{search, `body "nope"`, "not a field"}},
		{"body a scalar", search, withBody(get("/v2/x"), "str", ""), []string{search, `body "str"`, "singular message"}},
		{"body a repeated message", search, withBody(get("/v2/x"), "inners", ""), []string{search, `body "inners"`, "singular message"}},
		{"response_body not a field", search, withBody(get("/v2/x"), "", "nope"), []string{search, `response_body "nope"`}},
		{"response_body a scalar", search, withBody(get("/v2/x"), "", "str"), []string{search, `response_body "str"`, "singular message"}},
		{"no pattern", search, &annotations.HttpRule{}, []string{search, "no pattern"}},
		{"custom without kind", search, &annotations.HttpRule{Pattern: &annotations.HttpRule_Custom{Custom: &annotations.CustomHttpPattern{Path: "/x"}}}, []string{search, "no kind"}},
		{"collision", unannotated, get("/v1/{shelf=shelves/*/books/*}"), []string{unannotated, "collides", "transcode.test.v1.Library.GetBook", "GET /v1/{name=shelves/*/books/*}"}},
		{"collision within additional_bindings", unannotated, &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v9/{name}"},
			AdditionalBindings: []*annotations.HttpRule{get("/v9/{shelf}")}}, []string{unannotated, "collides", "/v9/{shelf}"}},
		{"nested additional_bindings", unannotated, &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v9/{name}"},
			AdditionalBindings: []*annotations.HttpRule{{Pattern: &annotations.HttpRule_Get{Get: "/v9/x/{name}"}, AdditionalBindings: []*annotations.HttpRule{get("/v9/y")}}}}, []string{unannotated, "additional_bindings[0]"}},
		{"unknown method", "transcode.test.v1.Library.Nope", get("/x"), []string{"transcode.test.v1.Library.Nope", "none of the services"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			_, err := transcode.New([]protoreflect.ServiceDescriptor{service(t, "Library"), service(t, "Kinds")}, rec.invoke,
				transcode.WithRule(tt.method, tt.rule))
			if err == nil || !errors.Is(err, transcode.ErrRule) {
				t.Fatalf("err %v, want one wrapping ErrRule", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("err %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestRoutes(t *testing.T) {
	t.Parallel()
	h := newHandler(t, &recorder{}, "Example5", "Library")
	var got []string
	for _, r := range h.Routes() {
		got = append(got, r.HTTPMethod+" "+r.Path+" "+string(r.Method.Name()))
	}
	want := []string{
		"GET /v1/messages/{message_id} GetMessage",
		"GET /v1/users/{user_id}/messages/{message_id} GetMessage",
		"GET /v1/{name=shelves/*/books/*} GetBook",
		"GET /v1/{name=shelves/*/books/**} GetShelfBooksAny",
		"GET /v1/shelves/{shelf}/books/favorite GetFavorite",
		"POST /v1/{name=shelves/*/books/*}:archive ArchiveBook",
		"GET /files/{path=**} GetFile",
		"DELETE /v1/{name=shelves/*/books/*} DeleteBook",
		"PUT /v1/{book.name=shelves/*/books/*} PutBook",
		"GET /v1/{name=shelves/*/books/*}/text GetBookText",
		"PURGE /v1/{name=shelves/*} Purge",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("routes\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
