package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"connectrpc.com/connect"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

// Health: /healthz (alive), /readyz (data loaded, store reachable) and
// the standard grpc.health.v1.Health service on the same readiness.

// errDraining is why a server that is shutting down is not ready.
var errDraining = errors.New("draining before shutdown")

// readyTimeout bounds the store ping behind /readyz and gRPC health.
const readyTimeout = 2 * time.Second

// ready reports why the server cannot serve everything, or nil: the data is
// loaded (always, once the server exists) and the store answers a ping.
func (s *Server) ready(ctx context.Context) error {
	if s.draining.Load() {
		return errDraining
	}
	if s.data == nil && !s.cfg.OnlyAPI {
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

// healthHandler serves the standard grpc.health.v1.Health service: SERVING
// when the store answers (and, trivially, the data is loaded), NOT_SERVING
// otherwise; every service served (the built-in ones, an API's) and "" are known.
func (s *Server) healthHandler(opts ...connect.HandlerOption) (string, http.Handler) {
	const svc = "/grpc.health.v1.Health/"
	known := map[string]bool{"": true}
	for _, name := range s.rpcServices(builtinServices) {
		known[name] = true
	}
	status := func(ctx context.Context, name string) (healthpb.HealthCheckResponse_ServingStatus, error) {
		if !known[name] {
			return 0, connect.NewError(connect.CodeNotFound, errors.New("check health: unknown service "+name))
		}
		if err := s.ready(ctx); err != nil {
			return healthpb.HealthCheckResponse_NOT_SERVING, nil //nolint:nilerr // not serving is the answer, not a failure of Check
		}
		return healthpb.HealthCheckResponse_SERVING, nil
	}
	mux := http.NewServeMux()
	mux.Handle(svc+"Check", connect.NewUnaryHandler(svc+"Check",
		func(ctx context.Context, req *connect.Request[healthpb.HealthCheckRequest]) (*connect.Response[healthpb.HealthCheckResponse], error) {
			st, err := status(ctx, req.Msg.GetService())
			if err != nil {
				return nil, err
			}
			return connect.NewResponse(&healthpb.HealthCheckResponse{Status: st}), nil
		}, opts...))
	mux.Handle(svc+"Watch", connect.NewServerStreamHandler(svc+"Watch",
		func(ctx context.Context, req *connect.Request[healthpb.HealthCheckRequest], stream *connect.ServerStream[healthpb.HealthCheckResponse]) error {
			last := healthpb.HealthCheckResponse_SERVICE_UNKNOWN
			tick := time.NewTicker(time.Second)
			defer tick.Stop()
			for {
				st, err := status(ctx, req.Msg.GetService())
				if err != nil {
					return err
				}
				if st != last {
					if err := stream.Send(&healthpb.HealthCheckResponse{Status: st}); err != nil {
						return err
					}
					last = st
				}
				select {
				case <-ctx.Done():
					return nil
				case <-tick.C:
				}
			}
		}, opts...))
	return svc, mux
}
