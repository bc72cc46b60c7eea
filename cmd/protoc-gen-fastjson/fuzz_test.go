package main

import (
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/cmd/internal/plugintest"
	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	plugintestv2 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v2"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// fuzzTypes are the message types every fuzz input is decoded as: the
// test schema's (every kind) and the server's request and response bodies.
var fuzzTypes = func() []protoreflect.MessageType {
	var out []protoreflect.MessageType
	for _, m := range []proto.Message{
		new(plugintestv1.Kinds), new(plugintestv1.Wide), new(plugintestv1.Outer), new(plugintestv2.Remote),
		new(bankv1.AccountList), new(docsv1.Document), new(docsv1.SaveRequest), new(docsv1.GetAllByLimitAndOffsetRequest),
		new(peoplev1.People), new(articlesv1.Article), new(errorv1.Error), new(plugintestv1.WellKnown),
	} {
		out = append(out, m.ProtoReflect().Type())
	}
	return out
}()

// FuzzUnmarshalJSONFast is differential: arbitrary bytes go into every
// fuzz type (WellKnown's every well-known type included) through protojson
// and the fast path (copying and aliasing).
// Both must fail or both succeed with equal messages, and the fast
// encoding of the result must be protojson's, byte for byte.
func FuzzUnmarshalJSONFast(f *testing.F) {
	for _, c := range decodeCases {
		if len(c.in) <= 4096 {
			f.Add([]byte(c.in))
		}
	}
	for _, c := range wellKnownDecodeCases {
		if len(c.in) <= 4096 {
			f.Add([]byte(c.in))
		}
	}
	samples := kindsSamples(f)
	for name, m := range samplemsg.All() {
		samples[name] = m
	}
	for _, m := range samples {
		b, err := reference(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, m := range plugintest.WellKnownSamples() {
		if b, err := reference(m); err == nil && len(b) <= 4096 {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range fuzzTypes {
			m, err := checkDecode(t, typ, data)
			if err != nil {
				continue
			}
			checkEncode(t, m)
		}
	})
}
