// Package negotiate chooses a response media type from an HTTP Accept header
// following RFC 9110 §12.5.1 — q-values, type/* and */* wildcards, the most
// specific matching range deciding an offer's weight, q=0 exclusions — and
// parses request Content-Type headers. It knows nothing about codecs: it
// works on media type strings, so the format registry can feed it any list.
//
// Choices where the RFC leaves room, made for the API clients in use:
//   - A missing or empty Accept header accepts anything; the first offer wins.
//   - Among offers with equal q, the one matched by the more specific range
//     wins, then the one whose range comes first in the header, then the
//     server's order. So "application/x-protobuf, */*" gives Protobuf and
//     "application/json, application/x-protobuf" gives JSON.
//   - Parameters other than q are ignored when matching (clients send
//     charset=utf-8, Spring sends proto=...), but still count as specificity.
//   - Malformed elements are skipped rather than failing the request: Java's
//     default client sends "*; q=.2", which is read as "*/*;q=0.2". A header
//     with no usable element at all is treated as absent.
//   - A browser navigation (an Accept that names text/html) gets the first
//     offer unless it names another offered type explicitly: browsers list
//     application/xml above */*, so an API offering JSON and XML would
//     otherwise send XML to a URL opened in a browser.
package negotiate

import (
	"errors"
	"fmt"
	"mime"
	"slices"
	"strings"
)

// Range is one media range of an Accept header.
type Range struct {
	Type, Subtype string // lowercase; "*" for wildcards
	Params        int    // number of parameters other than q and accept-ext
	Q             int    // weight in thousandths, 0..1000
	Index         int    // position in the header
}

// specificity orders ranges: */* < type/* < type/subtype < type/subtype;params.
func (r Range) specificity() int {
	switch {
	case r.Type == "*":
		return 0
	case r.Subtype == "*":
		return 1
	case r.Params > 0:
		return 3
	default:
		return 2
	}
}

func (r Range) matches(o offer) bool {
	return r.Type == "*" || (r.Type == o.typ && (r.Subtype == "*" || r.Subtype == o.subtype))
}

// ParseAccept parses an Accept header into its media ranges, in header order,
// skipping malformed elements (see the package comment). It never fails.
func ParseAccept(header string) []Range {
	var out []Range
	idx := 0
	for elem := range strings.SplitSeq(header, ",") {
		elem = strings.TrimSpace(elem)
		if elem == "" {
			continue
		}
		r, ok := parseRange(elem)
		if !ok {
			continue
		}
		r.Index = idx
		idx++
		out = append(out, r)
	}
	return out
}

func parseRange(elem string) (Range, bool) {
	mt, rest, _ := strings.Cut(elem, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	var r Range
	if mt == "*" {
		r.Type, r.Subtype = "*", "*"
	} else {
		t, s, ok := strings.Cut(mt, "/")
		if !ok || !isToken(t) || !isToken(s) || (t == "*" && s != "*") {
			return Range{}, false
		}
		r.Type, r.Subtype = t, s
	}
	r.Q = 1000
	sawQ := false
	for p := range strings.SplitSeq(rest, ";") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		k, v, ok := strings.Cut(p, "=")
		if !ok {
			return Range{}, false
		}
		k = strings.ToLower(strings.TrimSpace(k))
		v = strings.TrimSpace(v)
		if !isToken(k) {
			return Range{}, false
		}
		if k == "q" {
			q, ok := ParseQ(v)
			if !ok {
				return Range{}, false
			}
			r.Q = q
			sawQ = true
			continue
		}
		if !sawQ { // parameters after q are accept-ext, not media type params
			r.Params++
		}
	}
	return r, true
}

// ParseQ reads an RFC 9110 qvalue into thousandths: "0", "0.5", "1",
// "1.000", and the common but non-conforming ".5". Anything else, or a value
// over 1, is malformed (false). Accept-Encoding parsing uses it too.
func ParseQ(s string) (int, bool) {
	if s == "" || len(s) > 5 {
		return 0, false
	}
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole != "" && whole != "0" && whole != "1" {
		return 0, false
	}
	if hasDot && len(frac) > 3 {
		return 0, false
	}
	q := 0
	if whole == "1" {
		q = 1000
	}
	mult := 100
	for _, c := range frac {
		if c < '0' || c > '9' {
			return 0, false
		}
		q += int(c-'0') * mult
		mult /= 10
	}
	if q > 1000 || (whole == "" && frac == "") {
		return 0, false
	}
	return q, true
}

func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte(`()<>@,;:\"/[]?={}`, c) >= 0 {
			return false
		}
	}
	return true
}

// Negotiator picks among a fixed list of offered media types, in the
// server's order of preference. It is safe for concurrent use.
type Negotiator struct {
	offers []offer
}

type offer struct {
	mediaType    string
	typ, subtype string
}

// New returns a Negotiator for the offers, most preferred first. Offers are
// plain "type/subtype" strings without parameters.
func New(offers ...string) (*Negotiator, error) {
	if len(offers) == 0 {
		return nil, errors.New("negotiate: no offers")
	}
	n := &Negotiator{}
	for _, o := range offers {
		t, s, ok := strings.Cut(strings.ToLower(o), "/")
		if !ok || !isToken(t) || !isToken(s) || t == "*" || s == "*" {
			return nil, fmt.Errorf("negotiate: bad offer %q", o)
		}
		n.offers = append(n.offers, offer{mediaType: t + "/" + s, typ: t, subtype: s})
	}
	return n, nil
}

// Offers returns the offered media types in preference order.
func (n *Negotiator) Offers() []string {
	out := make([]string, len(n.offers))
	for i, o := range n.offers {
		out[i] = o.mediaType
	}
	return out
}

// Select returns the offer the Accept header prefers and true, or "" and
// false when the client accepts none of the offers (answer 406).
func (n *Negotiator) Select(accept string) (string, bool) {
	i := n.SelectIndex(accept)
	if i < 0 {
		return "", false
	}
	return n.offers[i].mediaType, true
}

// SelectIndex is Select returning the offer's index, or -1.
func (n *Negotiator) SelectIndex(accept string) int {
	ranges := ParseAccept(accept)
	if len(ranges) == 0 {
		return 0
	}
	if isBrowserNavigation(ranges) {
		ranges = explicitNonXML(ranges)
		if i := n.selectFrom(ranges); i >= 0 {
			return i
		}
		return 0
	}
	return n.selectFrom(ranges)
}

func (n *Negotiator) selectFrom(ranges []Range) int {
	best := scored{i: -1}
	for i, o := range n.offers {
		if c := score(i, o, ranges); c.q > 0 && (best.i < 0 || c.before(best)) {
			best = c
		}
	}
	return best.i
}

// scored is an offer's weight against an Accept header: the q of the most
// specific range matching it, that range's specificity and its place in
// the header.
type scored struct{ i, q, spec, idx int }

func score(i int, o offer, ranges []Range) scored {
	c := scored{i: i, q: -1, spec: -1}
	for _, r := range ranges {
		if !r.matches(o) {
			continue
		}
		if s := r.specificity(); s > c.spec {
			c.q, c.spec, c.idx = r.Q, s, r.Index
		}
	}
	return c
}

// before orders offers: a higher q, then a more specific range, then the
// range's place in the header; equal ones keep the server's order.
func (c scored) before(d scored) bool {
	switch {
	case c.q != d.q:
		return c.q > d.q
	case c.spec != d.spec:
		return c.spec > d.spec
	default:
		return c.idx < d.idx
	}
}

// Rank returns the index of every offer the Accept header accepts, most
// preferred first: Select's choice, then the offer Select would choose
// were that one not offered, and so on. A server that cannot produce its
// first choice for some response (a format that cannot carry that
// message) answers in the next one instead of failing; only when the list
// is exhausted is nothing acceptable. An empty header accepts every offer,
// in the server's order. A browser navigation ranks the types it names on
// purpose first, then the server's default, then what its wildcards accept.
func (n *Negotiator) Rank(accept string) []int {
	ranges := ParseAccept(accept)
	if len(ranges) == 0 {
		out := make([]int, len(n.offers))
		for i := range out {
			out[i] = i
		}
		return out
	}
	if !isBrowserNavigation(ranges) {
		return n.rankFrom(ranges)
	}
	out := n.rankFrom(explicitNonXML(ranges))
	if !slices.Contains(out, 0) {
		out = append(out, 0)
	}
	for _, i := range n.rankFrom(ranges) {
		if !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// rankFrom orders the offers the ranges accept, as selectFrom picks them.
func (n *Negotiator) rankFrom(ranges []Range) []int {
	var acc []scored
	for i, o := range n.offers {
		if c := score(i, o, ranges); c.q > 0 {
			acc = append(acc, c)
		}
	}
	slices.SortStableFunc(acc, func(a, b scored) int {
		switch {
		case a.before(b):
			return -1
		case b.before(a):
			return 1
		}
		return 0
	})
	out := make([]int, len(acc))
	for k, a := range acc {
		out[k] = a.i
	}
	return out
}

// explicitNonXML keeps the ranges of a browser navigation that name a type
// on purpose: no wildcards, and not the XML types every browser lists.
func explicitNonXML(ranges []Range) []Range {
	var out []Range
	for _, r := range ranges {
		if r.Type == "*" || r.Subtype == "*" || r.Subtype == "xml" || r.Subtype == "xhtml+xml" {
			continue
		}
		out = append(out, r)
	}
	return out
}

func isBrowserNavigation(ranges []Range) bool {
	for _, r := range ranges {
		if r.Q > 0 && ((r.Type == "text" && r.Subtype == "html") || (r.Type == "application" && r.Subtype == "xhtml+xml")) {
			return true
		}
	}
	return false
}

// ContentType parses a request Content-Type into its lowercase media type and
// parameters (mime.ParseMediaType with the error wrapped for clients).
func ContentType(header string) (string, map[string]string, error) {
	mt, params, err := mime.ParseMediaType(header)
	if err != nil {
		return "", nil, fmt.Errorf("parse content type %q: %w", header, err)
	}
	return mt, params, nil
}
