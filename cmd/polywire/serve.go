package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/cpuset"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/store"
)

// ServeCommand runs the server.
type ServeCommand struct {
	// ready, when set, is called with the listening address (tests use it
	// with -addr 127.0.0.1:0).
	ready func(addr string)
}

// Run parses flags, makes sure the data directory holds every dataset
// (generating what is missing), loads it, and serves until SIGINT/SIGTERM.
func (c *ServeCommand) Run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", ":8080", "listen address `host:port`")
	dataDir := fs.String("data", "", "data `dir`ectory (default: <user cache dir>/polywire/data/seed-<seed>, or $POLYWIRE_DATA)")
	seed := fs.Uint64("seed", dataset.DefaultSeed, "seed for data generated on first start")
	maxBody := fs.Int64("max-body", server.DefaultMaxBodyBytes, "largest request body in `bytes`")
	readHeaderTimeout := fs.Duration("read-header-timeout", server.DefaultReadHeaderTimeout, "time to read request headers")
	readTimeout := fs.Duration("read-timeout", server.DefaultReadTimeout, "time to read a whole request")
	writeTimeout := fs.Duration("write-timeout", server.DefaultWriteTimeout, "time to write a response")
	idleTimeout := fs.Duration("idle-timeout", server.DefaultIdleTimeout, "keep-alive idle time")
	shutdownTimeout := fs.Duration("shutdown-timeout", server.DefaultShutdownTimeout, "time in-flight requests get to finish on SIGINT/SIGTERM")
	keyTTL := fs.Duration("idempotency-ttl", store.DefaultKeyTTL, "how long a POST's Idempotency-Key and its answer are kept for retries")
	drain := fs.Duration("drain", 0, "on SIGINT/SIGTERM, keep serving this long with /readyz answering 503 (gRPC health NOT_SERVING) before shutting down, so a load balancer stops sending requests first (set it above the balancer's checks: fall × inter; docs/CLUSTER.md)")
	tlsCert := fs.String("tls-cert", "", "TLS certificate `file` (PEM); with -tls-key serves HTTPS with HTTP/2")
	tlsKey := fs.String("tls-key", "", "TLS private key `file` (PEM)")
	compress := fs.Bool("compress", true, "compress responses per Accept-Encoding (zstd, br, gzip); -compress=false never compresses")
	minCompress := fs.Int("compress-min-size", server.DefaultMinCompressSize, "smallest response body, in `bytes`, that is compressed")
	gzipLevel := fs.Int("gzip-level", contentcoding.DefaultLevels.Gzip, "gzip level, 1..9")
	brotliLevel := fs.Int("brotli-level", contentcoding.DefaultLevels.Brotli, "brotli level, 0..11")
	zstdLevel := fs.Int("zstd-level", contentcoding.DefaultLevels.Zstd, "zstd level, 1..22")
	db := fs.String("db", os.Getenv("POLYWIRE_DB"), "store: a SQLite file path, or a postgres:// DSN (default: polywire.db in the data dir; or $POLYWIRE_DB)")
	writeToken := fs.String("write-token", os.Getenv("POLYWIRE_WRITE_TOKEN"), "bearer `token` required by POST /report, POST /people and their RPCs (or $POLYWIRE_WRITE_TOKEN; empty: no token)")
	corsOrigins := fs.String("cors-origins", "*", "comma-separated origins browsers may call from (\"*\": any; \"\": send no CORS headers)")
	cache := fs.Bool("cache", true, "keep the encoded, compressed bodies of the immutable datasets (bank, people); -cache=false encodes every response anew")
	cacheMax := fs.Int64("cache-max-bytes", server.DefaultCacheMaxBytes, "most `bytes` the body cache keeps")
	serverTiming := fs.Bool("server-timing", true, "send a Server-Timing header (decode, store, encode, compress, cache, total) on every response; -server-timing=false leaves it out")
	codecs := fs.String("codecs", "fast", "codec paths: fast (generated code) or reference (protojson, protobuf-go, descriptor-driven FlatBuffers, MessagePack and XML; the same bytes, the lab's baseline)")
	gogc := fs.Int("gogc", -2, "set the GC target percentage (as GOGC; -1 turns the GC off; default: 400, or $GOGC when set): each GC marks the served datasets again, and on one CPU that is Save's p99 (docs/BENCHMARKS.md, issue 32)")
	memLimit := fs.String("gomemlimit", "", "set a soft memory limit (as GOMEMLIMIT: 2GiB, 512MiB; default: none, or $GOMEMLIMIT)")
	logRate := fs.Float64("access-log-rate", server.DefaultAccessLogRate, "request log lines per second, sampled (0 off, -1 every request)")
	logFormat := fs.String("log-format", "text", "log format: text or json")
	logLevel := fs.String("log-level", "info", "log level: debug, info, warn, error")
	pprofAddr := fs.String("pprof", "", "also serve net/http/pprof (CPU and heap profiles, execution traces) on this `host:port`, a listener of its own, never on -addr; keep it on loopback")
	cpus := fs.String("cpus", "", "run on these CPUs only (a list such as 0 or 0-3; Linux), GOMAXPROCS set to match: keeps a load generator on the same machine off the server's cores")
	procs := fs.Int("procs", 0, "GOMAXPROCS: goroutines that run Go code at once (default: the CPUs the server may use — with -cpus, those — plus 2, or $GOMAXPROCS when set): the store's writer and its checkpointer block their threads in fsync, each holding a P (docs/BENCHMARKS.md, issue 32)")
	apiFlags := addAPIFlags(fs)
	files, err := parseArgs(fs, args, "serve", serveUsage+"\n"+serveAPIUsage+"\nFlags:\n")
	if err != nil {
		return err
	}
	if err := pinCPUs("serve", *cpus); err != nil {
		return err
	}
	if (*tlsCert == "") != (*tlsKey == "") {
		return usageError{msg: "serve: -tls-cert and -tls-key go together", try: "polywire serve -tls-cert cert.pem -tls-key key.pem"}
	}
	if *codecs != "fast" && *codecs != "reference" {
		return usageError{msg: fmt.Sprintf("serve: -codecs %q: want fast or reference", *codecs), try: "polywire serve -codecs reference"}
	}
	log, err := newLogger(*logFormat, *logLevel)
	if err != nil {
		return err
	}
	var api server.API
	onlyAPI := false
	if apiFlags.given(files) {
		a, only, err := apiFlags.load(ctx, files, log)
		if err != nil {
			return err
		}
		api, onlyAPI = a, only
	} else if len(files) > 0 {
		return usageError{msg: fmt.Sprintf("serve: unexpected argument %q", files[0]), try: "polywire serve -h"}
	}
	slog.SetDefault(log)
	if err := setProcs(log, *procs); err != nil {
		return err
	}
	if err := tuneGC(log, *gogc, *memLimit); err != nil {
		return err
	}

	dir := *dataDir
	if dir == "" {
		dir = dataset.DefaultDir(*seed)
	}
	var data *dataset.Data
	if !onlyAPI { // a user's API alone needs no built-in data
		if data, err = dataset.Open(dir, *seed, log); err != nil {
			return fmt.Errorf("serve: %w", err)
		}
	}

	st, where, err := server.OpenStore(ctx, *db, dir)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer func() { _ = st.Close() }()
	log.Info("opened store", slog.String("store", where))

	srv, err := server.New(server.Config{
		MaxBodyBytes:        *maxBody,
		ReadHeaderTimeout:   *readHeaderTimeout,
		ReadTimeout:         *readTimeout,
		WriteTimeout:        *writeTimeout,
		IdleTimeout:         *idleTimeout,
		ShutdownTimeout:     *shutdownTimeout,
		IdempotencyTTL:      *keyTTL,
		DrainDelay:          *drain,
		TLSCertFile:         *tlsCert,
		TLSKeyFile:          *tlsKey,
		AccessLogRate:       *logRate,
		DisableCompression:  !*compress,
		MinCompressSize:     *minCompress,
		CompressionLevels:   &contentcoding.Levels{Gzip: *gzipLevel, Brotli: *brotliLevel, Zstd: *zstdLevel},
		Store:               st,
		DisableCache:        !*cache,
		CacheMaxBytes:       *cacheMax,
		ReferenceCodecs:     *codecs == "reference",
		DisableServerTiming: !*serverTiming,
		WriteToken:          *writeToken,
		CORSOrigins:         splitList(*corsOrigins),
		API:                 api,
		OnlyAPI:             onlyAPI,
		Logger:              log,
	}, data)
	if err != nil {
		if api != nil { // a route that conflicts with the seeds' or the server's own
			return usageError{msg: "serve: " + err.Error(), try: "choose another path for that route (or drop -builtin-routes)"}
		}
		return err
	}
	if *pprofAddr != "" {
		if _, err := servePprof(ctx, *pprofAddr, log); err != nil {
			return err
		}
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", *addr)
	if err != nil {
		return usageError{msg: fmt.Sprintf("serve: listen: %v", err), try: "polywire serve -addr 127.0.0.1:8081"}
	}
	scheme := "http"
	if *tlsCert != "" {
		scheme = "https"
	}
	log.Info("listening", slog.String("url", scheme+"://"+server.DisplayAddr(ln.Addr())), slog.Bool("h2c", scheme == "http"))
	if c.ready != nil {
		c.ready(ln.Addr().String())
	}
	return srv.Serve(ctx, ln)
}

// servePprof serves net/http/pprof's handlers on a listener of their own
// until ctx ends: profiling a server under load (issue 32) should not need
// a rebuild, and the profiles must not be reachable on the API's port.
func servePprof(ctx context.Context, addr string, log *slog.Logger) (net.Addr, error) {
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", addr)
	if err != nil {
		return nil, usageError{msg: fmt.Sprintf("serve: -pprof: listen: %v", err), try: "polywire serve -pprof 127.0.0.1:6060"}
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	go func() { <-ctx.Done(); _ = hs.Close() }()
	log.Info("pprof", slog.String("url", "http://"+server.DisplayAddr(ln.Addr())+"/debug/pprof/"))
	return ln.Addr(), nil
}

// pinCPUs applies a command's -cpus flag (nothing when it is empty): the
// process's threads on those CPUs, GOMAXPROCS their count.
func pinCPUs(command, list string) error {
	if list == "" {
		return nil
	}
	set, err := cpuset.Parse(list)
	if err != nil {
		return usageError{msg: command + ": -cpus: " + err.Error(), try: "polywire " + command + " -cpus 0"}
	}
	if err := cpuset.Pin(set); err != nil {
		return fmt.Errorf("%s: %w", command, err)
	}
	return nil
}

// spareProcs is how many Ps serve runs beyond the CPUs it may use.
const spareProcs = 2

// setProcs sets GOMAXPROCS: n when given, else the CPUs this process may
// use (the runtime's own count, or -cpus's) plus spareProcs, unless
// $GOMAXPROCS says otherwise.
//
// Why more Ps than CPUs (issue 32): SQLite (modernc.org/sqlite, in
// process) makes the writer's commit fsync and the checkpointer's fsync
// as plain system calls on the goroutine's thread, which keeps its P
// until the runtime's monitor takes it back — and on a server pinned to
// one CPU, under load, it often did not: an execution trace of 64
// closed-model users saving Protobuf with GOMAXPROCS 1 showed, in 3 s,
// 2.1 s during which a goroutine sat in a system call, none ran and
// others were ready to (stretches up to 13 ms). The server then served
// 870–1,273 req/s at p99 0.7–1.1 s (some writes waited for dozens of
// batches) and even 1000 saves/s could collapse to p99 0.2–1.9 s. A
// spare P for each of the two threads that block keeps the handlers
// running meanwhile; the threads still share the CPUs, and a blocked
// thread uses none.
func setProcs(log *slog.Logger, n int) error {
	if n < 0 {
		return usageError{msg: fmt.Sprintf("serve: -procs %d: want 1 or more (0: the default)", n), try: "polywire serve -procs 4"}
	}
	if n == 0 {
		if os.Getenv("GOMAXPROCS") != "" {
			return nil
		}
		n = runtime.GOMAXPROCS(0) + spareProcs
	}
	runtime.GOMAXPROCS(n)
	log.Info("set GOMAXPROCS", slog.Int("procs", n))
	return nil
}

// defaultGOGC is serve's GC target percentage unless -gogc or $GOGC says
// otherwise. The server holds its datasets as messages (tens of MB of
// pointers, the people list the largest) and every GC cycle marks them
// again: at 1000 saves/s on one CPU, 3 cycles in 10 s put Save's p99 at
// 4.6–6.1 ms, and 1 cycle (GOGC=400) at 2.3–2.8 ms (docs/BENCHMARKS.md,
// issue 32). The price is memory: the heap may grow to five times what is
// live, not twice; -gomemlimit caps it.
const defaultGOGC = 400

// tuneGC applies -gogc (its default, defaultGOGC, unless $GOGC is set) and
// -gomemlimit: documented flags, logged when applied, so a measurement
// says what it ran with.
func tuneGC(log *slog.Logger, gogc int, memLimit string) error {
	if gogc == -2 && os.Getenv("GOGC") == "" {
		gogc = defaultGOGC
	}
	if gogc != -2 {
		if gogc < -1 {
			return usageError{msg: fmt.Sprintf("bad -gogc %d", gogc), try: "-gogc 200"}
		}
		old := debug.SetGCPercent(gogc)
		log.Info("set GC percent", slog.Int("gogc", gogc), slog.Int("was", old))
	}
	if memLimit != "" {
		n, err := server.ParseBytes(memLimit)
		if err != nil {
			return usageError{msg: fmt.Sprintf("bad -gomemlimit %q: %v", memLimit, err), try: "-gomemlimit 2GiB"}
		}
		debug.SetMemoryLimit(n)
		log.Info("set memory limit", slog.Int64("bytes", n))
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for p := range strings.SplitSeq(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func newLogger(format, level string) (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(level)); err != nil {
		return nil, usageError{msg: fmt.Sprintf("bad -log-level %q", level), try: "-log-level info"}
	}
	opts := &slog.HandlerOptions{Level: lvl}
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(os.Stderr, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(os.Stderr, opts)), nil
	default:
		return nil, usageError{msg: fmt.Sprintf("bad -log-format %q", format), try: "-log-format text"}
	}
}

const serveUsage = `Usage: polywire serve [flags] [FILE.proto...]

Serves the seeds' endpoints — or your own API from your .proto and data files
(-route, -config: see below) — on one port: HTTP/1.1, HTTP/2 cleartext (prior
knowledge and Upgrade) and, with -tls-cert/-tls-key, HTTPS with HTTP/2. The
first start writes the seed data into the data directory; later starts load it.

	GET  /accountList            seed 000: both accounts
	GET  /account/{accountId}    seed 000: one account (1: 1,001 transactions, 2: 10,001)
	GET  /people                 seed 004: 50,000 people
	POST /people                 seed 004: any number of people; answers how many
	GET  /articles?sections=N    seed 002: N subsections drawn at random (1..1000; ?seed=K repeats a draw)
	POST /report                 seed 003: validate and save a Document; answers its id (201)
	POST /report/validate        seed 003: validate only (no storage)
	GET  /reports?limit=&offset= seed 003: saved documents in insertion order (limit 10 by default, max 1000)
	GET  /people/posted          the people POST /people stored (limit 1000 by default)
	/polywire.*.v1.*Service/*    the same over gRPC, gRPC-Web and Connect (reflection, grpc.health.v1)
	GET  /metrics /healthz /readyz
	GET  /lab                    the lab page: the datasets decoded in the browser
	GET  /openapi.json .yaml     the OpenAPI 3.1 document of the REST routes (a mounted API's too), with examples

The response format follows Accept (JSON when absent) or ?format=; bodies of
1 KiB or more are compressed per Accept-Encoding (zstd, br, gzip), and
compressed request bodies (Content-Encoding) are accepted, the size limit
applying to the decompressed bytes. Every response carries Server-Timing
(decode, store, encode, compress, cache, total; -server-timing=false: none).

Examples:

	polywire serve
	polywire serve -addr 127.0.0.1:9000 -data ./data
	polywire serve -data ../shared/seed-data/bank   # the article's own CSV files
	polywire serve -db postgres://user:pass@db:5432/polywire -write-token "$TOKEN"
	curl -H 'Accept: application/x-protobuf' localhost:8080/account/2 | protoc --decode=polywire.bank.v1.Account -Iproto polywire/bank/v1/bank.proto
	polywire serve -proto-path testdata/yourschema acme/shop/v1/shop.proto -route 'GET /orders=testdata/yourschema/orders.jsonl:acme.shop.v1.Order' -route 'GET /orders/{id}=testdata/yourschema/orders.jsonl:acme.shop.v1.Order' -route 'POST /orders=:acme.shop.v1.Order'
	polywire serve -config polywire.yaml -addr 127.0.0.1:9000
	curl -H 'Accept: application/x-protobuf' localhost:8080/orders/ord-1 | protoc --decode=acme.shop.v1.Order -Itestdata/yourschema acme/shop/v1/shop.proto
	grpcurl -plaintext -d '{"id":"ord-1"}' localhost:8080 acme.shop.v1.OrderService/GetOrder
`
