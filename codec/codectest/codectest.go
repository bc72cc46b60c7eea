// Package codectest holds the property every codec.Codec must have, shared
// by the codecs' tests and fuzz targets: decoding arbitrary bytes gives an
// error or a message whose encoding is a fixed point.
package codectest

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
)

// FixedPoint decodes data into m with c. If that fails it returns the error
// (callers may check its text). If it succeeds, it fails the test unless m
// encodes, the encoding decodes to an equal message, and encoding that
// again gives the same bytes.
func FixedPoint(t testing.TB, c codec.Codec, data []byte, m proto.Message) error {
	t.Helper()
	if err := c.Unmarshal(data, m); err != nil {
		return err
	}
	b1, err := c.Marshal(nil, m)
	if err != nil {
		t.Fatalf("%s: decoded %T does not encode: %v", c.Name(), m, err)
	}
	m2 := m.ProtoReflect().New().Interface()
	if err := c.Unmarshal(b1, m2); err != nil {
		t.Fatalf("%s: own output does not decode as %T: %v\n%q", c.Name(), m, err, b1)
	}
	if !proto.Equal(m, m2) {
		t.Fatalf("%s: %T changed on its second round trip:\n%v\n%v", c.Name(), m, m, m2)
	}
	b2, err := c.Marshal(nil, m2)
	if err != nil || !bytes.Equal(b1, b2) {
		t.Fatalf("%s: encoding of %T is not a fixed point (%v):\n%q\n%q", c.Name(), m, err, b1, b2)
	}
	return nil
}
