package schema

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/internal/lab/harness"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
)

// Client readies cfg for bench client on d. cfg.Formats become those of
// only (every format of reg when empty) that carry the samples; the others
// are said on w with why, and returned. cfg.Endpoints and cfg.NewMessage
// become the default routes' list (GET /<name>s?limit=N, all the samples)
// and item (GET /<name>s/{id}, the first), mockapi.DefaultRoutes. Without
// cfg.Target it serves them by a server of its own on a loopback port,
// until stop.
func Client(ctx context.Context, reg *codec.Registry, d *Data, src Source, only []string, cfg *bench.ClientConfig, w io.Writer) (skipped map[string]string, stop func(), err error) {
	var unwanted []string
	for _, name := range only {
		if _, ok := reg.ByName(name); !ok {
			return nil, nil, &bench.UsageError{Msg: fmt.Sprintf("bench client: unknown format %q", name), Try: "-formats " + strings.Join(reg.Names(), ",")}
		}
	}
	for _, name := range reg.Names() {
		if len(only) > 0 && !slices.Contains(only, name) {
			unwanted = append(unwanted, name)
		}
	}
	carried, skipped := bench.Carried(reg.Without(unwanted...), d.Messages())
	for _, name := range reg.Names() {
		if why, ok := skipped[name]; ok {
			fmt.Fprintf(w, "bench client: skipping %s: %s\n", name, why)
		}
	}
	cfg.Formats = carried.Names()
	if len(cfg.Formats) == 0 {
		return nil, nil, &bench.UsageError{Msg: "bench client: no format carries " + string(d.Message.FullName()), Try: "-formats json,proto"}
	}

	specs := mockapi.DefaultRoutes(d.Message, src.Samples)[:2] // the list and the item
	api, err := mockapi.New(d.Schema, specs, mockapi.Options{SkipBad: src.SkipBad, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return nil, nil, err
	}
	paths, newMessage := api.Endpoints()
	for i, p := range paths {
		if p == specs[0].Path { // the whole list, not the default page
			paths[i] = p + "?limit=" + strconv.Itoa(min(len(d.Messages()), mockapi.MaxLimit))
		}
	}
	cfg.Endpoints, cfg.NewMessage = paths, newMessage
	if cfg.Target != "" {
		return skipped, func() {}, nil
	}
	srv, err := server.New(server.Config{API: api, OnlyAPI: true, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("bench client: %w", err)
	}
	ls, err := harness.ServeLoopback(ctx, srv, "http://")
	if err != nil {
		return nil, nil, err
	}
	cfg.Target = ls.URL
	return skipped, ls.Close, nil
}
