package view

import (
	"math"
	"strconv"
	"strings"
)

// FormatNs prints nanoseconds in the unit that suits them: 234 ns, 443
// µs, 4.74 ms, 1.20 s.
func FormatNs(ns float64) string {
	switch a := math.Abs(ns); {
	case a >= 1e9:
		return FormatNum(ns/1e9) + " s"
	case a >= 1e6:
		return FormatNum(ns/1e6) + " ms"
	case a >= 1e3:
		return FormatNum(ns/1e3) + " µs"
	default:
		return FormatNum(ns) + " ns"
	}
}

// groupDigits puts thousands separators into a decimal number string.
func groupDigits(s string) string {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	intPart, frac, hasFrac := strings.Cut(s, ".")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if hasFrac {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	return b.String()
}

// FormatInt prints n with thousands separators: 3,124,908.
func FormatInt(n int64) string { return groupDigits(strconv.FormatInt(n, 10)) }

// FormatNum prints a measured quantity (ns/op, ms, MB/s, B/op) with a
// precision that suits its size: integers with separators from 100 up,
// three significant digits below.
func FormatNum(v float64) string {
	a := math.Abs(v)
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "—"
	case v == 0:
		return "0"
	case a >= 100:
		return groupDigits(strconv.FormatFloat(v, 'f', 0, 64))
	case a >= 10:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case a >= 1:
		return strconv.FormatFloat(v, 'f', 2, 64)
	case a >= 0.001:
		return strconv.FormatFloat(v, 'f', 3+int(math.Floor(-math.Log10(a)+1e-9)), 64)
	default:
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
}

// byteUnit picks the unit, in powers of 1,000 as the articles count, in
// which values up to hi read best.
func byteUnit(hi float64) (div float64, name string) {
	switch {
	case hi >= 1e9:
		return 1e9, "GB"
	case hi >= 1e6:
		return 1e6, "MB"
	case hi >= 1e3:
		return 1e3, "KB"
	default:
		return 1, "bytes"
	}
}

// FormatBytesUnit prints a byte count in the unit that suits it: 317 KB,
// 3.12 MB.
func FormatBytesUnit(n float64) string {
	div, name := byteUnit(n)
	if div == 1 {
		return FormatInt(int64(math.Round(n))) + " bytes"
	}
	return strconv.FormatFloat(n/div, 'g', 3, 64) + " " + name
}

// FormatRatio prints a size ratio as BENCHMARKS.md does: 0.519.
func FormatRatio(r float64) string {
	if r <= 0 || math.IsNaN(r) || math.IsInf(r, 0) {
		return "—"
	}
	return strconv.FormatFloat(r, 'f', 3, 64)
}

// FormatTimes prints a speed ratio: 3.12×.
func FormatTimes(r float64) string {
	if r <= 0 || math.IsNaN(r) || math.IsInf(r, 0) {
		return "—"
	}
	if r >= 100 {
		return groupDigits(strconv.FormatFloat(r, 'f', 0, 64)) + "×"
	}
	return strconv.FormatFloat(r, 'f', 2, 64) + "×"
}

// FormatVs says how a time compares with a baseline's time: "3.85×
// faster", "1.20× slower", "same".
func FormatVs(t, base float64) string {
	if t <= 0 || base <= 0 {
		return "—"
	}
	r := t / base
	switch {
	case math.Abs(r-1) < 0.005:
		return "same"
	case r < 1:
		return FormatTimes(1/r) + " faster"
	default:
		return FormatTimes(r) + " slower"
	}
}

// FormatPct prints a fraction as a signed percentage: −1.3%, +4.0%.
func FormatPct(f float64) string {
	s := strconv.FormatFloat(math.Abs(f)*100, 'f', 1, 64) + "%"
	if f < 0 {
		return "−" + s
	}
	return "+" + s
}

// formatSI prints a power-of-ten-ish value compactly: 1, 10, 100, 1k,
// 10k, 1M, 1G; below 1 as a decimal.
func formatSI(v float64) string {
	switch {
	case v >= 1e12:
		return TrimFloat(v/1e12) + "T"
	case v >= 1e9:
		return TrimFloat(v/1e9) + "G"
	case v >= 1e6:
		return TrimFloat(v/1e6) + "M"
	case v >= 1e3:
		return TrimFloat(v/1e3) + "k"
	default:
		return TrimFloat(v)
	}
}

// TrimFloat prints v with up to 3 significant decimals and no trailing
// zeros.
func TrimFloat(v float64) string {
	return strconv.FormatFloat(v, 'g', 3, 64)
}
