package transcode

import (
	"testing"
)

// FuzzTemplate parses arbitrary templates and matches arbitrary paths
// against them: never a panic, one value per variable, and a template's
// shape parses back to the same shape.
func FuzzTemplate(f *testing.F) {
	seeds := [][2]string{
		{"/v1/{name=messages/*}", "/v1/messages/123"},
		{"/v1/messages/{message_id}/{sub.subfield}", "/v1/messages/1/foo"},
		{"/v1/{name=shelves/*/books/**}:archive", "/v1/shelves/1/books/2/3:archive"},
		{"/files/{path=**}", "/files/a%2Fb/c%20d"},
		{"/v1/*/x/**", "/v1/a/x/"},
		{"/v1/{a}/{b}", "/v1/%zz/b"},
		{"/v1/a%20b", "/v1/a b"},
		{"/{a=**}", "/"},
		{"/v1/{a={b}}", "/v1/x"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, tmpl, path string) {
		tm, err := parseTemplate(tmpl)
		if err != nil {
			return
		}
		vals, ok := tm.match(path)
		if ok && len(vals) != len(tm.vars) {
			t.Fatalf("%q on %q: %d values for %d variables", tmpl, path, len(vals), len(tm.vars))
		}
		shape := tm.shape()
		back, err := parseTemplate(shape)
		if err != nil {
			// A decoded literal may hold a character of the grammar.
			return
		}
		if back.shape() != shape {
			t.Fatalf("%q: shape %q parses to %q", tmpl, shape, back.shape())
		}
		_ = tm.precedes(back)
	})
}
