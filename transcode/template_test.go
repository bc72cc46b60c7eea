package transcode

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseTemplate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tmpl, shape string
		vars        []string // fieldPath[start:end]
		err         string
	}{
		{tmpl: "/v1/messages", shape: "/v1/messages"},
		{tmpl: "/v1/{name=messages/*}", shape: "/v1/messages/*", vars: []string{"name[1:3]"}},
		{tmpl: "/v1/{name=shelves/*/books/*}", shape: "/v1/shelves/*/books/*", vars: []string{"name[1:5]"}},
		{tmpl: "/v1/{a.b.c}", shape: "/v1/*", vars: []string{"a.b.c[1:2]"}},
		{tmpl: "/v1/{name=**}", shape: "/v1/**", vars: []string{"name[1:2]"}},
		{tmpl: "/v1/*/x/**", shape: "/v1/*/x/**"},
		{tmpl: "/v1/{name=*}:cancel", shape: "/v1/*:cancel", vars: []string{"name[1:2]"}},
		{tmpl: "/v1/{a}/{b}", shape: "/v1/*/*", vars: []string{"a[1:2]", "b[2:3]"}},
		{tmpl: "v1", err: "must start with /"},
		{tmpl: "/", err: "empty segment"},
		{tmpl: "/v1/", err: "empty segment"},
		{tmpl: "/v1//x", err: "unexpected"},
		{tmpl: "/v1/{name", err: "not closed"},
		{tmpl: "/v1/{}", err: "no field name"},
		{tmpl: "/v1/{a..b}", err: "empty name"},
		{tmpl: "/v1/{1a}", err: "not an identifier"},
		{tmpl: "/v1/{a={b}}", err: "inside a variable"},
		{tmpl: "/v1/{a}/{a}", err: "bound twice"},
		{tmpl: "/v1/**/x", err: "last segment"},
		{tmpl: "/v1/{a=**}/x", err: "last segment"},
		{tmpl: "/v1/x:", err: "empty verb"},
		{tmpl: "/v1/x:a:b", err: "unexpected"},
		{tmpl: "/v1/x}", err: "unexpected"},
		{tmpl: "/v1/a=b", err: "unexpected"},
		{tmpl: "/v1/a%zz", err: "invalid URL escape"},
	}
	for _, tt := range tests {
		t.Run(tt.tmpl, func(t *testing.T) {
			t.Parallel()
			got, err := parseTemplate(tt.tmpl)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.Is(err, ErrRule) || !strings.Contains(err.Error(), tt.tmpl) {
					t.Fatalf("err %v, want one wrapping ErrRule, naming %q and saying %q", err, tt.tmpl, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.shape() != tt.shape {
				t.Errorf("shape %s, want %s", got.shape(), tt.shape)
			}
			var vars []string
			for _, v := range got.vars {
				vars = append(vars, v.fieldPath+"["+string(rune('0'+v.start))+":"+string(rune('0'+v.end))+"]")
			}
			if !slices.Equal(vars, tt.vars) {
				t.Errorf("vars %v, want %v", vars, tt.vars)
			}
		})
	}
}

// TestMatch covers matching and http.proto's percent-decoding rules: a
// single-segment variable decodes everything (%2F included); a variable of
// several segments decodes everything except %2F and %2f.
func TestMatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tmpl, path string
		want       []string // nil: no match
	}{
		{"/v1/{name=messages/*}", "/v1/messages/123", []string{"messages/123"}},
		{"/v1/{name=messages/*}", "/v1/messages/a%2Fb", []string{"messages/a%2Fb"}},
		{"/v1/{name=messages/*}", "/v1/messages/a%2fb", []string{"messages/a%2fb"}},
		{"/v1/{name=messages/*}", "/v1/messages/a%20b%3F", []string{"messages/a b?"}},
		{"/v1/{name=messages/*}", "/v1/messages", nil},
		{"/v1/{name=messages/*}", "/v1/messages/", nil},
		{"/v1/{name=messages/*}", "/v1/messages/1/2", nil},
		{"/v1/{name=messages/*}", "/v1/other/1", nil},
		{"/v1/{id}", "/v1/a%2Fb", []string{"a/b"}},
		{"/v1/{id}", "/v1/a%2fb", []string{"a/b"}},
		{"/v1/{id}", "/v1/%E2%9C%93", []string{"✓"}},
		{"/v1/{id}", "/v1/a+b", []string{"a+b"}},
		{"/v1/{id}", "/v1/a%zz", nil},
		{"/v1/{id}", "/v1/", nil},
		{"/v1/{id}", "/v1", nil},
		{"/v1/{id}", "v1/x", nil},
		{"/files/{path=**}", "/files/a/b/c.txt", []string{"a/b/c.txt"}},
		{"/files/{path=**}", "/files/a%2Fb/c%20d", []string{"a%2Fb/c d"}},
		{"/files/{path=**}", "/files", []string{""}},
		{"/files/{path=**}", "/files/", []string{""}},
		{"/files/{path=**}", "/files/%zz", nil},
		{"/v1/{name=shelves/*/books/**}", "/v1/shelves/1/books/2/3", []string{"shelves/1/books/2/3"}},
		{"/v1/{name=shelves/*/books/**}", "/v1/shelves/1/books", []string{"shelves/1/books"}},
		{"/v1/{name=*}:cancel", "/v1/op1:cancel", []string{"op1"}},
		{"/v1/{name=*}:cancel", "/v1/op1", nil},
		{"/v1/{name=*}:cancel", "/v1/op1:undo", nil},
		{"/v1/{name=**}:cancel", "/v1/a/b:cancel", []string{"a/b"}},
		{"/v1/{id}", "/v1/op1:cancel", []string{"op1:cancel"}},
		{"/v1/a%20b", "/v1/a%20b", []string{}}, // a literal is compared decoded
		{"/v1/a%20b", "/v1/a%20c", nil},
		{"/v1/a%2Fb", "/v1/a%2fb", []string{}},
		{"/v1/{a}/x/{b.c}", "/v1/1/x/2", []string{"1", "2"}},
		{"/v1/*/{b}", "/v1/1/2", []string{"2"}},
	}
	for _, tt := range tests {
		t.Run(tt.tmpl+" "+tt.path, func(t *testing.T) {
			t.Parallel()
			tm, err := parseTemplate(tt.tmpl)
			if err != nil {
				if tt.want == nil {
					return
				}
				t.Fatal(err)
			}
			got, ok := tm.match(tt.path)
			if tt.want == nil {
				if ok {
					t.Fatalf("matched %q, want no match", got)
				}
				return
			}
			if !ok || !slices.Equal(got, tt.want) {
				t.Fatalf("match %q %v, want %q", got, ok, tt.want)
			}
		})
	}
}

func TestPrecedes(t *testing.T) {
	t.Parallel()
	order := [][2]string{ // first precedes second
		{"/v1/shelves/{s}/books/favorite", "/v1/{name=shelves/*/books/*}"},
		{"/v1/{name=shelves/*/books/*}", "/v1/{name=shelves/*/books/**}"},
		{"/v1/x/{y}", "/v1/{a}/{b}"},
		{"/v1/{a}:verb", "/v1/{a}"},
		{"/v1/x/**", "/v1/**"},
	}
	for _, o := range order {
		a, err := parseTemplate(o[0])
		if err != nil {
			t.Fatal(err)
		}
		b, err := parseTemplate(o[1])
		if err != nil {
			t.Fatal(err)
		}
		if !a.precedes(b) || b.precedes(a) {
			t.Errorf("%s should precede %s", o[0], o[1])
		}
	}
}
