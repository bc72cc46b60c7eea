package msgpackcodec

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"

	"github.com/tinylib/msgp/msgp"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
)

// decodeMessage reads a map into m (already empty) and returns the bytes
// after it.
func decodeMessage(b []byte, m protoreflect.Message, p *messagePlan, depth int) ([]byte, error) {
	if depth >= maxDepth {
		return b, errDepth
	}
	if len(b) == 0 {
		return b, errTruncated
	}
	if typeOf(b[0]) != wireMap {
		return b, typeError("map", b[0])
	}
	n, b, err := msgp.ReadMapHeaderBytes(b)
	if err != nil {
		return b, readError(err)
	}
	if uint64(n) > uint64(len(b))/2 { // a key and a value take a byte each at least
		return b, headerError("map", n, len(b))
	}
	var (
		seen      uint64
		seenLarge []bool
		seenExt   []protoreflect.FieldNumber
		next      int
		key       []byte
	)
	if p.large && n > 0 {
		seenLarge = make([]bool, len(p.fields))
	}
	for ; n > 0; n-- {
		if len(b) == 0 {
			return b, errTruncated
		}
		if typeOf(b[0]) != wireStr {
			return b, typeError("str key", b[0])
		}
		if key, b, err = readStr(b); err != nil {
			return b, readError(err)
		}
		i := p.index(key, next)
		if i < 0 {
			fp := resolveExtension(p, key)
			if fp == nil {
				return b, unknownField(key)
			}
			if slices.Contains(seenExt, fp.fd.Number()) {
				return b, duplicateField(key)
			}
			seenExt = append(seenExt, fp.fd.Number())
			if b, err = decodeField(b, m, fp, depth); err != nil {
				return b, wrap(err, fp.name)
			}
			continue
		}
		next = i + 1
		fp := &p.fields[i]
		if p.large {
			if seenLarge[i] {
				return b, duplicateField(key)
			}
			seenLarge[i] = true
		} else {
			if seen&(1<<i) != 0 {
				return b, duplicateField(key)
			}
			seen |= 1 << i
		}
		if fp.oneof != nil {
			if w := m.WhichOneof(fp.oneof); w != nil && w != fp.fd {
				return b, wrap(oneofError(fp, w), fp.name)
			}
		}
		if b, err = decodeField(b, m, fp, depth); err != nil {
			return b, wrap(err, fp.name)
		}
	}
	return b, nil
}

// decodeField reads the value of one field into m. nil leaves the field at
// its default.
func decodeField(b []byte, m protoreflect.Message, fp *fieldPlan, depth int) ([]byte, error) {
	if len(b) == 0 {
		return b, errTruncated
	}
	if b[0] == 0xc0 {
		return b[1:], nil
	}
	switch {
	case fp.list:
		return decodeList(b, m, fp, depth)
	case fp.isMap:
		return decodeMap(b, m, fp, depth)
	case fp.isMessage():
		if typeOf(b[0]) != wireMap {
			return b, typeError("map", b[0])
		}
		return decodeMessage(b, m.Mutable(fp.fd).Message(), fp.msg, depth+1)
	}
	v, b, err := decodeScalar(b, fp)
	if err != nil {
		return b, err
	}
	m.Set(fp.fd, v)
	return b, nil
}

func decodeList(b []byte, m protoreflect.Message, fp *fieldPlan, depth int) ([]byte, error) {
	if typeOf(b[0]) != wireArray {
		return b, typeError("array", b[0])
	}
	n, b, err := msgp.ReadArrayHeaderBytes(b)
	if err != nil {
		return b, readError(err)
	}
	if uint64(n) > uint64(len(b)) { // every element takes a byte at least
		return b, headerError("array", n, len(b))
	}
	if n == 0 {
		return b, nil
	}
	l := m.Mutable(fp.fd).List()
	for i := range int(n) {
		if fp.isMessage() {
			if len(b) == 0 {
				return b, wrap(errTruncated, indexSeg(i))
			}
			e := l.NewElement()
			if b, err = decodeMessage(b, e.Message(), fp.msg, depth+1); err != nil {
				return b, wrap(err, indexSeg(i))
			}
			l.Append(e)
			continue
		}
		var v protoreflect.Value
		if v, b, err = decodeScalar(b, fp); err != nil {
			return b, wrap(err, indexSeg(i))
		}
		l.Append(v)
	}
	return b, nil
}

func decodeMap(b []byte, m protoreflect.Message, fp *fieldPlan, depth int) ([]byte, error) {
	if typeOf(b[0]) != wireMap {
		return b, typeError("map", b[0])
	}
	n, b, err := msgp.ReadMapHeaderBytes(b)
	if err != nil {
		return b, readError(err)
	}
	if uint64(n) > uint64(len(b))/2 {
		return b, headerError("map", n, len(b))
	}
	if n == 0 {
		return b, nil
	}
	mm := m.Mutable(fp.fd).Map()
	var text []byte
	for ; n > 0; n-- {
		if len(b) == 0 {
			return b, errTruncated
		}
		if typeOf(b[0]) != wireStr {
			return b, typeError("str key", b[0])
		}
		if text, b, err = readStr(b); err != nil {
			return b, readError(err)
		}
		k, err := parseMapKey(text, fp.mapKey.kind)
		if err != nil {
			return b, err
		}
		if mm.Has(k) {
			return b, wrap(errDuplicateKey, keySeg(string(text)))
		}
		var v protoreflect.Value
		if fp.mapVal.isMessage() {
			if len(b) == 0 {
				return b, wrap(errTruncated, keySeg(string(text)))
			}
			v = mm.NewValue()
			b, err = decodeMessage(b, v.Message(), fp.mapVal.msg, depth+1)
		} else {
			v, b, err = decodeScalar(b, fp.mapVal)
		}
		if err != nil {
			return b, wrap(err, keySeg(string(text)))
		}
		mm.Set(k, v)
	}
	return b, nil
}

// decodeScalar reads one value of a non-message kind. b is not empty.
func decodeScalar(b []byte, fp *fieldPlan) (protoreflect.Value, []byte, error) {
	if len(b) == 0 {
		return protoreflect.Value{}, b, errTruncated
	}
	c := b[0]
	t := typeOf(c)
	var err error
	switch fp.kind {
	case protoreflect.StringKind:
		if t != wireStr {
			break
		}
		var s []byte
		if s, b, err = readStr(b); err != nil {
			return protoreflect.Value{}, b, readError(err)
		}
		v, err := stringValue(s)
		return v, b, err
	case protoreflect.BoolKind:
		if t != wireBool {
			break
		}
		return protoreflect.ValueOfBool(c == 0xc3), b[1:], nil
	case protoreflect.DoubleKind, protoreflect.FloatKind:
		var f float64
		switch t {
		case wireFloat32, wireFloat64:
			f, b, err = msgp.ReadFloat64Bytes(b) // widens float32
		case wireInt:
			if isUintCode(c) {
				var u uint64
				u, b, err = msgp.ReadUint64Bytes(b)
				f = float64(u)
			} else {
				var i int64
				i, b, err = msgp.ReadInt64Bytes(b)
				f = float64(i)
			}
		default:
			return protoreflect.Value{}, b, typeError(wantOf(fp), c)
		}
		if err != nil {
			return protoreflect.Value{}, b, readError(err)
		}
		v, err := floatValue(fp.kind, f)
		return v, b, err
	case protoreflect.BytesKind:
		if t != wireBin {
			break
		}
		var s []byte
		if s, b, err = readBin(b); err != nil {
			return protoreflect.Value{}, b, readError(err)
		}
		return protoreflect.ValueOfBytes(bytes.Clone(s)), b, nil
	case protoreflect.EnumKind:
		if t == wireStr {
			var s []byte
			if s, b, err = readStr(b); err != nil {
				return protoreflect.Value{}, b, readError(err)
			}
			v, err := enumByName(fp, s)
			return v, b, err
		}
		if t == wireInt {
			return decodeInt(b, fp.kind)
		}
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return protoreflect.Value{}, b, errUnsupportedKind(fp.kind)
	default: // the integers
		if t == wireInt {
			return decodeInt(b, fp.kind)
		}
	}
	return protoreflect.Value{}, b, typeError(wantOf(fp), c)
}

// decodeInt reads an integer of any width for an integer or enum field of
// kind k, failing if it does not fit.
func decodeInt(b []byte, k protoreflect.Kind) (protoreflect.Value, []byte, error) {
	var (
		u, x uint64
		i, y int64
		err  error
	)
	if isUintCode(b[0]) {
		if u, b, err = msgp.ReadUint64Bytes(b); err != nil {
			return protoreflect.Value{}, b, readError(err)
		}
		if isSigned(k) {
			y, err = signedFromUint(u, k)
			return intValue(k, y), b, err
		}
		x, err = unsignedFromUint(u, k)
		return uintValue(k, x), b, err
	}
	if i, b, err = msgp.ReadInt64Bytes(b); err != nil {
		return protoreflect.Value{}, b, readError(err)
	}
	if isSigned(k) {
		y, err = signedFromInt(i, k)
		return intValue(k, y), b, err
	}
	x, err = unsignedFromInt(i, k)
	return uintValue(k, x), b, err
}

// readStr reads a str without copying. msgp converts a str 32 length to
// int, which is negative from 2^31 where int has 32 bits, and would then
// slice out of bounds: such a length is refused here first.
func readStr(b []byte) ([]byte, []byte, error) {
	if !fits32(b, 0xdb) {
		return nil, b, errTruncated
	}
	return msgp.ReadStringZC(b)
}

// readBin is readStr for bin.
func readBin(b []byte) ([]byte, []byte, error) {
	if !fits32(b, 0xc6) {
		return nil, b, errTruncated
	}
	return msgp.ReadBytesZC(b)
}

// fits32 reports whether b does not start with the 32-bit length header
// code, or holds as many bytes as that header declares.
func fits32(b []byte, code byte) bool {
	if len(b) < 5 || b[0] != code {
		return true // msgp reports the short header itself
	}
	return uint64(binary.BigEndian.Uint32(b[1:5])) <= uint64(len(b)-5)
}

// readError translates msgp's errors. After the type checks above, the
// only one left to expect is running out of bytes.
func readError(err error) error {
	if errors.Is(err, msgp.ErrShortBytes) {
		return errTruncated
	}
	return err
}

// resolveExtension returns the plan of the extension a "[full.name]" key
// names, looked up in protoregistry.GlobalTypes as protojson does, or nil
// if there is none for this message.
func resolveExtension(p *messagePlan, key []byte) *fieldPlan {
	if !p.ext || !isExtensionKey(key) {
		return nil
	}
	xt, err := protoregistry.GlobalTypes.FindExtensionByName(protoreflect.FullName(key[1 : len(key)-1]))
	if err != nil {
		return nil
	}
	xd := xt.TypeDescriptor()
	if xd.ContainingMessage().FullName() != p.desc.FullName() {
		return nil
	}
	return extensionPlan(xd)
}
