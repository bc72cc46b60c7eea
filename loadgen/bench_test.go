package loadgen

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// noop is a client that answers at once: what is left is the engine's own
// cost per request (scheduling, timing, recording, collecting).
func noop(context.Context, time.Time, *worker, *request) outcome { return outcome{bytes: 100} }

func benchmarkEngine(b *testing.B, cfg Config) {
	b.Helper()
	b.ReportAllocs()
	cfg.Target, cfg.do, cfg.MaxRequests = "http://127.0.0.1:1", noop, int64(b.N)
	cpu0, _ := cpuTime()
	b.ResetTimer()
	lr, err := Run(context.Background(), cfg, get)
	b.StopTimer()
	if err != nil {
		b.Fatal(err)
	}
	if lr.Overall.Count != int64(b.N) {
		b.Fatalf("%d requests recorded, want %d", lr.Overall.Count, b.N)
	}
	cpu1, _ := cpuTime()
	b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/req")
}

// BenchmarkEngineClosed is the closed model's overhead per request.
func BenchmarkEngineClosed(b *testing.B) {
	benchmarkEngine(b, Config{Closed: &Closed{Users: 16}})
}

// BenchmarkEngineOpen is the open model's: the scheduler hands every
// request to a sender.
func BenchmarkEngineOpen(b *testing.B) {
	benchmarkEngine(b, Config{Open: &Open{StartRate: 1e7, MaxInFlight: 16}})
}

// BenchmarkRecord is the hot path of recording, from many workers at once.
func BenchmarkRecord(b *testing.B) {
	col := newCollector([]string{"a"}, time.Millisecond)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { // the collector, as in a run
		defer close(done)
		for {
			select {
			case <-stop:
				col.drain()
				return
			case <-time.After(collectEvery):
				col.drain()
			}
		}
	}()
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		r := col.newRecorder()
		for pb.Next() {
			r.add(sample{latency: time.Millisecond, service: time.Millisecond, bytes: 100})
		}
	})
	close(stop)
	<-done
}

// BenchmarkClientHTTP1 compares, on one request from 8 goroutines at a
// time to an in-process server, the lean HTTP/1.1 client with net/http's
// Transport doing the same work (the server's cost is in both).
func BenchmarkClientHTTP1(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) }))
	defer srv.Close()
	cfg := Config{Target: srv.URL, Connections: 8, Closed: &Closed{Users: 8}, MaxRequests: 1}
	if err := cfg.check(&get); err != nil {
		b.Fatal(err)
	}
	e := &engine{cfg: cfg, sc: get}
	if err := e.compile(); err != nil {
		b.Fatal(err)
	}
	r := e.reqs[0]
	b.Run("loadgen", func(b *testing.B) {
		c := newH1Client(context.Background(), &cfg)
		defer c.close()
		b.SetParallelism(4) // 8 goroutines on 2 CPUs
		b.RunParallel(func(pb *testing.PB) {
			w := &worker{}
			for pb.Next() {
				if o := c.do(context.Background(), time.Now().Add(time.Second), w, r); o.class != "" {
					b.Error(o.class)
				}
			}
		})
	})
	b.Run("net_http", func(b *testing.B) {
		tr := &http.Transport{MaxConnsPerHost: 8, MaxIdleConnsPerHost: 8, DisableCompression: true}
		defer tr.CloseIdleConnections()
		b.SetParallelism(4)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				resp, err := tr.RoundTrip(r.tmpl.WithContext(ctx))
				if err != nil {
					b.Error(err)
				} else {
					_, _ = io.Copy(io.Discard, resp.Body)
					_ = resp.Body.Close()
				}
				cancel()
			}
		})
	})
}
