package main

import (
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	"github.com/polywire/polywire/internal/samplemsg"
)

// FuzzUnmarshalXMLFast is differential: arbitrary bytes go into every test
// type (WellKnown's every well-known type included) through the reference,
// the fast path and the codec (checkDecode).
// When the fast path reports it handled the input, the reference must
// accept it with an equal message; the codec must always give the
// reference's message or error text. What decodes must then encode to the
// reference's bytes (checkEncode).
func FuzzUnmarshalXMLFast(f *testing.F) {
	for _, c := range decodeCases {
		if len(c.in) <= 4096 {
			f.Add([]byte(c.in))
		}
	}
	for _, m := range samplemsg.All() {
		b, err := reference.Marshal(nil, m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, m := range plugintest.WellKnownSamples() {
		if b, err := reference.Marshal(nil, m); err == nil && len(b) <= 4096 {
			f.Add(b)
		}
	}
	var types []protoreflect.MessageType
	for _, m := range allTypes {
		types = append(types, m.ProtoReflect().Type())
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range types {
			m, err, _ := checkDecode(t, typ, data)
			if err == nil {
				checkEncode(t, m)
			}
		}
	})
}
