package bench

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
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
	dir := t.TempDir()
	go func() { done <- ServeFloor(ctx, ln, reg, dir) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	base := "http://" + ln.Addr().String()
	// post sends body to path in media type mt, asking for mt back.
	post := func(path, mt string, body []byte) (status int, contentType string, answer []byte) {
		req, _ := http.NewRequest(http.MethodPost, base+path, bytes.NewReader(body))
		req.Header.Set("Accept", mt)
		req.Header.Set("Content-Type", mt)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		answer, _ = io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Content-Type"), answer
	}
	for i, c := range reg.Codecs() {
		mt := reg.MediaType(c)
		// Validate: 200 and polywire's answer to a valid document.
		status, ct, body := post("/report/validate", mt, []byte("any body"))
		validated := &docsv1.ValidateResponse{}
		if status != http.StatusOK || ct != mt {
			t.Errorf("%s: %d %q", mt, status, ct)
		} else if err := c.Unmarshal(body, validated); err != nil || !proto.Equal(validated, &docsv1.ValidateResponse{Message: "valid"}) {
			t.Errorf("%s: answer %q decodes to %v (%v)", mt, body, validated, err)
		}
		// Save: 201 and a SaveResponse, once the body is in the log.
		sent := []byte(fmt.Sprintf("body %d in %s", i, mt))
		status, ct, body = post("/report", mt, sent)
		saved := &docsv1.SaveResponse{}
		if status != http.StatusCreated || ct != mt {
			t.Errorf("save %s: %d %q", mt, status, ct)
			continue
		}
		if err := c.Unmarshal(body, saved); err != nil || len(saved.GetMessage()) != 36 {
			t.Errorf("save %s: answer %q decodes to %v (%v)", mt, body, saved, err)
		}
		if log, err := os.ReadFile(filepath.Join(dir, "floor.log")); err != nil || !bytes.Contains(log, sent) {
			t.Errorf("save %s: the body is not in the log once answered (%v)", mt, err)
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

// TestFloorLog appends from many goroutines at once — group commit — and
// past the file's end, and reads every body back, whole and in the order
// of its offset, from the file: what Append promised was written.
func TestFloorLog(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	l, err := OpenFloorLog(dir)
	if err != nil {
		t.Fatal(err)
	}
	body := func(i int) []byte { return bytes.Repeat([]byte{byte(i)}, 1000+i) }
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 64 {
		wg.Go(func() {
			if err := l.Append(context.Background(), body(g)); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	file, err := os.ReadFile(filepath.Join(dir, "floor.log"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for off := 0; off+4 <= len(file); {
		n := int(binary.LittleEndian.Uint32(file[off:]))
		if n == 0 {
			break // the zeros written when the log was opened
		}
		got := file[off+4 : off+4+n]
		i := int(got[0])
		if !bytes.Equal(got, body(i)) || seen[i] {
			t.Fatalf("at %d: a record of %d bytes that is not body %d, or twice", off, n, i)
		}
		seen[i] = true
		off += 4 + n
	}
	if len(seen) != 64 {
		t.Errorf("%d of 64 bodies in the log", len(seen))
	}
	// Past the end: the writer starts over at offset 0.
	big := bytes.Repeat([]byte{0xAB}, 1<<20)
	for range 6 {
		if err := l.Append(context.Background(), big); err != nil {
			t.Fatal(err)
		}
	}
	if fi, err := os.Stat(filepath.Join(dir, "floor.log")); err != nil || fi.Size() != floorLogSize {
		t.Errorf("the log grew past its size: %v %v", fi, err)
	}
	if err := l.Append(context.Background(), make([]byte, floorLogSize)); err == nil {
		t.Error("a body larger than the log was accepted")
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if err := l.Append(context.Background(), body(1)); err == nil {
		t.Error("Append after Close returned nil")
	}
}
