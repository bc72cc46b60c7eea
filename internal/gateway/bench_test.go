package gateway

import (
	"bytes"
	"io"
	"net/http"
	"testing"
)

// BenchmarkGateway: the gateway in front of polywire's own server in
// process, 64-way parallel: account 2 (10,001 transactions) in JSON and
// Protobuf (pass-through), and a small Save answered by validation.
func BenchmarkGateway(b *testing.B) {
	addr := startSeed(b)
	_, url := newGateway(b, Config{Upstream: addr, Rules: seedRules(b)})
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 128, DisableCompression: true}}
	for _, tc := range []struct {
		name, method, path, accept string
		body                       []byte
	}{
		{"account2/json", "GET", "/account/2", "application/json", nil},
		{"account2/protobuf", "GET", "/account/2", pb, nil},
		{"save/json", "POST", "/report", "application/json", []byte(`{"document":{"name":""}}`)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetParallelism(32)
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					req, _ := http.NewRequest(tc.method, url+tc.path, bytes.NewReader(tc.body)) //nolint:noctx // a benchmark
					req.Header.Set("Accept", tc.accept)
					if tc.body != nil {
						req.Header.Set("Content-Type", "application/json")
					}
					res, err := client.Do(req)
					if err != nil {
						b.Fatal(err)
					}
					_, _ = io.Copy(io.Discard, res.Body)
					_ = res.Body.Close()
				}
			})
		})
	}
}
