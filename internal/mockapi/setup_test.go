package mockapi_test

import (
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/userschema"
)

// TestLoad: the config's schema and routes come first, the flags' after;
// either can turn the built-in routes on; -message and -samples make the
// default routes only when nothing else gives routes.
func TestLoad(t *testing.T) {
	t.Parallel()
	abs, err := filepath.Abs(shopDir)
	if err != nil {
		t.Fatal(err)
	}
	config := filepath.Join(t.TempDir(), "polywire.yaml")
	text := "schema:\n  proto_path: [" + abs + "]\n  files: [acme/shop/v1/shop.proto]\nbuiltin_routes: true\nroutes:\n  - GET /orders=" + abs + "/orders.jsonl:acme.shop.v1.Order\n"
	if err := os.WriteFile(config, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.DiscardHandler)
	shop := userschema.Source{ProtoPath: []string{shopDir}, Files: []string{"acme/shop/v1/shop.proto"}}
	tests := []struct {
		name    string
		setup   mockapi.Setup
		routes  int
		builtin bool
		err     string
	}{
		{"config_and_flags", mockapi.Setup{Config: config, Routes: []string{"GET /orders/{id}=" + ordersFile + ":acme.shop.v1.Order"}}, 2, true, ""},
		{"defaults", mockapi.Setup{Schema: shop, Message: "acme.shop.v1.Order", Samples: ordersFile}, 3, false, ""},
		{"builtin_flag", mockapi.Setup{Schema: shop, Message: "acme.shop.v1.Order", Samples: ordersFile, BuiltinRoutes: true}, 3, true, ""},
		{"no_routes", mockapi.Setup{Schema: shop}, 0, false, "a schema but no routes"},
		{"defaults_and_routes", mockapi.Setup{Config: config, Message: "acme.shop.v1.Order"}, 0, false, "-message and -samples make the default routes"},
		{"bad_route", mockapi.Setup{Schema: shop, Routes: []string{"GET /a"}}, 0, false, "no =DATAFILE:MESSAGE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.setup.Logger = quiet
			api, builtin, err := mockapi.Load(t.Context(), tt.setup)
			if tt.err != "" {
				var ue *userschema.Error
				if !errors.As(err, &ue) || !strings.Contains(ue.Msg, tt.err) || ue.Try == "" {
					t.Fatalf("error %v, want a *userschema.Error with %q and a Try", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := len(api.Describe()); got != tt.routes || builtin != tt.builtin {
				t.Errorf("%d routes, builtin %v; want %d, %v: %q", got, builtin, tt.routes, tt.builtin, api.Describe())
			}
		})
	}
}
