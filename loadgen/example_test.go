package loadgen_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/polywire/polywire/loadgen"
)

// Seed 000's shape: users loop over a scenario. Here 3 users make 4 passes
// over two requests, one of which the server refuses.
func ExampleRun() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte("ok"))
	}))
	defer srv.Close()

	lr, err := loadgen.Run(context.Background(), loadgen.Config{
		Target:  srv.URL,
		Closed:  &loadgen.Closed{Users: 3, Iterations: 4},
		Timeout: 5 * time.Second,
	}, loadgen.Scenario{Name: "example", Requests: []loadgen.Request{
		{Name: "account", Path: "/account/1", Header: http.Header{"Accept": {"application/x-protobuf"}}},
		{Name: "missing", Path: "/missing"},
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range lr.PerRequest {
		fmt.Printf("%s: %d requests, %d OK, %d KO\n", s.Name, s.Count, s.OK, s.KO)
	}
	fmt.Println("KO:", lr.KO)
	// Output:
	// account: 12 requests, 12 OK, 0 KO
	// missing: 12 requests, 0 OK, 12 KO
	// KO: map[status_404:12 status_4xx:12]
}

// A constant arrival rate, as yandex-tank's const profile gives it (1000 rps
// for 60 s); a remote target would need AllowRemote.
func ExampleRun_open() {
	_, err := loadgen.Run(context.Background(), loadgen.Config{
		Target:   "http://192.0.2.1:8080",
		Open:     &loadgen.Open{StartRate: 1000},
		Duration: 60 * time.Second,
	}, loadgen.Scenario{Requests: []loadgen.Request{{Path: "/report/validate"}}})
	fmt.Println(err)
	// Output:
	// refuse target http://192.0.2.1:8080: 192.0.2.1 is not a loopback address: a load test targets loopback only unless remote targets are allowed (Config.AllowRemote)
}
