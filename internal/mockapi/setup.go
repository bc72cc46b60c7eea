package mockapi

import (
	"context"
	"log/slog"

	"github.com/polywire/polywire/internal/userschema"
)

// Setup is what serve's flags and a config file say about a user's API,
// before they are merged: Load merges them.
type Setup struct {
	// Config is a config file (polywire serve -config); "" for none.
	Config string
	// Schema is the schema the flags name (-proto-path, the .proto
	// arguments, -descriptor-set); the config's proto_path and files come
	// first, its descriptor_set is used when the flags give none.
	Schema userschema.Source
	// Routes are -route's values, after the config's routes.
	Routes []string
	// Message and Samples make the default routes (DefaultRoutes) when
	// neither the config nor Routes gives any.
	Message, Samples string
	// SkipBad and BuiltinRoutes are on when the flag or the config says so.
	SkipBad, BuiltinRoutes bool
	// Logger gets a line per route served; default slog.Default().
	Logger *slog.Logger
}

// Load merges s — the config's schema and routes first, then the flags' —
// compiles the schema and resolves the routes into an API (New). It
// reports whether polywire's built-in routes are to be served beside it.
// Its errors are *userschema.Error values.
func Load(ctx context.Context, s Setup) (*API, bool, error) {
	if s.Logger == nil {
		s.Logger = slog.Default()
	}
	src := s.Schema
	var specs []RouteSpec
	skipBad, builtin := s.SkipBad, s.BuiltinRoutes
	if s.Config != "" {
		cf, err := ReadFile(s.Config)
		if err != nil {
			return nil, false, err
		}
		src.ProtoPath = append(cf.Schema.ProtoPath, src.ProtoPath...)
		src.Files = append(cf.Schema.Files, src.Files...)
		if src.DescriptorSet == "" {
			src.DescriptorSet = cf.Schema.DescriptorSet
		}
		specs = cf.Routes
		skipBad = skipBad || cf.SkipBad
		builtin = builtin || cf.BuiltinRoutes
	}
	for _, r := range s.Routes {
		spec, err := ParseRoute(r)
		if err != nil {
			return nil, false, err
		}
		specs = append(specs, spec)
	}
	sch, err := userschema.Load(ctx, src)
	if err != nil {
		return nil, false, err
	}
	const try = "polywire serve -proto-path DIR FILE.proto -route 'GET /orders=orders.jsonl:acme.shop.v1.Order'"
	switch {
	case len(specs) == 0 && s.Message == "" && s.Samples == "" && annotated(sch):
		// The schema's google.api.http rules are the routes.
	case len(specs) == 0:
		if s.Message == "" || s.Samples == "" {
			return nil, false, &userschema.Error{Msg: "serve: a schema but no routes: give -route, -config, or -message with -samples", Try: try}
		}
		md, err := sch.Message(s.Message)
		if err != nil {
			return nil, false, err
		}
		specs = DefaultRoutes(md, s.Samples)
	case s.Message != "" || s.Samples != "":
		return nil, false, &userschema.Error{Msg: "serve: -message and -samples make the default routes; with -route or -config, each route names its message and data file", Try: try}
	}
	api, err := New(sch, specs, Options{SkipBad: skipBad, Logger: s.Logger})
	if err != nil {
		return nil, false, err
	}
	for _, d := range api.Describe() {
		s.Logger.Info("route", slog.String("serves", d))
	}
	return api, builtin, nil
}
