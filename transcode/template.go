package transcode

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// segKind is what one segment of a path template matches.
type segKind uint8

const (
	segLiteral segKind = iota // exactly its text
	segSingle                 // * : one non-empty segment
	segMulti                  // ** : zero or more segments, last but the verb
)

type segment struct {
	kind segKind
	lit  string
}

// tvar is a variable of a template: the field path it names and the
// segments [start, end) it captures.
type tvar struct {
	fieldPath  string
	start, end int
}

// template is a parsed path template (google/api/http.proto's grammar).
type template struct {
	raw  string
	segs []segment
	vars []tvar
	verb string
}

// multi reports whether the variable captures more than one segment (its
// value then keeps %2F encoded).
func (t *template) multi(v tvar) bool {
	return v.end-v.start != 1 || t.segs[v.start].kind == segMulti
}

// shape is the template as the router sees it: literals, * and ** — two
// rules of one HTTP method with the same shape collide.
func (t *template) shape() string {
	var b strings.Builder
	for _, s := range t.segs {
		b.WriteByte('/')
		switch s.kind {
		case segLiteral:
			b.WriteString(s.lit)
		case segSingle:
			b.WriteString("*")
		case segMulti:
			b.WriteString("**")
		}
	}
	if t.verb != "" {
		b.WriteString(":" + t.verb)
	}
	return b.String()
}

// parseTemplate parses
//
//	Template = "/" Segments [ Verb ] ;
//	Segments = Segment { "/" Segment } ;
//	Segment  = "*" | "**" | LITERAL | Variable ;
//	Variable = "{" FieldPath [ "=" Segments ] "}" ;
//	FieldPath = IDENT { "." IDENT } ;
//	Verb     = ":" LITERAL ;
//
// with the rules of its prose: variables do not nest, ** is the last
// segment, and a field is bound once.
func parseTemplate(s string) (*template, error) {
	p := &tparser{s: s, t: &template{raw: s}}
	if err := p.parse(); err != nil {
		return nil, fmt.Errorf("%w %q: %w", ErrRule, s, err)
	}
	return p.t, nil
}

type tparser struct {
	s    string
	i    int
	t    *template
	seen map[string]bool
}

func (p *tparser) parse() error {
	if !strings.HasPrefix(p.s, "/") {
		return errors.New("must start with /")
	}
	p.i = 1
	if err := p.segments(false); err != nil {
		return err
	}
	if p.i < len(p.s) && p.s[p.i] == ':' {
		p.i++
		verb := p.literal()
		if verb == "" {
			return fmt.Errorf("empty verb at offset %d", p.i)
		}
		p.t.verb = verb
	}
	if p.i != len(p.s) {
		return fmt.Errorf("unexpected %q at offset %d", p.s[p.i], p.i)
	}
	for i, sg := range p.t.segs {
		if sg.kind == segMulti && i != len(p.t.segs)-1 {
			return errors.New("** must be the last segment")
		}
	}
	return nil
}

// segments parses Segments; inVar stops at the variable's closing brace.
func (p *tparser) segments(inVar bool) error {
	for {
		if err := p.segment(inVar); err != nil {
			return err
		}
		if p.i < len(p.s) && p.s[p.i] == '/' {
			p.i++
			continue
		}
		return nil
	}
}

func (p *tparser) segment(inVar bool) error {
	switch {
	case strings.HasPrefix(p.s[p.i:], "**"):
		p.i += 2
		p.t.segs = append(p.t.segs, segment{kind: segMulti})
	case strings.HasPrefix(p.s[p.i:], "*"):
		p.i++
		p.t.segs = append(p.t.segs, segment{kind: segSingle})
	case strings.HasPrefix(p.s[p.i:], "{"):
		if inVar {
			return fmt.Errorf("a variable inside a variable at offset %d", p.i)
		}
		return p.variable()
	default:
		lit := p.literal()
		if lit == "" {
			if p.i < len(p.s) {
				return fmt.Errorf("unexpected %q at offset %d", p.s[p.i], p.i)
			}
			return errors.New("empty segment at the end")
		}
		// A literal may be written percent-encoded (http.proto: reserved
		// characters should be); it is compared with the decoded segment.
		dec, err := url.PathUnescape(lit)
		if err != nil {
			return fmt.Errorf("literal %q: %w", lit, err)
		}
		p.t.segs = append(p.t.segs, segment{kind: segLiteral, lit: dec})
	}
	return nil
}

// literal reads LITERAL: anything up to a character of the grammar.
func (p *tparser) literal() string {
	start := p.i
	for p.i < len(p.s) && !strings.ContainsRune("/{}=*:", rune(p.s[p.i])) {
		p.i++
	}
	return p.s[start:p.i]
}

func (p *tparser) variable() error {
	open := p.i
	p.i++ // {
	start := p.i
	for p.i < len(p.s) && p.s[p.i] != '=' && p.s[p.i] != '}' {
		p.i++
	}
	path := p.s[start:p.i]
	if err := checkFieldPath(path); err != nil {
		return fmt.Errorf("variable at offset %d: %w", open, err)
	}
	if p.seen[path] {
		return fmt.Errorf("field %s bound twice", path)
	}
	if p.seen == nil {
		p.seen = map[string]bool{}
	}
	p.seen[path] = true
	v := tvar{fieldPath: path, start: len(p.t.segs)}
	if p.i < len(p.s) && p.s[p.i] == '=' {
		p.i++
		if err := p.segments(true); err != nil {
			return err
		}
	} else {
		p.t.segs = append(p.t.segs, segment{kind: segSingle})
	}
	if p.i >= len(p.s) || p.s[p.i] != '}' {
		return fmt.Errorf("variable at offset %d is not closed", open)
	}
	p.i++
	v.end = len(p.t.segs)
	p.t.vars = append(p.t.vars, v)
	return nil
}

// checkFieldPath checks FieldPath = IDENT { "." IDENT }.
func checkFieldPath(path string) error {
	if path == "" {
		return errors.New("no field name")
	}
	for id := range strings.SplitSeq(path, ".") {
		if id == "" {
			return fmt.Errorf("field path %q has an empty name", path)
		}
		for i, c := range id {
			ok := c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (i > 0 && c >= '0' && c <= '9')
			if !ok {
				return fmt.Errorf("field path %q: %q is not an identifier", path, id)
			}
		}
	}
	return nil
}
