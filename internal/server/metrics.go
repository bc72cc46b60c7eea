package server

import (
	"context"
	"errors"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/store"
)

// metrics are the server's Prometheus series, on a registry of its own (so
// several servers in one process, as in tests, do not collide).
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec   // route, protocol, transport, format, encoding, status
	duration *prometheus.HistogramVec // route, protocol, format
	bytesIn  *prometheus.CounterVec   // route, protocol
	bytesOut *prometheus.CounterVec   // route, protocol, format, encoding
	storeDur *prometheus.HistogramVec // op, result
}

func newMetrics() *metrics {
	m := &metrics{registry: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_requests_total",
		Help: "Requests served, by route, protocol (rest, grpc, grpc-web, connect), transport (http/1.1, h2c, h2), response format, content coding and status.",
	}, []string{"route", "protocol", "transport", "format", "encoding", "status"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "polywire_request_duration_seconds",
		Help: "Time from the request's arrival to the last byte of the response handed to the connection.",
		// 0.1 and 0.25 ms below the doubling from 0.5 ms to 16 s: a small
		// request's own time (Validate: ~0.1 ms) is told from the floor
		// of the network path around it (issue 32); the bounds from 0.5
		// ms up are unchanged, so dashboards and alerts keep theirs.
		Buckets: append([]float64{0.0001, 0.00025}, prometheus.ExponentialBuckets(0.0005, 2, 16)...),
	}, []string{"route", "protocol", "format"})
	m.bytesIn = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_request_body_bytes_total", Help: "Request body bytes read, as sent (compressed if they were).",
	}, []string{"route", "protocol"})
	m.bytesOut = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "polywire_response_body_bytes_total", Help: "Response body bytes written, as sent (compressed if they were), by route, protocol, response format and content coding.",
	}, []string{"route", "protocol", "format", "encoding"})
	m.storeDur = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "polywire_store_duration_seconds",
		Help:    "Store operation latency, by operation and result (ok, unavailable, error).",
		Buckets: prometheus.ExponentialBuckets(0.0001, 2, 18), // 0.1 ms .. 13 s
	}, []string{"op", "result"})
	m.registry.MustRegister(m.requests, m.duration, m.bytesIn, m.bytesOut, m.storeDur,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// writeObserver is the metrics a store's writer reports as it works
// (store.WriteObserver): what lies under a save's latency — the batches'
// sizes, their commits, the longest a write of each waited in the queue,
// and the log's checkpoints, on the writers' path or in the background.
type writeObserver struct {
	batchWrites, commit, wait prometheus.Histogram
	// The commit's parts (polywire_store_batch_commit_part_seconds),
	// resolved once: Batch runs on the writer's path.
	onCPU, runQueue, offCPU prometheus.Observer
	checkpoint              *prometheus.HistogramVec
}

func (o *writeObserver) Batch(b store.BatchStats) {
	o.batchWrites.Observe(float64(b.Writes))
	o.commit.Observe(b.Commit.Seconds())
	o.wait.Observe(b.LongestWait.Seconds())
	if b.OnCPU > 0 {
		o.onCPU.Observe(b.OnCPU.Seconds())
		o.runQueue.Observe(b.RunQueue.Seconds())
		o.offCPU.Observe(max(b.Commit-b.OnCPU-b.RunQueue, 0).Seconds())
	}
}

func (o *writeObserver) Checkpoint(onWritePath bool, took time.Duration, _ int64) {
	path := "background"
	if onWritePath {
		path = "write"
	}
	o.checkpoint.WithLabelValues(path).Observe(took.Seconds())
}

// observeWrites registers the writer's metrics and makes st report to
// them, when it can (store.WriteObservable).
func (m *metrics) observeWrites(st store.Store) {
	obs, ok := st.(store.WriteObservable)
	if !ok {
		return
	}
	fine := prometheus.ExponentialBuckets(0.0001, 2, 18) // 0.1 ms .. 13 s
	o := &writeObserver{
		batchWrites: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "polywire_store_batch_writes", Help: "Writes per batch the store's writer committed.",
			Buckets: prometheus.ExponentialBuckets(1, 2, 12), // 1 .. 2048
		}),
		commit: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "polywire_store_batch_commit_seconds", Help: "A batch's time in the store, from its first statement to its commit's return (the fsync included).",
			Buckets: fine,
		}),
		wait: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "polywire_store_batch_queue_wait_seconds", Help: "The longest a write of each batch waited in the queue before the writer took it.",
			Buckets: fine,
		}),
		checkpoint: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "polywire_store_checkpoint_seconds", Help: "Checkpoints of the store's write-ahead log, by path: write (between two batches: writes wait for it) or background.",
			Buckets: fine,
		}, []string{"path"}),
	}
	parts := prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "polywire_store_batch_commit_part_seconds",
		Help: "A batch's commit time split by the writer thread's state (Linux): cpu, running on a CPU; runqueue, ready and waiting for a CPU; off, neither — in the disk's flush and writes, mostly.",
		// Finer than the others: a commit's CPU is tens of microseconds.
		Buckets: append([]float64{0.00001, 0.000025, 0.00005}, fine...),
	}, []string{"part"})
	o.onCPU, o.runQueue, o.offCPU = parts.WithLabelValues("cpu"), parts.WithLabelValues("runqueue"), parts.WithLabelValues("off")
	m.registry.MustRegister(o.batchWrites, o.commit, o.wait, parts, o.checkpoint)
	obs.ObserveWrites(o)
}

// watchWriteQueue exports a store's write queue: its depth and capacity
// (gauges) and its writer's batches and writes (counters, whose rates'
// ratio is the mean batch size). They are read from the store at each
// scrape, so serving a write costs nothing more. A store without a queue
// (store.WriteQueueReporter not implemented) exports none of them.
func (m *metrics) watchWriteQueue(st store.Store) {
	q, ok := st.(store.WriteQueueReporter)
	if !ok {
		return
	}
	m.registry.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "polywire_store_write_queue_depth", Help: "Writes waiting for the store's writer now.",
		}, func() float64 { return float64(q.WriteQueueStats().Queued) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "polywire_store_write_queue_capacity", Help: "The most writes that may wait for the store's writer; one more is refused with 503.",
		}, func() float64 { return float64(q.WriteQueueStats().Capacity) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "polywire_store_write_batches_total", Help: "Batches (transactions) the store's writer committed.",
		}, func() float64 { return float64(q.WriteQueueStats().Batches) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "polywire_store_writes_total", Help: "Writes the store's writer took off its queue into batches; divided by the batches, the mean batch size.",
		}, func() float64 { return float64(q.WriteQueueStats().Writes) }),
	)
}

func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// classify names the protocol and format of a request from its headers:
// gRPC, gRPC-Web and Connect are told apart as connect-go does.
func classify(r *http.Request) (protocol, format string) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch {
	case strings.HasPrefix(ct, "application/grpc-web"):
		return "grpc-web", subtypeFormat(ct, "application/grpc-web")
	case strings.HasPrefix(ct, "application/grpc"):
		return "grpc", subtypeFormat(ct, "application/grpc")
	case strings.HasPrefix(ct, "application/connect+"):
		return "connect", strings.TrimPrefix(ct, "application/connect+")
	case r.Header.Get("Connect-Protocol-Version") != "" || r.URL.Query().Get("connect") != "":
		return "connect", strings.TrimPrefix(ct, "application/")
	}
	return "rest", ""
}

func subtypeFormat(ct, prefix string) string {
	f := strings.TrimPrefix(strings.TrimPrefix(ct, prefix), "+")
	if f == "" {
		return "proto"
	}
	return f
}

func transport(r *http.Request) string {
	switch {
	case r.ProtoMajor < 2:
		return "http/1.1"
	case r.TLS != nil:
		return "h2"
	default:
		return "h2c"
	}
}

// BeginKey and FinishKey are the wrapped store's (store.Keys), timed;
// keysOf says whether it has them.
func (s instrumentedStore) BeginKey(ctx context.Context, k store.KeyClaim) (store.KeyState, error) {
	start := time.Now()
	st, err := s.Store.(store.Keys).BeginKey(ctx, k)
	s.observe(ctx, "begin_key", start, err)
	return st, err
}

func (s instrumentedStore) FinishKey(ctx context.Context, k store.KeyClaim, r *store.Reply) error {
	start := time.Now()
	err := s.Store.(store.Keys).FinishKey(ctx, k, r)
	s.observe(ctx, "finish_key", start, err)
	return err
}

// instrumentedStore times every store operation.
type instrumentedStore struct {
	store.Store
	m *metrics
}

func (s instrumentedStore) observe(ctx context.Context, op string, start time.Time, err error) {
	result := "ok"
	switch {
	case err == nil:
	case isUnavailable(err):
		result = "unavailable"
	default:
		result = "error"
	}
	s.m.storeDur.WithLabelValues(op, result).Observe(time.Since(start).Seconds())
	timingFrom(ctx).since(timingStore, start)
}

func (s instrumentedStore) SaveDocument(ctx context.Context, d store.Document) error {
	start := time.Now()
	err := s.Store.SaveDocument(ctx, d)
	s.observe(ctx, "save_document", start, err)
	return err
}

func (s instrumentedStore) ListDocuments(ctx context.Context, limit, offset int) ([]*docsv1.Document, error) {
	start := time.Now()
	d, err := s.Store.ListDocuments(ctx, limit, offset)
	s.observe(ctx, "list_documents", start, err)
	return d, err
}

func (s instrumentedStore) AppendPeople(ctx context.Context, p []*peoplev1.Person) error {
	start := time.Now()
	err := s.Store.AppendPeople(ctx, p)
	s.observe(ctx, "append_people", start, err)
	return err
}

func (s instrumentedStore) ListPeople(ctx context.Context, limit, offset int) ([]*peoplev1.Person, error) {
	start := time.Now()
	p, err := s.Store.ListPeople(ctx, limit, offset)
	s.observe(ctx, "list_people", start, err)
	return p, err
}

func (s instrumentedStore) SaveMessage(ctx context.Context, collection, id string, data []byte) error {
	start := time.Now()
	err := s.Store.SaveMessage(ctx, collection, id, data)
	s.observe(ctx, "save_message", start, err)
	return err
}

func (s instrumentedStore) LoadMessage(ctx context.Context, collection, id string) ([]byte, error) {
	start := time.Now()
	b, err := s.Store.LoadMessage(ctx, collection, id)
	if errors.Is(err, store.ErrNotFound) {
		s.observe(ctx, "load_message", start, nil) // a miss is an answer
	} else {
		s.observe(ctx, "load_message", start, err)
	}
	return b, err
}

func (s instrumentedStore) Ping(ctx context.Context) error {
	start := time.Now()
	err := s.Store.Ping(ctx)
	s.observe(ctx, "ping", start, err)
	return err
}
