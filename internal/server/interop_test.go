package server

import (
	"encoding/xml"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
)

// requireTool finds an external decoder; in CI (CI=true) its absence is a
// failure, since .ci/run installs it, elsewhere the test is skipped.
func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s not installed; .ci/run installs it (make flatc)", name)
		}
		t.Skipf("%s not installed (make flatc installs it)", name)
	}
	return p
}

// TestFlatcReadsServedFlatBuffers is the "done when": account 2 as a
// zstd-compressed FlatBuffer, inflated, then decoded by flatc itself from
// the generated .fbs mirror into JSON, which must be the same account.
func TestFlatcReadsServedFlatBuffers(t *testing.T) {
	t.Parallel()
	flatc := requireTool(t, "flatc")
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	r := do(t, newClient(t, protocols[1]), http.MethodGet, base+"/account/2",
		http.Header{"Accept": {"application/x-flatbuffers"}, "Accept-Encoding": {"zstd"}}, nil)
	if r.StatusCode != http.StatusOK || r.Header.Get("Content-Encoding") != "zstd" || r.Header.Get("Content-Type") != "application/x-flatbuffers" {
		t.Fatalf("got %d, %q, %q", r.StatusCode, r.Header.Get("Content-Encoding"), r.Header.Get("Content-Type"))
	}
	r = inflate(t, r)
	dir := t.TempDir()
	bin := filepath.Join(dir, "account2.bin")
	if err := os.WriteFile(bin, r.body, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(flatc, "--json", "--strict-json", "--raw-binary", "--root-type", "polywire.bank.v1.Account",
		"-o", dir, "../../gen/polywire/bank/v1/bank.fbs", "--", bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("flatc: %v\n%s", err, out)
	}
	js, err := os.ReadFile(filepath.Join(dir, "account2.json"))
	if err != nil {
		t.Fatal(err)
	}
	// flatc writes the fbs field names, which are the proto JSON names, ids
	// as numbers and enums by name: protojson reads all of that.
	got := &bankv1.Account{}
	if err := protojson.Unmarshal(js, got); err != nil {
		t.Fatalf("flatc's JSON does not read as an Account: %v\n%.300s", err, js)
	}
	if !proto.Equal(got, data.Bank.Accounts[1]) {
		t.Fatal("flatc decodes the served FlatBuffer to a different account")
	}
}

// TestGenericDecodersReadServedBodies: MessagePack (brotli) read by a
// schema-less decoder of another library, XML (gzip) by encoding/xml's
// generic token reader — what clients without polywire's schema see.
func TestGenericDecodersReadServedBodies(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	client := newClient(t, protocols[0])
	want := data.Bank.Accounts[0]

	r := inflate(t, do(t, client, http.MethodGet, base+"/account/1", http.Header{"Accept": {"application/msgpack"}, "Accept-Encoding": {"br"}}, nil))
	var m map[string]any
	if err := msgpack.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("generic msgpack decode: %v", err)
	}
	txs, _ := m["transactions"].([]any)
	if m["name"] != want.Name || m["iban"] != want.Iban || len(txs) != len(want.Transactions) {
		t.Fatalf("generic msgpack view: name %v, iban %v, %d transactions", m["name"], m["iban"], len(txs))
	}
	first, _ := txs[0].(map[string]any)
	if first["details"] != want.Transactions[0].Details || first["amount"] != want.Transactions[0].Amount {
		t.Fatalf("first transaction = %v", first)
	}

	r = inflate(t, do(t, client, http.MethodGet, base+"/account/1", http.Header{"Accept": {"text/xml"}, "Accept-Encoding": {"gzip"}}, nil))
	dec := xml.NewDecoder(strings.NewReader(string(r.body)))
	var root string
	counts := map[string]int{}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("XML is not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = se.Name.Local
			}
			counts[se.Name.Local]++
		}
	}
	if root != "Account" || counts["transactions"] != len(want.Transactions) || counts["details"] != len(want.Transactions) {
		t.Fatalf("XML root %q, %d transactions, %d details", root, counts["transactions"], counts["details"])
	}
}
