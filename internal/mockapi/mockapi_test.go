package mockapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/store/sqlite"
)

const (
	shopDir    = "../../testdata/yourschema"
	ordersFile = shopDir + "/orders.jsonl"
	orderName  = "acme.shop.v1.Order"
)

// shop is the shop schema and its samples, loaded once per test.
type shop struct {
	schema  *userschema.Schema
	order   protoreflect.MessageDescriptor
	samples []proto.Message
}

func loadShop(t *testing.T) shop {
	t.Helper()
	s, err := userschema.Load(t.Context(), userschema.Source{ProtoPath: []string{shopDir}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := s.Message(orderName)
	if err != nil {
		t.Fatal(err)
	}
	samples, err := s.ReadSamples(ordersFile, md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return shop{schema: s, order: md, samples: samples.Messages}
}

func routes(t *testing.T, specs ...string) []mockapi.RouteSpec {
	t.Helper()
	var out []mockapi.RouteSpec
	for _, s := range specs {
		spec, err := mockapi.ParseRoute(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, spec)
	}
	return out
}

// shopRoutes: a list, an item by id, an item by index, and a POST.
func shopRoutes(t *testing.T) []mockapi.RouteSpec {
	return routes(t,
		"GET /orders="+ordersFile+":"+orderName,
		"GET /orders/{id}="+ordersFile+":"+orderName,
		"GET /by-index/{index}="+ordersFile+":"+orderName,
		"POST /orders=:"+orderName)
}

// start serves the API in polywire's server on a loopback port, with a
// SQLite store in dir, until the test ends; it returns the base URL.
func start(t *testing.T, sch *userschema.Schema, specs []mockapi.RouteSpec, dir string) string {
	t.Helper()
	base, _ := startStoppable(t, sch, specs, dir)
	return base
}

// startStoppable is start, with a function that stops the server and
// closes its store before the test ends.
func startStoppable(t *testing.T, sch *userschema.Schema, specs []mockapi.RouteSpec, dir string) (string, func()) {
	t.Helper()
	api, err := mockapi.New(sch, specs, mockapi.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(t.Context(), filepath.Join(dir, "polywire.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{API: api, OnlyAPI: true, Store: st, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("serve: %v", err)
			}
			_ = st.Close()
		})
	}
	t.Cleanup(stop)
	return "http://" + ln.Addr().String(), stop
}

type response struct {
	status int
	header http.Header
	body   []byte // decompressed
}

func do(t *testing.T, method, url string, body []byte, header ...string) response {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		c, err := contentcoding.ParseContentEncoding(ce)
		if err != nil {
			t.Fatal(err)
		}
		if b, err = contentcoding.ReadAll(nil, bytes.NewReader(b), c, 1<<30); err != nil {
			t.Fatalf("inflate %s: %v", ce, err)
		}
	}
	return response{resp.StatusCode, resp.Header, b}
}

// codecFor is the codec of a response's Content-Type.
func codecFor(t *testing.T, r response) codec.Codec {
	t.Helper()
	c, ok := formats.Registry().ByMediaType(r.header.Get("Content-Type"))
	if !ok {
		t.Fatalf("response in unknown type %q", r.header.Get("Content-Type"))
	}
	return c
}

func decodeError(t *testing.T, r response) *apierror.Error {
	t.Helper()
	pb := (&apierror.Error{}).Proto()
	if err := codecFor(t, r).Unmarshal(r.body, pb); err != nil {
		t.Fatalf("decode error body (%s): %v", r.header.Get("Content-Type"), err)
	}
	return apierror.FromProto(pb)
}

// TestServeEveryFormat: the list and each item by id, in every format,
// FlatBuffers included (maps, a oneof, optional fields), decode (with
// polywire's reference codecs, as a client without generated code would)
// to the samples.
func TestServeEveryFormat(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	list, err := listmsg.Of(s.order)
	if err != nil {
		t.Fatal(err)
	}
	ref := formats.ReferenceRegistry()
	for _, c := range ref.Codecs() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			accept := ref.MediaType(c)
			r := do(t, "GET", base+"/orders", nil, "Accept", accept)
			if r.status != 200 || r.header.Get("ETag") == "" || r.header.Get("Content-Type") != accept {
				t.Fatalf("list: %d, ETag %q, Content-Type %q: %s", r.status, r.header.Get("ETag"), r.header.Get("Content-Type"), r.body)
			}
			got := dynamicpb.NewMessage(list)
			if err := c.Unmarshal(r.body, got); err != nil {
				t.Fatal(err)
			}
			items := got.Get(list.Fields().ByNumber(1)).List()
			if items.Len() != len(s.samples) {
				t.Fatalf("list has %d items, want %d", items.Len(), len(s.samples))
			}
			for i := range items.Len() {
				if !proto.Equal(items.Get(i).Message().Interface(), s.samples[i]) {
					t.Errorf("item %d differs: %v", i, items.Get(i).Message().Interface())
				}
			}
			for i, want := range s.samples {
				id := want.ProtoReflect().Get(s.order.Fields().ByName("id")).String()
				r := do(t, "GET", base+"/orders/"+id, nil, "Accept", accept)
				if r.status != 200 {
					t.Fatalf("GET /orders/%s: %d: %s", id, r.status, r.body)
				}
				got := dynamicpb.NewMessage(s.order)
				if err := c.Unmarshal(r.body, got); err != nil {
					t.Fatal(err)
				}
				if !proto.Equal(got, want) {
					t.Errorf("sample %d (%s) differs: %v", i, id, got)
				}
			}
		})
	}
}

func TestServeCodingsErrorsAndIndex(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	t.Run("zstd", func(t *testing.T) {
		t.Parallel()
		// The XML list is over the 1 KiB below which nothing is compressed.
		r := do(t, "GET", base+"/orders", nil, "Accept", "application/xml", "Accept-Encoding", "zstd")
		if r.status != 200 || r.header.Get("Content-Encoding") != "zstd" {
			t.Fatalf("status %d, Content-Encoding %q, %d bytes", r.status, r.header.Get("Content-Encoding"), len(r.body))
		}
		list, _ := listmsg.Of(s.order)
		got := dynamicpb.NewMessage(list)
		if err := codecFor(t, r).Unmarshal(r.body, got); err != nil || got.Get(list.Fields().ByNumber(1)).List().Len() != 3 {
			t.Fatalf("zstd list: %v, %v", err, got)
		}
	})
	t.Run("etag_304", func(t *testing.T) {
		t.Parallel()
		r := do(t, "GET", base+"/orders/ord-2", nil, "Accept", "application/msgpack")
		again := do(t, "GET", base+"/orders/ord-2", nil, "Accept", "application/msgpack", "If-None-Match", r.header.Get("ETag"))
		if r.header.Get("ETag") == "" || again.status != http.StatusNotModified {
			t.Fatalf("ETag %q, revalidation %d", r.header.Get("ETag"), again.status)
		}
	})
	tests := []struct {
		name, path, accept string
		status             int
		contains           string
	}{
		{"missing_id_msgpack", "/orders/ord-9", "application/msgpack", 404, "no acme.shop.v1.Order with that field id"},
		{"bad_index", "/by-index/x", "application/json", 400, `"x" is not one`},
		{"negative_index", "/by-index/-1", "application/xml", 400, "is an index into 3"},
		{"index_past_end", "/by-index/3", "application/json", 404, "no acme.shop.v1.Order"},
		{"bad_paging", "/orders?limit=many", "application/msgpack", 400, "check paging"},
		{"unknown_route", "/carts", "application/json", 404, "routes: GET /orders, GET /orders/{id}, GET /by-index/{index}, POST /orders"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := do(t, "GET", base+tt.path, nil, "Accept", tt.accept)
			if r.status != tt.status || r.header.Get("Content-Type") != tt.accept {
				t.Fatalf("status %d (%s), want %d (%s): %q", r.status, r.header.Get("Content-Type"), tt.status, tt.accept, r.body)
			}
			if e := decodeError(t, r); !strings.Contains(e.Message, tt.contains) {
				t.Errorf("error %q, want it to contain %q", e.Message, tt.contains)
			}
		})
	}
	t.Run("index", func(t *testing.T) {
		t.Parallel()
		r := do(t, "GET", base+"/by-index/1", nil, "Accept", "application/x-protobuf")
		got := dynamicpb.NewMessage(s.order)
		if err := proto.Unmarshal(r.body, got); err != nil || !proto.Equal(got, s.samples[1]) {
			t.Fatalf("index 1: %d %v %v", r.status, err, got)
		}
	})
	t.Run("page", func(t *testing.T) {
		t.Parallel()
		r := do(t, "GET", base+"/orders?limit=1&offset=2", nil)
		if r.status != 200 || !bytes.Contains(r.body, []byte(`"ord-3"`)) || bytes.Contains(r.body, []byte(`"ord-2"`)) {
			t.Fatalf("page: %d %s", r.status, r.body)
		}
	})
}

// TestPostThenGet: a message posted in Protobuf is stored with a new id,
// answered with 201 and a Location, and found there; garbage is a 400
// that leaves the server serving; a taken id is a 422.
func TestPostThenGet(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	in := proto.Clone(s.samples[0])
	idField := s.order.Fields().ByName("id")
	in.ProtoReflect().Clear(idField)
	body, err := proto.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	r := do(t, "POST", base+"/orders", body, "Content-Type", "application/x-protobuf", "Accept", "application/x-protobuf")
	if r.status != http.StatusCreated {
		t.Fatalf("POST: %d: %s", r.status, r.body)
	}
	created := dynamicpb.NewMessage(s.order)
	if err := proto.Unmarshal(r.body, created); err != nil {
		t.Fatal(err)
	}
	id := created.Get(idField).String()
	if id == "" || r.header.Get("Location") != "/orders/"+id {
		t.Fatalf("id %q, Location %q", id, r.header.Get("Location"))
	}
	got := do(t, "GET", base+r.header.Get("Location"), nil, "Accept", "application/x-protobuf")
	back := dynamicpb.NewMessage(s.order)
	if err := proto.Unmarshal(got.body, back); err != nil || got.status != 200 {
		t.Fatalf("GET %s: %d %v", r.header.Get("Location"), got.status, err)
	}
	in.ProtoReflect().Set(idField, protoreflect.ValueOfString(id))
	if !proto.Equal(back, in) {
		t.Errorf("stored message differs:\n got %v\nwant %v", back, in)
	}

	bad := do(t, "POST", base+"/orders", []byte("\xff\xff\xff garbage"), "Content-Type", "application/x-protobuf")
	if bad.status != 400 || decodeError(t, bad).Code != apierror.CodeInvalidArgument {
		t.Fatalf("garbage: %d %s", bad.status, bad.body)
	}
	// A refunds entry whose int32 key comes again as bytes: protobuf-go
	// panics on it for a dynamic message; the server answers 400.
	if r := do(t, "POST", base+"/orders", []byte{0x3a, 0x05, 0x08, 0x01, 0x0a, 0x01, 0x30}, "Content-Type", "application/x-protobuf"); r.status != 400 {
		t.Fatalf("malformed map entry: %d %s", r.status, r.body)
	}
	if r := do(t, "POST", base+"/orders", []byte("a,b"), "Content-Type", "text/csv"); r.status != 415 || r.header.Get("Accept-Post") == "" {
		t.Fatalf("csv: %d, Accept-Post %q", r.status, r.header.Get("Accept-Post"))
	}
	if r := do(t, "POST", base+"/orders", []byte(`{"id":"ord-1"}`), "Content-Type", "application/json"); r.status != 422 {
		t.Fatalf("taken id: %d %s", r.status, r.body)
	}
	if r := do(t, "GET", base+"/orders/ord-1", nil); r.status != 200 {
		t.Fatalf("after bad posts: %d", r.status)
	}
}

// TestStoredSurvivesRestart: a new server on the same store file finds
// what the stopped one stored.
func TestStoredSurvivesRestart(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	dir := t.TempDir()
	base, stop := startStoppable(t, s.schema, shopRoutes(t), dir)
	r := do(t, "POST", base+"/orders", []byte(`{"id":"kept-1","note":"still here"}`), "Content-Type", "application/json")
	if r.status != 201 || r.header.Get("Location") != "/orders/kept-1" {
		t.Fatalf("POST: %d, Location %q: %s", r.status, r.header.Get("Location"), r.body)
	}
	stop()
	base = start(t, s.schema, shopRoutes(t), dir)
	if r := do(t, "GET", base+"/orders/kept-1", nil); r.status != 200 || !bytes.Contains(r.body, []byte("still here")) {
		t.Fatalf("GET /orders/kept-1 after a restart: %d %s", r.status, r.body)
	}
}

// TestProtocDecodes: an independent decoder (protoc --decode, from the
// .proto alone) reads the Protobuf bytes the server sends.
func TestProtocDecodes(t *testing.T) {
	t.Parallel()
	protoc, err := exec.LookPath("protoc")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("protoc not found; CI installs it")
		}
		t.Skip("protoc not installed")
	}
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	r := do(t, "GET", base+"/orders/ord-1", nil, "Accept", "application/x-protobuf")
	if r.status != 200 {
		t.Fatalf("GET: %d", r.status)
	}
	cmd := exec.CommandContext(t.Context(), protoc, "--decode="+orderName, "-I", shopDir, "acme/shop/v1/shop.proto")
	cmd.Stdin = bytes.NewReader(r.body)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("protoc: %v: %s", err, out)
	}
	for _, want := range []string{`id: "ord-1"`, `customer_email: "ada@example.com"`, `key: "channel"`, `last4: "4242"`, "balance_delta: -12"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("protoc's text lacks %q:\n%s", want, out)
		}
	}
}

// h2c is an HTTP/2 cleartext client (gRPC).
func h2c() *http.Client {
	tr := &http.Transport{}
	tr.Protocols = new(http.Protocols)
	tr.Protocols.SetUnencryptedHTTP2(true)
	return &http.Client{Transport: tr, Timeout: 10 * time.Second}
}

// TestGRPC: the schema's service over gRPC (h2c) with connect's client on
// dynamic messages: GetOrder looks an order up, PutOrder stores one that
// GetOrder then finds, a miss is NotFound; reflection lists the service.
func TestGRPC(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	base := start(t, s.schema, shopRoutes(t), t.TempDir())
	svc, err := s.schema.Files.FindDescriptorByName("acme.shop.v1.OrderService")
	if err != nil {
		t.Fatal(err)
	}
	methods := svc.(protoreflect.ServiceDescriptor).Methods()
	client := func(name string) *connect.Client[dynamicpb.Message, dynamicpb.Message] {
		md := methods.ByName(protoreflect.Name(name))
		return connect.NewClient[dynamicpb.Message, dynamicpb.Message](h2c(), base+"/acme.shop.v1.OrderService/"+name,
			connect.WithGRPC(), connect.WithSchema(md),
			connect.WithResponseInitializer(func(_ connect.Spec, msg any) error {
				*msg.(*dynamicpb.Message) = *dynamicpb.NewMessage(md.Output())
				return nil
			}))
	}
	get, put := client("GetOrder"), client("PutOrder")
	getReq := func(id string) *connect.Request[dynamicpb.Message] {
		m := dynamicpb.NewMessage(methods.ByName("GetOrder").Input())
		m.Set(m.Descriptor().Fields().ByName("id"), protoreflect.ValueOfString(id))
		return connect.NewRequest(m)
	}
	resp, err := get.CallUnary(t.Context(), getReq("ord-2"))
	if err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(resp.Msg, s.samples[1]) {
		t.Errorf("GetOrder(ord-2) = %v", resp.Msg)
	}
	if _, err := get.CallUnary(t.Context(), getReq("ord-9")); connect.CodeOf(err) != connect.CodeNotFound {
		t.Errorf("GetOrder(ord-9): %v, want NotFound", err)
	}
	order := proto.Clone(s.samples[2]).(*dynamicpb.Message)
	order.Set(s.order.Fields().ByName("id"), protoreflect.ValueOfString("grpc-1"))
	if _, err := put.CallUnary(t.Context(), connect.NewRequest(order)); err != nil {
		t.Fatalf("PutOrder: %v", err)
	}
	resp, err = get.CallUnary(t.Context(), getReq("grpc-1"))
	if err != nil || !proto.Equal(resp.Msg, order) {
		t.Fatalf("GetOrder(grpc-1) after PutOrder: %v, %v", err, resp)
	}
	rc := grpcreflect.NewClient(h2c(), base)
	stream := rc.NewStream(t.Context())
	defer stream.Close()
	names, err := stream.ListServices()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range names {
		found = found || n == "acme.shop.v1.OrderService"
		if strings.HasPrefix(string(n), "polywire.") {
			t.Errorf("reflection lists the seeds' %s on a server of the user's API alone", n)
		}
	}
	if !found {
		t.Errorf("reflection lists %v, not acme.shop.v1.OrderService", names)
	}
	files, err := stream.FileContainingSymbol("acme.shop.v1.OrderService")
	if err != nil || len(files) == 0 {
		t.Errorf("reflection: file of the service: %v", err)
	}
}

// TestMethodAnswers: every unary method answers its own response type —
// by an RPC spec (a data file in turn, echo, generate, empty) or, with no
// route serving it, by default (the request when the types match, else an
// empty response) — over gRPC and through an rpc: REST route (200, the
// request in any format, gzip).
func TestMethodAnswers(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	svc, _ := s.schema.Files.FindDescriptorByName("acme.shop.v1.OrderService")
	methods := svc.(protoreflect.ServiceDescriptor).Methods()
	const svcName = "acme.shop.v1.OrderService"
	getReq := dynamicpb.NewMessage(methods.ByName("GetOrder").Input())
	getReq.Set(getReq.Descriptor().Fields().ByName("id"), protoreflect.ValueOfString("ord-2"))
	generated := func(n uint64) proto.Message {
		return fakemsg.New(fakemsg.DefaultOptions(n)).Message(s.order)
	}
	tests := []struct {
		name   string
		specs  []string
		method string
		req    proto.Message
		want   []proto.Message // the answers to successive calls
	}{
		{"default empty", nil, "GetOrder", getReq, []proto.Message{dynamicpb.NewMessage(s.order)}},
		{"default echo", nil, "PutOrder", s.samples[2], []proto.Message{s.samples[2]}},
		{"data in turn", []string{"RPC " + svcName + "/GetOrder=" + ordersFile}, "GetOrder", getReq, s.samples},
		{"generate", []string{"RPC " + svcName + "/GetOrder=generate"}, "GetOrder", getReq, []proto.Message{generated(0), generated(1)}},
		{"empty over a route", []string{"POST /orders=:" + orderName, "RPC " + svcName + "/PutOrder=empty"}, "PutOrder", s.samples[0], []proto.Message{dynamicpb.NewMessage(s.order)}},
		{"echo", []string{"RPC " + svcName + "/PutOrder=echo"}, "PutOrder", s.samples[1], []proto.Message{s.samples[1], s.samples[1]}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			specs := append([]string{"GET /orders=" + ordersFile + ":" + orderName,
				"POST /call/" + tt.method + "=rpc:" + svcName + "/" + tt.method}, tt.specs...)
			base := start(t, s.schema, routes(t, specs...), t.TempDir())
			md := methods.ByName(protoreflect.Name(tt.method))
			c := connect.NewClient[dynamicpb.Message, dynamicpb.Message](h2c(), base+"/"+svcName+"/"+tt.method,
				connect.WithGRPC(), connect.WithSchema(md),
				connect.WithResponseInitializer(func(_ connect.Spec, msg any) error {
					*msg.(*dynamicpb.Message) = *dynamicpb.NewMessage(md.Output())
					return nil
				}))
			req := dynamicpb.NewMessage(md.Input())
			proto.Merge(req, tt.req)
			for i, want := range tt.want {
				resp, err := c.CallUnary(t.Context(), connect.NewRequest(req))
				if err != nil {
					t.Fatalf("%s call %d: %v", tt.method, i, err)
				}
				if !proto.Equal(resp.Msg, want) {
					t.Errorf("%s call %d over gRPC = %v, want %v", tt.method, i, resp.Msg, want)
				}
			}
			// The rpc: route: JSON in, Protobuf out (and gzip in), 200.
			body, err := protojson.Marshal(req)
			if err != nil {
				t.Fatal(err)
			}
			var gz bytes.Buffer
			zw := gzip.NewWriter(&gz)
			_, _ = zw.Write(body)
			_ = zw.Close()
			r := do(t, "POST", base+"/call/"+tt.method, gz.Bytes(), "Content-Type", "application/json", "Content-Encoding", "gzip", "Accept", "application/x-protobuf")
			if r.status != http.StatusOK {
				t.Fatalf("POST /call/%s: %d %s", tt.method, r.status, r.body)
			}
			got := dynamicpb.NewMessage(md.Output())
			if err := proto.Unmarshal(r.body, got); err != nil {
				t.Fatalf("POST /call/%s: the answer is no %s: %v", tt.method, md.Output().FullName(), err)
			}
			// A constant answer is the same over REST (the others
			// answer the method's next call).
			if len(tt.want) == 1 && !proto.Equal(got, tt.want[0]) {
				t.Errorf("POST /call/%s = %v, want %v", tt.method, got, tt.want[0])
			}
		})
	}
}

// TestRPCSpecErrors: an RPC spec or rpc: route naming no method of the
// schema, a streaming one, or echo across types is an error naming it.
func TestRPCSpecErrors(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	tests := []struct{ spec, want string }{
		{"RPC acme.shop.v1.OrderService/Nope=echo", "no method acme.shop.v1.OrderService/Nope"},
		{"POST /x=rpc:acme.shop.v1.Nope/GetOrder", "no method acme.shop.v1.Nope/GetOrder"},
		{"RPC acme.shop.v1.OrderService/GetOrder=echo", "echo needs the same type"},
		{"RPC acme.shop.v1.OrderService/GetOrder=" + ordersFile + ".missing", "orders.jsonl.missing"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			t.Parallel()
			_, err := mockapi.New(s.schema, routes(t, tt.spec), mockapi.Options{Logger: slog.New(slog.DiscardHandler)})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("New(%q) = %v, want an error with %q", tt.spec, err, tt.want)
			}
		})
	}
}
