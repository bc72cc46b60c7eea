package flatcodec_test

import (
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/structpb"

	"github.com/polywire/polywire/cmd/protoc-gen-fastproto/testdata/kindspb"
	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// FuzzUnmarshal feeds arbitrary bytes to the decoder for every body type:
// it must return an error or a message whose encoding is a fixed point
// (encode, decode, encode gives the same bytes and an equal message), and
// never panic or read out of range.
func FuzzUnmarshal(f *testing.F) {
	for _, m := range samplemsg.All() {
		f.Add(marshal(f, m))
	}
	f.Add(validRaw().bytes())
	f.Add(amplified(3, 3, "n", true))
	shapeSeeds(f)
	// The dynamic messages exercise the protoreflect path; kindspb's and
	// the well-known types' maps, oneofs, optional fields, recursion and
	// repeated bytes.
	dynamics := []proto.Message{&peoplev1.People{}, &bankv1.AccountList{}, &docsv1.Document{}, &kindspb.Maps{}}
	shapes := []proto.Message{&kindspb.Kinds{}, &kindspb.Maps{}, &kindspb.Oneofs{}, &kindspb.Optionals{}, &kindspb.Repeated{}, &structpb.Struct{}, &anypb.Any{}}
	f.Fuzz(func(t *testing.T, data []byte) {
		c := flatcodec.Codec{}
		msgs := samplemsg.Empty()
		for _, m := range dynamics {
			msgs = append(msgs, dynamicpb.NewMessage(m.ProtoReflect().Descriptor()))
		}
		for _, m := range shapes {
			msgs = append(msgs, m.ProtoReflect().New().Interface())
		}
		for _, m := range msgs {
			_ = codectest.FixedPoint(t, c, data, m)
		}
	})
}

// FuzzFastDifferential feeds arbitrary bytes to the generated decoder and
// to the reference decoder, as every body type and every type of
// fastShapeTypes (maps, oneofs, optional fields, recursion, well-known
// types), with the default limits and with small ones: both must refuse
// the buffer, or both accept it and give the same message (aliasing src
// or not). Neither may panic.
func FuzzFastDifferential(f *testing.F) {
	for _, m := range samplemsg.All() {
		f.Add(marshal(f, m))
	}
	f.Add(validRaw().bytes())
	f.Add(amplified(3, 3, "n", true))
	f.Add(marshal(f, &docsv1.SaveRequest{Document: dataset.Document()}))
	shapeSeeds(f)
	for _, m := range fastShapeCases() {
		if b := marshal(f, m); len(b) <= 4096 {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, c := range []flatcodec.Codec{{}, {MaxTables: 8}, {MaxDepth: 3}} {
			decisions(t, c, data, append(samplemsg.Empty(), fastShapeTypes()...))
		}
	})
}

// shapeSeeds adds the encodings of shapeCases (maps, oneofs, optional
// fields, recursion, repeated bytes, well-known types) of up to 4 KiB.
func shapeSeeds(f *testing.F) {
	for _, m := range shapeCases(f) {
		if b := marshal(f, m); len(b) <= 4096 {
			f.Add(b)
		}
	}
}
