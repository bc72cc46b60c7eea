package report

import (
	"fmt"
	"io"
	"strings"
)

// mdWriter writes Markdown and keeps the first error, so the writing code
// reads as the document it produces.
type mdWriter struct {
	w   io.Writer
	err error
}

func (m *mdWriter) printf(format string, args ...any) {
	if m.err != nil {
		return
	}
	_, m.err = fmt.Fprintf(m.w, format, args...)
}

// row writes one table row; cells are escaped for GitHub tables.
func (m *mdWriter) row(cells ...string) {
	for i, c := range cells {
		cells[i] = mdCell(c)
	}
	m.printf("| %s |\n", strings.Join(cells, " | "))
}

// header writes a header row and its alignment row; a cell starting with
// ">" is right-aligned (numbers).
func (m *mdWriter) header(cells ...string) {
	align := make([]string, len(cells))
	for i, c := range cells {
		if r, ok := strings.CutPrefix(c, ">"); ok {
			cells[i] = r
			align[i] = "---:"
		} else {
			align[i] = "---"
		}
	}
	m.row(cells...)
	m.printf("| %s |\n", strings.Join(align, " | "))
}

// mdText escapes text from the inputs so a renderer shows it instead of
// reading it as HTML: a dataset named "<b>" stays "<b>".
var mdText = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace

// mdCell escapes what would break a table cell.
func mdCell(s string) string {
	s = mdText(s)
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "|", "\\|")
	s = strings.ReplaceAll(s, "\n", " ")
	return s
}

// mdCode wraps s in backticks that survive backticks inside it.
func mdCode(s string) string {
	if strings.Contains(s, "`") {
		return "`` " + s + " ``"
	}
	return "`" + s + "`"
}
