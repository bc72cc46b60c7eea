package gateway

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/mem"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/reflection"
	rpb "google.golang.org/grpc/reflection/grpc_reflection_v1"
	rpbalpha "google.golang.org/grpc/reflection/grpc_reflection_v1alpha"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
)

// echoSchema is testdata/echo/v1/echo.proto, compiled.
var echoSchema = sync.OnceValues(func() (*userschema.Schema, error) {
	return userschema.Load(context.Background(), echoSource)
})

var echoSource = userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"echo/v1/echo.proto"}}

// testCodec carries raw bytes for the echo service and proto messages for
// reflection, on the test upstream.
type testCodec struct{}

func (testCodec) Name() string { return "proto" }

func (testCodec) Marshal(v any) (mem.BufferSlice, error) {
	if b, ok := v.([]byte); ok {
		return mem.BufferSlice{mem.SliceBuffer(b)}, nil
	}
	return protoCodec{}.Marshal(v)
}

func (testCodec) Unmarshal(data mem.BufferSlice, v any) error {
	if p, ok := v.(*[]byte); ok {
		*p = data.Materialize()
		return nil
	}
	return protoCodec{}.Unmarshal(data, v)
}

// echoUpstream is a real grpc-go server answering echo.v1.EchoService from
// raw bytes, with reflection v1 and v1alpha, or v1alpha only.
type echoUpstream struct {
	addr string
	// got is the last request's bytes and metadata.
	mu  sync.Mutex
	got []byte
	md  metadata.MD
	// canceled receives when a Watch stream's context ends.
	canceled chan struct{}
}

// Non-canonical bytes: name (2) before id (1), and an unknown field 99.
var oddItem = func() []byte {
	b := protowire.AppendTag(nil, 2, protowire.BytesType)
	b = protowire.AppendString(b, "odd")
	b = protowire.AppendTag(b, 1, protowire.VarintType)
	b = protowire.AppendVarint(b, 9)
	b = protowire.AppendTag(b, 99, protowire.VarintType)
	return protowire.AppendVarint(b, 1)
}()

type services map[string]grpc.ServiceInfo

func (s services) GetServiceInfo() map[string]grpc.ServiceInfo { return s }

func startEcho(t testing.TB, reflectV1, reflectAlpha bool) *echoUpstream {
	t.Helper()
	return startEchoWith(t, reflectV1, reflectAlpha)
}

// startEchoWith is startEcho with more server options (TLS credentials).
func startEchoWith(t testing.TB, reflectV1, reflectAlpha bool, opts ...grpc.ServerOption) *echoUpstream {
	t.Helper()
	s, err := echoSchema()
	if err != nil {
		t.Fatal(err)
	}
	u := &echoUpstream{canceled: make(chan struct{}, 8)}
	srv := grpc.NewServer(append([]grpc.ServerOption{grpc.ForceServerCodecV2(testCodec{}), grpc.UnknownServiceHandler(u.handle)}, opts...)...)
	ropts := reflection.ServerOptions{Services: services{"echo.v1.EchoService": {}}, DescriptorResolver: s.Files}
	if reflectV1 {
		rpb.RegisterServerReflectionServer(srv, reflection.NewServerV1(ropts))
	}
	if reflectAlpha {
		rpbalpha.RegisterServerReflectionServer(srv, reflection.NewServer(ropts))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(srv.Stop)
	u.addr = ln.Addr().String()
	return u
}

func (u *echoUpstream) handle(_ any, stream grpc.ServerStream) error {
	method, _ := grpc.MethodFromServerStream(stream)
	var in []byte
	if err := stream.RecvMsg(&in); err != nil {
		return err
	}
	md, _ := metadata.FromIncomingContext(stream.Context())
	u.mu.Lock()
	u.got, u.md = in, md
	u.mu.Unlock()
	_ = stream.SetHeader(metadata.Pairs("x-upstream", "yes", "grpc-internal", "no"))
	stream.SetTrailer(metadata.Pairs("x-upstream-trailer", "done"))
	s, _ := echoSchema()
	newMsg := func(name string) *dynamicpb.Message {
		d, _ := s.Files.FindDescriptorByName(protoreflect.FullName(name))
		return dynamicpb.NewMessage(d.(protoreflect.MessageDescriptor))
	}
	req := newMsg("echo.v1.GetRequest")
	_ = proto.Unmarshal(in, req)
	id := req.Get(req.Descriptor().Fields().ByName("id")).Int()
	switch method {
	case "/echo.v1.EchoService/Get":
		switch id {
		case 404:
			return status.Error(codes.NotFound, "no item 404")
		case 400:
			st, _ := status.New(codes.InvalidArgument, "bad id").WithDetails(&errdetails.BadRequest{FieldViolations: []*errdetails.BadRequest_FieldViolation{{Field: "id", Description: "must not be 400"}}})
			return st.Err()
		case 7:
			select {
			case <-stream.Context().Done():
				return stream.Context().Err()
			case <-time.After(5 * time.Second):
			}
		case 9:
			return stream.SendMsg(oddItem)
		}
		item := newMsg("echo.v1.Item")
		f := item.Descriptor().Fields()
		item.Set(f.ByName("id"), protoreflect.ValueOfInt64(id))
		item.Set(f.ByName("name"), protoreflect.ValueOfString(fmt.Sprintf("item-%d", id)))
		item.Set(f.ByName("note"), protoreflect.ValueOfString(strings.Join(md.Get("authorization"), ",")))
		b, _ := proto.Marshal(item)
		return stream.SendMsg(b)
	case "/echo.v1.EchoService/Put":
		return stream.SendMsg(in) // Item has PutRequest's fields: the request comes back as it came
	case "/echo.v1.EchoService/Watch":
		for i := int64(1); ; i++ {
			item := newMsg("echo.v1.Item")
			item.Set(item.Descriptor().Fields().ByName("id"), protoreflect.ValueOfInt64(i))
			b, _ := proto.Marshal(item)
			if err := stream.SendMsg(b); err != nil {
				u.canceled <- struct{}{}
				return err
			}
			if id > 0 && i == id {
				return nil
			}
			select {
			case <-stream.Context().Done():
				u.canceled <- struct{}{}
				return stream.Context().Err()
			case <-time.After(10 * time.Millisecond):
			}
		}
	}
	return status.Errorf(codes.Unimplemented, "no method %s", method)
}

func (u *echoUpstream) last() ([]byte, metadata.MD) {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.got, u.md
}

// newGateway builds a gateway and serves it on an httptest server.
func newGateway(t testing.TB, cfg Config) (*Gateway, string) {
	t.Helper()
	g, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = g.Close() })
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	return g, srv.URL
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func do(t testing.TB, method, url string, header http.Header, body []byte) response {
	t.Helper()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	tr := &http.Transport{DisableCompression: true}
	res, err := (&http.Client{Transport: tr, Timeout: 20 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil && !errors.Is(err, io.EOF) {
		t.Fatal(err)
	}
	return response{res.StatusCode, res.Header, b}
}
