package transcode_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/msgpackcodec"
	"github.com/polywire/polywire/codec/protocodec"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
	"github.com/polywire/polywire/transcode"
)

// TestBodyAllGeneratedType: body "*" into a generated request type, in the
// formats whose decoders reset the message before filling it (Protobuf,
// MessagePack) and in JSON — the request reaches the method whole, and the
// answer is a 200, not a 500 from a panic on the reset message.
func TestBodyAllGeneratedType(t *testing.T) {
	t.Parallel()
	people := &peoplev1.People{Person: []*peoplev1.Person{{Name: "Ada", Mobile: []string{"+44 1"}}, {Name: "Bo"}}}
	// serve is a transcoder over a PostPeople that hands its request to got.
	serve := func(t *testing.T) (http.Handler, chan *peoplev1.People) {
		got := make(chan *peoplev1.People, 1)
		post := func(_ context.Context, req *connect.Request[peoplev1.People]) (*connect.Response[peoplev1.PostPeopleResponse], error) {
			got <- req.Msg
			return connect.NewResponse(&peoplev1.PostPeopleResponse{}), nil
		}
		h, err := transcode.New([]protoreflect.ServiceDescriptor{peoplev1.File_polywire_people_v1_people_proto.Services().Get(0)},
			transcode.Methods(map[string]transcode.MethodFunc{peoplev1connect.PeopleServicePostPeopleProcedure: transcode.Unary(post)}))
		if err != nil {
			t.Fatal(err)
		}
		return h, got
	}
	pb, err := protocodec.Codec{}.Marshal(nil, people)
	if err != nil {
		t.Fatal(err)
	}
	mp, err := msgpackcodec.Codec{}.Marshal(nil, people)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, ctype string
		body        []byte
	}{
		{"protobuf", "application/x-protobuf", pb},
		{"msgpack", "application/msgpack", mp},
		{"json", "application/json", []byte(`{"person": [{"name": "Ada", "mobile": ["+44 1"]}, {"name": "Bo"}]}`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h, got := serve(t)
			r := httptest.NewRequest(http.MethodPost, "/people", bytes.NewReader(tt.body))
			r.Header.Set("Content-Type", tt.ctype)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d, want 200: %s", w.Code, w.Body)
			}
			if msg := <-got; !proto.Equal(msg, people) {
				t.Errorf("request %v, want %v", msg, people)
			}
		})
	}
}
