package schemapage

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/lab/browser"
	"github.com/polywire/polywire/internal/lab/harness"
	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/internal/mockapi"
	"github.com/polywire/polywire/internal/server"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/results"
)

//go:embed dist
var dist embed.FS

// Formats are the formats the page decodes, in its order: JSON.parse;
// protobuf.js and polywire-ts; msgpackr and polywire-ts msgpack;
// polywire-ts flatbuffers.
var Formats = []string{"json", "proto", "msgpack", "flatbuffers"}

// Page is the page for one user schema and its samples: ./schema.json
// (the message, the list endpoint, the formats' media types, protobuf.js's
// descriptor and Go's protojson of the list, the reference every decode is
// checked against) and ./decoders.js (polywire-ts for the schema, bundled)
// beside the embedded index.html and page.js.
type Page struct {
	info, decoders []byte
}

// info is ./schema.json (clients/ts/lab/schema/main.ts: SchemaInfo).
type info struct {
	Message    string            `json:"message"`
	ListType   string            `json:"listType"`
	Endpoint   string            `json:"endpoint"`
	Items      int               `json:"items"`
	Formats    map[string]string `json:"formats"`
	Descriptor json.RawMessage   `json:"descriptor"`
	Reference  json.RawMessage   `json:"reference"`
}

// New makes the page for the first items samples of d, which the server
// answers at endpoint as list (listmsg.Of(d.Message)) in formats (name to
// media type).
func New(d *labschema.Data, list protoreflect.MessageDescriptor, endpoint string, items int, formats map[string]string) (*Page, error) {
	desc, err := Descriptor(list.ParentFile())
	if err != nil {
		return nil, err
	}
	ref, err := protojson.Marshal(listmsg.Wrap(list, d.Messages()[:items]))
	if err != nil {
		return nil, fmt.Errorf("bench browser: the reference (protojson of the samples): %w", err)
	}
	js, err := Decoders(list)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(info{Message: string(d.Message.FullName()), ListType: string(list.FullName()), Endpoint: endpoint,
		Items: items, Formats: formats, Descriptor: desc, Reference: ref})
	if err != nil {
		return nil, fmt.Errorf("bench browser: schema.json: %w", err)
	}
	return &Page{info: b, decoders: js}, nil
}

// DecodersSize is the size of the bundle of the schema's polywire-ts.
func (p *Page) DecodersSize() int { return len(p.decoders) }

// Handler serves the page under prefix ("/lab"): prefix and prefix+"/"
// answer index.html, prefix+"/x" page.js, schema.json or decoders.js.
func (p *Page) Handler(prefix string) http.Handler {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // dist is embedded: cannot happen
	}
	files := http.FileServerFS(sub)
	return http.StripPrefix(prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		switch r.URL.Path {
		case "/schema.json":
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(p.info)
		case "/decoders.js":
			w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
			_, _ = w.Write(p.decoders)
		case "":
			r.URL.Path = "/"
			files.ServeHTTP(w, r)
		default:
			files.ServeHTTP(w, r)
		}
	}))
}

// CheckFormats is a usage error naming the first of formats the page
// does not decode (it decodes Formats).
func CheckFormats(formats []string) error {
	for _, f := range formats {
		if !slices.Contains(Formats, f) {
			return &bench.UsageError{Msg: fmt.Sprintf("bench browser: the page on a schema decodes no format %q", f), Try: "-formats " + strings.Join(Formats, ",")}
		}
	}
	return nil
}

// Config is a bench browser run on a user's schema.
type Config struct {
	Data   *labschema.Data
	Source labschema.Source
	// Formats narrows Formats (empty: all that carry the samples).
	Formats []string
	// Reps and Warmup are fetches per decoder; each timed decode is a
	// batch of decodes of at least BatchMs milliseconds.
	Reps, Warmup int
	BatchMs      float64
	Chromium     string
	Headless     bool
	Timeout      time.Duration
	// Recorded is the command line's settings for the results' config.
	Recorded map[string]any
	Log      *slog.Logger
	harness.Streams
}

// Run serves cfg.Data's samples and the page on a loopback port, runs the
// page in Chromium and returns its rows (kind browser, dataset the
// message's name), printed as a table with each decoder's ratio to
// JSON.parse. A failed row (a decoder that threw, or whose value differs
// from Go's protojson) fails the run, as bench browser's other suites.
func Run(ctx context.Context, c Config) (*results.File, error) {
	stdout, stderr := c.Out(), c.Err()
	d := c.Data
	if err := CheckFormats(c.Formats); err != nil {
		return nil, err
	}
	want := Formats
	if len(c.Formats) > 0 {
		want = c.Formats
	}
	all := formats.Registry()
	var unwanted []string
	for _, n := range all.Names() {
		if !slices.Contains(want, n) {
			unwanted = append(unwanted, n)
		}
	}
	carried, skipped := bench.Carried(all.Without(unwanted...), d.Messages())
	media := map[string]string{}
	for _, name := range want {
		if why, ok := skipped[name]; ok {
			fmt.Fprintf(stderr, "bench browser: skipping %s: %s\n", name, why)
			continue
		}
		cd, _ := carried.ByName(name)
		media[name] = carried.MediaType(cd)
	}
	if len(media) == 0 {
		return nil, &bench.UsageError{Msg: "bench browser: no format carries " + string(d.Message.FullName()), Try: "-formats json,proto"}
	}

	list, err := listmsg.Of(d.Message)
	if err != nil {
		return nil, err
	}
	spec := mockapi.DefaultRoutes(d.Message, c.Source.Samples)[0] // the list
	api, err := mockapi.New(d.Schema, []mockapi.RouteSpec{spec}, mockapi.Options{SkipBad: c.Source.SkipBad, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return nil, err
	}
	items := min(len(d.Messages()), mockapi.MaxLimit)
	endpoint := spec.Path + "?limit=" + strconv.Itoa(items)
	page, err := New(d, list, endpoint, items, media)
	if err != nil {
		return nil, err
	}
	srv, err := server.New(server.Config{API: api, OnlyAPI: true, DisableCompression: true, Logger: slog.New(slog.DiscardHandler)}, nil)
	if err != nil {
		return nil, fmt.Errorf("bench browser: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("/lab", page.Handler("/lab"))
	mux.Handle("/lab/", page.Handler("/lab"))
	mux.Handle("/", srv.Handler())
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("bench browser: %w", err)
	}
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	defer func() {
		_ = hs.Close()
		if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(stderr, "bench browser: stop server:", err)
		}
	}()
	base := "http://" + ln.Addr().String()
	q := url.Values{"run": {"1"}, "reps": {strconv.Itoa(c.Reps)}, "warmup": {strconv.Itoa(c.Warmup)},
		"batch-ms": {strconv.FormatFloat(c.BatchMs, 'f', -1, 64)}}
	pageURL := base + "/lab?" + q.Encode()
	fmt.Fprintf(stderr, "bench browser: %d samples of %s (polywire-ts: %d bytes bundled); %s with %s\n",
		items, d.Message.FullName(), page.DecodersSize(), pageURL, c.Chromium)

	drv := browser.Driver{Exe: c.Chromium, Headless: c.Headless, Timeout: c.Timeout, Log: c.Log, Streams: c.Streams}
	start := time.Now()
	f, err := drv.Run(ctx, pageURL)
	if err != nil {
		return nil, err
	}
	harness.Finish(f, start, c.Recorded, map[string]any{"target": base, "url": pageURL, "chromium": c.Chromium})
	labschema.Record(f.Config, c.Source, d)
	if len(skipped) > 0 {
		f.Config["skipped"] = skipped
	}
	PrintRatios(stdout, f.Decodes)
	if err := browser.Failures(stderr, f.Decodes); err != nil {
		return nil, err
	}
	fmt.Fprintf(stderr, "bench browser: %d measurements in %s %s, done in %.1f s\n", len(f.Decodes), f.Runtime.Name, f.Runtime.Version, f.Seconds)
	return f, nil
}

// PrintRatios prints one line per format and decoder: the body's bytes,
// the median decode and its ratio to JSON.parse's (above 1: faster).
func PrintRatios(w io.Writer, rows []results.DecodeRow) {
	var jsonMs float64
	for _, r := range rows {
		if r.Decoder == "JSON.parse" && !r.Failed {
			jsonMs = r.Decode.Median
		}
	}
	tw := harness.Table(w)
	fmt.Fprintln(tw, "dataset\tformat\tdecoder\tbytes\titems\tdecode ms (median)\tp95\tvs JSON.parse\t")
	for _, r := range rows {
		if r.Failed {
			fmt.Fprintf(tw, "%s\t%s\t%s\tFAILED: %s\t\n", r.Dataset, r.Format, r.Decoder, r.Error)
			continue
		}
		ratio := "—"
		if jsonMs > 0 && r.Decode.Median > 0 {
			ratio = fmt.Sprintf("%.2f×", jsonMs/r.Decode.Median)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%.4f\t%.4f\t%s\t\n", r.Dataset, r.Format, r.Decoder, r.WireBytes, r.Items, r.Decode.Median, r.Decode.P95, ratio)
	}
	_ = tw.Flush()
}
