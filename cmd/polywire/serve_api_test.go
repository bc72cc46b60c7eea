package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/results"
)

// shopOrders are the samples of testdata/yourschema (shopDir).
const shopOrders = shopDir + "/orders.jsonl"

// serveInProcess runs polywire serve with args on a loopback port until
// the returned stop; it returns the base URL.
func serveInProcess(t *testing.T, args ...string) (string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	cmd := &ServeCommand{ready: func(a string) { addrc <- a }}
	go func() {
		done <- cmd.Run(ctx, append([]string{"-addr", "127.0.0.1:0", "-log-level", "warn"}, args...))
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		cancel()
		t.Fatalf("serve exited: %v", err)
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatal("serve did not start")
	}
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve returned %v after cancel", err)
		}
	}
	t.Cleanup(stop)
	return "http://" + addr, stop
}

func get(t *testing.T, url string, header ...string) (int, []byte) {
	t.Helper()
	return send(t, "GET", url, nil, header...)
}

func send(t *testing.T, method, url string, body []byte, header ...string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, b
}

// TestServeUserAPI: polywire serve on the shop schema, from a config file
// and from -route flags alike: the list, an item in Protobuf equal to the
// sample, and a POST that a restarted server still finds.
func TestServeUserAPI(t *testing.T) {
	t.Parallel()
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	config := filepath.Join(t.TempDir(), "polywire.yaml")
	yaml := "schema:\n  proto_path: [" + abs(shopDir) + "]\n  files: [acme/shop/v1/shop.proto]\nroutes:\n" +
		"  - GET /orders=" + abs(shopOrders) + ":acme.shop.v1.Order\n" +
		"  - method: GET\n    path: /orders/{id}\n    data: " + abs(shopOrders) + "\n    message: acme.shop.v1.Order\n" +
		"  - POST /orders=:acme.shop.v1.Order\n"
	if err := os.WriteFile(config, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{shopDir}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	order, _ := sch.Message("acme.shop.v1.Order")
	samples, err := sch.ReadSamples(shopOrders, order, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
	}{
		{"config", []string{"-config", config}},
		{"route_flags", []string{"-proto-path", shopDir, "acme/shop/v1/shop.proto",
			"-route", "GET /orders=" + shopOrders + ":acme.shop.v1.Order",
			"-route", "GET /orders/{id}=" + shopOrders + ":acme.shop.v1.Order",
			"-route", "POST /orders=:acme.shop.v1.Order"}},
		{"message_and_samples", []string{"-proto-path", shopDir, "acme/shop/v1/shop.proto", "-message", "acme.shop.v1.Order", "-samples", shopOrders}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			db := filepath.Join(t.TempDir(), "polywire.db")
			args := append([]string{"-db", db}, tt.args...)
			base, stop := serveInProcess(t, args...)
			if status, body := get(t, base+"/orders"); status != 200 || strings.Count(string(body), `"customerEmail"`) != 3 {
				t.Fatalf("GET /orders: %d %s", status, body)
			}
			status, body := get(t, base+"/orders/ord-2", "Accept", "application/x-protobuf")
			got := dynamicpb.NewMessage(order)
			if err := proto.Unmarshal(body, got); status != 200 || err != nil || !proto.Equal(got, samples.Messages[1]) {
				t.Fatalf("GET /orders/ord-2: %d %v %v", status, err, got)
			}
			if status, _ := get(t, base+"/accountList"); status != 404 {
				t.Errorf("a built-in route is served beside the user's API alone: %d", status)
			}
			if status, body := send(t, "POST", base+"/orders", []byte(`{"id":"cli-1","gift":true}`), "Content-Type", "application/json"); status != 201 {
				t.Fatalf("POST: %d %s", status, body)
			}
			stop()
			base, _ = serveInProcess(t, args...)
			if status, body := get(t, base+"/orders/cli-1"); status != 200 || !strings.Contains(string(body), `"gift":true`) {
				t.Fatalf("GET /orders/cli-1 after a restart: %d %s", status, body)
			}
		})
	}
}

// TestServeUserAPIErrors: mistakes in routes, configs and schemas exit 1
// with Error: and Try:, before anything listens.
func TestServeUserAPIErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	badConfig := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(badConfig, []byte("schema:\n  files: [x.proto]\nroutez:\n  - GET /a=a.jsonl:A\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	schema := []string{"-proto-path", shopDir, "acme/shop/v1/shop.proto"}
	tests := []struct {
		name     string
		args     []string
		err, try string
	}{
		{"unparsable_route", append(schema, "-route", "GET /orders"), `route "GET /orders": no =DATAFILE:MESSAGE`, "-route 'GET /orders=orders.jsonl:acme.shop.v1.Order'"},
		{"unknown_message", append(schema, "-route", "GET /orders="+shopOrders+":acme.shop.v1.Ordr"), "nearest: acme.shop.v1.Order", "-route 'GET /orders=" + shopOrders + ":acme.shop.v1.Order'"},
		{"config_unknown_key", []string{"-config", badConfig}, badConfig + `:3: unknown key "routez"; did you mean "routes"?`, "fix that line"},
		{"no_routes", schema, "a schema but no routes", "-route"},
		{"server_path", append(schema, "-route", "GET /metrics="+shopOrders+":acme.shop.v1.Order"), "/metrics is the server's own", "another path"},
		{"not_proto", []string{"-route", "GET /a=a.jsonl:A", "orders.jsonl"}, `unexpected argument "orders.jsonl"`, "polywire serve -h"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stderr bytes.Buffer
			args := append([]string{"serve", "-addr", "127.0.0.1:0", "-db", filepath.Join(t.TempDir(), "x.db")}, tt.args...)
			if code := exitCode(args, &stderr); code != 1 {
				t.Fatalf("exit %d, want 1: %s", code, stderr.String())
			}
			out := stderr.String()
			if !strings.HasPrefix(out, "Error: ") || !strings.Contains(out, tt.err) || !strings.Contains(out, "\nTry: ") || !strings.Contains(out, tt.try) {
				t.Errorf("stderr:\n%s\nwant Error: with %q and Try: with %q", out, tt.err, tt.try)
			}
		})
	}
}

// TestBenchClientSchema: bench client on the shop schema serves the
// samples itself and measures the list and an item in every format,
// FlatBuffers included (maps, a oneof, optional fields).
func TestBenchClientSchema(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "client.json")
	err := run(context.Background(), []string{"bench", "client", "-proto-path", shopDir, "acme/shop/v1/shop.proto",
		"-message", "acme.shop.v1.Order", "-samples", shopOrders, "-reps", "1", "-codings", "identity,gzip", "-code", "dynamic", "-o", out})
	if err != nil {
		t.Fatal(err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	endpoints, formats := map[string]bool{}, map[string]bool{}
	for _, r := range f.Client {
		endpoints[r.Endpoint] = true
		formats[r.Format] = true
		if r.WireBytes == 0 {
			t.Errorf("row %+v", r)
		}
	}
	// 2 endpoints x 5 formats x 2 codings.
	if len(f.Client) != 20 || !endpoints["/orders?limit=3"] || !endpoints["/orders/ord-1"] || !formats["flatbuffers"] {
		t.Errorf("%d rows, endpoints %v, formats %v", len(f.Client), endpoints, formats)
	}
	if skipped, _ := f.Config["skippedFormats"].(map[string]any); f.Config["message"] != "acme.shop.v1.Order" || len(skipped) != 0 {
		t.Errorf("config %v", f.Config)
	}
}

// TestBuiltinRoutesFlag: -builtin-routes and -seed-routes, its name before
// issue 26, are one flag.
func TestBuiltinRoutesFlag(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"-builtin-routes"}, {"-seed-routes"}, {"-seed-routes=false", "-builtin-routes"}} {
		fs := flag.NewFlagSet("serve", flag.ContinueOnError)
		f := addAPIFlags(fs)
		if err := fs.Parse(args); err != nil || !f.builtinRoutes {
			t.Errorf("%q: builtinRoutes %v, %v; want true", args, f.builtinRoutes, err)
		}
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	if f := addAPIFlags(fs); fs.Parse(nil) != nil || f.builtinRoutes {
		t.Error("the built-in routes are on by default beside a user's API")
	}
}
