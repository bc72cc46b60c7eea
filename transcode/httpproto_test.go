package transcode_test

import (
	"net/http"
	"testing"

	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
)

// TestHTTPProtoExamples runs every example of google/api/http.proto's
// documentation: the HTTP request it shows and the gRPC call it says the
// request becomes (in the documentation's own text notation).
func TestHTTPProtoExamples(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, service         string
		method, target, body  string
		wantMethod, wantInput string
		want                  string
	}{
		{"name=messages/*", "Example1", http.MethodGet, "/v1/messages/123456", "",
			"transcode.test.v1.Example1.GetMessage", "NameRequest", `name: "messages/123456"`},
		{"query parameters", "Example2", http.MethodGet, "/v1/messages/123456?revision=2&sub.subfield=foo", "",
			"transcode.test.v1.Example2.GetMessage", "GetMessageRequest", `message_id: "123456" revision: 2 sub { subfield: "foo" }`},
		{"body field", "Example3", http.MethodPatch, "/v1/messages/123456", `{"text": "Hi!"}`,
			"transcode.test.v1.Example3.UpdateMessage", "UpdateMessageRequest", `message_id: "123456" message { text: "Hi!" }`},
		{"body *", "Example4", http.MethodPatch, "/v1/messages/123456", `{"text": "Hi!"}`,
			"transcode.test.v1.Example4.UpdateMessage", "Message", `message_id: "123456" text: "Hi!"`},
		{"additional_bindings, main", "Example5", http.MethodGet, "/v1/messages/123456", "",
			"transcode.test.v1.Example5.GetMessage", "UserMessageRequest", `message_id: "123456"`},
		{"additional_bindings, additional", "Example5", http.MethodGet, "/v1/users/me/messages/123456", "",
			"transcode.test.v1.Example5.GetMessage", "UserMessageRequest", `user_id: "me" message_id: "123456"`},
		{"service config rule, nested path field", "Example6", http.MethodGet, "/v1/messages/123456/foo", "",
			"transcode.test.v1.Example6.GetMessage", "GetMessageRequest", `message_id: "123456" sub { subfield: "foo" }`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			h := newHandler(t, rec, tt.service)
			w := do(h, tt.method, tt.target, tt.body)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			gotMethod, got := rec.last()
			if string(gotMethod) != tt.wantMethod {
				t.Errorf("method %s, want %s", gotMethod, tt.wantMethod)
			}
			want := text(t, message(t, tt.wantInput), tt.want)
			if !proto.Equal(got, want) {
				t.Errorf("request\n got %s\nwant %s", prototext.Format(got), prototext.Format(want))
			}
		})
	}
}
