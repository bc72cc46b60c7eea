package fastwire

import (
	"google.golang.org/protobuf/proto"
)

// Message fields whose type has no generated fast methods in the same Go
// package (well-known types, messages of other packages) go through
// protobuf-go with these.

var deterministic = proto.MarshalOptions{Deterministic: true}

// SizeMessage is proto.Size(m); 0 for a nil message.
func SizeMessage(m proto.Message) int {
	return deterministic.Size(m)
}

// PutMessage writes m's deterministic encoding so that it ends just before
// b[i] and returns the index where it starts, and, when protobuf-go
// refused m (invalid UTF-8) and check is set, 0x80 (see encodeFast), so
// that MarshalFast looks for the error.
func PutMessage(b []byte, i int, m proto.Message, check bool) (int, uint64) {
	n := deterministic.Size(m)
	i -= n
	if _, err := deterministic.MarshalAppend(b[i:i:i+n], m); err != nil && check { // in place: capped at n
		return i, 0x80
	}
	return i, 0
}

// UnmarshalMessage merges b into m with protobuf-go, which copies what it
// keeps of b, with the depth left to the caller.
func UnmarshalMessage(b []byte, m proto.Message, depth int) error {
	if depth <= 0 { // 0 would mean protobuf-go's default
		return ErrRecursionDepth
	}
	return proto.UnmarshalOptions{Merge: true, RecursionLimit: depth}.Unmarshal(b, m)
}

// CheckMessage reports whether protobuf-go can marshal m (its strings are
// valid UTF-8, for one).
func CheckMessage(m proto.Message) error {
	_, err := deterministic.Marshal(m)
	return err
}
