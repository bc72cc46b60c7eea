package schema

import (
	"context"
	"errors"
	"io"
	"testing"

	"github.com/polywire/polywire/bench"
)

func TestLoadUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		src  Source
		want string
	}{
		{"not_a_proto", Source{Files: []string{"shop.txt"}, Message: "acme.shop.v1.Order"}, `bench size: unexpected argument "shop.txt" (only .proto files are taken as arguments)`},
		{"no_message", Source{Files: []string{"shop.proto"}}, "bench size: -message NAME is required with a schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Load(context.Background(), "bench size", tt.src, true, io.Discard)
			var ue *bench.UsageError
			if !errors.As(err, &ue) || ue.Msg != tt.want || ue.Try == "" {
				t.Fatalf("Load = %v, want the usage error %q with a Try line", err, tt.want)
			}
		})
	}
}
