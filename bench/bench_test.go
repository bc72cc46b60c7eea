package bench

import (
	"context"
	"log/slog"
	"math"
	"net"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/results"
)

var testData = sync.OnceValues(func() (*dataset.Data, error) {
	dir, err := os.MkdirTemp("", "polywire-bench-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if _, err := dataset.Ensure(dir, dataset.DefaultSeed); err != nil {
		return nil, err
	}
	return dataset.Load(dir)
})

func data(t *testing.T) *dataset.Data {
	t.Helper()
	d, err := testData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func datasets(t *testing.T) Datasets {
	d := data(t)
	return Datasets{Bank: d.Bank, People: d.People, Corpus: d.Corpus}
}

func TestSizes(t *testing.T) {
	t.Parallel()
	rows, err := Sizes(Payloads(datasets(t))[:3], formats.Registry(), contentcoding.DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	if want := 3 * 5 * 4; len(rows) != want {
		t.Fatalf("%d rows, want %d (payloads x formats x codings)", len(rows), want)
	}
	for _, r := range rows {
		if r.Bytes <= 0 || r.RatioToJSON <= 0 || (r.Format == "json" && r.RatioToJSON != 1) {
			t.Fatalf("bad row %+v", r)
		}
		if r.Dataset == "account1" && r.Format == "proto" && r.Coding == "identity" && (r.RatioToJSON < 0.45 || r.RatioToJSON > 0.6) {
			t.Fatalf("account 1 Protobuf/JSON = %.3f, seed 000's table says about half", r.RatioToJSON)
		}
	}
}

// TestMeasure checks the instrument on work of known cost, measured
// interleaved as Codecs does: a 200 µs sleep is about 200 µs per op and
// allocates nothing (short, so a repetition holds many ops: on a loaded
// machine a 2 ms sleep ran few enough that a stray runtime allocation per
// repetition read as 2.33 allocs/op); a 1 KiB allocation is counted; every measurement gets
// every repetition. Not parallel: runtime.MemStats counts the whole process.
func TestMeasure(t *testing.T) {
	cfg := CodecConfig{Target: 20 * time.Millisecond, Reps: 3}
	var sink []byte
	sleep := &measurement{fn: func() error { time.Sleep(200 * time.Microsecond); return nil }}
	alloc := &measurement{fn: func() error { sink = make([]byte, 1024); return nil }}
	if err := runInterleaved([]*measurement{sleep, alloc}, cfg); err != nil {
		t.Fatal(err)
	}
	_ = sink
	if ms := sleep.row.NsPerOp.Median / 1e6; ms < 0.19 || ms > 20 || sleep.row.NsPerOp.N != 3 {
		t.Fatalf("sleep 200 µs measured %.3f ms/op over %d reps", ms, sleep.row.NsPerOp.N)
	}
	// MemStats counts the whole process: on a loaded machine a runtime or
	// leftover goroutine's allocation can land in one repetition of a few
	// ops (run36: 1.17 allocs/op). Sleep allocates nothing, so at least one
	// repetition must say so.
	least := math.Inf(1)
	for _, s := range sleep.s {
		least = min(least, s.allocs)
	}
	if least > 0.5 {
		t.Fatalf("sleep measured at least %.2f allocs/op in every repetition (median repetition %.2f)", least, sleep.row.AllocsPerOp)
	}
	if row := alloc.row; math.Abs(row.AllocsPerOp-1) > 0.05 || row.BytesPerOp < 1024 || row.BytesPerOp > 1200 || row.NsPerOp.N != 3 {
		t.Fatalf("1 KiB allocation measured %.2f allocs/op, %.0f B/op over %d reps", row.AllocsPerOp, row.BytesPerOp, row.NsPerOp.N)
	}
}

// TestLibrariesRoundTrip: every library decodes its own encoding of every
// payload kind, or the benchmark would compare apples with errors.
func TestLibrariesRoundTrip(t *testing.T) {
	t.Parallel()
	for _, p := range Payloads(datasets(t)) {
		if p.Name == "people" || p.Name == "accountList" || p.Name == "account2" {
			continue // the same message types as account1, only larger
		}
		for _, lib := range Libraries(formats.Registry()) {
			b, err := lib.Marshal(nil, p.Message)
			if err != nil {
				t.Fatalf("%s %s/%s: marshal: %v", p.Name, lib.Format, lib.Name, err)
			}
			if err := lib.Unmarshal(b, p.Message.ProtoReflect().New().Interface()); err != nil {
				t.Fatalf("%s %s/%s: unmarshal: %v", p.Name, lib.Format, lib.Name, err)
			}
		}
	}
}

func TestCodecsRows(t *testing.T) {
	t.Parallel()
	rows, err := Codecs(Payloads(datasets(t)), Libraries(formats.Registry()), CodecConfig{Target: time.Millisecond, Reps: 1, Datasets: []string{"document"}})
	if err != nil {
		t.Fatal(err)
	}
	ops := map[string]int{}
	for _, r := range rows {
		if r.Dataset != "document" || r.NsPerOp.Median <= 0 || r.Iterations < 1 {
			t.Fatalf("bad row %+v", r)
		}
		ops[r.Op]++
	}
	libs, decodeOnly := 0, 0
	for _, l := range Libraries(formats.Registry()) {
		libs++
		if l.DecodeOnly {
			decodeOnly++
		}
	}
	if decodeOnly != 4 {
		t.Errorf("%d decode-only libraries, want 4 (JSON, Protobuf, FlatBuffers and MessagePack aliasing)", decodeOnly)
	}
	// Encode rows: not the decode-only libraries, plus the memcpy ceiling.
	if ops[results.OpEncode] != libs-decodeOnly+1 || ops[results.OpDecode] != libs || ops[results.OpCreateEncodeDecode] != libs ||
		ops[results.OpDecodeOneField] != 1 || ops[results.OpCreateEncodeOneField] != 1 || ops[results.OpCreateEncodeEveryField] != 1 {
		t.Fatalf("ops %v for %d libraries", ops, libs)
	}
}

func TestClient(t *testing.T) {
	t.Parallel()
	srv, err := server.New(server.Config{Logger: slog.New(slog.DiscardHandler)}, data(t))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	defer func() { cancel(); <-done }()
	for _, h2c := range []bool{false, true} {
		rows, articles, err := Client(context.Background(), formats.Registry(), ClientConfig{
			Target: "http://" + ln.Addr().String(), H2C: h2c, Reps: 2, Endpoints: []string{"/account/1"},
			Codings: []contentcoding.Coding{contentcoding.Identity, contentcoding.Zstd}, ArticleSections: []int{5}, ArticleRequests: 2,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 5*2 || len(articles) != 5 {
			t.Fatalf("%d client rows, %d article rows", len(rows), len(articles))
		}
		for _, r := range rows {
			if r.Total.Median < r.Request.Median || r.Request.N != 2 || r.WireBytes <= 0 {
				t.Fatalf("bad row %+v", r)
			}
			if r.Coding == "zstd" && r.WireBytes > 120_000 {
				t.Fatalf("zstd row carried %d bytes: not compressed", r.WireBytes)
			}
		}
	}
}
