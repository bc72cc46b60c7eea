package outsidemod

// inventoryProto is a small team's service as issue 27 met it: a product
// with a Timestamp, a map, a oneof and a repeated field. It is not
// polywire's: the outside module compiles it with polywire's plugins.
const inventoryProto = `syntax = "proto3";
package acme.inventory.v1;
option go_package = "example.com/outside/gen/inventoryv1";

import "google/protobuf/timestamp.proto";

message Product {
  string sku = 1;
  string name = 2;
  int64 price_cents = 3;
  repeated string tags = 4;
  google.protobuf.Timestamp updated_at = 5;
  map<string, string> attrs = 6;
  oneof availability {
    int32 in_stock = 7;
    google.protobuf.Timestamp backorder_until = 8;
    bool discontinued = 9;
  }
}

message GetProductRequest { string sku = 1; }
`

// inventoryTest is the outside module's test of that service through
// polywire's public packages only: every format takes its generated fast
// path (none falls back for the Timestamp, the map or the oneof); REST in
// all five formats, plain and zstd, equal by value, with a strong ETag and
// 304; a create that answers 201 with Location under a per-route body
// limit (413 past it); a panic answered 500 in the negotiated format; a
// oneof member set to its zero value keeps its presence in every format;
// and an apierror from a connect handler keeping its code, message and
// violations over Connect, gRPC and gRPC-Web, with every codec.
const inventoryTest = `package outside

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	"example.com/outside/gen/inventoryv1"
	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec/flatcodec/fastflat"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/contentcoding"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	"github.com/polywire/polywire/rest"
)

var updated = timestamppb.New(time.Date(2026, 11, 27, 12, 0, 0, 500, time.UTC))

func products() []*inventoryv1.Product {
	return []*inventoryv1.Product{
		{Sku: "pen-1", Name: "Fountain pen", PriceCents: 4500, Tags: []string{"office", "gift"}, UpdatedAt: updated,
			Attrs: map[string]string{"colour": "blue", "nib": "fine", "": "empty key"}, Availability: &inventoryv1.Product_InStock{InStock: 12}},
		{Sku: "ink-2", Name: "Ink", PriceCents: 700, UpdatedAt: updated,
			Availability: &inventoryv1.Product_BackorderUntil{BackorderUntil: timestamppb.New(time.Date(2027, 1, 5, 0, 0, 0, 0, time.UTC))}},
		// Zero values in a oneof: set, so present in every format.
		{Sku: "old-3", Name: "Blotter", Availability: &inventoryv1.Product_Discontinued{Discontinued: false}},
		{Sku: "none-4", Name: "Out of stock", Availability: &inventoryv1.Product_InStock{InStock: 0}, Attrs: map[string]string{"z": "", "a": "1"}},
	}
}

func TestInventoryFastPaths(t *testing.T) {
	for _, p := range products() {
		if _, ok := any(p).(interface{ AppendFast([]byte) []byte }); !ok {
			t.Fatal("no AppendFast")
		}
		if _, err := any(p).(interface{ AppendJSONFast([]byte) ([]byte, error) }).AppendJSONFast(nil); err != nil {
			t.Fatalf("%s: AppendJSONFast: %v", p.Sku, err)
		}
		if _, ok := any(p).(interface{ AppendMsgpackFast([]byte, int) ([]byte, bool) }).AppendMsgpackFast(nil, 0); !ok {
			t.Errorf("%s: AppendMsgpackFast left the product to the reference codec", p.Sku)
		}
		if _, ok := any(p).(interface{ AppendXMLFast([]byte) ([]byte, bool) }).AppendXMLFast(nil); !ok {
			t.Errorf("%s: AppendXMLFast left the product to the reference codec", p.Sku)
		}
		fb, ok := any(p).(interface {
			MarshalFlatFast(*fastflat.Encoder, int) (int, bool)
		})
		if !ok {
			t.Fatalf("%s: no MarshalFlatFast: protoc-gen-fastflat skipped Product", p.Sku)
		}
		if _, ok := fb.MarshalFlatFast(fastflat.GetEncoder(), 64); !ok {
			t.Errorf("%s: MarshalFlatFast left the product to the reference codec", p.Sku)
		}
	}
}

// Every codec, fast and reference, round-trips every product, presence of
// zero oneof members included, and the fast bytes are the reference bytes.
func TestInventoryEveryFormat(t *testing.T) {
	fast, ref := formats.Registry(), formats.ReferenceRegistry()
	for _, c := range fast.Codecs() {
		r, _ := ref.ByName(c.Name())
		for _, p := range products() {
			b, err := c.Marshal(nil, p)
			if err != nil {
				t.Fatalf("%s: marshal %s: %v", c.Name(), p.Sku, err)
			}
			rb, err := r.Marshal(nil, p)
			if err != nil {
				t.Fatalf("%s reference: marshal %s: %v", c.Name(), p.Sku, err)
			}
			if !bytes.Equal(b, rb) {
				t.Errorf("%s: %s: the fast path wrote other bytes than the reference", c.Name(), p.Sku)
			}
			if dir := os.Getenv("OUTSIDE_FLATBUFFERS"); dir != "" && c.Name() == "flatbuffers" {
				// For the outer test to read back with flatc.
				if err := os.WriteFile(filepath.Join(dir, p.Sku+".bin"), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, dec := range []interface{ Unmarshal([]byte, proto.Message) error }{c, r} {
				got := &inventoryv1.Product{}
				if err := dec.Unmarshal(b, got); err != nil || !proto.Equal(got, p) {
					t.Errorf("%s: %s: %v, got %v", c.Name(), p.Sku, err, got)
				}
			}
		}
	}
}

func TestInventoryService(t *testing.T) {
	x, err := rest.New(rest.WithCompression(16), rest.WithLogger(slog.New(slog.DiscardHandler)))
	if err != nil {
		t.Fatal(err)
	}
	bySku := map[string]*inventoryv1.Product{}
	for _, p := range products() {
		bySku[p.Sku] = p
	}
	get := func(_ context.Context, sku string) (*inventoryv1.Product, error) {
		if p := bySku[sku]; p != nil {
			return p, nil
		}
		return nil, apierror.New(apierror.CodeNotFound, "get product: no product %q", sku)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /products/{sku}", x.Handler(func(r *http.Request) (proto.Message, error) {
		return get(r.Context(), r.PathValue("sku"))
	}, rest.WithETag()))
	mux.Handle("POST /products", x.ResponseHandler(func(r *http.Request, res *rest.Response) (proto.Message, error) {
		p := &inventoryv1.Product{}
		if err := x.Decode(r, p); err != nil {
			return nil, err
		}
		if p.Sku == "" {
			return nil, apierror.New(apierror.CodeInvalidArgument, "create product: no sku").
				WithViolations(apierror.Violation{Field: "sku", Description: "required"})
		}
		res.Status = http.StatusCreated
		res.Header.Set("Location", "/products/"+p.Sku)
		return p, nil
	}, rest.WithMaxBody(4096)))
	mux.Handle("GET /panic", x.Handler(func(*http.Request) (proto.Message, error) { panic("inventory: boom") }))
	create := func(_ context.Context, req *connect.Request[inventoryv1.Product]) (*connect.Response[inventoryv1.Product], error) {
		if req.Msg.GetSku() == "" {
			return nil, apierror.New(apierror.CodeInvalidArgument, "create product: no sku").
				WithViolations(apierror.Violation{Field: "sku", Description: "required"})
		}
		return connect.NewResponse(req.Msg), nil
	}
	mux.Handle("/acme.inventory.v1.InventoryService/CreateProduct", connect.NewUnaryHandler("/acme.inventory.v1.InventoryService/CreateProduct", create, connectcodec.WithExchange(x)))
	srv := httptest.NewUnstartedServer(x.Recover(mux))
	srv.EnableHTTP2 = true
	srv.StartTLS()
	defer srv.Close()
	client := srv.Client()
	reg := x.Registry()

	do := func(method, path string, body []byte, header ...string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, bytes.NewReader(body))
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode >= 500 && path != "/panic" {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return resp, b
	}
	for _, mt := range reg.MediaTypes() {
		c, _ := reg.ByMediaType(mt)
		for _, coding := range []string{"identity", "zstd"} {
			for _, want := range products() {
				resp, body := do(http.MethodGet, "/products/"+want.Sku, nil, "Accept", mt, "Accept-Encoding", coding)
				if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != mt {
					t.Fatalf("%s %s: %d %q", mt, want.Sku, resp.StatusCode, resp.Header.Get("Content-Type"))
				}
				plain := body
				if resp.Header.Get("Content-Encoding") == "zstd" {
					plain, err = contentcoding.ReadAll(nil, bytes.NewReader(body), contentcoding.Zstd, 1<<20)
					if err != nil {
						t.Fatal(err)
					}
				}
				got := &inventoryv1.Product{}
				if err := c.Unmarshal(plain, got); err != nil || !proto.Equal(got, want) {
					t.Fatalf("%s %s %s: %v, got %v", mt, coding, want.Sku, err, got)
				}
				etag := resp.Header.Get("ETag")
				if !strings.HasPrefix(etag, "\"") {
					t.Fatalf("%s %s: ETag %q, want a strong one", mt, want.Sku, etag)
				}
				if resp, _ := do(http.MethodGet, "/products/"+want.Sku, nil, "Accept", mt, "Accept-Encoding", coding, "If-None-Match", etag); resp.StatusCode != http.StatusNotModified {
					t.Errorf("%s %s: If-None-Match: %d, want 304", mt, want.Sku, resp.StatusCode)
				}
			}
		}
		// A create: 201 with Location, in the format posted.
		p := products()[0]
		b, err := c.Marshal(nil, p)
		if err != nil {
			t.Fatal(err)
		}
		resp, body := do(http.MethodPost, "/products", b, "Content-Type", mt, "Accept", mt)
		got := &inventoryv1.Product{}
		if resp.StatusCode != http.StatusCreated || resp.Header.Get("Location") != "/products/pen-1" || c.Unmarshal(body, got) != nil || !proto.Equal(got, p) {
			t.Errorf("%s create: %d Location %q", mt, resp.StatusCode, resp.Header.Get("Location"))
		}
		big := proto.Clone(p).(*inventoryv1.Product)
		big.Name = strings.Repeat("n", 5000)
		b, _ = c.Marshal(nil, big)
		if resp, _ := do(http.MethodPost, "/products", b, "Content-Type", mt, "Accept", mt); resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("%s create past the route's 4096 bytes: %d, want 413", mt, resp.StatusCode)
		}
		// A validation error, in the negotiated format, with its violation.
		b, _ = c.Marshal(nil, &inventoryv1.Product{Name: "no sku"})
		resp, body = do(http.MethodPost, "/products", b, "Content-Type", mt, "Accept", mt)
		pb := &errorv1.Error{}
		if resp.StatusCode != http.StatusBadRequest || resp.Header.Get("Content-Type") != mt || c.Unmarshal(body, pb) != nil {
			t.Errorf("%s create without sku: %d %q %q", mt, resp.StatusCode, resp.Header.Get("Content-Type"), body)
		} else if e := apierror.FromProto(pb); e.Code != apierror.CodeInvalidArgument || fmt.Sprint(e.Violations) != "[{sku required}]" {
			t.Errorf("%s create without sku: %+v", mt, e)
		}
		// A panic: 500 in the negotiated format, the server still up.
		if resp, _ := do(http.MethodGet, "/panic", nil, "Accept", mt); resp.StatusCode != http.StatusInternalServerError || resp.Header.Get("Content-Type") != mt {
			t.Errorf("%s panic: %d %q", mt, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}

	// The RPC face: an apierror from the handler keeps its code, message
	// and violations on every protocol, in every format.
	for _, c := range reg.Codecs() {
		for _, protocol := range []string{"connect", "grpc", "grpcweb"} {
			opts := []connect.ClientOption{connectcodec.WithCodec(c)}
			switch protocol {
			case "grpc":
				opts = append(opts, connect.WithGRPC())
			case "grpcweb":
				opts = append(opts, connect.WithGRPCWeb())
			}
			cl := connect.NewClient[inventoryv1.Product, inventoryv1.Product](client, srv.URL+"/acme.inventory.v1.InventoryService/CreateProduct", opts...)
			res, err := cl.CallUnary(context.Background(), connect.NewRequest(products()[1]))
			if err != nil || !proto.Equal(res.Msg, products()[1]) {
				t.Fatalf("%s %s: %v", protocol, c.Name(), err)
			}
			_, err = cl.CallUnary(context.Background(), connect.NewRequest(&inventoryv1.Product{}))
			e := connectcodec.FromError(err)
			if connect.CodeOf(err) != connect.CodeInvalidArgument || e.Code != apierror.CodeInvalidArgument || e.Message != "create product: no sku" ||
				fmt.Sprint(e.Violations) != "[{sku required}]" {
				t.Errorf("%s %s: %v → %+v", protocol, c.Name(), err, e)
			}
		}
	}
}
`
