package bench_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/lab/harness"
)

// TestStream reads the people from a real server in every case, compressed
// and not, and checks what the rows say.
func TestStream(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	if _, err := dataset.Ensure(data, dataset.DefaultSeed); err != nil {
		t.Fatal(err)
	}
	d, err := bench.LoadDatasets(data, dataset.DefaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := harness.Serve(context.Background(), harness.ServerConfig{Command: "bench stream", Datasets: d})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	rows, err := bench.Stream(context.Background(), formats.Registry(), bench.StreamConfig{
		Target: srv.URL, Reps: 2, Limit: 30, Total: len(d.People.GetPerson()),
		Codings: []contentcoding.Coding{contentcoding.Identity, contentcoding.Gzip},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2*len(bench.StreamCases) {
		t.Fatalf("%d rows, want %d", len(rows), 2*len(bench.StreamCases))
	}
	for _, r := range rows {
		want := 30
		if r.Framing == "body" {
			want = dataset.PeopleCount // one body has no limit
		}
		if r.Rows != want || r.WireBytes == 0 || r.FirstRow.N != 2 || r.Total.N != 2 || r.FirstRow.Median > r.Total.Median {
			t.Errorf("%+v", r)
		}
		if r.Framing == "body" && r.FirstRow.Median != r.Total.Median {
			t.Errorf("one body: first row %v != total %v", r.FirstRow.Median, r.Total.Median)
		}
	}
}

// TestStreamShortRead: a stream that ends cleanly but short, or carries
// the wrong people, stops the run — a short read is never a measurement.
func TestStreamShortRead(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, body, want string }{
		{"short", `{"name":"Person Number 0"}` + "\n", "read 1 people, want 3"},
		{"wrong last", `{"name":"Person Number 0"}` + "\n" + `{"name":"x"}` + "\n" + `{"name":"y"}` + "\n", `last person "y"`},
		{"error frame", `{"@error":{"code":"unavailable","message":"gone"}}` + "\n", "unavailable: gone"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "application/x-ndjson")
				fmt.Fprint(w, tc.body)
			}))
			defer srv.Close()
			_, err := bench.Stream(context.Background(), formats.Registry(), bench.StreamConfig{Target: srv.URL, Reps: 1, Limit: 3, Total: 3})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("%v, want an error saying %q", err, tc.want)
			}
		})
	}
}
