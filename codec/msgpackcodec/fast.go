package msgpackcodec

import (
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/msgpackcodec/internal/reference"
)

// fastMessage is a message with the methods protoc-gen-fastmsgpack
// generates (cmd/protoc-gen-fastmsgpack; runtime in package fastmsgpack).
// The interface names builtin types only, so that this package does not
// import the runtime, which imports it.
type fastMessage interface {
	AppendMsgpack(b []byte) ([]byte, error)
	UnmarshalMsgpack(b []byte, alias bool) error
}

// The generated code's runtime reaches the reference path through package
// reference: for message types without generated methods, and to fail
// with the reference's errors.
func init() {
	ref := Codec{Reference: true}
	reference.Marshal = ref.Marshal
	reference.Unmarshal = ref.Unmarshal
	reference.Append = appendNested
	reference.Decode = decodeNested
}

// appendNested encodes m as the reference does at depth, reporting false
// where Marshal would fail (required fields included, which Marshal checks
// for the whole tree up front).
func appendNested(b []byte, m proto.Message, depth int) ([]byte, bool) {
	if proto.CheckInitialized(m) != nil {
		return b, false
	}
	mr := m.ProtoReflect()
	e := encoders.Get().(*encoder)
	defer encoders.Put(e)
	out, err := e.message(b, mr, planFor(mr.Descriptor()), depth)
	if err != nil {
		return b, false
	}
	return out, true
}

// decodeNested decodes a message as the reference does at depth; m is
// empty.
func decodeNested(b []byte, m proto.Message, depth int) ([]byte, bool) {
	mr := m.ProtoReflect()
	rest, err := decodeMessage(b, mr, planFor(mr.Descriptor()), depth)
	if err != nil || proto.CheckInitialized(m) != nil {
		return b, false
	}
	return rest, true
}
