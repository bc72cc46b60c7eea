package formats_test

import (
	"testing"

	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/samplemsg"
)

// TestConcurrent is what make test's race half runs of the codecs: every
// codec of both registries (the generated fast paths and the library
// references), its plans, pools and buffers shared by goroutines
// (codectest.Concurrent), on one message of each schema, messages served
// from descriptors, and a Struct (a map).
func TestConcurrent(t *testing.T) {
	t.Parallel()
	withMap, err := structpb.NewStruct(map[string]any{"a": 1.5, "b": []any{"x", true, nil}, "c": map[string]any{"d": "e"}})
	if err != nil {
		t.Fatal(err)
	}
	for name, reg := range map[string]*codec.Registry{"fast": formats.Registry(), "reference": formats.ReferenceRegistry()} {
		for _, c := range reg.Codecs() {
			t.Run(name+"/"+c.Name(), func(t *testing.T) {
				t.Parallel()
				msgs := samplemsg.AllAndOthers()
				msgs["struct_with_map"] = withMap // every format carries maps
				codectest.Concurrent(t, c, msgs)
			})
		}
	}
}
