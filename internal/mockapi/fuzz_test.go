package mockapi

import (
	"errors"
	"testing"

	"github.com/polywire/polywire/internal/userschema"
)

// FuzzParseRoute: any -route value parses to a spec that prints back to
// one that parses the same, or is a *userschema.Error; never a panic.
func FuzzParseRoute(f *testing.F) {
	for _, s := range []string{exampleList, exampleItem, examplePost, "get /x=:a.B", "GET /orders/{id}=C:\\data\\o.jsonl:a.B", "PUT / =:", "GET /a/{b}/{c}=d:e", exampleCall, exampleRPC, "RPC /a.B/C=x.jsonl", "RPC a.B/C=", "POST /x/{id}=rpc:a.B/C", "GET /x=rpc:noslash"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := ParseRoute(s)
		if err != nil {
			var ue *userschema.Error
			if !errors.As(err, &ue) || ue.Try == "" {
				t.Fatalf("%q: error without Try: %v", s, err)
			}
			return
		}
		again, err := ParseRoute(spec.String())
		if err != nil || again != spec {
			t.Fatalf("%q: parsed %+v, printed %q, parsed again %+v, %v", s, spec, spec.String(), again, err)
		}
	})
}

// FuzzConfig: any polywire.yaml parses or gives an error; never a panic.
func FuzzConfig(f *testing.F) {
	f.Add([]byte("schema:\n  proto_path: [.]\n  files: [a.proto]\nroutes:\n  - GET /orders=orders.jsonl:acme.shop.v1.Order\n  - method: GET\n    path: /orders/{id}\n    data: orders.jsonl\n    message: acme.shop.v1.Order\n"))
	f.Add([]byte("routes: {a: 1}\nseed_routes: maybe\n"))
	f.Add([]byte("- [\n"))
	f.Add([]byte("schema:\n  files: [a.proto]\nroutes:\n  - method: POST\n    path: /v1/traces\n    rpc: a.B/C\n  - method: RPC\n    path: /a.B/C\n    data: echo\n"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		if file, err := parseFile("polywire.yaml", raw); err == nil && file == nil {
			t.Fatal("no file and no error")
		}
	})
}
