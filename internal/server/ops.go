package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	connectcors "connectrpc.com/cors"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

// readyTimeout bounds the store ping behind /readyz and gRPC health.
const readyTimeout = 2 * time.Second

// ready reports why the server cannot serve everything, or nil: the data is
// loaded (always, once the server exists) and the store answers a ping.
func (s *Server) ready(ctx context.Context) error {
	if s.data == nil {
		return errors.New("data not loaded")
	}
	if s.store == nil {
		return nil // no store configured: the store endpoints say so themselves
	}
	ctx, cancel := context.WithTimeout(ctx, readyTimeout)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		return err
	}
	return nil
}

func isUnavailable(err error) bool {
	return errors.Is(err, store.ErrUnavailable) || errors.Is(err, context.DeadlineExceeded)
}

// healthz: the process is alive and serving HTTP.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "GET /healthz")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte("ok\n"))
}

// readyz: the data is loaded and the store reachable; otherwise 503 with an
// error body in the negotiated format saying which.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "GET /readyz")
	if err := s.ready(r.Context()); err != nil {
		s.rest.WriteError(w, r, &apierror.Error{Code: apierror.CodeUnavailable, Message: "check readiness: " + readyReason(err)})
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write([]byte("ready\n"))
}

func readyReason(err error) string {
	if isUnavailable(err) {
		return "store unavailable"
	}
	return err.Error()
}

// cors answers preflight requests and marks responses readable by the
// allowed origins: the REST API, gRPC-Web and Connect from a browser, their
// Server-Timing and Resource Timing included (Timing-Allow-Origin). With
// no origins configured it does nothing. Credentials are never allowed
// (the write token travels in Authorization, which a page sets itself).
func (s *Server) cors(next http.Handler) http.Handler {
	origins := s.cfg.CORSOrigins
	if len(origins) == 0 {
		return next
	}
	any := slices.Contains(origins, "*")
	allowHeaders := strings.Join(append(connectcors.AllowedHeaders(),
		"Authorization", "Accept", "Accept-Encoding", "Content-Encoding", "If-None-Match"), ", ")
	exposeHeaders := strings.Join(append(connectcors.ExposedHeaders(), "ETag", "Content-Encoding", "Content-Length", "Vary", serverTimingHeader), ", ")
	allowMethods := strings.Join([]string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodOptions}, ", ")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Add("Vary", "Origin")
		if !any && !slices.Contains(origins, origin) {
			next.ServeHTTP(w, r) // not allowed: no CORS headers, the browser blocks
			return
		}
		allow := origin
		if any {
			allow = "*"
		}
		h.Set("Access-Control-Allow-Origin", allow)
		// Without it a cross-origin page sees neither serverTiming nor the
		// detailed Resource Timing (sizes, phases) the lab measures with.
		h.Set("Timing-Allow-Origin", allow)
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			setRoute(r, "OPTIONS (CORS preflight)")
			h.Add("Vary", "Access-Control-Request-Method")
			h.Add("Vary", "Access-Control-Request-Headers")
			h.Set("Access-Control-Allow-Methods", allowMethods)
			h.Set("Access-Control-Allow-Headers", allowHeaders)
			h.Set("Access-Control-Max-Age", strconv.Itoa(int((2 * time.Hour).Seconds())))
			w.WriteHeader(http.StatusNoContent)
			return
		}
		h.Set("Access-Control-Expose-Headers", exposeHeaders)
		next.ServeHTTP(w, r)
	})
}
