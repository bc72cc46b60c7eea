// Package reference is the seam between package msgpackcodec, whose
// descriptor-driven encoder and decoder are the MessagePack reference, and
// its generated fast path's runtime, package fastmsgpack: msgpackcodec sets
// these functions when it is initialised, and fastmsgpack calls them for
// the messages the generated code does not cover and to fail with the
// reference's errors. (fastmsgpack cannot import msgpackcodec: the
// generated packages import fastmsgpack, and msgpackcodec's tests import
// them.) Neither package exports them.
package reference

import "google.golang.org/protobuf/proto"

var (
	// Marshal is msgpackcodec.Codec{Reference: true}.Marshal.
	Marshal func(dst []byte, m proto.Message) ([]byte, error)
	// Unmarshal is msgpackcodec.Codec{Reference: true}.Unmarshal.
	Unmarshal func(src []byte, m proto.Message) error
	// Append appends m as a message nested depth levels deep (0: the
	// top-level message), reporting false where the reference encoder
	// would fail (the caller then calls Marshal for the error).
	Append func(b []byte, m proto.Message, depth int) ([]byte, bool)
	// Decode reads the map at the start of b into m (empty), as a message
	// nested depth levels deep, and returns the bytes after it; false
	// where the reference decoder would fail.
	Decode func(b []byte, m proto.Message, depth int) ([]byte, bool)
)
