package apidoc

import (
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

func TestBuiltOnceOnFirstRequest(t *testing.T) {
	t.Parallel()
	var builds atomic.Int32
	d := New(func() ([]byte, error) {
		builds.Add(1)
		return []byte(`{"openapi":"3.1.0","info":{"title":"t","version":"1"}}`), nil
	})
	if n := builds.Load(); n != 0 {
		t.Fatalf("built %d times before anyone asked", n)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for _, path := range []string{"/openapi.json", "/openapi.yaml"} {
				body, mt, err := d.Get(path)
				if err != nil || len(body) == 0 || !strings.HasPrefix(mt, "application/") {
					t.Errorf("Get(%s) = %d bytes, %q, %v", path, len(body), mt, err)
				}
			}
		})
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("built %d times, want once", n)
	}
	y, _ := d.YAML()
	if !strings.Contains(string(y), "openapi: 3.1.0") {
		t.Fatalf("YAML:\n%s", y)
	}
	if _, _, err := d.Get("/openapi.xml"); err == nil {
		t.Fatal("Get(/openapi.xml) found a document")
	}
}

func TestBuildErrorOnBothPaths(t *testing.T) {
	t.Parallel()
	boom := errors.New("boom")
	d := New(func() ([]byte, error) { return nil, boom })
	for _, path := range []string{"/openapi.json", "/openapi.yaml"} {
		if _, _, err := d.Get(path); !errors.Is(err, boom) {
			t.Errorf("Get(%s): %v; want the build's error", path, err)
		}
	}
}
