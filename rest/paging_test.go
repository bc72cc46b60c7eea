package rest_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/rest"
)

// TestPagingOneRule holds REST's query and an RPC's fields to the same
// rule: the same numbers give the same page or the same error, violations
// included; only text that is not a number is REST's own.
func TestPagingOneRule(t *testing.T) {
	t.Parallel()
	rule := rest.PageRule{Default: 10, Max: 100}
	for _, tc := range []struct {
		name          string
		query         string
		limit, offset int64
		wantLimit     int
		wantOffset    int
		wantFields    []string
	}{
		{"defaults", "", 0, 0, 10, 0, nil},
		{"zero_limit_is_default", "limit=0&offset=5", 0, 5, 10, 5, nil},
		{"given", "limit=7&offset=3", 7, 3, 7, 3, nil},
		{"at_max", "limit=100", 100, 0, 100, 0, nil},
		{"over_max", "limit=101", 101, 0, 0, 0, []string{"limit"}},
		{"negative_limit", "limit=-1", -1, 0, 0, 0, []string{"limit"}},
		{"both_bad", "limit=-1&offset=-2", -1, -2, 0, 0, []string{"limit", "offset"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rl, ro, rerr := rule.Query(httptest.NewRequest(http.MethodGet, "/x?"+tc.query, nil))
			pl, po, perr := rule.Check(tc.limit, tc.offset)
			if rl != pl || ro != po || (rerr == nil) != (perr == nil) || (rerr != nil && rerr.Error() != perr.Error()) {
				t.Fatalf("REST gave %d, %d, %v; RPC gave %d, %d, %v", rl, ro, rerr, pl, po, perr)
			}
			if rl != tc.wantLimit || ro != tc.wantOffset {
				t.Errorf("page %d, %d, want %d, %d", rl, ro, tc.wantLimit, tc.wantOffset)
			}
			if got := fields(rerr); !slices.Equal(got, tc.wantFields) {
				t.Errorf("violations on %v, want %v (%v)", got, tc.wantFields, rerr)
			}
		})
	}
	_, _, err := rule.Query(httptest.NewRequest(http.MethodGet, "/x?limit=ten&offset=-1", nil))
	if got := fields(err); !slices.Equal(got, []string{"limit", "offset"}) {
		t.Errorf("limit=ten&offset=-1: violations on %v, want limit and offset (%v)", got, err)
	}
}

func fields(err error) []string {
	if err == nil {
		return nil
	}
	var out []string
	for _, v := range apierror.From(err).Violations {
		out = append(out, v.Field)
	}
	return out
}
