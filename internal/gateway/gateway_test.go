package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/polywire/polywire/internal/userschema"
)

const pb = "application/x-protobuf"

func echoGateway(t *testing.T) (*echoUpstream, string) {
	t.Helper()
	u := startEcho(t, true, true)
	src := echoSource
	_, url := newGateway(t, Config{Upstream: u.addr, Schema: &src})
	return u, url
}

// TestEcho: the .proto source's google.api.http rules are served; JSON
// and Protobuf out; the chosen headers go upstream as metadata and the
// upstream's headers and trailers come back, grpc-* filtered.
func TestEcho(t *testing.T) {
	t.Parallel()
	u, url := echoGateway(t)
	res := do(t, "GET", url+"/v1/items/5", http.Header{"Authorization": {"Bearer t0k"}, "Cookie": {"c=1"}}, nil)
	if res.status != 200 {
		t.Fatalf("GET /v1/items/5: %d %s", res.status, res.body)
	}
	var got map[string]any
	if err := json.Unmarshal(res.body, &got); err != nil {
		t.Fatal(err)
	}
	if got["id"] != "5" || got["name"] != "item-5" || got["note"] != "Bearer t0k" {
		t.Errorf("body %s", res.body)
	}
	if res.header.Get("X-Upstream") != "yes" || res.header.Get("X-Upstream-Trailer") != "done" || res.header.Get("Grpc-Internal") != "" {
		t.Errorf("headers %v", res.header)
	}
	if _, md := u.last(); len(md.Get("cookie")) != 0 || md.Get("authorization")[0] != "Bearer t0k" {
		t.Errorf("upstream metadata %v", md)
	}
	res = do(t, "GET", url+"/v1/items/5", http.Header{"Accept": {pb}}, nil)
	if res.status != 200 || res.header.Get("Content-Type") != pb || len(res.body) == 0 {
		t.Errorf("protobuf: %d %s %q", res.status, res.header.Get("Content-Type"), res.body)
	}
}

// TestPassThroughResponse: with Protobuf negotiated the upstream's bytes
// (field order not canonical, an unknown field) reach the client as they
// are; in JSON the same answer is decoded.
func TestPassThroughResponse(t *testing.T) {
	t.Parallel()
	_, url := echoGateway(t)
	res := do(t, "GET", url+"/v1/items/9", http.Header{"Accept": {pb}}, nil)
	if res.status != 200 || !bytes.Equal(res.body, oddItem) {
		t.Errorf("protobuf: %d %x, want the upstream's %x", res.status, res.body, oddItem)
	}
	res = do(t, "GET", url+"/v1/items/9", nil, nil)
	if res.status != 200 || string(res.body) != `{"id":"9","name":"odd"}` {
		t.Errorf("json: %d %s", res.status, res.body)
	}
}

// TestPassThroughRequest: a Protobuf body to a body "*" rule goes upstream
// as sent, the path's field after it; the path wins, an explicit zero
// included; a JSON body is encoded anew and means the same.
func TestPassThroughRequest(t *testing.T) {
	t.Parallel()
	body := protowire.AppendTag(nil, 1, protowire.VarintType)
	body = protowire.AppendVarint(body, 5)
	body = protowire.AppendTag(body, 50, protowire.BytesType) // unknown to the schema
	body = protowire.AppendString(body, "kept")
	body = protowire.AppendTag(body, 2, protowire.BytesType)
	body = protowire.AppendString(body, "n")
	for _, tc := range []struct {
		path   string
		wantID uint64
	}{{"/v1/items/3", 3}, {"/v1/items/0", 0}, {"/v1/items/-7", 1<<64 - 7}} {
		t.Run(tc.path, func(t *testing.T) {
			t.Parallel()
			u, url := echoGateway(t)
			res := do(t, "POST", url+tc.path, http.Header{"Content-Type": {pb}, "Accept": {pb}}, body)
			if res.status != 200 {
				t.Fatalf("%d %s", res.status, res.body)
			}
			got, _ := u.last()
			if !bytes.HasPrefix(got, body) {
				t.Errorf("upstream got %x, want the body %x first", got, body)
			}
			if !bytes.Equal(res.body, got) {
				t.Errorf("answer %x, want the upstream's bytes %x", res.body, got)
			}
			// The last id wins, as a Protobuf parser reads it.
			var id uint64
			for b := got; len(b) > 0; {
				n, typ, l := protowire.ConsumeTag(b)
				b = b[l:]
				if n == 1 && typ == protowire.VarintType {
					v, l := protowire.ConsumeVarint(b)
					id, b = v, b[l:]
					continue
				}
				b = b[protowire.ConsumeFieldValue(n, typ, b):]
			}
			if id != tc.wantID {
				t.Errorf("id %d, want the path's %d", id, tc.wantID)
			}
		})
	}
	u, url := echoGateway(t)
	res := do(t, "POST", url+"/v1/items/3", http.Header{"Content-Type": {"application/json"}}, []byte(`{"id":"5","name":"n","tags":["a"]}`))
	if res.status != 200 || string(res.body) != `{"id":"3","name":"n","tags":["a"]}` {
		t.Errorf("json: %d %s", res.status, res.body)
	}
	if got, _ := u.last(); bytes.Contains(got, []byte{0x08, 0x05}) {
		t.Errorf("a JSON body is encoded anew, the path's id alone: %x", got)
	}
}

// TestErrors: upstream statuses map to HTTP (violations kept); a dead
// upstream is a 503 with Retry-After, fast; a deadline from grpc-timeout
// is a 504 in about that time and reaches the upstream; a bad timeout is
// a 400.
func TestErrors(t *testing.T) {
	t.Parallel()
	_, url := echoGateway(t)
	res := do(t, "GET", url+"/v1/items/404", nil, nil)
	if res.status != 404 {
		t.Errorf("not found: %d %s", res.status, res.body)
	}
	res = do(t, "GET", url+"/v1/items/400", nil, nil)
	if res.status != 400 || !strings.Contains(string(res.body), "must not be 400") {
		t.Errorf("bad request: %d %s", res.status, res.body)
	}
	for _, h := range []string{"Grpc-Timeout", "X-Request-Timeout"} {
		start := time.Now()
		res = do(t, "GET", url+"/v1/items/7", http.Header{h: {"200m"}}, nil)
		if took := time.Since(start); res.status != 504 || took > 3*time.Second {
			t.Errorf("%s 200m on a slow upstream: %d after %v: %s", h, res.status, took, res.body)
		}
	}
	res = do(t, "GET", url+"/v1/items/5", http.Header{"Grpc-Timeout": {"soon"}}, nil)
	if res.status != 400 || !strings.Contains(string(res.body), "Grpc-Timeout") {
		t.Errorf("bad timeout: %d %s", res.status, res.body)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := ln.Addr().String()
	ln.Close()
	src := echoSource
	_, url = newGateway(t, Config{Upstream: dead, Schema: &src})
	for range 2 {
		start := time.Now()
		res = do(t, "GET", url+"/v1/items/5", nil, nil)
		if took := time.Since(start); res.status != 503 || res.header.Get("Retry-After") != "1" || took > 6*time.Second {
			t.Errorf("dead upstream: %d Retry-After %q after %v: %s", res.status, res.header.Get("Retry-After"), took, res.body)
		}
	}
	// The schema by reflection from a dead upstream fails at start, fast,
	// with what to try.
	start := time.Now()
	_, err = New(context.Background(), Config{Upstream: dead, ConnectTimeout: time.Second})
	var se *userschema.Error
	if !errors.As(err, &se) || se.Try == "" || time.Since(start) > 5*time.Second {
		t.Errorf("reflection from a dead upstream: %v after %v", err, time.Since(start))
	}
}

// TestSchemaSources: reflection v1, reflection v1alpha only (as grpcio
// serves it), and a descriptor set all give the annotated routes.
func TestSchemaSources(t *testing.T) {
	t.Parallel()
	s, err := echoSchema()
	if err != nil {
		t.Fatal(err)
	}
	set := &descriptorpb.FileDescriptorSet{}
	s.Files.RangeFiles(func(f protoreflect.FileDescriptor) bool {
		set.File = append(set.File, protodesc.ToFileDescriptorProto(f))
		return true
	})
	b, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	setFile := filepath.Join(t.TempDir(), "echo.binpb")
	if err := os.WriteFile(setFile, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name        string
		v1, v1alpha bool
		schema      *userschema.Source
	}{
		{"reflection v1", true, false, nil},
		{"reflection v1alpha only", false, true, nil},
		{"descriptor set", false, false, &userschema.Source{DescriptorSet: setFile}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			u := startEcho(t, tc.v1, tc.v1alpha)
			g, url := newGateway(t, Config{Upstream: u.addr, Schema: tc.schema})
			if n := len(g.Routes()); n != 2 {
				t.Errorf("%d routes, want 2 (Get, Put)", n)
			}
			res := do(t, "GET", url+"/v1/items/5", nil, nil)
			if res.status != 200 || !strings.Contains(string(res.body), `"item-5"`) {
				t.Errorf("%d %s", res.status, res.body)
			}
		})
	}
}

// TestServerStream: the forwarder relays every message of a
// server-streaming call, and cancelling its context cancels the upstream's.
func TestServerStream(t *testing.T) {
	t.Parallel()
	u := startEcho(t, true, false)
	src := echoSource
	g, _ := newGateway(t, Config{Upstream: u.addr, Schema: &src})
	md := g.Services()[0].Methods().ByName("Watch")
	req := newEchoMessage(t, "echo.v1.GetRequest")
	req.ProtoReflect().Set(req.ProtoReflect().Descriptor().Fields().ByName("id"), protoreflect.ValueOfInt64(3))
	var ids []int64
	err := g.ServerStream(context.Background(), md, req, func(m proto.Message) error {
		r := m.ProtoReflect()
		ids = append(ids, r.Get(r.Descriptor().Fields().ByName("id")).Int())
		return nil
	})
	if err != nil || len(ids) != 3 || ids[2] != 3 {
		t.Errorf("ids %v, err %v", ids, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	req.ProtoReflect().Set(req.ProtoReflect().Descriptor().Fields().ByName("id"), protoreflect.ValueOfInt64(0)) // endless
	n := 0
	done := make(chan error, 1)
	go func() {
		done <- g.ServerStream(ctx, md, req, func(proto.Message) error {
			if n++; n == 2 {
				cancel()
			}
			return nil
		})
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Error("a cancelled stream ended without an error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the forwarder did not return after its context was cancelled")
	}
	select {
	case <-u.canceled:
	case <-time.After(5 * time.Second):
		t.Error("the upstream's stream was not cancelled")
	}
}

func newEchoMessage(t testing.TB, name string) proto.Message {
	t.Helper()
	s, err := echoSchema()
	if err != nil {
		t.Fatal(err)
	}
	mt, err := s.Types.FindMessageByName(protoreflect.FullName(name))
	if err != nil {
		t.Fatal(err)
	}
	return mt.New().Interface()
}
