package bench

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"
	"google.golang.org/protobuf/proto"

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
//
// With save set, it also answers POST /report the way polywire's Save
// answers — 201 and a SaveResponse holding an id of a UUID's length —
// once save(ctx, body) has returned nil: the floor of a durable Save
// (FloorLog's Append) on this machine.
func FloorHandler(reg *codec.Registry, save func(context.Context, []byte) error) (http.Handler, error) {
	type encoded struct {
		mediaType string
		body      []byte
	}
	encode := func(answer proto.Message) (map[string]encoded, encoded) {
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
		return bodies, fallback
	}
	validated, validatedJSON := encode(&docsv1.ValidateResponse{Message: "valid"})
	saved, savedJSON := encode(&docsv1.SaveResponse{Message: "00000000-0000-4000-8000-000000000000"})
	if validatedJSON.body == nil || savedJSON.body == nil {
		return nil, errors.New("floor: the registry has no JSON codec")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" { // as polywire serve's, for scripts that wait for it
			_, _ = io.WriteString(w, "ok\n")
			return
		}
		bodies, fallback, status := validated, validatedJSON, http.StatusOK
		switch {
		case r.Method == http.MethodPost && r.URL.Path == "/report/validate":
		case r.Method == http.MethodPost && r.URL.Path == "/report" && save != nil:
			bodies, fallback, status = saved, savedJSON, http.StatusCreated
		default:
			http.NotFound(w, r)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if status == http.StatusCreated {
			if err := save(r.Context(), body); err != nil {
				http.Error(w, err.Error(), http.StatusServiceUnavailable)
				return
			}
		}
		e, ok := bodies[strings.TrimSpace(strings.Split(r.Header.Get("Accept"), ",")[0])]
		if !ok {
			e = fallback
		}
		h := w.Header()
		h["Content-Type"] = []string{e.mediaType}
		h["Content-Length"] = []string{strconv.Itoa(len(e.body))}
		w.WriteHeader(status)
		_, _ = w.Write(e.body)
	}), nil
}

// ServeFloor serves FloorHandler on ln until ctx ends, with net/http's
// defaults and nothing of polywire's server around it. With dir set, POST
// /report appends each body to a FloorLog in dir.
func ServeFloor(ctx context.Context, ln net.Listener, reg *codec.Registry, dir string) error {
	var save func(context.Context, []byte) error
	if dir != "" {
		l, err := OpenFloorLog(dir)
		if err != nil {
			return err
		}
		defer func() { _ = l.Close() }()
		save = l.Append
	}
	h, err := FloorHandler(reg, save)
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

// FloorLog is the durable Save's floor: an append-only log in one file,
// with nothing of a database — no pages, no index, no transaction — and
// group commit: its writer takes every append queued, writes them one
// after another (each body behind its 4-byte length) and makes them
// durable with one fdatasync, the cheapest flush that makes written data
// durable (PostgreSQL's default; SQLite in the server's build calls
// fsync, which `polywire bench disk` shows costs the same on this disk),
// then answers them all. The file is written in full once when opened
// and then overwritten from its start whenever a write would pass its
// end, as SQLite's WAL is after a checkpoint, so that no flush has to
// make a new size or new blocks durable. An Append that returns nil is on
// the disk.
type FloorLog struct {
	f     *os.File
	queue chan floorAppend
	stop  chan struct{}
	done  chan struct{}
	off   int64
}

type floorAppend struct {
	body []byte
	done chan error
}

// floorLogSize is FloorLog's file size: SQLite's WAL, 1000 pages of 4 KiB
// between checkpoints, holds about as much.
const floorLogSize = 4 << 20

// OpenFloorLog creates the log's file in dir (floor.log, replacing one
// there), writes it in full and makes it durable, and starts its writer.
func OpenFloorLog(dir string) (*FloorLog, error) {
	name := filepath.Join(dir, "floor.log")
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("floor: %w", err)
	}
	if _, err = f.Write(make([]byte, floorLogSize)); err == nil {
		err = f.Sync()
	}
	if err == nil {
		var d *os.File
		if d, err = os.Open(dir); err == nil {
			err = d.Sync()
			_ = d.Close()
		}
	}
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("floor: prepare %s: %w", name, err)
	}
	l := &FloorLog{f: f, queue: make(chan floorAppend, 4096), stop: make(chan struct{}), done: make(chan struct{})}
	go l.run()
	return l, nil
}

// Append writes body to the log and returns once it is durable, or with
// the error that kept it from being so, or with ctx's error if ctx ends
// first (then the body may or may not be durable).
func (l *FloorLog) Append(ctx context.Context, body []byte) error {
	a := floorAppend{body: body, done: make(chan error, 1)}
	select {
	case l.queue <- a:
	case <-l.stop:
		return errors.New("floor: the log is closed")
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-a.done:
		return err
	case <-l.done:
		return errors.New("floor: the log is closed")
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Close stops the writer, after the batch it is committing, and closes
// the file.
func (l *FloorLog) Close() error {
	close(l.stop)
	<-l.done
	return l.f.Close()
}

func (l *FloorLog) run() {
	defer close(l.done)
	batch := make([]floorAppend, 0, 64)
	for {
		select {
		case a := <-l.queue:
			batch = append(batch[:0], a)
		case <-l.stop:
			return
		}
	more:
		for {
			select {
			case a := <-l.queue:
				batch = append(batch, a)
			default:
				break more
			}
		}
		err := l.commit(batch)
		for _, a := range batch {
			a.done <- err
		}
		clear(batch)
	}
}

func (l *FloorLog) commit(batch []floorAppend) error {
	var size [4]byte
	for _, a := range batch {
		if int64(len(a.body))+4 > floorLogSize {
			return fmt.Errorf("floor: a body of %d bytes is larger than the log", len(a.body))
		}
		if l.off+int64(len(a.body))+4 > floorLogSize {
			l.off = 0
		}
		binary.LittleEndian.PutUint32(size[:], uint32(len(a.body)))
		if _, err := l.f.WriteAt(size[:], l.off); err != nil {
			return fmt.Errorf("floor: %w", err)
		}
		if _, err := l.f.WriteAt(a.body, l.off+4); err != nil {
			return fmt.Errorf("floor: %w", err)
		}
		l.off += int64(len(a.body)) + 4
	}
	if err := unix.Fdatasync(int(l.f.Fd())); err != nil {
		return fmt.Errorf("floor: fdatasync: %w", err)
	}
	return nil
}
