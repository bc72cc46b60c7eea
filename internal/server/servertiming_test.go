package server

import (
	"bytes"
	"context"
	"errors"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"connectrpc.com/connect"

	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
)

// parseServerTiming reads a Server-Timing header into metric name → its
// parameters, failing on anything malformed: a metric twice, a dur that is
// not a finite number >= 0 with three decimals.
func parseServerTiming(t *testing.T, header string) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	for entry := range strings.SplitSeq(header, ",") {
		parts := strings.Split(strings.TrimSpace(entry), ";")
		name := parts[0]
		if name == "" {
			t.Fatalf("Server-Timing %q: empty metric name", header)
		}
		if _, dup := out[name]; dup {
			t.Fatalf("Server-Timing %q: %s twice", header, name)
		}
		params := map[string]string{}
		for _, p := range parts[1:] {
			k, v, ok := strings.Cut(p, "=")
			if !ok {
				t.Fatalf("Server-Timing %q: parameter %q without a value", header, p)
			}
			params[k] = v
		}
		if d, ok := params["dur"]; ok {
			f, err := strconv.ParseFloat(d, 64)
			if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
				t.Fatalf("Server-Timing %q: %s;dur=%q is not a finite number >= 0", header, name, d)
			}
			if i := strings.IndexByte(d, '.'); i < 0 || len(d)-i-1 != 3 {
				t.Fatalf("Server-Timing %q: %s;dur=%q does not have three decimals", header, name, d)
			}
		}
		out[name] = params
	}
	return out
}

// checkServerTiming checks that header holds exactly the metrics in want
// (name → its desc, or "" for a dur), total included.
func checkServerTiming(t *testing.T, header string, want map[string]string) {
	t.Helper()
	if header == "" {
		t.Fatal("no Server-Timing header")
	}
	got := parseServerTiming(t, header)
	for name, desc := range want {
		p, ok := got[name]
		switch {
		case !ok:
			t.Errorf("Server-Timing %q lacks %s", header, name)
		case desc == "" && p["dur"] == "":
			t.Errorf("Server-Timing %q: %s has no dur", header, name)
		case desc != "" && p["desc"] != desc:
			t.Errorf("Server-Timing %q: %s;desc=%q, want %q", header, name, p["desc"], desc)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("Server-Timing %q has %s, which does not apply", header, name)
		}
	}
}

func TestServerTiming(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	cached, uncached := Config{}, Config{DisableCache: true}
	doc := encode(t, "application/json", dataset.GenerateDocuments(5, 1)[0])
	protoAccept := http.Header{"Accept": {"application/x-protobuf"}}
	for _, tc := range []struct {
		name string
		// cfg is the server's: each case and protocol gets a fresh one, so
		// that the cache's state is the case's own.
		cfg          Config
		method, path string
		header       http.Header
		body         []byte
		status       int
		// before runs first (to fill the cache); its response is not checked.
		before bool
		want   map[string]string
	}{
		{name: "get_cache_miss", cfg: cached, method: http.MethodGet, path: "/account/1?format=xml", header: protoAccept,
			status: http.StatusOK, want: map[string]string{"encode": "", "cache": "miss", "total": ""}},
		{name: "get_cache_hit", cfg: cached, method: http.MethodGet, path: "/account/1", header: protoAccept, before: true,
			status: http.StatusOK, want: map[string]string{"cache": "hit", "total": ""}},
		{name: "get_cache_off", cfg: uncached, method: http.MethodGet, path: "/account/1", header: protoAccept,
			status: http.StatusOK, want: map[string]string{"encode": "", "total": ""}},
		{name: "get_compressed", cfg: uncached, method: http.MethodGet, path: "/account/1",
			header: http.Header{"Accept": {"application/json"}, "Accept-Encoding": {"gzip"}},
			status: http.StatusOK, want: map[string]string{"encode": "", "compress": "", "total": ""}},
		{name: "get_not_cacheable", cfg: cached, method: http.MethodGet, path: "/articles?sections=3&seed=1",
			status: http.StatusOK, want: map[string]string{"encode": "", "total": ""}},
		{name: "post_report", cfg: cached, method: http.MethodPost, path: "/report",
			header: http.Header{"Content-Type": {"application/json"}}, body: doc,
			status: http.StatusCreated, want: map[string]string{"decode": "", "store": "", "encode": "", "total": ""}},
		{name: "get_reports", cfg: cached, method: http.MethodGet, path: "/reports?limit=1",
			status: http.StatusOK, want: map[string]string{"store": "", "encode": "", "total": ""}},
		{name: "bad_body_400", cfg: cached, method: http.MethodPost, path: "/report",
			header: http.Header{"Content-Type": {"application/json"}}, body: []byte(`{"nope`),
			status: http.StatusBadRequest, want: map[string]string{"decode": "", "encode": "", "total": ""}},
		{name: "no_account_404", cfg: cached, method: http.MethodGet, path: "/account/9",
			status: http.StatusNotFound, want: map[string]string{"encode": "", "total": ""}},
		{name: "no_route_404", cfg: cached, method: http.MethodGet, path: "/nope",
			status: http.StatusNotFound, want: map[string]string{"encode": "", "total": ""}},
		{name: "not_acceptable_406", cfg: cached, method: http.MethodGet, path: "/account/1",
			header: http.Header{"Accept": {"image/png"}},
			status: http.StatusNotAcceptable, want: map[string]string{"encode": "", "total": ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			for _, p := range protocols {
				base := startServer(t, tc.cfg, data)
				client := newClient(t, p)
				if tc.before {
					do(t, client, tc.method, base+tc.path, tc.header, bytes.NewReader(tc.body))
				}
				r := do(t, client, tc.method, base+tc.path, tc.header, bytes.NewReader(tc.body))
				if r.StatusCode != tc.status {
					t.Fatalf("%s: %s %s: %d, want %d: %s", p.name, tc.method, tc.path, r.StatusCode, tc.status, r.body)
				}
				if n := len(r.Header.Values("Server-Timing")); n != 1 {
					t.Fatalf("%s: %d Server-Timing headers, want 1", p.name, n)
				}
				checkServerTiming(t, r.Header.Get("Server-Timing"), tc.want)
			}
		})
	}
}

// TestServerTimingNotModified: a 304 is answered without encoding, and says
// so.
func TestServerTimingNotModified(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{}, mustData(t, generatedData))
	client := newClient(t, protocols[0])
	r := do(t, client, http.MethodGet, base+"/account/2", nil, nil)
	r = do(t, client, http.MethodGet, base+"/account/2", http.Header{"If-None-Match": {r.Header.Get("ETag")}}, nil)
	if r.StatusCode != http.StatusNotModified {
		t.Fatalf("revalidation: %d", r.StatusCode)
	}
	checkServerTiming(t, r.Header.Get("Server-Timing"), map[string]string{"total": ""})
}

// TestServerTimingOff: -server-timing=false sends no header on any answer.
func TestServerTimingOff(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{DisableServerTiming: true}, mustData(t, generatedData))
	client := newClient(t, protocols[1])
	doc := encode(t, "application/json", dataset.GenerateDocuments(6, 1)[0])
	for _, tc := range []struct {
		name, method, path string
		body               []byte
	}{
		{"get", http.MethodGet, "/account/1", nil},
		{"post", http.MethodPost, "/report", doc},
		{"not_found", http.MethodGet, "/account/9", nil},
		{"bad_body", http.MethodPost, "/report", []byte("{")},
	} {
		r := do(t, client, tc.method, base+tc.path, http.Header{"Content-Type": {"application/json"}}, bytes.NewReader(tc.body))
		if v := r.Header.Values("Server-Timing"); len(v) != 0 {
			t.Errorf("%s: Server-Timing %q with the header off", tc.name, v)
		}
	}
}

// TestServerTimingCORS: a cross-origin page sees serverTiming only with
// Timing-Allow-Origin and, for fetch(), Server-Timing exposed.
func TestServerTimingCORS(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	one := startServer(t, Config{CORSOrigins: []string{"https://app.example"}}, data)
	anyOrigin := startServer(t, Config{CORSOrigins: []string{"*"}}, data)
	client := newClient(t, protocols[0])
	for _, tc := range []struct {
		name, base, origin, want string
	}{
		{"allowed", one, "https://app.example", "https://app.example"},
		{"any", anyOrigin, "https://app.example", "*"},
		{"not_allowed", one, "https://evil.example", ""},
	} {
		r := do(t, client, http.MethodGet, tc.base+"/account/1", http.Header{"Origin": {tc.origin}}, nil)
		if got := r.Header.Get("Timing-Allow-Origin"); got != tc.want {
			t.Errorf("%s: Timing-Allow-Origin %q, want %q", tc.name, got, tc.want)
		}
		if got := r.Header.Get("Timing-Allow-Origin"); got != r.Header.Get("Access-Control-Allow-Origin") {
			t.Errorf("%s: Timing-Allow-Origin %q differs from Access-Control-Allow-Origin %q", tc.name, got, r.Header.Get("Access-Control-Allow-Origin"))
		}
		exposed := strings.Split(strings.ReplaceAll(r.Header.Get("Access-Control-Expose-Headers"), " ", ""), ",")
		if tc.want != "" && !slices.Contains(exposed, "Server-Timing") {
			t.Errorf("%s: Access-Control-Expose-Headers %q lacks Server-Timing", tc.name, exposed)
		}
		if _, ok := parseServerTiming(t, r.Header.Get("Server-Timing"))["total"]; !ok {
			t.Errorf("%s: Server-Timing %q lacks total", tc.name, r.Header.Get("Server-Timing"))
		}
	}
}

// TestServerTimingRPC: Connect unary, gRPC-Web and gRPC responses carry
// total in their headers, on success and on error.
func TestServerTimingRPC(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{}, mustData(t, generatedData))
	for _, tc := range []struct {
		name string
		opt  []connect.ClientOption
	}{
		{"connect", nil},
		{"grpc", []connect.ClientOption{connect.WithGRPC()}},
		{"grpc_web", []connect.ClientOption{connect.WithGRPCWeb()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := bankv1connect.NewBankServiceClient(h2cClient(t), base, tc.opt...)
			resp, err := c.GetAccount(context.Background(), connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1}))
			if err != nil {
				t.Fatal(err)
			}
			checkServerTiming(t, resp.Header().Get("Server-Timing"), map[string]string{"total": ""})
			_, err = c.GetAccount(context.Background(), connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 9}))
			var ce *connect.Error
			if !errors.As(err, &ce) || ce.Code() != connect.CodeNotFound {
				t.Fatalf("account 9: %v", err)
			}
			checkServerTiming(t, ce.Meta().Get("Server-Timing"), map[string]string{"total": ""})
		})
	}
}
