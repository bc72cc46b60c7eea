package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/polywire/polywire/codec"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// FloorHandler answers POST /report/validate the way polywire's Validate
// answers a valid document — the same status, content type and body bytes
// in the format Accept names — after reading the request body, and does
// nothing else: no decoding, no validation, no middleware, no metrics, no
// log. Served by a bare net/http server on the same machine, under the
// same load generator, it measures the floor of this machine's HTTP path
// for that request (loopback, the kernel, the scheduler, net/http): what
// a Validate percentile cannot go below, whatever the server's own work.
// scripts/save-latency runs Validate against it beside polywire's
// (issue 32). GET /readyz answers 200; any other request gets 404.
func FloorHandler(reg *codec.Registry) (http.Handler, error) {
	answer := &docsv1.ValidateResponse{Message: "valid"}
	type encoded struct {
		mediaType string
		body      []byte
	}
	bodies := map[string]encoded{}
	var fallback encoded
	for _, c := range reg.Codecs() {
		b, err := c.Marshal(nil, answer)
		if err != nil {
			continue // a format that cannot carry it (none of polywire's)
		}
		e := encoded{mediaType: reg.MediaType(c), body: b}
		bodies[e.mediaType] = e
		if c.Name() == "json" {
			fallback = e
		}
	}
	if fallback.body == nil {
		return nil, errors.New("floor: the registry has no JSON codec")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" { // as polywire serve's, for scripts that wait for it
			_, _ = io.WriteString(w, "ok\n")
			return
		}
		if r.Method != http.MethodPost || r.URL.Path != "/report/validate" {
			http.NotFound(w, r)
			return
		}
		if _, err := io.Copy(io.Discard, io.LimitReader(r.Body, 64<<20)); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		e, ok := bodies[strings.TrimSpace(strings.Split(r.Header.Get("Accept"), ",")[0])]
		if !ok {
			e = fallback
		}
		h := w.Header()
		h["Content-Type"] = []string{e.mediaType}
		h["Content-Length"] = []string{strconv.Itoa(len(e.body))}
		_, _ = w.Write(e.body)
	}), nil
}

// ServeFloor serves FloorHandler on ln until ctx ends, with net/http's
// defaults and nothing of polywire's server around it.
func ServeFloor(ctx context.Context, ln net.Listener, reg *codec.Registry) error {
	h, err := FloorHandler(reg)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() { <-ctx.Done(); _ = hs.Close() }()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("floor: %w", err)
	}
	return nil
}
