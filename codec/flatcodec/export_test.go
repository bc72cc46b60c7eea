package flatcodec

import (
	"math"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// UsesStructFields reports whether messages of md are encoded and decoded
// through their generated struct fields rather than protoreflect.
func UsesStructFields(md protoreflect.MessageDescriptor) bool { return planFor(md).goType != nil }

// HasFastPath reports whether m's type has generated code.
func HasFastPath(m proto.Message) bool {
	e := getFastEncoder()
	defer putFastEncoder(e)
	_, ok := fastMarshal(e, m, math.MaxInt)
	return ok
}

// FastUnmarshal decodes src into m with the generated decoder alone, so
// tests see its own decision, not the reference decoder's second opinion:
// handled is false when it does not take m; err wraps ErrInvalid when it
// refuses the buffer.
func FastUnmarshal(c Codec, src []byte, m proto.Message, alias bool) (handled bool, err error) {
	d := c.fastDecoder(src, alias)
	handled, ok := fastUnmarshal(&d, m, c.maxDepth())
	if handled && !ok {
		return true, invalidf("the fast decoder refused the buffer")
	}
	return handled, nil
}
