package jsoncodec_test

import (
	"testing"

	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/internal/testmsg"
)

// TestConcurrent is what make test's race half runs of this package: the
// codec's plans, pools and buffers shared by goroutines (codectest.Concurrent).
func TestConcurrent(t *testing.T) {
	t.Parallel()
	msgs := testmsg.AllAndOthers()
	msgs["struct_with_map"], _ = structpb.NewStruct(map[string]any{"a": 1.5, "b": []any{"x", true, nil}, "c": map[string]any{"d": "e"}})
	codectest.Concurrent(t, jsoncodec.Codec{}, msgs)
}
