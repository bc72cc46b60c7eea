package transcode_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/transcode"
)

// TestReplyInBodyFormat: with the option, a Protobuf body and no Accept
// (or */*) is answered in Protobuf; an Accept of the client's own, a
// request without a body and a handler without the option answer as
// negotiated (JSON by default).
func TestReplyInBodyFormat(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	svcs := []protoreflect.ServiceDescriptor{service(t, "Example4")}
	with, err := transcode.New(svcs, rec.invoke, transcode.ReplyInBodyFormat())
	if err != nil {
		t.Fatal(err)
	}
	without, err := transcode.New(svcs, rec.invoke)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name          string
		h             *transcode.Handler
		ctype, accept string
		body          string
		want          string
	}{
		{"protobuf body, no accept", with, "application/x-protobuf", "", "\x12\x03Hi!", "application/x-protobuf"},
		{"protobuf alias, accept */*", with, "application/protobuf", "*/*", "\x12\x03Hi!", "application/protobuf"},
		{"msgpack body", with, "application/msgpack", "", "\x81\xa4text\xa3Hi!", "application/msgpack"},
		{"accept of its own", with, "application/x-protobuf", "application/xml", "\x12\x03Hi!", "application/xml"},
		{"no body", with, "", "", "", "application/json"},
		{"without the option", without, "application/x-protobuf", "", "\x12\x03Hi!", "application/json"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			t.Parallel()
			r := httptest.NewRequest(http.MethodPatch, "/v1/messages/7", strings.NewReader(tt.body))
			if tt.ctype != "" {
				r.Header.Set("Content-Type", tt.ctype)
			}
			if tt.accept != "" {
				r.Header.Set("Accept", tt.accept)
			}
			w := httptest.NewRecorder()
			tt.h.ServeHTTP(w, r)
			if w.Code != 200 || w.Header().Get("Content-Type") != tt.want {
				t.Fatalf("status %d, Content-Type %q, want 200 %q: %q", w.Code, w.Header().Get("Content-Type"), tt.want, w.Body)
			}
			if got := r.Header.Get("Accept"); got != tt.accept {
				t.Errorf("the caller's request was changed: Accept %q", got)
			}
		})
	}
}
