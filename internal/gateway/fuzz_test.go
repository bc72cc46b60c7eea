package gateway

import "testing"

// FuzzParseRule: any -rule text is a rule or an error, never a panic.
func FuzzParseRule(f *testing.F) {
	for _, s := range []string{"a.B.C=GET /v1/{id}", "a.B.C=POST /v1 body=* response=x", "=", "a.B.C=get /x", "a.B.C=X /y body="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if _, r, err := ParseRule(s); err == nil && r == nil {
			t.Fatal("nil rule without an error")
		}
	})
}

// FuzzParseTimeout: a parsed timeout is positive.
func FuzzParseTimeout(f *testing.F) {
	for _, s := range []string{"500m", "99999999H", "1.5s", "-1s", "0S", "1x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := ParseTimeout(s); err == nil && d <= 0 {
			t.Fatalf("%q: %v", s, d)
		}
	})
}
