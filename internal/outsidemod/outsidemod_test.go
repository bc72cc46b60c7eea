package outsidemod

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const orderProto = `syntax = "proto3";
package acme.orders.v1;
option go_package = "example.com/outside/gen/ordersv1";

message Line {
  string sku = 1;
  int32 quantity = 2;
  double price = 3;
}

message Order {
  string id = 1;
  string customer = 2;
  repeated Line lines = 3;
  int64 placed_unix = 4;
  bool paid = 5;
}

message GetOrderRequest {
  string id = 1;
}
`

// The outside module's own test: REST in five formats (each answer decoded
// and compared by value, zstd where asked), an error body in the
// negotiated format, a 415, and gRPC with polywire's Protobuf and JSON
// codecs and zstd — all through rest, connectcodec, codec and formats.
const outsideTest = `package outside

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"example.com/outside/gen/ordersv1"
	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec/flatcodec/fastflat"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

var order = &ordersv1.Order{Id: "o-1", Customer: "Ada", Paid: true, PlacedUnix: 1764000000,
	Lines: []*ordersv1.Line{{Sku: "pen", Quantity: 3, Price: 1.5}, {Sku: "ink", Quantity: 1, Price: 7.25}}}

func get(_ context.Context, id string) (*ordersv1.Order, error) {
	if id != order.Id {
		return nil, apierror.New(apierror.CodeNotFound, "get order: no order %q", id)
	}
	return order, nil
}

func TestOutside(t *testing.T) {
	// The generated fast paths are there, found by interface.
	if _, ok := any(order).(interface{ AppendFast([]byte) []byte }); !ok {
		t.Fatal("no AppendFast: protoc-gen-fastproto's output is missing")
	}
	if _, ok := any(order).(interface{ AppendJSONFast([]byte) ([]byte, error) }); !ok {
		t.Fatal("no AppendJSONFast: protoc-gen-fastjson's output is missing")
	}
	// The MessagePack, XML and FlatBuffers methods answer "not mine" for
	// what they leave to the reference codecs: they must take this order.
	mp, ok := any(order).(interface{ AppendMsgpackFast([]byte, int) ([]byte, bool) })
	if !ok {
		t.Fatal("no AppendMsgpackFast: protoc-gen-fastmsgpack's output is missing")
	}
	if _, ok := mp.AppendMsgpackFast(nil, 0); !ok {
		t.Fatal("AppendMsgpackFast left the order to the reference codec")
	}
	xm, ok := any(order).(interface{ AppendXMLFast([]byte) ([]byte, bool) })
	if !ok {
		t.Fatal("no AppendXMLFast: protoc-gen-fastxml's output is missing")
	}
	if _, ok := xm.AppendXMLFast(nil); !ok {
		t.Fatal("AppendXMLFast left the order to the reference codec")
	}
	fb, ok := any(&ordersv1.Order{}).(interface {
		UnmarshalFlatFast([]byte, fastflat.DecodeOptions) (bool, bool)
	})
	if !ok {
		t.Fatal("no UnmarshalFlatFast: protoc-gen-fastflat's output is missing (or it skipped Order)")
	}
	flat, _ := formats.Registry().ByName("flatbuffers")
	fbBytes, err := flat.Marshal(nil, order)
	if err != nil {
		t.Fatal(err)
	}
	if handled, ok := fb.UnmarshalFlatFast(fbBytes, fastflat.DecodeOptions{MaxDepth: 100, MaxTables: 1 << 20}); !handled || !ok {
		t.Fatalf("UnmarshalFlatFast on the order's own FlatBuffer: handled %v, ok %v", handled, ok)
	}
	x, err := rest.New(rest.WithCompression(16))
	if err != nil {
		t.Fatal(err)
	}
	reg := x.Registry()
	mux := http.NewServeMux()
	mux.Handle("GET /orders/{id}", x.Handler(func(r *http.Request) (proto.Message, error) {
		return get(r.Context(), r.PathValue("id"))
	}))
	mux.Handle("/acme.orders.v1.OrderService/GetOrder", connect.NewUnaryHandler("/acme.orders.v1.OrderService/GetOrder",
		func(ctx context.Context, req *connect.Request[ordersv1.GetOrderRequest]) (*connect.Response[ordersv1.Order], error) {
			o, err := get(ctx, req.Msg.GetId()) // an *apierror.Error, returned as it is
			if err != nil {
				return nil, err
			}
			return connect.NewResponse(o), nil
		}, connectcodec.WithExchange(x)))
	srv := httptest.NewUnstartedServer(mux)
	srv.EnableHTTP2 = true
	srv.StartTLS()
	defer srv.Close()
	client := srv.Client()

	for _, mt := range []string{"application/json", "application/x-protobuf", "application/x-flatbuffers", "application/msgpack", "application/xml"} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/orders/o-1", nil)
		req.Header.Set("Accept", mt)
		req.Header.Set("Accept-Encoding", "zstd")
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != mt || resp.Header.Get("Content-Encoding") != "zstd" {
			t.Fatalf("%s: %d %q %q", mt, resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"))
		}
		plain, err := contentcoding.ReadAll(nil, bytes.NewReader(body), contentcoding.Zstd, 1<<20)
		if err != nil {
			t.Fatalf("%s: %v", mt, err)
		}
		c, _ := reg.ByMediaType(mt)
		got := &ordersv1.Order{}
		if err := c.Unmarshal(plain, got); err != nil || !proto.Equal(got, order) {
			t.Fatalf("%s: %v, got %v", mt, err, got)
		}
	}
	// An error in the negotiated format, a 415.
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/orders/nope", nil)
	req.Header.Set("Accept", "application/msgpack")
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound || resp.Header.Get("Content-Type") != "application/msgpack" {
		t.Fatalf("missing order: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}

	// gRPC, with polywire's Protobuf and JSON codecs and zstd.
	for _, name := range []string{"proto", "json"} {
		c, _ := formats.Registry().ByName(name)
		cl := connect.NewClient[ordersv1.GetOrderRequest, ordersv1.Order](client, srv.URL+"/acme.orders.v1.OrderService/GetOrder",
			connect.WithGRPC(), connectcodec.WithCodec(c), connectcodec.WithAcceptCompression(nil, 1<<20), connect.WithSendCompression("zstd"))
		res, err := cl.CallUnary(context.Background(), connect.NewRequest(&ordersv1.GetOrderRequest{Id: "o-1"}))
		if err != nil || !proto.Equal(res.Msg, order) {
			t.Fatalf("gRPC %s: %v, got %v", name, err, res)
		}
		_, err = cl.CallUnary(context.Background(), connect.NewRequest(&ordersv1.GetOrderRequest{Id: "nope"}))
		if e := connectcodec.FromError(err); connect.CodeOf(err) != connect.CodeNotFound || e.Code != apierror.CodeNotFound || e.Message != "get order: no order \"nope\"" {
			t.Fatalf("gRPC %s, missing order: %v", name, err)
		}
	}
}
`

// TestOutsideModule builds polywire's plugins, compiles a new .proto with
// them in a fresh module that replaces github.com/polywire/polywire with
// this checkout, and runs that module's test, offline (GOPROXY=off: every
// module it needs is polywire's own dependency, already in the cache).
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds plugins and a module: not in -short")
	}
	protoc, err := exec.LookPath("protoc")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("protoc not found (CI installs it: make protoc)")
		}
		t.Skip("protoc not found: apt-get install protobuf-compiler")
	}
	// go test runs in the package's directory (runtime.Caller's path is
	// the module path under -trimpath, make test's flag).
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	env := append(os.Environ(), "GOPROXY=off", "GOSUMDB=off", "GOFLAGS=-mod=mod", "GOWORK=off")
	run := func(wd string, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = wd
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	plugins := []string{"fastproto", "fastjson", "fastmsgpack", "fastxml", "fastflat"}
	for _, p := range plugins {
		run(root, "go", "build", "-o", bin+string(os.PathSeparator), "./cmd/protoc-gen-"+p)
	}
	for _, p := range []string{"google.golang.org/protobuf/cmd/protoc-gen-go"} {
		run(root, "go", "build", "-o", bin+string(os.PathSeparator), p)
	}
	mod := filepath.Join(dir, "outside")
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(mod, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("proto/acme/orders/v1/orders.proto", orderProto)
	write("go.mod", "module example.com/outside\n\ngo 1.26.0\n\nrequire github.com/polywire/polywire v0.0.0\n\nreplace github.com/polywire/polywire => "+root+"\n")
	write("outside_test.go", outsideTest)
	write("proto/acme/inventory/v1/inventory.proto", inventoryProto)
	write("inventory_test.go", inventoryTest)
	args := []string{"--plugin=protoc-gen-go=" + filepath.Join(bin, "protoc-gen-go"),
		"-I", "proto", "--go_out=.", "--go_opt=module=example.com/outside"}
	for _, p := range plugins {
		opt := "module=example.com/outside"
		if p == "fastflat" {
			opt += ",fbs" // and the .fbs mirror, for the module's flatc users
		}
		args = append(args, "--plugin=protoc-gen-"+p+"="+filepath.Join(bin, "protoc-gen-"+p), "--"+p+"_out=.", "--"+p+"_opt="+opt)
	}
	run(mod, protoc, append(args, "acme/orders/v1/orders.proto", "acme/inventory/v1/inventory.proto")...)
	fbs, err := os.ReadFile(filepath.Join(mod, "gen", "ordersv1", "orders.fbs"))
	if err != nil || !strings.Contains(string(fbs), "table Order {") {
		t.Fatalf("protoc-gen-fastflat's .fbs mirror: %v\n%s", err, fbs)
	}
	// -e: tidy also wants the modules of the tests of polywire's
	// dependencies (go-cmp for connect's, randomstring for brotli's), which
	// building and testing this module never needs and which a fresh module
	// cache does not hold; go test below still fails on anything missing.
	run(mod, "go", "mod", "tidy", "-e")
	fbDir := t.TempDir()
	env = append(env, "OUTSIDE_FLATBUFFERS="+fbDir)
	out := run(mod, "go", "test", "-count=1", "./...")
	t.Log(strings.TrimSpace(out))
	flatcReadsInventory(t, mod, fbDir)
}

// flatcReadsInventory: flatc, from the .fbs mirror protoc-gen-fastflat
// wrote into the outside module (and the Timestamp's mirror it includes),
// reads the products the module's test encoded: the map as entries sorted
// by key, and the oneof members set to zero present.
func flatcReadsInventory(t *testing.T, mod, dir string) {
	flatc, err := exec.LookPath("flatc")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("flatc not found (CI installs it: make flatc)")
		}
		t.Log("flatc not found: the FlatBuffers read-back is not checked (apt-get install flatbuffers-compiler)")
		return
	}
	bins, _ := filepath.Glob(filepath.Join(dir, "*.bin"))
	if len(bins) != 4 {
		t.Fatalf("the module's test wrote %d FlatBuffers, want 4", len(bins))
	}
	args := append([]string{"--json", "--strict-json", "--raw-binary", "-I", mod, "-o", dir, filepath.Join(mod, "gen", "inventoryv1", "inventory.fbs"), "--"}, bins...)
	if out, err := exec.Command(flatc, args...).CombinedOutput(); err != nil {
		t.Fatalf("flatc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	read := func(sku string) map[string]any {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, sku+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v\n%s", sku, err, b)
		}
		return m
	}
	pen := read("pen-1")
	if got := fmt.Sprint(pen["attrs"]); pen["sku"] != "pen-1" || pen["in_stock"] != 12.0 ||
		got != "[map[key: value:empty key] map[key:colour value:blue] map[key:nib value:fine]]" {
		t.Errorf("flatc read pen-1 as %v", pen)
	}
	if old := read("old-3"); old["discontinued"] != false {
		t.Errorf("flatc read old-3 as %v: discontinued, set to false, should be present", old)
	}
	if none := read("none-4"); none["in_stock"] != 0.0 || fmt.Sprint(none["attrs"]) != "[map[key:a value:1] map[key:z]]" {
		t.Errorf("flatc read none-4 as %v: in_stock 0 present, attrs sorted", none)
	}
}
