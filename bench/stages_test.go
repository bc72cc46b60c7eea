package bench

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/polywire/polywire/loadgen"
)

func TestParseStages(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in      string
		want    []loadgen.Stage
		wantErr bool
	}{
		{"", nil, false},
		{"10s:1000, 0s:2000,", []loadgen.Stage{{Duration: 10 * time.Second, Rate: 1000}, {Duration: 0, Rate: 2000}}, false},
		{"10s", nil, true},
		{"10s:-1", nil, true},
		{"ten:5", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			t.Parallel()
			got, err := ParseStages(tt.in)
			var ue *UsageError
			if tt.wantErr != (err != nil) || (err != nil && !errors.As(err, &ue)) {
				t.Fatalf("ParseStages(%q) error %v, want a usage error: %v", tt.in, err, tt.wantErr)
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("ParseStages(%q) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
}
