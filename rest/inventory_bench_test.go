package rest_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	inventoryv1 "github.com/polywire/polywire/gen/polywire/inventory/v1"
	"github.com/polywire/polywire/rest"
)

// inventory is n products of polywire.inventory.v1, a team's schema with a
// Timestamp, a map, a oneof and a repeated string in every product,
// deterministic for n.
func inventory(n int) *inventoryv1.ListProductsResponse {
	words := []string{"oak", "steel", "linen", "walnut", "brass", "wool", "glass", "cedar", "slate", "cotton"}
	base := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	list := &inventoryv1.ListProductsResponse{NextPageToken: "p2"}
	for i := range n {
		p := &inventoryv1.Product{
			Sku:        fmt.Sprintf("SKU-%05d", i),
			Name:       words[i%len(words)] + " " + words[(i/len(words))%len(words)] + " table",
			PriceCents: int64(1999 + 37*i),
			Tags:       words[i%3 : i%3+1+i%4],
			UpdatedAt:  timestamppb.New(base.Add(time.Duration(i) * 7919 * time.Millisecond)),
			Attrs: map[string]string{
				"colour":   words[(i+3)%len(words)],
				"material": words[(i+5)%len(words)],
				"origin":   []string{"PT", "DK", "JP", "CA"}[i%4],
			},
		}
		switch i % 3 {
		case 0:
			p.Availability = &inventoryv1.Product_InStock{InStock: int32(i % 17)}
		case 1:
			p.Availability = &inventoryv1.Product_BackorderUntil{BackorderUntil: timestamppb.New(base.AddDate(0, 1, i%28))}
		default:
			p.Availability = &inventoryv1.Product_Discontinued{Discontinued: i%2 == 0}
		}
		list.Products = append(list.Products, p)
	}
	return list
}

// inventoryCases are the handler-level cases of BenchmarkInventory: per
// format, the generated fast path (formats.Registry) and the
// descriptor-driven reference (formats.ReferenceRegistry), each answering
// GET with 1,000 products and decoding a POST of them.
func inventoryCases(tb testing.TB) (list *inventoryv1.ListProductsResponse, cases []inventoryCase) {
	list = inventory(1000)
	for _, path := range []struct {
		name string
		reg  *codec.Registry
	}{{"fast", formats.Registry()}, {"reference", formats.ReferenceRegistry()}} {
		x, err := rest.New(rest.WithRegistry(path.reg), rest.WithoutCompression(), rest.WithLogger(slog.New(slog.DiscardHandler)))
		if err != nil {
			tb.Fatal(err)
		}
		get := x.Handler(func(*http.Request) (proto.Message, error) { return list, nil })
		post := x.Handler(func(r *http.Request) (proto.Message, error) {
			got := &inventoryv1.ListProductsResponse{}
			if err := x.Decode(r, got); err != nil {
				return nil, err
			}
			return &inventoryv1.GetProductRequest{Sku: got.Products[len(got.Products)-1].Sku}, nil
		})
		for _, c := range path.reg.Codecs() {
			body, err := c.Marshal(nil, list)
			if err != nil {
				tb.Fatal(err)
			}
			cases = append(cases, inventoryCase{format: c.Name(), path: path.name, mediaType: path.reg.MediaType(c), codec: c, get: get, post: post, body: body})
		}
	}
	return list, cases
}

type inventoryCase struct {
	format, path, mediaType string
	codec                   codec.Codec
	get, post               http.Handler
	body                    []byte
}

// TestInventoryBenchmarkAnswers: every case BenchmarkInventory times
// answers 200 with the 1,000 products (GET) or their last sku (POST), so
// the benchmark never times an error.
func TestInventoryBenchmarkAnswers(t *testing.T) {
	t.Parallel()
	list, cases := inventoryCases(t)
	for _, c := range cases {
		t.Run(c.format+"/"+c.path, func(t *testing.T) {
			w := httptest.NewRecorder()
			req := httptest.NewRequest(http.MethodGet, "/products", nil)
			req.Header.Set("Accept", c.mediaType)
			c.get.ServeHTTP(w, req)
			got := &inventoryv1.ListProductsResponse{}
			if w.Code != http.StatusOK || c.codec.Unmarshal(w.Body.Bytes(), got) != nil || !proto.Equal(got, list) {
				t.Fatalf("GET: %d %q", w.Code, w.Header().Get("Content-Type"))
			}
			w = httptest.NewRecorder()
			req = httptest.NewRequest(http.MethodPost, "/products", bytes.NewReader(c.body))
			req.Header.Set("Content-Type", c.mediaType)
			req.Header.Set("Accept", c.mediaType)
			c.post.ServeHTTP(w, req)
			sku := &inventoryv1.GetProductRequest{}
			if w.Code != http.StatusOK || c.codec.Unmarshal(w.Body.Bytes(), sku) != nil || sku.Sku != "SKU-00999" {
				t.Fatalf("POST: %d %s", w.Code, w.Body.Bytes())
			}
		})
	}
}

// BenchmarkInventory is issue 27's goal at handler level: 1,000 products
// of a team's schema (a Timestamp, a map and a oneof each) answered (get)
// and read (post) in every format, on the generated fast path and on the
// reference path, in the same run:
//
//	go test -run '^$' -bench Inventory -count 3 ./rest
func BenchmarkInventory(b *testing.B) {
	_, cases := inventoryCases(b)
	for _, c := range cases {
		b.Run("get/"+c.format+"/"+c.path, func(b *testing.B) {
			req := httptest.NewRequest(http.MethodGet, "/products", nil)
			req.Header.Set("Accept", c.mediaType)
			w := &discard{h: http.Header{}}
			b.ReportAllocs()
			for b.Loop() {
				clear(w.h)
				c.get.ServeHTTP(w, req)
			}
		})
		b.Run("post/"+c.format+"/"+c.path, func(b *testing.B) {
			w := &discard{h: http.Header{}}
			rd := bytes.NewReader(c.body)
			req := httptest.NewRequest(http.MethodPost, "/products", rd)
			req.Header.Set("Content-Type", c.mediaType)
			req.Header.Set("Accept", c.mediaType)
			b.SetBytes(int64(len(c.body)))
			b.ReportAllocs()
			for b.Loop() {
				clear(w.h)
				rd.Reset(c.body)
				req.Body = readCloser{rd}
				c.post.ServeHTTP(w, req)
			}
		})
	}
}

type readCloser struct{ *bytes.Reader }

func (readCloser) Close() error { return nil }

// discard is a ResponseWriter that keeps nothing, so the benchmark times
// the handler: negotiation, encoding, headers.
type discard struct{ h http.Header }

func (w *discard) Header() http.Header         { return w.h }
func (w *discard) Write(p []byte) (int, error) { return len(p), nil }
func (w *discard) WriteHeader(int)             {}
