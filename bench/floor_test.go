package bench

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// TestFloor serves the floor on loopback and checks that it answers what
// polywire's Validate answers a valid document, in each format, so that
// a load run against it measures the same exchange without the work.
func TestFloor(t *testing.T) {
	t.Parallel()
	reg := formats.Registry()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ServeFloor(ctx, ln, reg) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	base := "http://" + ln.Addr().String()
	for _, c := range reg.Codecs() {
		mt := reg.MediaType(c)
		req, _ := http.NewRequest(http.MethodPost, base+"/report/validate", bytes.NewReader([]byte("any body")))
		req.Header.Set("Accept", mt)
		req.Header.Set("Content-Type", mt)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		got := &docsv1.ValidateResponse{}
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != mt {
			t.Errorf("%s: %d %q", mt, resp.StatusCode, resp.Header.Get("Content-Type"))
			continue
		}
		if err := c.Unmarshal(body, got); err != nil || !proto.Equal(got, &docsv1.ValidateResponse{Message: "valid"}) {
			t.Errorf("%s: answer %q decodes to %v (%v)", mt, body, got, err)
		}
	}
	for path, want := range map[string]int{"/readyz": http.StatusOK, "/report": http.StatusNotFound, "/report/validate": http.StatusNotFound} {
		resp, err := http.Get(base + path) // GET /report/validate is not the exchange either
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", path, resp.StatusCode, want)
		}
	}
}
