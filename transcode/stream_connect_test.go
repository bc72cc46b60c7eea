package transcode_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/api/annotations"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/transcode"
)

const watchProcedure = "/grpc.health.v1.Health/Watch"

// watch is a connect-go server-streaming implementation: two statuses for
// a known service, NotFound before any for "missing", Unavailable after
// one for "broken".
func watch(_ context.Context, req *connect.Request[healthpb.HealthCheckRequest], stream *connect.ServerStream[healthpb.HealthCheckResponse]) error {
	switch req.Msg.GetService() {
	case "missing":
		return connect.NewError(connect.CodeNotFound, errors.New("unknown service missing"))
	case "broken":
		if err := stream.Send(&healthpb.HealthCheckResponse{Status: healthpb.HealthCheckResponse_SERVING}); err != nil {
			return err
		}
		return connect.NewError(connect.CodeUnavailable, errors.New("health source went away"))
	}
	for _, s := range []healthpb.HealthCheckResponse_ServingStatus{healthpb.HealthCheckResponse_SERVING, healthpb.HealthCheckResponse_NOT_SERVING} {
		if err := stream.Send(&healthpb.HealthCheckResponse{Status: s}); err != nil {
			return err
		}
	}
	return nil
}

// TestServerStreams serves one connect-go streaming handler over Connect
// (connect-go's own client) and over REST through ServerStreams.
func TestServerStreams(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.Handle(watchProcedure, connect.NewServerStreamHandler(watchProcedure, watch))
	svc := healthpb.File_grpc_health_v1_health_proto.Services().ByName("Health")
	tr, err := transcode.New([]protoreflect.ServiceDescriptor{svc}, transcode.Methods(nil),
		transcode.WithRule("grpc.health.v1.Health.Watch", &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v1/health/{service}:watch"}}),
		transcode.WithStreamInvoker(transcode.ServerStreams(mux)))
	if err != nil {
		t.Fatal(err)
	}
	mux.Handle("/v1/", tr)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)

	t.Run("connect", func(t *testing.T) {
		t.Parallel()
		client := connect.NewClient[healthpb.HealthCheckRequest, healthpb.HealthCheckResponse](srv.Client(), srv.URL+watchProcedure)
		st, err := client.CallServerStream(t.Context(), connect.NewRequest(&healthpb.HealthCheckRequest{Service: "db"}))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for st.Receive() {
			got = append(got, st.Msg().GetStatus().String())
		}
		if st.Err() != nil || strings.Join(got, ",") != "SERVING,NOT_SERVING" {
			t.Errorf("%v %v", got, st.Err())
		}
	})
	cases := []struct {
		service string
		status  int
		body    string
	}{
		{"db", http.StatusOK, "{\"status\":\"SERVING\"}\n{\"status\":\"NOT_SERVING\"}\n"},
		{"missing", http.StatusNotFound, `{"code":"not_found","message":"unknown service missing"}`},
		{"broken", http.StatusOK, "{\"status\":\"SERVING\"}\n{\"@error\":{\"code\":\"unavailable\",\"message\":\"health source went away\"}}\n"},
	}
	for _, tc := range cases {
		t.Run("rest/"+tc.service, func(t *testing.T) {
			t.Parallel()
			req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL+"/v1/health/"+tc.service+":watch", nil)
			req.Header.Set("Accept", "application/x-ndjson")
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status || string(body) != tc.body {
				t.Errorf("%d %q, want %d %q", res.StatusCode, body, tc.status, tc.body)
			}
		})
	}
	t.Run("rest/unmounted", func(t *testing.T) {
		t.Parallel()
		// A mux without the procedure: connect answers 404, REST 501.
		tr, err := transcode.New([]protoreflect.ServiceDescriptor{svc}, transcode.Methods(nil),
			transcode.WithRule("grpc.health.v1.Health.Watch", &annotations.HttpRule{Pattern: &annotations.HttpRule_Get{Get: "/v1/health/{service}:watch"}}),
			transcode.WithStreamInvoker(transcode.ServerStreams(http.NewServeMux())))
		if err != nil {
			t.Fatal(err)
		}
		w := httptest.NewRecorder()
		tr.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/v1/health/db:watch", nil))
		if w.Code != http.StatusNotImplemented {
			t.Errorf("%d %s, want 501", w.Code, w.Body)
		}
	})
}

// TestStreams: the map-based StreamInvoker dispatches by procedure and
// answers 501 for a method it lacks.
func TestStreams(t *testing.T) {
	t.Parallel()
	inv := transcode.Streams(map[string]transcode.StreamFunc{
		"/polywire.transcode.streamtest.Shelves/ListBooks": func(ctx context.Context, req proto.Message, send func(proto.Message) error) error {
			return shelfStreams(ctx, shelves(t).Methods().ByName("ListBooks"), req, send)
		},
	})
	srv := servers(t, newStreamHandler(t, inv))["http1"]
	res := get(t, srv.c, srv.url+"/v1/shelves/s1/books:stream?count=1", "Accept", "application/x-ndjson")
	line, _ := bufio.NewReader(res.Body).ReadString('\n')
	if res.StatusCode != http.StatusOK || !strings.Contains(line, "books/0") {
		t.Errorf("%d %q", res.StatusCode, line)
	}
	res = get(t, srv.c, srv.url+"/v1/shelves/s1/titles:stream?count=1", "Accept", "application/x-ndjson")
	if res.StatusCode != http.StatusNotImplemented {
		t.Errorf("unmapped method: %d, want 501", res.StatusCode)
	}
}
