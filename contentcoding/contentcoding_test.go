package contentcoding

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

func TestSelect(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		header  string
		present bool
		want    Coding // "" means nothing acceptable
	}{
		{"absent", "", false, Identity},
		{"empty", "", true, Identity},
		{"gzip", "gzip", true, Gzip},
		{"x_gzip", "x-gzip", true, Gzip},
		{"br", "br", true, Brotli},
		{"zstd", "zstd", true, Zstd},
		{"browser", "gzip, deflate, br, zstd", true, Zstd},
		{"curl_compressed", "deflate, gzip, br, zstd", true, Zstd},
		{"equal_q_server_order", "gzip, br", true, Brotli},
		{"q_decides", "zstd;q=0.5, gzip", true, Gzip},
		{"q_decides_br", "gzip;q=0.8, br;q=0.9, zstd;q=0.1", true, Brotli},
		{"unknown_only", "deflate, compress", true, Identity},
		{"star", "*", true, Zstd},
		{"star_excludes_named", "*, zstd;q=0", true, Brotli},
		{"identity_preferred", "identity;q=1, gzip;q=0.5", true, Identity},
		{"identity_tie_compresses", "identity, gzip", true, Gzip},
		{"identity_q0_gzip", "identity;q=0, gzip", true, Gzip},
		{"identity_q0_nothing", "identity;q=0", true, ""},
		{"star_q0_nothing", "*;q=0", true, ""},
		{"star_q0_identity_ok", "*;q=0, identity", true, Identity},
		{"gzip_q0", "gzip;q=0", true, Identity},
		{"case", "GZIP;Q=1", true, Gzip},
		{"malformed_q_skipped", "zstd;q=2, gzip", true, Gzip},
		{"spaces", "  br ; q=0.5 ,  gzip ; q=0.4 ", true, Brotli},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, ok := Select(tt.header, tt.present, Preferred)
			if tt.want == "" {
				if ok {
					t.Fatalf("Select(%q) = %q, want nothing acceptable", tt.header, got)
				}
				return
			}
			if !ok || got != tt.want {
				t.Fatalf("Select(%q) = %q, %v; want %q", tt.header, got, ok, tt.want)
			}
		})
	}
}

func TestParseContentEncoding(t *testing.T) {
	t.Parallel()
	padded := " br " // surrounding spaces are trimmed
	for in, want := range map[string]Coding{"": Identity, "identity": Identity, "GZIP": Gzip, "x-gzip": Gzip, padded: Brotli, "zstd": Zstd} {
		if got, err := ParseContentEncoding(in); err != nil || got != want {
			t.Errorf("ParseContentEncoding(%q) = %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"compress", "deflate", "gzip, br", "snappy"} {
		if _, err := ParseContentEncoding(in); !errors.Is(err, ErrUnsupported) {
			t.Errorf("ParseContentEncoding(%q) = %v, want ErrUnsupported", in, err)
		}
	}
}

// TestRoundTrip compresses with every coding and decodes with ReadAll and
// with each library's plain reader (what a client uses).
func TestAccepts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, header string
		present      bool
		c            Coding
		want         bool
	}{
		{"no_header_accepts_all", "", false, Zstd, true},
		{"empty_header_identity_only", "", true, Gzip, false},
		{"empty_header_identity", "", true, Identity, true},
		{"named", "gzip, br", true, Brotli, true},
		{"unnamed", "gzip, br", true, Zstd, false},
		{"x_gzip", "x-gzip", true, Gzip, true},
		{"q0", "gzip;q=0, br", true, Gzip, false},
		{"star", "*", true, Zstd, true},
		{"star_q0_named_wins", "*;q=0, zstd;q=0.5", true, Zstd, true},
		{"star_q0", "*;q=0", true, Identity, false},
		{"identity_implicit", "gzip", true, Identity, true},
		{"identity_refused", "identity;q=0, gzip", true, Identity, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := Accepts(tt.header, tt.present, tt.c); got != tt.want {
				t.Fatalf("Accepts(%q, %v, %s) = %v, want %v", tt.header, tt.present, tt.c, got, tt.want)
			}
		})
	}
}

func TestParseName(t *testing.T) {
	t.Parallel()
	//nolint:gocritic // " br ": the surrounding spaces are what this case tests
	for in, want := range map[string]Coding{"identity": Identity, "GZIP": Gzip, "x-gzip": Gzip, " br ": Brotli, "zstd": Zstd, "lz4": "", "": "", "deflate": ""} {
		got, ok := ParseName(in)
		if got != want || ok != (want != "") {
			t.Errorf("ParseName(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	t.Parallel()
	enc, err := NewEncoder(DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	src := []byte(strings.Repeat(`{"name":"Person Number 7","mobile":["1111117","2222227"]}`, 2000))
	for _, c := range []Coding{Identity, Gzip, Brotli, Zstd} {
		t.Run(string(c), func(t *testing.T) {
			t.Parallel()
			for range 3 { // pooled encoders must come back clean
				out, err := enc.Append([]byte("prefix"), src, c)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.HasPrefix(out, []byte("prefix")) {
					t.Fatal("Append lost dst")
				}
				body := out[len("prefix"):]
				if c != Identity && len(body) >= len(src)/10 {
					t.Fatalf("%s gave %d bytes for %d of repetitive JSON", c, len(body), len(src))
				}
				got, err := ReadAll(nil, bytes.NewReader(body), c, int64(len(src)))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, src) {
					t.Fatal("ReadAll did not give back the source")
				}
				if got := plainDecode(t, c, body); !bytes.Equal(got, src) {
					t.Fatal("the library's reader did not give back the source")
				}
			}
		})
	}
}

func plainDecode(t *testing.T, c Coding, b []byte) []byte {
	t.Helper()
	var r io.Reader
	switch c {
	case Identity:
		return b
	case Gzip:
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case Brotli:
		r = brotli.NewReader(bytes.NewReader(b))
	case Zstd:
		zr, err := zstd.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		r = zr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestNewEncoderRejectsBadLevels(t *testing.T) {
	t.Parallel()
	for _, l := range []Levels{{0, 4, 3}, {10, 4, 3}, {6, -1, 3}, {6, 12, 3}, {6, 4, 0}, {6, 4, 23}} {
		if _, err := NewEncoder(l); err == nil {
			t.Errorf("NewEncoder(%+v) succeeded", l)
		}
	}
}

// Bomb returns a body of c that inflates to n zero bytes, built cheaply:
// gzip and zstd concatenate members/frames of 1 MiB each, brotli streams.
func Bomb(tb testing.TB, c Coding, n int) []byte {
	tb.Helper()
	zeros := make([]byte, 1<<20)
	var out bytes.Buffer
	switch c {
	case Gzip:
		var one bytes.Buffer
		w, _ := gzip.NewWriterLevel(&one, gzip.BestCompression)
		_, _ = w.Write(zeros)
		_ = w.Close()
		for range n >> 20 {
			out.Write(one.Bytes())
		}
	case Zstd:
		enc, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression))
		one := enc.EncodeAll(zeros, nil)
		for range n >> 20 {
			out.Write(one)
		}
	case Brotli:
		w := brotli.NewWriterLevel(&out, brotli.BestSpeed)
		for range n >> 20 {
			_, _ = w.Write(zeros)
		}
		_ = w.Close()
	}
	return out.Bytes()
}

// TestReadAllStopsBombs: a small compressed body that inflates far past the
// limit is refused with ErrTooLarge after reading at most limit+1 bytes.
func TestReadAllStopsBombs(t *testing.T) {
	t.Parallel()
	const limit = 4 << 20
	for _, c := range []Coding{Gzip, Brotli, Zstd} {
		t.Run(string(c), func(t *testing.T) {
			t.Parallel()
			bomb := Bomb(t, c, 64<<20)
			if len(bomb) > 1<<20 {
				t.Fatalf("bomb is %d bytes compressed", len(bomb))
			}
			got, err := ReadAll(nil, bytes.NewReader(bomb), c, limit)
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("ReadAll = %v, want ErrTooLarge", err)
			}
			if cap(got) > limit+1 {
				t.Fatalf("grew to %d bytes, limit %d", cap(got), limit)
			}
		})
	}
}

func TestReadAllAppendsAndHandlesExactLimit(t *testing.T) {
	t.Parallel()
	src := bytes.Repeat([]byte("x"), 100_000)
	got, err := ReadAll([]byte("head:"), bytes.NewReader(src), Identity, int64(len(src)))
	if err != nil || string(got[:5]) != "head:" || !bytes.Equal(got[5:], src) {
		t.Fatalf("ReadAll at exactly the limit: %d bytes, %v", len(got), err)
	}
	if _, err := ReadAll(nil, bytes.NewReader(src), Identity, int64(len(src))-1); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("one byte over: %v", err)
	}
}

func TestReadAllCorruptAndTruncated(t *testing.T) {
	t.Parallel()
	enc, err := NewEncoder(DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	src := bytes.Repeat([]byte("polywire "), 10000)
	for _, c := range []Coding{Gzip, Brotli, Zstd} {
		body, err := enc.Append(nil, src, c)
		if err != nil {
			t.Fatal(err)
		}
		for _, cut := range []int{0, 1, 5, len(body) / 2, len(body) - 1} {
			if cut == 0 && c == Zstd {
				continue // zero zstd frames are a valid, empty stream
			}
			if _, err := ReadAll(nil, bytes.NewReader(body[:cut]), c, 1<<20); err == nil {
				t.Errorf("%s truncated to %d of %d bytes decoded without error", c, cut, len(body))
			}
		}
		if _, err := ReadAll(nil, strings.NewReader("this is not compressed at all, not even a little"), c, 1<<20); err == nil {
			t.Errorf("%s decoded garbage without error", c)
		}
	}
}

// FuzzReadAll: any bytes under any coding give an error or at most limit
// bytes, never a panic or a hang.
func FuzzReadAll(f *testing.F) {
	enc, err := NewEncoder(DefaultLevels)
	if err != nil {
		f.Fatal(err)
	}
	for i, c := range []Coding{Identity, Gzip, Brotli, Zstd} {
		b, _ := enc.Append(nil, []byte(`{"person":[{"name":"a"}]}`), c)
		f.Add(uint8(i), b)
		f.Add(uint8(i), b[:len(b)/2])
	}
	codings := []Coding{Identity, Gzip, Brotli, Zstd}
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		const limit = 1 << 16
		got, err := ReadAll(nil, bytes.NewReader(data), codings[int(which)%len(codings)], limit)
		if err == nil && len(got) > limit {
			t.Fatalf("ReadAll returned %d bytes over the %d limit", len(got), limit)
		}
		if cap(got) > limit+1 {
			t.Fatalf("grew to %d bytes", cap(got))
		}
	})
}
