package main

import (
	"context"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/results"
)

const shopDir = "../../testdata/yourschema"

// shopArgs are the schema flags for testdata/yourschema's Orders.
func shopArgs() []string {
	return []string{"-proto-path", shopDir, "acme/shop/v1/shop.proto", "-message", "acme.shop.v1.Order", "-samples", filepath.Join(shopDir, "orders.jsonl")}
}

// descriptorArgs writes protobuf's own descriptor.proto as a descriptor
// set and three FileDescriptorSets as length-delimited samples into dir,
// and returns the schema flags for them.
func descriptorArgs(t *testing.T, dir string) []string {
	t.Helper()
	set := &descriptorpb.FileDescriptorSet{File: []*descriptorpb.FileDescriptorProto{protodesc.ToFileDescriptorProto(descriptorpb.File_google_protobuf_descriptor_proto)}}
	raw, err := proto.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	setPath := filepath.Join(dir, "set.binpb")
	if err := os.WriteFile(setPath, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	samples := filepath.Join(dir, "sets.binpb")
	f, err := os.Create(samples)
	if err != nil {
		t.Fatal(err)
	}
	// Three samples of different sizes: the whole set, and two with fewer
	// messages.
	for _, n := range []int{len(set.File[0].MessageType), 3, 10} {
		s := proto.Clone(set).(*descriptorpb.FileDescriptorSet)
		s.File[0].MessageType = s.File[0].MessageType[:n]
		if _, err := protodelim.MarshalTo(f, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return []string{"-descriptor-set", setPath, "-message", "google.protobuf.FileDescriptorSet", "-samples", samples}
}

// TestBenchOnYourSchema: bench size and bench codec on schemas polywire
// never saw give rows named after the message, in every format, FlatBuffers
// included (shop.proto's maps, oneof and optional fields, descriptor.proto's
// proto2 fields); -fbs writes the .fbs, with the mirrors it includes
// beside it (shop.proto imports Timestamp), which flatc compiles. The
// report of the runs skips no format and gives the verdict on those names.
func TestBenchOnYourSchema(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	type want struct {
		message, item, list string
		formats             []string
	}
	every := []string{"json", "proto", "flatbuffers", "msgpack", "xml"}
	shop := want{"acme.shop.v1.Order", "Order", "Order[3]", every}
	desc := want{"google.protobuf.FileDescriptorSet", "FileDescriptorSet", "FileDescriptorSet[3]", every}
	cases := []struct {
		name   string
		schema []string
		want   want
	}{
		{"shop", shopArgs(), shop},
		{"descriptor_proto", descriptorArgs(t, dir), desc},
	}
	var outs []string
	var mu sync.Mutex
	for _, c := range cases {
		for _, exp := range []string{"size", "codec"} {
			t.Run(c.name+"_"+exp, func(t *testing.T) {
				t.Parallel()
				out := filepath.Join(dir, c.name+"-"+exp+".json")
				fbs := filepath.Join(dir, c.name+"-"+exp+".fbs")
				args := append([]string{"bench", exp, "-o", out, "-fbs", fbs}, c.schema...)
				if exp == "codec" {
					args = append(args, "-reps", "1", "-time", "1ms", "-code", "dynamic")
				}
				if err := run(context.Background(), args); err != nil {
					t.Fatal(err)
				}
				f, err := results.Read(out)
				if err != nil {
					t.Fatal(err)
				}
				mu.Lock()
				outs = append(outs, out)
				mu.Unlock()
				var datasets, formats []string
				for _, r := range f.Sizes {
					datasets, formats = append(datasets, r.Dataset), append(formats, r.Format)
				}
				for _, r := range f.Codecs {
					datasets, formats = append(datasets, r.Dataset), append(formats, r.Format)
				}
				if got := uniq(datasets); !slices.Equal(got, []string{c.want.item, c.want.list}) {
					t.Errorf("payloads %v, want %s and %s", got, c.want.item, c.want.list)
				}
				if got := uniq(formats); !slices.Equal(got, c.want.formats) {
					t.Errorf("formats %v, want %v", got, c.want.formats)
				}
				if f.Config["message"] != c.want.message || f.Config["samplesCount"] != float64(3) || f.Config["schema"] == nil {
					t.Errorf("config %v", f.Config)
				}
				if skipped, _ := f.Config["skipped"].(map[string]any); len(skipped) != 0 {
					t.Errorf("skipped %v", skipped)
				}
				b, err := os.ReadFile(fbs)
				if err != nil || !strings.Contains(string(b), "table "+c.want.item+" {") || !strings.Contains(string(b), "root_type "+c.want.item+";") {
					t.Errorf("-fbs wrote %v:\n%s", err, b)
				}
				if flatc, err := exec.LookPath("flatc"); err == nil {
					// The user's clients compile it: so does flatc here, when installed.
					if out, err := exec.Command(flatc, "--go", "-o", t.TempDir(), fbs).CombinedOutput(); err != nil {
						t.Errorf("flatc on the written .fbs: %v\n%s", err, out)
					}
				}
				if exp == "codec" {
					var libs []string
					for _, r := range f.Codecs {
						libs = append(libs, r.Library)
					}
					slices.Sort(libs)
					if got := slices.Compact(libs); !slices.Equal(got, []string{"google.golang.org/protobuf", "memcpy", "polywire", "protojson"}) {
						t.Errorf("libraries %v", got)
					}
				}
			})
		}
	}
	t.Cleanup(func() {
		// The report of every run: no format skipped, and the verdict on
		// the payloads' names.
		if t.Failed() || len(outs) != 4 {
			return
		}
		md := filepath.Join(dir, "report.md")
		if err := run(context.Background(), append([]string{"report", "-o", filepath.Join(dir, "report.html"), "-md", md}, outs...)); err != nil {
			t.Error(err)
			return
		}
		b, _ := os.ReadFile(md)
		s := string(b)
		if strings.Contains(s, "Formats skipped") || !strings.Contains(s, "## Verdict") || !strings.Contains(s, "| Order[3] | Go |") || !strings.Contains(s, "| FileDescriptorSet | Go |") {
			t.Errorf("report:\n%s", s)
		}
	})
}

func uniq(s []string) []string {
	var out []string
	for _, v := range s {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// TestBenchOnYourSchemaBadInput: what a user gets wrong is one Error with
// where and a Try, exit 1, and nothing measured or written.
func TestBenchOnYourSchemaBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("bad/x.proto", "syntax = \"proto3\";\npackage x;\nmessage A {\n  strin name = 1;\n}\n")
	badSamples := write("bad.jsonl", `{"id":"a"}`+"\n"+`{"items":[{"sku":"x"},{"quantity":"many"}]}`+"\n"+`{"id":"c"}`+"\n")
	shop := []string{"-proto-path", shopDir, "acme/shop/v1/shop.proto"}
	tests := []struct {
		name       string
		args       []string
		code       int
		wantStderr []string
	}{
		{"unparseable_proto", []string{"bench", "size", "-proto-path", filepath.Join(dir, "bad"), "x.proto", "-message", "x.A", "-samples", badSamples},
			1, []string{"Error:", "x.proto:4:3"}},
		{"unknown_message", append([]string{"bench", "codec", "-message", "acme.shop.v1.Ordr", "-samples", badSamples}, shop...),
			1, []string{"Error:", "nearest: acme.shop.v1.Order", "Try:"}},
		{"bad_sample", append([]string{"bench", "size", "-message", "Order", "-samples", badSamples, "-o", filepath.Join(dir, "bad-size.json")}, shop...),
			1, []string{"Error:", "bad.jsonl:2: field items[1].quantity", "nothing was measured", "Try:", "-skip-bad"}},
		{"bad_sample_codec", append([]string{"bench", "codec", "-message", "Order", "-samples", badSamples, "-o", filepath.Join(dir, "bad-codec.json")}, shop...),
			1, []string{"Error:", "bad.jsonl:2: field items[1].quantity"}},
		{"no_message", append([]string{"bench", "size", "-samples", badSamples}, shop...), 1, []string{"-message NAME is required", "Try:"}},
		{"no_samples", append([]string{"bench", "codec", "-message", "Order"}, shop...), 1, []string{"-samples FILE is required"}},
		{"fbs_without_schema", []string{"bench", "size", "-fbs", filepath.Join(dir, "x.fbs")}, 1, []string{"-fbs writes the .fbs of a schema", "Try:"}},
		{"unknown_dataset", append([]string{"bench", "codec", "-message", "Order", "-samples", filepath.Join(shopDir, "orders.jsonl"), "-datasets", "document"}, shop...),
			1, []string{`-datasets "document"`, "Order, Order[3]", "Try: -datasets Order,Order[3]"}},
		{"load_without_target", append([]string{"bench", "load", "-message", "Order", "-path", "/orders", "-users", "1", "-requests", "1"}, shop...),
			1, []string{"give -target URL", "Try:"}},
		{"load_without_path", append([]string{"bench", "load", "-target", "http://127.0.0.1:1", "-message", "Order", "-users", "1", "-requests", "1"}, shop...),
			1, []string{"give -path", "/account/1, is a built-in route", "Try:"}},
		{"load_rpc_without_schema", []string{"bench", "load", "-protocol", "grpc", "-rpc", "acme.shop.v1.OrderService/GetOrder", "-users", "1", "-requests", "1"},
			1, []string{"-rpc calls a method of a schema of your own", "Try:"}},
		{"load_rpc_over_http", append([]string{"bench", "load", "-target", "http://127.0.0.1:1", "-rpc", "acme.shop.v1.OrderService/GetOrder", "-users", "1", "-requests", "1"}, shop...),
			1, []string{"give -path", "Try:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var stderr strings.Builder
			if code := exitCode(tt.args, &stderr); code != tt.code {
				t.Fatalf("polywire %q exited %d, want %d; stderr:\n%s", tt.args, code, tt.code, stderr.String())
			}
			rest := stderr.String()
			for _, w := range tt.wantStderr {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("stderr lacks %q (in order):\n%s", w, stderr.String())
				}
				rest = rest[i+len(w):]
			}
		})
	}
	for _, name := range []string{"bad-size.json", "bad-codec.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s was written for a run that stopped on a bad sample", name)
		}
	}
	// -skip-bad drops the bad line and says how many.
	out := filepath.Join(dir, "skip.json")
	if err := run(context.Background(), append([]string{"bench", "size", "-message", "Order", "-samples", badSamples, "-skip-bad", "-o", out}, shop...)); err != nil {
		t.Fatal(err)
	}
	f, err := results.Read(out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Config["skippedSamples"] != float64(1) || f.Config["samplesCount"] != float64(2) || f.Sizes[len(f.Sizes)-1].Dataset != "Order[2]" {
		t.Errorf("-skip-bad: config %v, last row %+v", f.Config, f.Sizes[len(f.Sizes)-1])
	}
}

// TestBenchLoadOnYourSchema loads a real server on loopback that serves
// the Orders as dynamic messages through package rest (the code polywire
// serve's routes use): a list route whose answer decodes as
// polywire.samples.v1.OrderList, and a POST route that -body samples
// cycles through every sample.
func TestBenchLoadOnYourSchema(t *testing.T) {
	t.Parallel()
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{shopDir}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := sch.Message("acme.shop.v1.Order")
	if err != nil {
		t.Fatal(err)
	}
	samples, err := sch.ReadSamples(filepath.Join(shopDir, "orders.jsonl"), md, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	listMD, err := listmsg.Of(md)
	if err != nil {
		t.Fatal(err)
	}
	list := listmsg.Wrap(listMD, samples.Messages)
	x, err := rest.New()
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	posted := map[string]int{}
	idField := md.Fields().ByName("id")
	mux := http.NewServeMux()
	mux.Handle("GET /orders", x.Handler(func(*http.Request) (proto.Message, error) { return list, nil }))
	mux.Handle("POST /orders", x.Handler(func(r *http.Request) (proto.Message, error) {
		m := dynamicpb.NewMessage(md)
		if err := x.Decode(r, m); err != nil {
			return nil, err
		}
		mu.Lock()
		posted[m.Get(idField).String()]++
		mu.Unlock()
		return m, nil
	}))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	dir := t.TempDir()
	for _, c := range []struct {
		name string
		args []string
	}{
		{"list_json", []string{"-path", "/orders", "-message", "polywire.samples.v1.OrderList", "-format", "json", "-users", "2", "-requests", "20", "-decode"}},
		{"list_proto_gzip", []string{"-path", "/orders", "-message", "polywire.samples.v1.OrderList", "-format", "proto", "-coding", "gzip", "-rate", "100", "-duration", "300ms", "-decode"}},
		{"post_samples", []string{"-path", "/orders", "-body", "samples", "-samples", filepath.Join(shopDir, "orders.jsonl"), "-message", "acme.shop.v1.Order", "-format", "msgpack", "-users", "1", "-iterations", "2", "-decode"}},
	} {
		out := filepath.Join(dir, c.name+".json")
		args := append([]string{"bench", "load", "-target", srv.URL, "-proto-path", shopDir, "acme/shop/v1/shop.proto", "-o", out}, c.args...)
		if err := run(context.Background(), args); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Loads) != 1 || f.Loads[0].Overall.Count == 0 || f.Loads[0].Overall.KO != 0 || f.Config["message"] != "acme.shop.v1.Order" {
			t.Fatalf("%s: config %v, loads %+v", c.name, f.Config, f.Loads)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	// One user, two iterations over three samples: each posted twice.
	if want := map[string]int{"ord-1": 2, "ord-2": 2, "ord-3": 2}; !maps.Equal(posted, want) {
		t.Errorf("posted %v, want %v", posted, want)
	}

	// Decoding the list's answer as an Order fails: the decode is real.
	out := filepath.Join(dir, "wrong.json")
	err = run(context.Background(), []string{"bench", "load", "-target", srv.URL, "-proto-path", shopDir, "acme/shop/v1/shop.proto", "-o", out,
		"-path", "/orders", "-message", "acme.shop.v1.Order", "-format", "json", "-users", "1", "-requests", "5", "-decode"})
	if err == nil || !strings.Contains(err.Error(), "the run failed") {
		t.Errorf("an OrderList decoded as an Order: %v", err)
	}
}

// TestBenchLoadOnAnnotatedSchema loads polywire serve on a schema with
// google.api.http rules (testdata/library) over its transcoded REST paths
// and over gRPC, the same path mapped through the rule to the method and
// the request it binds, and over gRPC by -rpc; every answer is decoded as
// what the rule says (a response_body's field for :archive, whose whole
// response would not decode as a Book), and the server's metrics count the
// gRPC calls under the methods the rules name.
func TestBenchLoadOnAnnotatedSchema(t *testing.T) {
	t.Parallel()
	const svc = "acme.library.v1.LibraryService/"
	base, _ := serveInProcess(t, "-proto-path", libraryDir, libraryFile,
		"-route", "RPC "+svc+"GetBook="+filepath.Join(libraryDir, "books.jsonl"),
		"-route", "RPC "+svc+"UpdateShelf=echo",
		"-route", "RPC "+svc+"ArchiveBook=generate")
	dir := t.TempDir()
	archive := filepath.Join(dir, "archive.jsonl")
	if err := os.WriteFile(archive, []byte(`{"reason":"worn"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args []string
		call string // what the config's calls say
	}{
		{"grpc_get", []string{"-protocol", "grpc", "-path", "/v1/shelves/1/books/2"}, "GET /v1/{name=shelves/*/books/*} (" + svc + "GetBook) over gRPC"},
		{"h2c_get", []string{"-protocol", "h2c", "-format", "proto", "-path", "/v1/shelves/1/books/2"}, "answers decode as acme.library.v1.Book"},
		{"grpc_body_star", []string{"-protocol", "grpc", "-method", "PATCH", "-path", "/v1/shelves/7", "-body", "samples", "-samples", filepath.Join(libraryDir, "shelves.jsonl")}, svc + "UpdateShelf"},
		{"http_response_body", []string{"-format", "json", "-path", "/v1/shelves/1/books/2:archive", "-body", "samples", "-samples", archive}, "answers decode as acme.library.v1.Book"},
		{"grpc_rpc", []string{"-protocol", "grpc", "-rpc", svc + "Ping", "-body", "samples", "-samples", filepath.Join(libraryDir, "shelves.jsonl")}, svc + "Ping (its input: the samples"},
	} {
		out := filepath.Join(dir, c.name+".json")
		args := append([]string{"bench", "load", "-target", base, "-proto-path", libraryDir, libraryFile, "-o", out, "-users", "2", "-requests", "30", "-decode"}, c.args...)
		if err := run(context.Background(), args); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		calls, _ := f.Config["calls"].([]any)
		if len(f.Loads) != 1 || f.Loads[0].Overall.OK != 30 || f.Loads[0].Overall.KO != 0 || len(calls) != 1 || !strings.Contains(calls[0].(string), c.call) {
			t.Fatalf("%s: config %v, loads %+v", c.name, f.Config, f.Loads)
		}
	}
	res, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	metrics, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"GetBook", "UpdateShelf", "Ping"} {
		want := `polywire_request_duration_seconds_count{format="proto",protocol="grpc",route="/` + svc + m + `"} 30`
		if !strings.Contains(string(metrics), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}
