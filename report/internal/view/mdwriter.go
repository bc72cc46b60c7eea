package view

import (
	"fmt"
	"io"
	"strings"
)

// MDWriter writes Markdown and keeps the first error, so the writing code
// reads as the document it produces.
type MDWriter struct {
	w   io.Writer
	err error
}

// NewMDWriter writes Markdown to w.
func NewMDWriter(w io.Writer) *MDWriter { return &MDWriter{w: w} }

// Err is the first error writing met, if any.
func (m *MDWriter) Err() error { return m.err }

// Printf writes formatted text.
func (m *MDWriter) Printf(format string, args ...any) {
	if m.err != nil {
		return
	}
	_, m.err = fmt.Fprintf(m.w, format, args...)
}

// Row writes one table row; cells are escaped for GitHub tables.
func (m *MDWriter) Row(cells ...string) {
	for i, c := range cells {
		cells[i] = mdCell(c)
	}
	m.Printf("| %s |\n", strings.Join(cells, " | "))
}

// Header writes a header row and its alignment row; a cell starting with
// ">" is right-aligned (numbers).
func (m *MDWriter) Header(cells ...string) {
	align := make([]string, len(cells))
	for i, c := range cells {
		if r, ok := strings.CutPrefix(c, ">"); ok {
			cells[i] = r
			align[i] = "---:"
		} else {
			align[i] = "---"
		}
	}
	m.Row(cells...)
	m.Printf("| %s |\n", strings.Join(align, " | "))
}

// MDText escapes text from the inputs so a renderer shows it instead of
// reading it as HTML: a dataset named "<b>" stays "<b>".
var MDText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace

// mdCell escapes what would break a table cell.
func mdCell(s string) string {
	s = MDText(s)
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "|", "\\|")
	s = strings.ReplaceAll(s, "\n", " ")
	return s
}

// MDCode wraps s in backticks that survive backticks inside it.
func MDCode(s string) string {
	if strings.Contains(s, "`") {
		return "`` " + s + " ``"
	}
	return "`" + s + "`"
}
