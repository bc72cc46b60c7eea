package transcode_test

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzServe sends arbitrary methods, paths, queries and bodies through a
// transcoder of every test service: never a panic, never a 5xx.
func FuzzServe(f *testing.F) {
	seeds := [][4]string{
		{"GET", "/v1/kinds/k", "i32=1&tags=a&tags=b&inner.deeper.s=x&ts=2024-01-02T03:04:05Z", ""},
		{"GET", "/v1/shelves/1/books/a%2Fb/c", "note=x", ""},
		{"POST", "/v1/shelves/1/books/2:archive", "", `{"note": "n"}`},
		{"PUT", "/v1/shelves/1/books/2", "update_mask=title,pages", `{"title": "T"}`},
		{"PATCH", "/v1/messages/1", "", `{"text": 1}`},
		{"PURGE", "/v1/shelves/1", "", ""},
		{"GET", "/files/%zz", "by=!!&color=9", ""},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], s[2], s[3])
	}
	rec := &recorder{}
	h := newHandler(f, rec, "Library", "Kinds", "Example3")
	f.Fuzz(func(t *testing.T, method, path, query, body string) {
		if method == "" || strings.ContainsAny(method, " \t\r\n/?#") || !strings.HasPrefix(path, "/") ||
			strings.ContainsAny(path+query, " \t\r\n#") {
			return
		}
		target := path
		if query != "" {
			target += "?" + query
		}
		r, err := newRequest(method, target, body)
		if err != nil {
			return
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Fatalf("%s %s %q: %d %s", method, target, body, w.Code, w.Body)
		}
	})
}
