package userschema_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/internal/userschema"
)

// FuzzDecodeSamples feeds arbitrary sample files, as each of the three
// formats, to the sample reader: it returns messages or an *Error, never
// panics, and every message it returns is a valid Order that encodes.
func FuzzDecodeSamples(f *testing.F) {
	orders, err := os.ReadFile(filepath.Join(shopDir, "orders.jsonl"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(orders)
	f.Add([]byte("[\n" + string(bytes.ReplaceAll(bytes.TrimSpace(orders), []byte("\n"), []byte(",\n"))) + "\n]"))
	f.Add([]byte(`{"items":[{"quantity":"many"}],"labels":{"a":1},"refunds":{"x":{}}}`))
	f.Add([]byte{0x05, 0x0a, 0x03, 'a', 'b', 'c', 0xff, 0xff, 0xff, 0xff, 0x0f})
	s := loadShop(f)
	md, err := s.Message("acme.shop.v1.Order")
	if err != nil {
		f.Fatal(err)
	}
	var delim bytes.Buffer
	good, err := s.ReadSamples(filepath.Join(shopDir, "orders.jsonl"), md, userschema.SampleOptions{})
	if err != nil {
		f.Fatal(err)
	}
	for _, m := range good.Messages {
		if _, err := protodelim.MarshalTo(&delim, m); err != nil {
			f.Fatal(err)
		}
	}
	f.Add(delim.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range []string{"s.jsonl", "s.json", "s.binpb"} {
			for _, skip := range []bool{false, true} {
				got, err := s.DecodeSamples(bytes.NewReader(data), name, md, userschema.SampleOptions{SkipBad: skip})
				if err != nil {
					var ue *userschema.Error
					if !errors.As(err, &ue) && !errors.Is(err, os.ErrClosed) {
						// I/O errors of a bytes.Reader cannot happen; anything
						// else must be the user-facing error type.
						t.Fatalf("%s: error of type %T: %v", name, err, err)
					}
					continue
				}
				if len(got.Messages) == 0 {
					t.Fatalf("%s: no error and no sample", name)
				}
				for _, m := range got.Messages {
					if m.ProtoReflect().Descriptor() != md {
						t.Fatalf("%s: a %s, not an Order", name, m.ProtoReflect().Descriptor().FullName())
					}
					if _, err := proto.Marshal(m); err != nil {
						t.Fatalf("%s: a sample that does not encode: %v", name, err)
					}
				}
			}
		}
	})
}
