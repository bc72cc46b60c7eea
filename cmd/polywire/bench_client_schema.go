package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/results"
)

// bench client on a user's schema: the samples served on the default
// routes (mockapi.DefaultRoutes: GET /<name>s, the list, and GET
// /<name>s/{id}, the first sample) by an in-process server — or by
// -target, a polywire serve with the same routes — and measured as the
// seeds' endpoints are.

// schemaArgs reports whether args point bench client at a user's schema.
func schemaArgs(args []string) bool {
	for _, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && slices.Contains([]string{"proto-path", "descriptor-set", "message", "samples"}, name) {
			return true
		}
	}
	return false
}

const clientSchemaUsage = `Usage: polywire bench client -proto-path DIR FILE.proto -message NAME -samples FILE [flags]

Seed 000's client measurement on your own messages: the samples are served on
GET /<name>s?limit=N (all of them, in polywire.samples.v1.<Name>List) and
GET /<name>s/{id} (the first one; {index} when the message has no id field)
by a server started in-process on a loopback port — or by -target, a
"polywire serve" with the same routes — and each endpoint x format x coding
is fetched -reps times: request and total (with decoding) durations. A format
that cannot carry the message (FlatBuffers and a map field) is skipped, and
the reason recorded.

Examples:

	polywire bench client -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -samples testdata/yourschema/orders.jsonl -o client.json
	polywire bench client -descriptor-set set.binpb -message acme.orders.v1.Order -samples orders.jsonl -codings all -h2c

`

func benchClientSchema(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("client", flag.ContinueOnError)
	cf := addCommon(fs, args)
	sf := addSchemaFlags(fs)
	target := fs.String("target", "", "server base `URL` serving the default routes (default: start one in-process on a loopback port)")
	h2c := fs.Bool("h2c", false, "HTTP/2 cleartext instead of HTTP/1.1")
	reps := fs.Int("reps", 0, "requests per endpoint, format and coding (default 20, as seed 000; 5 with -quick)")
	codings := fs.String("codings", "identity", "comma-separated codings, or \"all\" (identity, gzip, br, zstd)")
	only := fs.String("formats", "", "comma-separated formats (default all that carry the message)")
	files, err := parseArgs(fs, args, "bench client", clientSchemaUsage+schemaFlagsUsage+"\nFlags:\n")
	if err != nil {
		return err
	}
	ud, err := sf.load(ctx, "bench client", files, true)
	if err != nil {
		return err
	}
	cfg := bench.ClientConfig{Reps: 20, H2C: *h2c, Progress: bench.WriterProgress(os.Stderr)}
	switch {
	case cf.smoke:
		cfg.Reps = 1
	case *reps > 0:
		cfg.Reps = *reps
	case *cf.quick:
		cfg.Reps = 5
	}
	codingList, err := clientCodings(*codings)
	if err != nil {
		return err
	}
	cfg.Codings = codingList

	// The formats that carry the samples; the others are skipped with
	// their reason.
	reg := formats.Registry()
	skipped := map[string]string{}
	wanted := splitList(*only)
	for _, name := range wanted {
		if _, ok := reg.ByName(name); !ok {
			return usageError{msg: fmt.Sprintf("bench client: unknown format %q", name), try: "-formats " + strings.Join(reg.Names(), ",")}
		}
	}
	for _, c := range reg.Codecs() {
		if len(wanted) > 0 && !slices.Contains(wanted, c.Name()) {
			continue
		}
		if err := userschema.Carry(c, ud.messages()); err != nil {
			skipped[c.Name()] = err.Error()
			fmt.Fprintf(os.Stderr, "bench client: skipping %s: %v\n", c.Name(), err)
			continue
		}
		cfg.Formats = append(cfg.Formats, c.Name())
	}
	if len(cfg.Formats) == 0 {
		return usageError{msg: "bench client: no format carries " + string(ud.message.FullName()), try: "-formats json,proto"}
	}

	specs := mockapi.DefaultRoutes(ud.message, *sf.samples)[:2] // the list and the item
	api, err := mockapi.New(ud.schema, specs, mockapi.Options{SkipBad: *sf.skipBad, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	paths, newMessage := api.Endpoints()
	for i, p := range paths {
		if p == specs[0].Path { // the whole list, not the default page
			paths[i] = p + "?limit=" + strconv.Itoa(min(len(ud.messages()), mockapi.MaxLimit))
		}
	}
	cfg.Endpoints, cfg.NewMessage = paths, newMessage
	cfg.Target = *target
	if cfg.Target == "" {
		base, stop, err := startAPIInProcess(ctx, api)
		if err != nil {
			return err
		}
		defer stop()
		cfg.Target = base
	}
	f := results.New(results.KindClient, cf.config(map[string]any{"target": cfg.Target, "h2c": cfg.H2C, "reps": cfg.Reps,
		"codings": cfg.Codings, "message": string(ud.message.FullName()), "samples": *sf.samples,
		"sampleCount": len(ud.messages()), "skippedFormats": skipped}))
	f.Client, _, err = bench.Client(ctx, reg, cfg)
	if err != nil {
		try := "rerun; a failed request is never counted as a measurement"
		if *target != "" {
			try = fmt.Sprintf("does %s serve %s? polywire serve with -message %s -samples %s does", *target, strings.Join(paths, " and "), ud.message.FullName(), *sf.samples)
		}
		return usageError{msg: err.Error() + " (no results written)", try: try}
	}
	fmt.Println(ud.message.FullName())
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "endpoint\tformat\tcoding\tbytes\trequest ms (median)\tdecode ms\ttotal ms\ttotal p95\t")
	for _, r := range f.Client {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t\n", r.Endpoint, r.Format, r.Coding, r.WireBytes, r.Request.Median, r.Decode.Median, r.Total.Median, r.Total.P95)
	}
	_ = tw.Flush()
	return cf.finish(f)
}

// startAPIInProcess serves api alone on a loopback port until stop.
func startAPIInProcess(ctx context.Context, api server.API) (string, func(), error) {
	srv, err := server.New(server.Config{API: api, OnlyAPI: true, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err != nil {
		return "", nil, fmt.Errorf("bench client: %w", err)
	}
	return serveLoopback(ctx, srv, "http://")
}
