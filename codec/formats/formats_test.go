package formats_test

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/internal/samplemsg"
)

// TestReferenceRegistrySameBytes holds the two registries the server can
// run with (-codecs fast and -codecs reference) to the same bytes and the
// same decoded values for every format, so switching them measures speed
// and nothing else.
func TestReferenceRegistrySameBytes(t *testing.T) {
	t.Parallel()
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	msgs := []proto.Message{
		dataset.Document(), samplemsg.Account(), samplemsg.People(), samplemsg.Article(), samplemsg.Error(),
		bank.Accounts[0], dataset.GeneratePeople(50),
	}
	fast, ref := formats.Registry().Codecs(), formats.ReferenceRegistry().Codecs()
	if len(fast) != len(ref) {
		t.Fatalf("%d fast codecs, %d reference codecs", len(fast), len(ref))
	}
	for i := range fast {
		f, r := fast[i], ref[i]
		if f.Name() != r.Name() {
			t.Fatalf("codec %d: %s and %s", i, f.Name(), r.Name())
		}
		switch f.Name() {
		case "json", "proto", "flatbuffers", "msgpack", "xml":
			if f == r {
				t.Errorf("%s: the reference registry has the fast codec %#v", f.Name(), r)
			}
		}
		t.Run(f.Name(), func(t *testing.T) {
			t.Parallel()
			for _, m := range msgs {
				name := m.ProtoReflect().Descriptor().FullName()
				fb, err := f.Marshal(nil, m)
				if err != nil {
					t.Fatalf("fast %s: %v", name, err)
				}
				rb, err := r.Marshal(nil, m)
				if err != nil {
					t.Fatalf("reference %s: %v", name, err)
				}
				if !bytes.Equal(fb, rb) {
					t.Errorf("%s: fast and reference bytes differ (%d and %d bytes)", name, len(fb), len(rb))
				}
				fm, rm := m.ProtoReflect().New().Interface(), m.ProtoReflect().New().Interface()
				if err := f.Unmarshal(rb, fm); err != nil {
					t.Fatalf("fast decode %s: %v", name, err)
				}
				if err := r.Unmarshal(fb, rm); err != nil {
					t.Fatalf("reference decode %s: %v", name, err)
				}
				if !proto.Equal(fm, rm) || !proto.Equal(fm, m) {
					t.Errorf("%s: decoded values differ", name)
				}
			}
		})
	}
}
