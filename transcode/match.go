package transcode

import (
	"net/url"
	"strings"
)

// match matches an escaped URL path (URL.EscapedPath) against t and returns
// each variable's decoded value, in t.vars' order.
func (t *template) match(path string) ([]string, bool) {
	if !strings.HasPrefix(path, "/") {
		return nil, false
	}
	path = path[1:]
	if t.verb != "" {
		var ok bool
		if path, ok = strings.CutSuffix(path, ":"+t.verb); !ok {
			return nil, false
		}
	}
	// The path's segments and bounds live on the stack for the usual short
	// path: routing tries every template, and must not allocate for each.
	var segBuf [16]string
	segs := splitPath(segBuf[:0], path)
	// bounds[i] is the first path segment template segment i matches; the
	// ** (always last) takes whatever is left.
	var boundBuf [16]int
	var bounds []int
	if len(t.segs) < len(boundBuf) {
		bounds = boundBuf[:len(t.segs)+1]
	} else {
		bounds = make([]int, len(t.segs)+1)
	}
	i := 0
	for k, s := range t.segs {
		bounds[k] = i
		switch s.kind {
		case segMulti:
			i = len(segs)
		case segSingle:
			if i >= len(segs) || segs[i] == "" {
				return nil, false
			}
			i++
		case segLiteral:
			if i >= len(segs) {
				return nil, false
			}
			dec, err := url.PathUnescape(segs[i])
			if err != nil || dec != s.lit {
				return nil, false
			}
			i++
		}
	}
	bounds[len(t.segs)] = i
	if i != len(segs) {
		return nil, false
	}
	if len(t.vars) == 0 {
		return nil, true
	}
	vals := make([]string, len(t.vars))
	for k, v := range t.vars {
		raw := segs[bounds[v.start]:bounds[v.end]]
		if !t.multi(v) {
			dec, err := url.PathUnescape(raw[0])
			if err != nil {
				return nil, false
			}
			vals[k] = dec
			continue
		}
		dec, ok := unescapeKeepSlash(strings.Join(raw, "/"))
		if !ok {
			return nil, false
		}
		vals[k] = dec
	}
	return vals, true
}

// literal is the one path t matches when it has only literal segments
// spelt as they are ("/v1/shelves"), else "": a path equal to it needs no
// matching.
func (t *template) literal() string {
	if t.verb != "" || len(t.vars) > 0 {
		return ""
	}
	var b strings.Builder
	for _, s := range t.segs {
		if s.kind != segLiteral || strings.ContainsAny(s.lit, "%/?#") {
			return ""
		}
		b.WriteString("/" + s.lit)
	}
	return b.String()
}

// splitPath appends path's "/"-separated segments to dst (strings.Split
// without its allocation when dst has room).
func splitPath(dst []string, path string) []string {
	for {
		i := strings.IndexByte(path, '/')
		if i < 0 {
			return append(dst, path)
		}
		dst = append(dst, path[:i])
		path = path[i+1:]
	}
}

// unescapeKeepSlash percent-decodes s except %2F and %2f, which stay as
// they are: http.proto's rule for a variable of several segments, so that
// a slash inside a name stays distinguishable from a separator.
func unescapeKeepSlash(s string) (string, bool) {
	if !strings.Contains(s, "%") {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
			return "", false
		}
		if s[i+1] == '2' && (s[i+2] == 'F' || s[i+2] == 'f') {
			b.WriteString(s[i : i+3])
		} else {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
		}
		i += 2
	}
	return b.String(), true
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// precedes reports whether a is the more specific of two templates that
// both match a path: at the first segment where they differ, a literal
// beats a variable and * beats **; then a template with a verb beats one
// without; then the one with more segments.
func (t *template) precedes(u *template) bool {
	for i := 0; i < len(t.segs) && i < len(u.segs); i++ {
		if t.segs[i].kind != u.segs[i].kind {
			return t.segs[i].kind < u.segs[i].kind
		}
	}
	if (t.verb != "") != (u.verb != "") {
		return t.verb != ""
	}
	return len(t.segs) > len(u.segs)
}
