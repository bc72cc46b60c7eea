package view

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestNiceStep(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		span float64
		n    int
		want float64
	}{
		{"unit", 10, 10, 1},
		{"two", 10, 5, 2},
		{"five", 23, 5, 5},
		{"ten", 80, 10, 10},
		{"bytes", 3_124_908, 4, 1_000_000},
		{"tiny", 0.003, 3, 0.001},
		{"zero_span", 0, 5, 1},
		{"no_ticks", 10, 0, 1},
		{"infinite", math.Inf(1), 5, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := niceStep(tc.span, tc.n); math.Abs(got-tc.want) > tc.want*1e-12 {
				t.Fatalf("niceStep(%v, %d) = %v, want %v", tc.span, tc.n, got, tc.want)
			}
		})
	}
}

func TestLinearScale(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		lo, hi    float64
		n         int
		wantTicks []string
	}{
		{"bytes_in_mb", 0, 3.124908, 4, []string{"0", "1", "2", "3", "4"}},
		{"kb", 0, 445, 4, []string{"0", "100", "200", "300", "400", "500"}},
		{"thousands", 0, 12_850, 4, []string{"0", "5,000", "10,000", "15,000"}},
		{"fractions", 0, 0.3, 3, []string{"0", "0.1", "0.2", "0.3"}},
		{"all_zero", 0, 0, 4, []string{"0", "0.2", "0.4", "0.6", "0.8", "1.0"}},
		{"one_value", 7, 7, 4, []string{"0", "2", "4", "6", "8"}},
		{"reversed", 10, 0, 5, []string{"0", "2", "4", "6", "8", "10"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := NewLinear(tc.lo, tc.hi, 0, 100, tc.n, nil)
			var got []string
			for _, tk := range s.Ticks() {
				got = append(got, tk.Label)
			}
			if !slices.Equal(got, tc.wantTicks) {
				t.Fatalf("ticks %q, want %q", got, tc.wantTicks)
			}
			if p := s.Pos(s.d0); p != 0 {
				t.Errorf("pos(d0) = %v, want 0", p)
			}
			if p := s.Pos(s.d1); p != 100 {
				t.Errorf("pos(d1) = %v, want 100", p)
			}
			if s.IsLog() {
				t.Error("a linear scale says it is log")
			}
		})
	}
}

func TestLinearScaleInvertedRange(t *testing.T) {
	t.Parallel()
	// y axes map larger values to smaller pixel rows.
	s := NewLinear(0, 4, 200, 50, 4, nil)
	if got := s.Pos(0); got != 200 {
		t.Fatalf("pos(0) = %v, want 200", got)
	}
	if got := s.Pos(4); got != 50 {
		t.Fatalf("pos(4) = %v, want 50", got)
	}
	if got := s.Pos(2); got != 125 {
		t.Fatalf("pos(2) = %v, want 125", got)
	}
}

func TestLogScale(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		lo, hi     float64
		wantLabels []string
	}{
		{"ns", 9.39, 27_549, []string{"1", "10", "100", "1k", "10k", "100k"}},
		{"nine_decades", 0.35, 3.4e10, []string{"0.1", "1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G", "10G", "100G"}},
		{"exact_decades", 10, 1000, []string{"10", "100", "1k"}},
		{"one_decade_widened", 20, 30, []string{"10", "100"}},
		{"zero_low", 0, 50, []string{"1", "10", "100"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := NewLog(tc.lo, tc.hi, 0, 600)
			var labels []string
			minors := 0
			for _, tk := range s.Ticks() {
				if tk.Minor {
					minors++
					continue
				}
				labels = append(labels, tk.Label)
			}
			if !slices.Equal(labels, tc.wantLabels) {
				t.Fatalf("labels %q, want %q", labels, tc.wantLabels)
			}
			if minors != 2*(len(labels)-1) {
				t.Errorf("%d minor ticks, want 2 per decade", minors)
			}
			if !s.IsLog() {
				t.Error("a log scale says it is linear")
			}
			if math.Abs(s.Pos(math.Pow(10, float64(s.e0)))) > 1e-9 || math.Abs(s.Pos(math.Pow(10, float64(s.e1)))-600) > 1e-9 {
				t.Error("the decades at the ends are not at the ends of the range")
			}
			if math.Abs(s.Pos(0)) > 1e-9 {
				t.Error("zero is not clamped to the axis")
			}
		})
	}
	s := NewLog(1, 100, 0, 200)
	if got := s.Pos(10); math.Abs(got-100) > 1e-9 {
		t.Fatalf("10 on a 1..100 log axis is at %v, want 100", got)
	}
}

func TestNeedLog(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		lo, hi float64
		want   bool
	}{
		{"same", 5, 5, false},
		{"hundredfold", 1, 100, false},
		{"more", 1, 100.1, true},
		{"lazy_vs_xml", 9.39, 23_187, true},
		{"zero", 0, 1e9, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := NeedLog(tc.lo, tc.hi); got != tc.want {
				t.Fatalf("needLog(%v, %v) = %v", tc.lo, tc.hi, got)
			}
		})
	}
}

func TestByteUnit(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		hi   float64
		div  float64
		name string
	}{
		{66, 1, "bytes"},
		{999, 1, "bytes"},
		{1000, 1e3, "KB"},
		{312_743, 1e3, "KB"},
		{3_124_908, 1e6, "MB"},
		{12_850_000_000, 1e9, "GB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			div, name := byteUnit(tc.hi)
			if div != tc.div || name != tc.name {
				t.Fatalf("byteUnit(%v) = %v %s, want %v %s", tc.hi, div, name, tc.div, tc.name)
			}
		})
	}
}

func TestFormatting(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, got, want string
	}{
		{"group_int", FormatInt(3_124_908), "3,124,908"},
		{"group_small", FormatInt(66), "66"},
		{"group_negative", FormatInt(-1234), "-1,234"},
		{"group_decimal", groupDigits("12345.678"), "12,345.678"},
		{"num_large", FormatNum(7045.4), "7,045"},
		{"num_tens", FormatNum(88.07), "88.1"},
		{"num_units", FormatNum(2.345), "2.35"},
		{"num_fraction", FormatNum(0.117525), "0.118"},
		{"num_small_fraction", FormatNum(0.0042), "0.00420"},
		{"num_smaller_fraction", FormatNum(0.00042), "0.00042"},
		{"num_tiny", FormatNum(4e-7), "4e-07"},
		{"num_zero", FormatNum(0), "0"},
		{"num_nan", FormatNum(math.NaN()), "—"},
		{"bytes_kb", FormatBytesUnit(312_743), "313 KB"},
		{"bytes_mb", FormatBytesUnit(3_124_908), "3.12 MB"},
		{"bytes_bytes", FormatBytesUnit(66), "66 bytes"},
		{"ratio", FormatRatio(0.51886), "0.519"},
		{"ratio_missing", FormatRatio(0), "—"},
		{"times", FormatTimes(3.117), "3.12×"},
		{"times_big", FormatTimes(17019.3), "17,019×"},
		{"vs_faster", FormatVs(1827, 7045), "3.86× faster"},
		{"vs_slower", FormatVs(7045, 1827), "3.86× slower"},
		{"vs_same", FormatVs(1000, 1001), "same"},
		{"vs_missing", FormatVs(1, 0), "—"},
		{"pct_negative", FormatPct(-0.0134), "−1.3%"},
		{"pct_positive", FormatPct(0.04), "+4.0%"},
		{"si_k", formatSI(1e3), "1k"},
		{"si_g", formatSI(1e10), "10G"},
		{"si_fraction", formatSI(0.01), "0.01"},
		{"tick_step", formatTick(0.30000000000000004, 0.1), "0.3"},
		{"tick_thousands", formatTick(15000, 5000), "15,000"},
		{"px", px(12.345), "12.3"},
		{"px_negative", px(-0.26), "-0.3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.got != tc.want {
				t.Fatalf("got %q, want %q", tc.got, tc.want)
			}
		})
	}
}

func TestTextWidthGrowsWithText(t *testing.T) {
	t.Parallel()
	short, long := TextWidth("JSON", 12), TextWidth("MessagePack · vmihailenco/msgpack", 12)
	if short <= 0 || long <= short {
		t.Fatalf("widths %v and %v", short, long)
	}
	if w := TextWidth("", 12); w != 0 {
		t.Fatalf("empty text is %v wide", w)
	}
}

func TestSVGEscapesText(t *testing.T) {
	t.Parallel()
	s := NewSVG(10, 10, `a "<b>" & c`)
	s.Text(1, 2, "<script>alert(1)</script>", "fill", `"red"`)
	s.Rect(0, 0, 1, 1, "#000", "</title><script>")
	out := string(s.HTML())
	for _, bad := range []string{"<script", `"<b>"`, `""red""`} {
		if strings.Contains(out, bad) {
			t.Errorf("unescaped %q in %s", bad, out)
		}
	}
}
