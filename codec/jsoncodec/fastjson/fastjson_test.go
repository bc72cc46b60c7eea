package fastjson

import (
	"errors"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// The conformance of the generated code with protojson is tested in
// cmd/protoc-gen-fastjson; these tests check the runtime's
// shortcuts against the plain code they stand for.

// TestAppendFloat64ShortPath checks the few-decimals path against the
// strconv formatting protojson uses, on values chosen to hit it (and its
// boundaries) and on arbitrary ones.
func TestAppendFloat64ShortPath(t *testing.T) {
	t.Parallel()
	n := 2_000_000
	if testing.Short() {
		n = 100_000
	}
	r := rand.New(rand.NewPCG(1, 2))
	values := []float64{1e-6, 1e-6 + 1e-22, 0.000001, 0.0000015, 9.95, 0.1, 0.2, 0.3, 1 << 50, 1<<50 - 1,
		1<<50 - 0.5, 1<<50 + 1, 1125899906842623.5, 112589990684262.35, 11258999068426.235, 1e15, 999999999999999.9,
		0.5, 0.25, 0.125, 0.0625, 1.5, 2.5, 99.995, 0.01, 0.001, 0.0001, 0.00001, 123.4567, math.Float64frombits(0x3fd3333333333334)}
	check := func(f float64) {
		for _, v := range []float64{f, -f} {
			got := string(AppendFloat64(nil, v))
			if want := string(appendFloatSlow(nil, v, 64)); got != want {
				t.Fatalf("AppendFloat64(%v) = %s, want %s (bits %#x)", v, got, want, math.Float64bits(v))
			}
		}
	}
	for _, v := range values {
		check(v)
		check(math.Nextafter(v, 0))
		check(math.Nextafter(v, math.Inf(1)))
	}
	for range n {
		var f float64
		switch r.IntN(5) {
		case 0: // k decimals at any scale
			f = float64(r.Int64N(1<<53)>>r.IntN(53)) / math.Pow10(r.IntN(8))
		case 1: // cents
			f = float64(r.Int64N(1e12)) / 100
		case 2: // a neighbour of a short decimal
			f = float64(r.Int64N(1e9)) / math.Pow10(r.IntN(6))
			f = math.Nextafter(f, math.Inf(2*r.IntN(2)-1))
		case 3:
			f = math.Float64frombits(r.Uint64())
		default: // near the 2^50·10^-k limits
			k := r.IntN(5)
			f = (1<<50 + float64(r.Int64N(1000)-500)) / math.Pow10(k)
		}
		check(f)
	}
}

// TestAppendFloatForms pins protojson's notation rules.
func TestAppendFloatForms(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		f    float64
		want string
	}{
		{0, "0"}, {math.Copysign(0, -1), "-0"}, {math.NaN(), `"NaN"`}, {math.Inf(1), `"Infinity"`}, {math.Inf(-1), `"-Infinity"`},
		{1e21, "1e+21"}, {1e20, "100000000000000000000"}, {1e-6, "0.000001"}, {1e-7, "1e-7"}, {1.5e-7, "1.5e-7"},
		{1e-100, "1e-100"}, {-1e300, "-1e+300"}, {9.95, "9.95"}, {-0.01, "-0.01"}, {123456789.125, "123456789.125"},
		{math.Float64frombits(0x3fd3333333333334), "0.30000000000000004"}, {5e-324, "5e-324"}, {math.MaxFloat64, "1.7976931348623157e+308"},
	} {
		if got := string(AppendFloat64(nil, c.f)); got != c.want {
			t.Errorf("AppendFloat64(%v) = %s, want %s", c.f, got, c.want)
		}
	}
	for _, c := range []struct {
		f    float32
		want string
	}{
		{0.1, "0.1"}, {float32(math.Copysign(0, -1)), "-0"}, {1e21, "1e+21"}, {1e-7, "1e-7"}, {16777217, "16777216"},
		{math.MaxFloat32, "3.4028235e+38"}, {float32(math.NaN()), `"NaN"`},
	} {
		if got := string(AppendFloat32(nil, c.f)); got != c.want {
			t.Errorf("AppendFloat32(%v) = %s, want %s", c.f, got, c.want)
		}
	}
}

// TestPlainPrefix checks the word-at-a-time scan against a byte loop on
// strings with special bytes at every position.
func TestPlainPrefix(t *testing.T) {
	t.Parallel()
	specials := []byte{0, 0x1f, '"', '\\', 0x80, 0xc3, 0xff, 0x20 - 1}
	plainBytes := []byte{' ', '!', '#', '[', ']', '~', 0x7f, 'a', '0', 0x21}
	r := rand.New(rand.NewPCG(3, 4))
	for n := range 40 {
		for range 500 {
			s := make([]byte, n)
			for i := range s {
				s[i] = plainBytes[r.IntN(len(plainBytes))]
			}
			for range r.IntN(3) {
				if n > 0 {
					s[r.IntN(n)] = specials[r.IntN(len(specials))]
				}
			}
			want := 0
			for want < len(s) && plain[s[want]] {
				want++
			}
			if got := plainPrefix(s); got != want {
				t.Fatalf("plainPrefix(%q) = %d, want %d", s, got, want)
			}
		}
	}
}

// TestAppendStringEscapes pins protojson's escaping.
func TestAppendStringEscapes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"plain text longer than a word", `"plain text longer than a word"`},
		{"\"\\/", `"\"\\/"`},
		{"\b\f\n\r\t", `"\b\f\n\r\t"`},
		{"\x00\x01\x1f\x7f", `"\u0000\u0001\u001f` + "\x7f" + `"`},
		{"<>&'", `"<>&'"`},
		{"Zoë 東京 \u2028\u2029 \U0001F600 \ufffd", "\"Zoë 東京 \u2028\u2029 \U0001F600 \ufffd\""},
		{"0123456\n89abcdef\"", `"0123456\n89abcdef\""`},
	} {
		got, err := AppendString(nil, c.in)
		if err != nil || string(got) != c.want {
			t.Errorf("AppendString(%q) = %s, %v; want %s", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"\xff", "abcdefgh\xc3", "\xed\xa0\x80", "ok\xe6\x9d"} {
		if _, err := AppendString(nil, in); !errors.Is(err, ErrInvalidUTF8) {
			t.Errorf("AppendString(%q): got %v, want ErrInvalidUTF8", in, err)
		}
	}
}

// TestInteger checks the integer conversion of number tokens against
// protojson's rules, written out.
func TestInteger(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		tok string
		neg bool
		mag uint64
		ok  bool
	}{
		{"0", false, 0, true}, {"-0", false, 0, true}, {"7", false, 7, true}, {"-7", true, 7, true},
		{"18446744073709551615", false, math.MaxUint64, true}, {"18446744073709551616", false, 0, false},
		{"9223372036854775808", false, 1 << 63, true}, {"1.0", false, 1, true}, {"1.5", false, 0, false},
		{"1e3", false, 1000, true}, {"1E+3", false, 1000, true}, {"1e", false, 1, true}, {"1e+", false, 0, false},
		{"0e+", false, 0, false}, {"-0.0e-0", false, 0, true}, {"0.5e1", false, 5, true}, {"1200e-2", false, 12, true},
		{"123e-2", false, 0, false}, {"1e19", false, 1e19, true}, {"1e20", false, 0, false}, {"10e-1", false, 1, true},
		{"0.00000000000000000001e25", false, 0, false}, {"1e2147483648", false, 0, false}, {"0.0001e4", false, 1, true},
		{"-1.25e2", true, 125, true}, {strconv.Itoa(math.MaxInt32), false, math.MaxInt32, true},
	} {
		neg, mag, ok := integer([]byte(c.tok))
		if neg != c.neg || mag != c.mag || ok != c.ok {
			t.Errorf("integer(%s) = %v, %d, %v; want %v, %d, %v", c.tok, neg, mag, ok, c.neg, c.mag, c.ok)
		}
	}
}
