package mockapi_test

import (
	"errors"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
)

func TestParseRoute(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, spec string
		want       mockapi.RouteSpec
		err        string // in the message; "" for none
	}{
		{name: "list", spec: "GET /orders=orders.jsonl:acme.shop.v1.Order",
			want: mockapi.RouteSpec{Method: "GET", Path: "/orders", Data: "orders.jsonl", Message: "acme.shop.v1.Order", Where: "-route"}},
		{name: "item_lowercase_method", spec: "get /orders/{id}=data/o.jsonl:acme.shop.v1.Order",
			want: mockapi.RouteSpec{Method: "GET", Path: "/orders/{id}", Data: "data/o.jsonl", Message: "acme.shop.v1.Order", Where: "-route"}},
		{name: "windows_path", spec: `GET /orders=C:\data\o.jsonl:acme.shop.v1.Order`,
			want: mockapi.RouteSpec{Method: "GET", Path: "/orders", Data: `C:\data\o.jsonl`, Message: "acme.shop.v1.Order", Where: "-route"}},
		{name: "post", spec: "POST /orders=:acme.shop.v1.Order",
			want: mockapi.RouteSpec{Method: "POST", Path: "/orders", Message: "acme.shop.v1.Order", Where: "-route"}},
		{name: "no_method", spec: "/orders=o.jsonl:acme.shop.v1.Order", err: "want METHOD PATH=DATAFILE:MESSAGE"},
		{name: "no_equals", spec: "GET /orders", err: "no =DATAFILE:MESSAGE"},
		{name: "no_message", spec: "GET /orders=o.jsonl", err: "no :MESSAGE"},
		{name: "empty_message", spec: "GET /orders=o.jsonl:", err: "no message name"},
		{name: "bad_method", spec: "PUT /orders=:acme.shop.v1.Order", err: `method "PUT"`},
		{name: "relative_path", spec: "GET orders=o.jsonl:acme.shop.v1.Order", err: "starts with /"},
		{name: "wildcard_not_last", spec: "GET /{id}/x=o.jsonl:acme.shop.v1.Order", err: "only the last segment"},
		{name: "get_without_data", spec: "GET /orders=:acme.shop.v1.Order", err: "needs a data file"},
		{name: "post_with_data", spec: "POST /orders=o.jsonl:acme.shop.v1.Order", err: "takes no data file"},
		{name: "post_with_param", spec: "POST /orders/{id}=:acme.shop.v1.Order", err: "has no {name}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := mockapi.ParseRoute(tt.spec)
			if tt.err != "" {
				var ue *userschema.Error
				ok := errors.As(err, &ue)
				if !ok || !strings.Contains(ue.Msg, tt.err) || !strings.Contains(ue.Msg, tt.spec) || !strings.HasPrefix(ue.Try, "-route '") {
					t.Fatalf("error %#v, want a *userschema.Error naming the spec, containing %q, with a -route to try", err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseRoute = %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
}

func TestReadFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.yaml", `schema:
  proto_path: schema
  files: [acme/shop/v1/shop.proto]
skip_bad: true
routes:
  - GET /orders=orders.jsonl:acme.shop.v1.Order
  - method: get
    path: /orders/{id}
    data: /abs/orders.jsonl
    message: acme.shop.v1.Order
  - POST /orders=:acme.shop.v1.Order
`)
	f, err := mockapi.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if !f.SkipBad || f.BuiltinRoutes || len(f.Routes) != 3 || f.Schema.ProtoPath[0] != filepath.Join(dir, "schema") {
		t.Fatalf("read %+v", f)
	}
	if r := f.Routes[0]; r.Data != filepath.Join(dir, "orders.jsonl") || r.Where != good+":6" {
		t.Errorf("route 0 %+v: want its data file relative to the config and its line", r)
	}
	if r := f.Routes[1]; r.Method != http.MethodGet || r.Path != "/orders/{id}" || r.Data != "/abs/orders.jsonl" || r.Where != good+":7" {
		t.Errorf("route 1 %+v", r)
	}
	// builtin_routes, and seed_routes (its name before issue 26), both turn
	// the built-in routes on; given together they are one key given twice.
	for _, key := range []string{"builtin_routes", "seed_routes"} {
		f, err := mockapi.ReadFile(write(key+".yaml", key+": true\nroutes: [GET /a=a.jsonl:A]\n"))
		if err != nil || !f.BuiltinRoutes {
			t.Errorf("%s: true read as %+v, %v; want BuiltinRoutes", key, f, err)
		}
	}
	tests := []struct{ name, text, err string }{
		{"unknown_key", "schema:\n  files: [a.proto]\nroute:\n  - GET /a=a.jsonl:A\n", `:3: unknown key "route"; did you mean "routes"?`},
		{"unknown_route_key", "routes:\n  - method: GET\n    path: /a\n    file: a.jsonl\n    message: A\n", `:4: unknown key "file"`},
		{"unknown_schema_key", "schema:\n  protopath: [x]\nroutes: [GET /a=a.jsonl:A]\n", `:2: unknown key "protopath"`},
		{"bad_spec", "routes:\n  - GET /a\n", `no =DATAFILE:MESSAGE after the path at line 2`},
		{"bad_mapping_route", "routes:\n  - method: DELETE\n    path: /a\n    message: A\n", `:2: route DELETE /a=:A: method "DELETE"`},
		{"no_routes", "schema:\n  files: [a.proto]\n", "no routes"},
		{"not_yaml", "routes: [\n", "did not find expected"},
		{"wrong_type", "skip_bad: [1]\nroutes: [GET /a=a.jsonl:A]\n", ":1: want a single value, not a list"},
		{"twice", "routes: [GET /a=a.jsonl:A]\nroutes: [GET /a=a.jsonl:A]\n", `:2: key "routes" given twice`},
		{"old_and_new_name", "builtin_routes: true\nseed_routes: false\nroutes: [GET /a=a.jsonl:A]\n", `:2: key "builtin_routes" given twice`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := mockapi.ReadFile(write(tt.name+".yaml", tt.text))
			var ue *userschema.Error
			ok := errors.As(err, &ue)
			if !ok || !strings.Contains(ue.Msg, tt.err) || ue.Try == "" {
				t.Fatalf("error %v, want a *userschema.Error containing %q with a Try", err, tt.err)
			}
		})
	}
	if _, err := mockapi.ReadFile(filepath.Join(dir, "missing.yaml")); err == nil {
		t.Error("a missing config read")
	}
}

// TestNewErrors: what a user gets wrong at startup is an error naming
// the route and saying what to try.
func TestNewErrors(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte(`{"id":"a"}`+"\n"+`{"id":"b","items":[{"quantity":"many"}]}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		specs   []string
		err     string
		try     string
		skipBad bool
	}{
		{name: "unknown_message", specs: []string{"GET /orders=" + ordersFile + ":acme.shop.v1.Ordr"},
			err: `nearest: acme.shop.v1.Order`, try: "-route 'GET /orders=" + ordersFile + ":acme.shop.v1.Order'"},
		{name: "bad_sample", specs: []string{"GET /orders=" + bad + ":" + orderName},
			err: bad + ":2: field items[0].quantity", try: "-skip-bad"},
		{name: "missing_data", specs: []string{"GET /orders=" + filepath.Join(dir, "none.jsonl") + ":" + orderName},
			err: "no such file", try: "-samples"},
		{name: "key_of_wrong_kind", specs: []string{"GET /orders/{items}=" + ordersFile + ":" + orderName},
			err: "{items} is field items of acme.shop.v1.Order, a repeated message", try: "{index}"},
		{name: "twice", specs: []string{"GET /orders=" + ordersFile + ":" + orderName, "GET /orders=" + ordersFile + ":" + orderName},
			err: "GET /orders is given twice", try: "once"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := mockapi.New(s.schema, routes(t, tt.specs...), mockapi.Options{SkipBad: tt.skipBad, Logger: slog.New(slog.DiscardHandler)})
			var ue *userschema.Error
			ok := errors.As(err, &ue)
			if !ok || !strings.Contains(ue.Msg, tt.err) || !strings.Contains(ue.Try, tt.try) || !strings.Contains(ue.Msg, "route ") {
				t.Fatalf("error %#v, want a *userschema.Error naming the route, containing %q, with a Try containing %q", err, tt.err, tt.try)
			}
		})
	}
	t.Run("skip_bad", func(t *testing.T) {
		t.Parallel()
		api, err := mockapi.New(s.schema, routes(t, "GET /orders="+bad+":"+orderName), mockapi.Options{SkipBad: true, Logger: slog.New(slog.DiscardHandler)})
		if err != nil || !strings.Contains(api.Describe()[0], "pages of 1 acme.shop.v1.Order") {
			t.Fatalf("with SkipBad: %v, %v", err, api)
		}
	})
}

// TestBuiltinRouteConflict: with the built-in routes mounted, a user route
// that would shadow one is an error; without them it is served.
func TestBuiltinRouteConflict(t *testing.T) {
	t.Parallel()
	s := loadShop(t)
	api, err := mockapi.New(s.schema, routes(t, "GET /people/{id}="+ordersFile+":"+orderName), mockapi.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = server.New(server.Config{API: api, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err == nil || !strings.Contains(err.Error(), "conflicts with the built-in route GET /people/posted") {
		t.Fatalf("with the built-in routes: %v", err)
	}
	if _, err := server.New(server.Config{API: api, OnlyAPI: true, Logger: slog.New(slog.DiscardHandler)}, nil); err != nil {
		t.Fatalf("the user's API alone: %v", err)
	}
}

// TestUserListMessage: a route naming the user's own list message
// (exactly one repeated message field) reads its items from the data file
// and answers pages of that message; an item route on it serves items.
func TestUserListMessage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "acme/orders/v1"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"acme/orders/v1/orders.proto": `syntax = "proto3";
package acme.orders.v1;
message Order { int64 number = 1; string customer = 2; }
message OrderList { string next_page_token = 1; repeated Order orders = 2; }
service Orders { rpc List(ListRequest) returns (OrderList); rpc Get(GetRequest) returns (Order); }
message ListRequest { int32 limit = 1; int32 offset = 2; }
message GetRequest { int64 number = 1; }
`,
		"orders.jsonl": `{"number":"7","customer":"ada"}` + "\n" + `{"number":"9","customer":"bob"}` + "\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sch, err := userschema.Load(t.Context(), userschema.Source{ProtoPath: []string{dir}, Files: []string{"acme/orders/v1/orders.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(dir, "orders.jsonl")
	base := start(t, sch, routes(t, "GET /orders="+data+":acme.orders.v1.OrderList", "GET /orders/{number}="+data+":acme.orders.v1.Order"), t.TempDir())
	listMD, _ := sch.Message("acme.orders.v1.OrderList")
	r := do(t, "GET", base+"/orders?offset=1", nil, "Accept", "application/x-protobuf")
	got := dynamicpb.NewMessage(listMD)
	if err := proto.Unmarshal(r.body, got); err != nil || r.status != 200 {
		t.Fatalf("list: %d %v", r.status, err)
	}
	orders := got.Get(listMD.Fields().ByName("orders")).List()
	if orders.Len() != 1 || orders.Get(0).Message().Get(orders.Get(0).Message().Descriptor().Fields().ByName("customer")).String() != "bob" {
		t.Fatalf("page at offset 1: %v", got)
	}
	if r := do(t, "GET", base+"/orders/9", nil); r.status != 200 || !strings.Contains(string(r.body), `"bob"`) {
		t.Fatalf("item by integer field: %d %s", r.status, r.body)
	}
	if r := do(t, "GET", base+"/orders/nine", nil); r.status != 400 || !strings.Contains(string(r.body), "is not one") {
		t.Fatalf("item by a non-integer: %d %s", r.status, r.body)
	}
}
