package load

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/polywire/polywire/report/internal/load/loadtest"
	"github.com/polywire/polywire/report/internal/view"
	"github.com/polywire/polywire/results"
)

func TestParseRunName(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                                    string
		article, format, coding, protocol, load string
		variant                                 []string
		withoutFormat, withoutLoad, withoutVar  string
	}{
		{"seed000 json gzip 100 users", "seed000", "json", "gzip", "", "100 users", nil, "seed000 gzip 100 users", "seed000 json gzip", "seed000 json gzip 100 users"},
		{"seed003 save proto grpc 1000 rps", "seed003", "proto", "", "grpc", "1000 rps", []string{"save"}, "seed003 save grpc 1000 rps", "seed003 save proto grpc", "seed003 proto grpc 1000 rps"},
		{"seed004 get people json identity", "seed004", "json", "identity", "", "", []string{"get", "people"}, "seed004 get people identity", "seed004 get people json identity", "seed004 people json identity"},
		{"Seed003 VALIDATE Protobuf REST 200rps", "seed003", "proto", "", "rest", "200 rps", []string{"validate"}, "Seed003 VALIDATE REST 200rps", "Seed003 VALIDATE Protobuf REST", "Seed003 Protobuf REST 200rps"},
		{"json proto 5 vus", "", "json", "", "", "5 users", []string{"proto"}, "proto 5 vus", "json proto", "json 5 vus"},
		{"", "", "", "", "", "", nil, "", "", ""},
	} {
		t.Run(strings.ReplaceAll(cmpName(tc.name), " ", "_"), func(t *testing.T) {
			t.Parallel()
			n := parseRunName(tc.name)
			got := []string{n.article, n.format, n.coding, n.protocol, n.load}
			want := []string{tc.article, tc.format, tc.coding, tc.protocol, tc.load}
			if !slices.Equal(got, want) || !slices.Equal(n.variant, tc.variant) {
				t.Fatalf("parseRunName(%q) = %q %q, want %q %q", tc.name, got, n.variant, want, tc.variant)
			}
			if s := n.without(dimFormat, 0); s != tc.withoutFormat {
				t.Errorf("without format = %q, want %q", s, tc.withoutFormat)
			}
			if s := n.without(dimLoad, 0); s != tc.withoutLoad {
				t.Errorf("without load = %q, want %q", s, tc.withoutLoad)
			}
			if s := n.without(dimVariant, 0); s != tc.withoutVar {
				t.Errorf("without the first variant word = %q, want %q", s, tc.withoutVar)
			}
		})
	}
}

func cmpName(s string) string {
	if s == "" {
		return "empty"
	}
	return s
}

// testSection builds the load section of files.
func testSection(t *testing.T, files ...*results.File) *Section {
	t.Helper()
	var in []Input
	for i, f := range files {
		in = append(in, Input{Run: view.NewRun(i+1, f), File: f})
	}
	return Build(in, view.NewPalette(files), func(string, *view.Run, string) {})
}

func TestComparisons(t *testing.T) {
	t.Parallel()
	rest := loadtest.Run("seed003 save proto rest 1000 rps", "http/1.1", 0, 1000, 2)
	rest.Connections = 64
	f := loadtest.File("A",
		loadtest.Run("seed000 json gzip 100 users", "http/1.1", 100, 0, 900),
		loadtest.Run("seed000 proto gzip 100 users", "http/1.1", 100, 0, 300),
		loadtest.Run("seed000 json gzip 20 users", "http/1.1", 20, 0, 200),
		loadtest.Run("seed000 json identity 100 users", "http/1.1", 100, 0, 800),
		rest,
		loadtest.Run("seed003 save proto grpc 1000 rps", "grpc", 0, 1000, 1.5),
		loadtest.Run("seed003 validate proto grpc 1000 rps", "grpc", 0, 1000, 1),
		loadtest.Run("seed004 json gzip 100 users", "http/1.1", 100, 0, 5), // another scenario: never beside seed000
	)
	other := loadtest.File("B", loadtest.Run("seed000 flatbuffers gzip 100 users", "http/1.1", 100, 0, 400)) // another machine
	sec := testSection(t, f, other)
	got := map[string][]string{}
	for _, d := range sec.Dims {
		for _, g := range d.Groups {
			var runs []string
			for _, r := range g.Rows {
				runs = append(runs, r.Value+"="+r.Run.Name)
			}
			got[d.Key] = append(got[d.Key], g.Context+": "+g.Title+" ["+strings.Join(runs, ", ")+"]")
		}
	}
	want := map[string][]string{
		dimFormat:   {"seed000 gzip 100 users: JSON vs Protobuf [JSON=seed000 json gzip 100 users, Protobuf=seed000 proto gzip 100 users]"},
		dimProtocol: {"seed003 save proto 1000 rps: REST (HTTP/1.1) vs gRPC [REST (HTTP/1.1)=seed003 save proto rest 1000 rps, gRPC=seed003 save proto grpc 1000 rps]"},
		dimCoding:   {"seed000 json 100 users: identity vs gzip [identity=seed000 json identity 100 users, gzip=seed000 json gzip 100 users]"},
		dimLoad:     {"seed000 json gzip: 20 users vs 100 users [20 users=seed000 json gzip 20 users, 100 users=seed000 json gzip 100 users]"},
		dimVariant:  {"seed003 proto grpc 1000 rps: save vs validate [save=seed003 save proto grpc 1000 rps, validate=seed003 validate proto grpc 1000 rps]"},
	}
	for _, dim := range []string{dimFormat, dimProtocol, dimCoding, dimLoad, dimVariant} {
		if !slices.Equal(got[dim], want[dim]) {
			t.Errorf("%s groups:\n got %q\nwant %q", dim, got[dim], want[dim])
		}
	}
	// The baseline is the first value; the others compare with it.
	g := sec.Dims[0].Groups[0]
	if g.Rows[0].VsP99 != "baseline" || g.Rows[1].VsP99 != "3.00× faster" || g.Rows[1].VsRate != "+0.0%" {
		t.Errorf("vs first: %q %q %q", g.Rows[0].VsP99, g.Rows[1].VsP99, g.Rows[1].VsRate)
	}
	// REST and gRPC used different connection counts: the group says so.
	if p := sec.Dims[1].Groups[0]; p.Differs != "Also differs (in run order): connections 64 / 4." {
		t.Errorf("protocol group differs = %q", p.Differs)
	}
}

func TestComparisonsListWhatElseDiffers(t *testing.T) {
	t.Parallel()
	a := loadtest.Run("seed000 json 100 users", "http/1.1", 100, 0, 9)
	b := loadtest.Run("seed000 proto 100 users", "http/1.1", 100, 0, 3)
	b.TimeoutSeconds, b.Decode = 60, true
	sec := testSection(t, loadtest.File("A", a, b))
	if len(sec.Dims) != 1 {
		t.Fatalf("%d dimensions, want the format alone", len(sec.Dims))
	}
	if d := sec.Dims[0].Groups[0].Differs; d != "Also differs (in run order): timeout 10 s / 60 s; decoding false / true." {
		t.Errorf("Differs = %q", d)
	}
}

func TestKOBreakdown(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		ko       map[string]int64
		total    int64
		wantRows []string
		wantNote string
	}{
		{
			name:     "classes_and_statuses",
			ko:       map[string]int64{"timeout": 60, "status_5xx": 9, "status_503": 7, "status_500": 2, "transport": 8, "decode": 1},
			total:    78,
			wantRows: []string{"timeout 60", "status_5xx 9", "  status_503 7", "  status_500 2", "transport 8", "decode 1"},
		},
		{
			name:     "grpc_codes",
			ko:       map[string]int64{"grpc_status": 5, "grpc_unavailable": 3, "grpc_deadline_exceeded": 2},
			total:    5,
			wantRows: []string{"grpc_status 5", "  grpc_unavailable 3", "  grpc_deadline_exceeded 2"},
		},
		{
			name:     "exact_status_without_its_class",
			ko:       map[string]int64{"status_404": 4},
			total:    4,
			wantRows: []string{"status_404 4"},
		},
		{
			name:     "kinds_do_not_add_up",
			ko:       map[string]int64{"timeout": 3},
			total:    5,
			wantRows: []string{"timeout 3"},
			wantNote: "The kinds add up to 3 failures; the run counted 5 KOs.",
		},
		{
			name:     "no_breakdown",
			total:    66,
			wantNote: "66 requests failed, but the run recorded no breakdown by kind.",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lr := loadtest.Run("x", "http/1.1", 1, 0, 1)
			lr.KO, lr.Overall.KO = tc.ko, tc.total
			b := &builder{pal: &view.Palette{}}
			r := b.loadRun(&view.Run{N: 1, Kind: "load"}, 1, lr)
			r.renderCharts(loadFamilies{})
			var rows []string
			for _, k := range r.KO {
				ind := ""
				if k.Sub {
					ind = "  "
				}
				rows = append(rows, ind+k.Kind+" "+k.Count)
			}
			if !slices.Equal(rows, tc.wantRows) || r.KONote != tc.wantNote {
				t.Fatalf("rows %q note %q, want %q %q", rows, r.KONote, tc.wantRows, tc.wantNote)
			}
			if len(tc.wantRows) > 0 && !strings.Contains(string(r.KOChart), "<svg") {
				t.Error("no KO chart")
			}
		})
	}
}

// encodeHist records values (in the histogram's unit) and encodes them.
func encodeHist(t *testing.T, values ...int64) string {
	t.Helper()
	h := hdrhistogram.New(1, 3_600_000_000_000, 3)
	for _, v := range values {
		if err := h.RecordValue(v); err != nil {
			t.Fatal(err)
		}
	}
	b, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDecodeDist(t *testing.T) {
	t.Parallel()
	var us []int64
	for i := range int64(1000) {
		us = append(us, 500+i) // 0.5 .. 1.5 ms
	}
	scaled := func(f int64) []int64 {
		out := make([]int64, len(us))
		for i, v := range us {
			out[i] = v * f / 1000
		}
		return out
	}
	stored := results.LoadStats{Name: "all", Count: 1000, MinMs: 0.5, P50Ms: 1, P90Ms: 1.4, P99Ms: 1.49, MaxMs: 1.5}
	for _, tc := range []struct {
		name      string
		hist      string
		exact     bool
		wantMaxMs float64
		note      string
	}{
		{"microseconds", encodeHist(t, us...), true, 1.5, ""},
		{"nanoseconds", encodeHist(t, scaled(1_000_000)...), true, 1.5, ""},
		{"none", "", false, 1.5, "no histogram recorded"},
		{"garbage", "not a histogram", false, 1.5, "histogram unreadable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := stored
			s.Histogram = tc.hist
			d := decodeDist(s)
			if d.exact != tc.exact || !strings.Contains(d.note, tc.note) {
				t.Fatalf("exact %v note %q, want %v %q", d.exact, d.note, tc.exact, tc.note)
			}
			last := d.points[len(d.points)-1]
			if last.q != 1 || math.Abs(last.ms-tc.wantMaxMs)/tc.wantMaxMs > 0.01 {
				t.Errorf("last point %+v, want q=1 at %v ms", last, tc.wantMaxMs)
			}
			for i := 1; i < len(d.points); i++ {
				if d.points[i].q < d.points[i-1].q || d.points[i].ms < d.points[i-1].ms {
					t.Fatalf("points not ascending at %d: %+v then %+v", i, d.points[i-1], d.points[i])
				}
			}
			if tc.exact {
				var n int64
				for _, b := range d.bins {
					n += b.count
				}
				if n != 1000 || len(d.bins) != histogramBins {
					t.Errorf("bins hold %d requests in %d bins", n, len(d.bins))
				}
			}
		})
	}
}

func TestNines(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		q     float64
		n     float64
		label string
	}{{0, 0, "0%"}, {0.9, 1, "90%"}, {0.99, 2, "99%"}, {0.999, 3, "99.9%"}, {0.99999, 5, "99.999%"}} {
		if got := nines(tc.q); math.Abs(got-tc.n) > 1e-9 {
			t.Errorf("nines(%v) = %v, want %v", tc.q, got, tc.n)
		}
		if got := ninesLabel(int(tc.n)); got != tc.label {
			t.Errorf("ninesLabel(%v) = %q, want %q", tc.n, got, tc.label)
		}
	}
	if !math.IsInf(nines(1), 1) {
		t.Error("nines(1) is not +Inf")
	}
}

func TestLoadLabelsAndPlans(t *testing.T) {
	t.Parallel()
	ramp := results.LoadRun{Model: "open", StartRate: 100, Stages: []results.LoadStage{{Seconds: 30, Rate: 1000}, {Seconds: 0, Rate: 500}, {Seconds: 30, Rate: 500}}}
	constant := results.LoadRun{Model: "open", StartRate: 1000, Stages: []results.LoadStage{{Seconds: 60, Rate: 1000}}}
	for _, tc := range []struct {
		name, got, want string
	}{
		{"closed", loadLabel(results.LoadRun{Model: "closed", Users: 100}), "100 users"},
		{"constant", loadLabel(constant), "1,000 req/s"},
		{"ramp", loadLabel(ramp), "up to 1,000 req/s"},
		{"constant_plan", planText(constant), "1,000 req/s for 60 s (constant)"},
		{"ramp_plan", planText(ramp), "start at 100 req/s, then 100 → 1,000 req/s over 30 s, then step to 500 req/s, then 500 req/s for 30 s"},
		{"no_stages", planText(results.LoadRun{Model: "open", StartRate: 50}), "start at 50 req/s (constant, for the run's duration)"},
		{"percent_small", formatPercent(0.004), "<0.01%"},
		{"percent", formatPercent(0.55), "0.55%"},
		{"compact_k", compactNum(1500), "1.5k"},
		{"compact_ms", compactNum(0.42), "0.42"},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

// TestLoadDetailsOpenWhenFew expands the runs of a small input and
// collapses those of a suite.
func TestLoadDetailsOpenWhenFew(t *testing.T) {
	t.Parallel()
	few := testSection(t, loadtest.File("A", loadtest.Run("a", "h2c", 1, 0, 1)))
	many := testSection(t, readFixture(t))
	if !few.Runs[0].Open || many.Runs[0].Open {
		t.Errorf("open: %v for one run, %v for a suite", few.Runs[0].Open, many.Runs[0].Open)
	}
}

func TestCPUSetText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ gen, server, want string }{
		{"1", "0", "load generator pinned to CPU 1, server pinned to CPU 0: apart, they do not compete for a core"},
		{"0-1", "1", "load generator pinned to CPU 0-1, server pinned to CPU 1"},
		{"1", "", "load generator pinned to CPU 1, server not pinned"},
		{"x", "0", "load generator pinned to CPU x, server pinned to CPU 0"},
	} {
		if got := cpuSetText(tc.gen, tc.server); got != tc.want {
			t.Errorf("cpuSetText(%q, %q) = %q, want %q", tc.gen, tc.server, got, tc.want)
		}
	}
}
