package codec_test

import (
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// forgetful is JSON that loses the owner's secret on the way back: the
// kind of codec Carry exists to catch.
type forgetful struct{ codec.Codec }

func (f forgetful) Unmarshal(b []byte, m proto.Message) error {
	if err := f.Codec.Unmarshal(b, m); err != nil {
		return err
	}
	if d, ok := m.(*docsv1.Document); ok {
		d.Owner.Secret = ""
	}
	return nil
}

func TestCarry(t *testing.T) {
	t.Parallel()
	msgs := []proto.Message{dataset.Document(), dataset.GenerateDocuments(1, 1)[0]}
	for _, c := range formats.Registry().Codecs() {
		if err := codec.Carry(c, msgs); err != nil {
			t.Errorf("%s: %v", c.Name(), err)
		}
	}
	json, _ := formats.Registry().ByName("json")
	err := codec.Carry(forgetful{json}, msgs)
	if err == nil || !strings.Contains(err.Error(), "json changes sample 1 of polywire.docs.v1.Document at owner.secret") {
		t.Fatalf("a codec that loses a field: %v", err)
	}
	a, b := dataset.Document(), dataset.Document()
	b.Goods[0].Amount = 3
	if got, want := codec.Diff(a.ProtoReflect(), b.ProtoReflect()), "goods[0].amount (15, read back 3)"; got != want {
		t.Errorf("Diff = %q, want %q", got, want)
	}
	if got := codec.Diff(a.ProtoReflect(), dataset.Document().ProtoReflect()); got != "" {
		t.Errorf("Diff of equal messages = %q", got)
	}
}
