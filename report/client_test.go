package report

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/polywire/polywire/results"
)

// TestChartFamiliesShareOneScale: the endpoint charts of one client run
// use one kind of axis — log for all when any needs it — and say which.
func TestChartFamiliesShareOneScale(t *testing.T) {
	t.Parallel()
	row := func(ep, format string, ms float64) results.ClientRow {
		st := results.Stat{N: 20, Median: ms, P95: ms}
		return results.ClientRow{Endpoint: ep, Format: format, Coding: "identity", Protocol: "http/1.1", Request: st, Decode: st, Total: st}
	}
	narrow := []results.ClientRow{row("/a", "json", 2), row("/a", "proto", 1)}   // 2×: linear alone
	wide := []results.ClientRow{row("/b", "json", 500), row("/b", "proto", 0.5)} // 1000×: log alone
	for _, tc := range []struct {
		name string
		rows []results.ClientRow
		want string
		not  string
	}{
		{"narrow_only", narrow, "linear scale, as for every endpoint of this run", "log scale"},
		{"narrow_and_wide", append(slices.Clone(narrow), wide...), "log scale, as for every endpoint of this run", "linear scale"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := &results.File{Schema: results.Schema, Kind: results.KindClient, Client: tc.rows}
			var b bytes.Buffer
			if err := HTML(&b, []*results.File{f}); err != nil {
				t.Fatal(err)
			}
			_, client, _ := strings.Cut(b.String(), `id="client-1"`)
			charts := strings.Count(client, "request and total duration (run 1 (client))</title>")
			if got := strings.Count(client, tc.want); got != charts || charts == 0 {
				t.Errorf("%d of %d endpoint charts say %q", got, charts, tc.want)
			}
			if strings.Contains(client, tc.not) {
				t.Errorf("an endpoint chart uses a %s", tc.not)
			}
		})
	}
}
