package fastwire

import (
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// Message fields whose type has no generated fast methods in the same Go
// package (well-known types, messages of other packages) go through
// protobuf-go with these.

var deterministic = proto.MarshalOptions{Deterministic: true}

// SizeMessage is proto.Size(m); 0 for a nil message.
func SizeMessage(m proto.Message) int {
	if s, n, ok := secondsNanos(m); ok {
		return sizeSecondsNanos(s, n)
	}
	return deterministic.Size(m)
}

// PutMessage writes m's deterministic encoding so that it ends just before
// b[i] and returns the index where it starts, and, when protobuf-go
// refused m (invalid UTF-8) and check is set, 0x80 (see encodeFast), so
// that MarshalFast looks for the error.
func PutMessage(b []byte, i int, m proto.Message, check bool) (int, uint64) {
	if s, n, ok := secondsNanos(m); ok {
		if n != 0 {
			i = PutVarint(b, i, uint64(int64(n)))
			i--
			b[i] = 0x10
		}
		if s != 0 {
			i = PutVarint(b, i, uint64(s))
			i--
			b[i] = 0x08
		}
		return i, 0
	}
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
	if unmarshalSecondsNanos(b, m) {
		return nil
	}
	return proto.UnmarshalOptions{Merge: true, RecursionLimit: depth}.Unmarshal(b, m)
}

// Timestamp and Duration, the well-known types a schema holds most (one
// per record, often), are { int64 seconds = 1; int32 nanos = 2; }: they
// are sized, written and read here without protobuf-go's reflection, the
// bytes being exactly its deterministic ones. Anything unusual (unknown
// fields, another field, a repeated one, a malformed varint) is left to
// protobuf-go, for its result and its error.

// secondsNanos is m's fields when m is a Timestamp or Duration that holds
// no unknown fields.
func secondsNanos(m proto.Message) (seconds int64, nanos int32, ok bool) {
	switch t := m.(type) {
	case *timestamppb.Timestamp:
		if t == nil || len(t.ProtoReflect().GetUnknown()) != 0 {
			return 0, 0, false
		}
		return t.Seconds, t.Nanos, true
	case *durationpb.Duration:
		if t == nil || len(t.ProtoReflect().GetUnknown()) != 0 {
			return 0, 0, false
		}
		return t.Seconds, t.Nanos, true
	}
	return 0, 0, false
}

func sizeSecondsNanos(s int64, n int32) int {
	size := 0
	if s != 0 {
		size += 1 + SizeVarint(uint64(s))
	}
	if n != 0 {
		size += 1 + SizeVarint(uint64(int64(n)))
	}
	return size
}

// unmarshalSecondsNanos merges b into m when m is a Timestamp or Duration
// and b holds its two fields, each at most once, and nothing else; it
// reports false, leaving m as it was, otherwise.
func unmarshalSecondsNanos(b []byte, m proto.Message) bool {
	var secField *int64
	var nanosField *int32
	switch t := m.(type) {
	case *timestamppb.Timestamp:
		if t == nil {
			return false
		}
		secField, nanosField = &t.Seconds, &t.Nanos
	case *durationpb.Duration:
		if t == nil {
			return false
		}
		secField, nanosField = &t.Seconds, &t.Nanos
	default:
		return false
	}
	var s, n uint64
	seenS, seenN := false, false
	for i := 0; i < len(b); {
		tag := b[i]
		v, next := Varint(b, i+1)
		if next < 0 {
			return false
		}
		switch {
		case tag == 0x08 && !seenS:
			s, seenS = v, true
		case tag == 0x10 && !seenN:
			n, seenN = v, true
		default:
			return false
		}
		i = next
	}
	if seenS {
		*secField = int64(s)
	}
	if seenN {
		*nanosField = int32(n)
	}
	return true
}

// CheckMessage reports whether protobuf-go can marshal m (its strings are
// valid UTF-8, for one).
func CheckMessage(m proto.Message) error {
	_, err := deterministic.Marshal(m)
	return err
}
