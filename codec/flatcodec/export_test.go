package flatcodec

import "google.golang.org/protobuf/reflect/protoreflect"

// UsesStructFields reports whether messages of md are encoded and decoded
// through their generated struct fields rather than protoreflect.
func UsesStructFields(md protoreflect.MessageDescriptor) bool { return planFor(md).goType != nil }
