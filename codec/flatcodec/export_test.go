package flatcodec

import (
	"math"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/flatcodec/fastflat"
)

// UsesStructFields reports whether messages of md are encoded and decoded
// through their generated struct fields rather than protoreflect.
func UsesStructFields(md protoreflect.MessageDescriptor) bool { return planFor(md).goType != nil }

// HasFastPath reports whether m's type has generated code.
func HasFastPath(m proto.Message) bool {
	f, ok := m.(fastMessage)
	if !ok {
		return false
	}
	e := fastflat.GetEncoder()
	defer fastflat.PutEncoder(e)
	_, ok = f.MarshalFlatFast(e, math.MaxInt)
	return ok
}

// FastUnmarshal decodes src into m with the generated decoder alone, so
// tests see its own decision, not the reference decoder's second opinion:
// handled is false when it does not take m; err wraps ErrInvalid when it
// refuses the buffer.
func FastUnmarshal(c Codec, src []byte, m proto.Message, alias bool) (handled bool, err error) {
	f, ok := m.(fastMessage)
	if !ok {
		return false, nil
	}
	handled, ok = f.UnmarshalFlatFast(src, c.fastOptions(alias))
	if handled && !ok {
		return true, invalidf("the fast decoder refused the buffer")
	}
	return handled, nil
}
