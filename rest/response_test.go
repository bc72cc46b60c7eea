package rest_test

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/rest"
)

// TestResponseHandler: a handler sets its answer's status and headers
// (201 + Location, Cache-Control, Link); the exchange's own headers win
// over the handler's for the representation.
func TestResponseHandler(t *testing.T) {
	t.Parallel()
	x, err := rest.New()
	if err != nil {
		t.Fatal(err)
	}
	h := x.ResponseHandler(func(r *http.Request, res *rest.Response) (proto.Message, error) {
		if r.URL.Query().Get("fail") != "" {
			return nil, apierror.New(apierror.CodeAlreadyExists, "create thing: thing 7 exists")
		}
		res.Status = http.StatusCreated
		res.Header.Set("Location", "/things/7")
		res.Header.Set("Cache-Control", "private, max-age=60")
		res.Header.Set("Link", `</things?page=2>; rel="next"`)
		res.Header.Set("Content-Type", "text/plain")
		return wrapperspb.String("thing 7"), nil
	})
	rec := serve(h, "POST", "/things", nil, "Accept", "application/msgpack")
	hd := rec.Header()
	if rec.Code != 201 || hd.Get("Location") != "/things/7" || hd.Get("Cache-Control") != "private, max-age=60" || hd.Get("Link") == "" {
		t.Fatalf("status %d, headers %v", rec.Code, hd)
	}
	if hd.Get("Content-Type") != "application/msgpack" {
		t.Errorf("Content-Type %q: the representation's own header must win", hd.Get("Content-Type"))
	}
	if rec := serve(h, "POST", "/things?fail=1", nil); rec.Code != 409 || decodeError(t, rec).Code != apierror.CodeAlreadyExists {
		t.Errorf("an error from a response handler: %d", rec.Code)
	}
}

// TestPanic: a handler's panic is a 500 error body in the negotiated
// format with the panic and its stack in the log (it dropped the
// connection with no answer); the exchange keeps serving;
// http.ErrAbortHandler still aborts.
func TestPanic(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	x, err := rest.New(rest.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))
	if err != nil {
		t.Fatal(err)
	}
	h := x.Handler(func(r *http.Request) (proto.Message, error) {
		switch r.URL.Path {
		case "/boom":
			panic("thing store corrupted")
		case "/abort":
			panic(http.ErrAbortHandler)
		}
		return wrapperspb.String("fine"), nil
	})
	rec := serve(h, "GET", "/boom", nil, "Accept", "application/xml")
	if rec.Code != 500 || rec.Header().Get("Content-Type") != "application/xml" {
		t.Fatalf("after a panic: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	if e := decodeError(t, rec); e.Code != apierror.CodeInternal || e.Message != "internal error" {
		t.Errorf("error body %+v", e)
	}
	if log := logs.String(); !strings.Contains(log, "handler panicked") || !strings.Contains(log, "thing store corrupted") || !strings.Contains(log, "goroutine") {
		t.Errorf("the log lacks the panic or its stack: %s", log)
	}
	if rec := serve(h, "GET", "/fine", nil); rec.Code != 200 {
		t.Errorf("after a panic the next request got %d", rec.Code)
	}
	func() {
		defer func() {
			if v, _ := recover().(error); !errors.Is(v, http.ErrAbortHandler) {
				t.Errorf("ErrAbortHandler was swallowed: %v", v)
			}
		}()
		serve(h, "GET", "/abort", nil)
	}()
}

// TestObserverStatus: the Observer sees every answer's status, errors and
// 304s included.
func TestObserverStatus(t *testing.T) {
	t.Parallel()
	h, obs := newHandler(t)
	status := func() int {
		obs.mu.Lock()
		defer obs.mu.Unlock()
		return obs.status
	}
	first := serve(h, "GET", "/api", nil)
	if status() != 200 {
		t.Errorf("200 observed as %d", status())
	}
	serve(h, "GET", "/api", nil, "If-None-Match", first.Header().Get("ETag"))
	if status() != 304 {
		t.Errorf("304 observed as %d", status())
	}
	serve(h, "GET", "/missing", nil)
	if status() != 404 {
		t.Errorf("404 observed as %d", status())
	}
	serve(h, "POST", "/api", []byte(`{"name":"x"}`), "Content-Type", "application/json")
	if status() != 201 {
		t.Errorf("201 observed as %d", status())
	}
}

// TestRouteMaxBody: WithMaxBody on a handler is that route's limit,
// smaller or larger than the exchange's, decompressed bytes counted.
func TestRouteMaxBody(t *testing.T) {
	t.Parallel()
	x, err := rest.New(rest.WithMaxBody(1000))
	if err != nil {
		t.Fatal(err)
	}
	echo := func(r *http.Request) (proto.Message, error) {
		m := &wrapperspb.StringValue{}
		if err := x.Decode(r, m); err != nil {
			return nil, err
		}
		return m, nil
	}
	small, large, plain := x.Handler(echo, rest.WithMaxBody(100)), x.Handler(echo, rest.WithMaxBody(10_000)), x.Handler(echo)
	body := func(n int) []byte { return []byte(`"` + strings.Repeat("a", n) + `"`) }
	tests := []struct {
		name   string
		h      http.Handler
		size   int
		status int
	}{
		{"under_the_route_limit", small, 50, 200},
		{"over_the_route_limit", small, 200, 413},
		{"route_allows_more", large, 5000, 200},
		{"over_the_larger_route_limit", large, 20_000, 413},
		{"exchange_limit_elsewhere", plain, 5000, 413},
		{"exchange_limit_allows", plain, 500, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := serve(tt.h, "POST", "/", body(tt.size), "Content-Type", "application/json")
			if rec.Code != tt.status {
				t.Errorf("%d bytes: status %d, want %d: %s", tt.size, rec.Code, tt.status, rec.Body)
			}
		})
	}
}
