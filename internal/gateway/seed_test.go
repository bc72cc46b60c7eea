package gateway

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/store/sqlite"
)

var seedData = sync.OnceValues(func() (*dataset.Data, error) {
	dir, err := os.MkdirTemp("", "polywire-gateway-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
})

// startSeed runs polywire's own server in process and returns its address
// (its gRPC face, with reflection).
func startSeed(t testing.TB) string {
	t.Helper()
	data, err := seedData()
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(context.Background(), t.TempDir()+"/polywire.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	s, err := server.New(server.Config{Store: st, Logger: discard()}, data)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	return ln.Addr().String()
}

func seedRules(t testing.TB) map[protoreflect.FullName][]*annotations.HttpRule {
	t.Helper()
	out := map[protoreflect.FullName][]*annotations.HttpRule{}
	for _, spec := range []string{
		"polywire.bank.v1.BankService.GetAccount=GET /account/{accountId}",
		"polywire.docs.v1.DocumentService.Save=POST /report body=*",
		"polywire.people.v1.PeopleService.StreamPeople=GET /people:stream",
	} {
		name, r, err := ParseRule(spec)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = append(out[name], r)
	}
	return out
}

// TestSeed: the gateway in front of polywire's own gRPC face, schema by
// its reflection and rules by -rule: account 2 in all five formats, and
// compressed, equal to the upstream's; a Save body in JSON and Protobuf.
func TestSeed(t *testing.T) {
	t.Parallel()
	addr := startSeed(t)
	_, url := newGateway(t, Config{Upstream: addr, Rules: seedRules(t)})
	want := do(t, "GET", url+"/account/2", http.Header{"Accept": {pb}}, nil)
	var acc bankv1.Account
	if want.status != 200 || proto.Unmarshal(want.body, &acc) != nil || len(acc.GetTransactions()) != 10001 {
		t.Fatalf("protobuf: %d, %d transactions", want.status, len(acc.GetTransactions()))
	}
	for _, tc := range []struct{ accept, encoding string }{
		{"application/json", ""}, {"application/x-flatbuffers", ""}, {"application/x-msgpack", ""},
		{"application/xml", ""}, {"application/json", "gzip"}, {pb, "zstd"},
	} {
		t.Run(tc.accept+tc.encoding, func(t *testing.T) {
			t.Parallel()
			h := http.Header{"Accept": {tc.accept}}
			if tc.encoding != "" {
				h.Set("Accept-Encoding", tc.encoding)
			}
			res := do(t, "GET", url+"/account/2", h, nil)
			if res.status != 200 || !strings.HasPrefix(res.header.Get("Content-Type"), tc.accept) || res.header.Get("Content-Encoding") != tc.encoding || len(res.body) < 100000 {
				t.Errorf("%d %s %q, %d bytes", res.status, res.header.Get("Content-Type"), res.header.Get("Content-Encoding"), len(res.body))
			}
		})
	}
	// A Save with an empty document, in JSON and in Protobuf (field 1,
	// an empty message; SaveRequest is the generated type, which a
	// Protobuf body used to panic into): the upstream's validation
	// answers 400 with violations, through the gateway.
	for _, tc := range []struct {
		ct   string
		body []byte
	}{{"application/json", []byte(`{"document":{"name":""}}`)}, {pb, []byte{0x0a, 0x00}}} {
		res := do(t, "POST", url+"/report", http.Header{"Content-Type": {tc.ct}, "Accept": {"application/json"}}, tc.body)
		if res.status != 400 || !strings.Contains(string(res.body), "violations") {
			t.Errorf("save %s: %d %s", tc.ct, res.status, res.body)
		}
	}
}

func discard() *slog.Logger { return slog.New(slog.DiscardHandler) }
