package msgpackcodec

// The same protoreflect-driven mapping on github.com/vmihailenco/msgpack/v5's
// streaming Encoder and Decoder, kept here only so that the measurement that
// chose github.com/tinylib/msgp (BenchmarkBackends, in docs/BENCHMARKS.md,
// "The library under the descriptor-driven path") can be repeated:
//
//	go test -run='^$' -bench=Backends -benchmem -benchtime=1s -count=3 ./codec/msgpackcodec
//
// It shares the descriptor plans, the type checks, range checks and error
// messages with the production code, so the two differ only in the library
// calls. It meets every strictness rule, but only by peeking at each code
// before calling the library: DecodeString also takes bin, and nil as "";
// DecodeInt64 turns a uint 64 above MaxInt64 negative and DecodeUint64 a
// negative int huge; DecodeMapLen skips an ext header and reads the map
// inside; and EncodeBytes writes nil for a nil slice (an empty bytes value
// must be bin 8 of length 0, as msgp writes it).

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/vmihailenco/msgpack/v5"
	"github.com/vmihailenco/msgpack/v5/msgpcode"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/dataset"
)

// altCodec is the vmihailenco/msgpack backend.
type altCodec struct{}

func (altCodec) Name() string { return "msgpack-vmihailenco" }

// altEncoder is the vmihailenco backend's encoding state, pooled like the
// production one's.
type altEncoder struct {
	fieldValues
	e *msgpack.Encoder
}

var altEncoders = sync.Pool{New: func() any {
	e := &altEncoder{e: msgpack.NewEncoder(nil)}
	e.bind()
	return e
}}

func (altCodec) Marshal(dst []byte, m proto.Message) ([]byte, error) {
	if err := proto.CheckInitialized(m); err != nil {
		return dst, &Error{Err: fmt.Errorf("check required fields: %w", err)}
	}
	ae := altEncoders.Get().(*altEncoder)
	defer altEncoders.Put(ae)
	buf := bytes.NewBuffer(dst)
	ae.e.Reset(buf)
	defer ae.e.Reset(nil)
	mr := m.ProtoReflect()
	if err := ae.message(mr, planFor(mr.Descriptor()), 0); err != nil {
		return dst, top(err)
	}
	return buf.Bytes(), nil
}

func (ae *altEncoder) message(m protoreflect.Message, p *messagePlan, depth int) error {
	if depth >= maxDepth {
		return errDepth
	}
	base, xbase, n := ae.gather(m, p)
	defer ae.release(base, xbase)
	e := ae.e
	if err := e.EncodeMapLen(n); err != nil {
		return err
	}
	for i := range p.fields {
		v := ae.vals[base+i]
		if !v.IsValid() {
			continue
		}
		fp := &p.fields[i]
		if err := e.EncodeString(fp.name); err != nil {
			return err
		}
		if err := ae.field(v, fp, depth); err != nil {
			return wrap(err, fp.name)
		}
	}
	for i := xbase; i < len(ae.exts); i++ {
		x := ae.exts[i]
		fp := extensionPlan(x.fd)
		if err := e.EncodeString(fp.name); err != nil {
			return err
		}
		if err := ae.field(x.v, fp, depth); err != nil {
			return wrap(err, fp.name)
		}
	}
	return nil
}

func (ae *altEncoder) field(v protoreflect.Value, fp *fieldPlan, depth int) error {
	e := ae.e
	switch {
	case fp.list:
		l := v.List()
		n := l.Len()
		if err := e.EncodeArrayLen(n); err != nil {
			return err
		}
		for i := range n {
			if err := ae.value(l.Get(i), fp, depth); err != nil {
				return wrap(err, indexSeg(i))
			}
		}
		return nil
	case fp.isMap:
		mm := v.Map()
		keys := sortedMapKeys(mm, fp.mapKey.kind)
		if err := e.EncodeMapLen(len(keys)); err != nil {
			return err
		}
		var text []byte
		var err error
		for _, k := range keys {
			if text, err = appendMapKey(text[:0], k, fp.mapKey.kind); err != nil {
				return wrap(err, keySeg(k.String()))
			}
			if err := e.EncodeString(string(text)); err != nil {
				return err
			}
			if err := ae.value(mm.Get(k), fp.mapVal, depth); err != nil {
				return wrap(err, keySeg(string(text)))
			}
		}
		return nil
	}
	return ae.value(v, fp, depth)
}

func (ae *altEncoder) value(v protoreflect.Value, fp *fieldPlan, depth int) error {
	e := ae.e
	switch fp.kind {
	case protoreflect.StringKind:
		s := v.String()
		if !utf8.ValidString(s) {
			return errInvalidUTF8
		}
		return e.EncodeString(s)
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return ae.message(v.Message(), fp.msg, depth+1)
	case protoreflect.BoolKind:
		return e.EncodeBool(v.Bool())
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return e.EncodeInt(v.Int())
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return e.EncodeUint(v.Uint())
	case protoreflect.DoubleKind:
		return e.EncodeFloat64(v.Float())
	case protoreflect.FloatKind:
		return e.EncodeFloat32(float32(v.Float()))
	case protoreflect.BytesKind:
		bs := v.Bytes()
		if bs == nil { // EncodeBytes would write nil
			return e.EncodeBytesLen(0)
		}
		return e.EncodeBytes(bs)
	case protoreflect.EnumKind:
		n := v.Enum()
		if name, ok := fp.enum.name(n); ok {
			return e.EncodeString(name)
		}
		return e.EncodeInt(int64(n))
	}
	return errUnsupportedKind(fp.kind)
}

// altDecoder holds the reader (whose Len is the bytes left) and a scratch
// buffer for keys, so that looking a key up does not allocate.
type altDecoder struct {
	r       *bytes.Reader
	d       *msgpack.Decoder
	scratch []byte
}

func (altCodec) Unmarshal(src []byte, m proto.Message) error {
	proto.Reset(m)
	dec := msgpack.GetDecoder()
	defer msgpack.PutDecoder(dec)
	ad := altDecoder{r: bytes.NewReader(src), d: dec}
	dec.Reset(ad.r) // a *bytes.Reader is an io.ByteScanner: no buffering
	mr := m.ProtoReflect()
	if err := ad.message(mr, planFor(mr.Descriptor()), 0); err != nil {
		return top(err)
	}
	if ad.r.Len() != 0 {
		return &Error{Err: fmt.Errorf("%d bytes after the message", ad.r.Len())}
	}
	if err := proto.CheckInitialized(m); err != nil {
		return &Error{Err: fmt.Errorf("check required fields: %w", err)}
	}
	return nil
}

// peek returns the next code.
func (ad *altDecoder) peek() (byte, error) {
	c, err := ad.d.PeekCode()
	if err != nil {
		return 0, altReadError(err)
	}
	return c, nil
}

// str reads a str (its code already checked) into the scratch buffer; the
// result is valid until the next call.
func (ad *altDecoder) str() ([]byte, error) {
	n, err := ad.d.DecodeBytesLen()
	if err != nil {
		return nil, altReadError(err)
	}
	if n < 0 || n > ad.r.Len() { // negative: a 32-bit length above MaxInt32 where int has 32 bits
		return nil, errTruncated
	}
	if cap(ad.scratch) < n {
		ad.scratch = make([]byte, n)
	}
	ad.scratch = ad.scratch[:n]
	if err := ad.d.ReadFull(ad.scratch); err != nil {
		return nil, altReadError(err)
	}
	return ad.scratch, nil
}

func (ad *altDecoder) message(m protoreflect.Message, p *messagePlan, depth int) error {
	if depth >= maxDepth {
		return errDepth
	}
	c, err := ad.peek()
	if err != nil {
		return err
	}
	if typeOf(c) != wireMap {
		return typeError("map", c)
	}
	ln, err := ad.d.DecodeMapLen()
	if err != nil {
		return altReadError(err)
	}
	n := uint32(ln)
	if uint64(n) > uint64(ad.r.Len())/2 {
		return headerError("map", n, ad.r.Len())
	}
	var (
		seen      uint64
		seenLarge []bool
		seenExt   []protoreflect.FieldNumber
		next      int
	)
	if p.large && n > 0 {
		seenLarge = make([]bool, len(p.fields))
	}
	for ; n > 0; n-- {
		if c, err = ad.peek(); err != nil {
			return err
		}
		if typeOf(c) != wireStr {
			return typeError("str key", c)
		}
		key, err := ad.str()
		if err != nil {
			return err
		}
		i := p.index(key, next)
		if i < 0 {
			fp := resolveExtension(p, key)
			if fp == nil {
				return unknownField(key)
			}
			if slices.Contains(seenExt, fp.fd.Number()) {
				return duplicateField(key)
			}
			seenExt = append(seenExt, fp.fd.Number())
			if err := ad.field(m, fp, depth); err != nil {
				return wrap(err, fp.name)
			}
			continue
		}
		next = i + 1
		fp := &p.fields[i]
		if p.large {
			if seenLarge[i] {
				return duplicateField(key)
			}
			seenLarge[i] = true
		} else {
			if seen&(1<<i) != 0 {
				return duplicateField(key)
			}
			seen |= 1 << i
		}
		if fp.oneof != nil {
			if w := m.WhichOneof(fp.oneof); w != nil && w != fp.fd {
				return wrap(oneofError(fp, w), fp.name)
			}
		}
		if err := ad.field(m, fp, depth); err != nil {
			return wrap(err, fp.name)
		}
	}
	return nil
}

func (ad *altDecoder) field(m protoreflect.Message, fp *fieldPlan, depth int) error {
	c, err := ad.peek()
	if err != nil {
		return err
	}
	if c == msgpcode.Nil {
		return ad.d.DecodeNil()
	}
	switch {
	case fp.list:
		return ad.list(c, m, fp, depth)
	case fp.isMap:
		return ad.mapField(c, m, fp, depth)
	case fp.isMessage():
		if typeOf(c) != wireMap {
			return typeError("map", c)
		}
		return ad.message(m.Mutable(fp.fd).Message(), fp.msg, depth+1)
	}
	v, err := ad.scalar(c, fp)
	if err != nil {
		return err
	}
	m.Set(fp.fd, v)
	return nil
}

func (ad *altDecoder) list(c byte, m protoreflect.Message, fp *fieldPlan, depth int) error {
	if typeOf(c) != wireArray {
		return typeError("array", c)
	}
	ln, err := ad.d.DecodeArrayLen()
	if err != nil {
		return altReadError(err)
	}
	n := uint32(ln)
	if uint64(n) > uint64(ad.r.Len()) {
		return headerError("array", n, ad.r.Len())
	}
	if n == 0 {
		return nil
	}
	l := m.Mutable(fp.fd).List()
	for i := range int(n) {
		if fp.isMessage() {
			e := l.NewElement()
			if err := ad.message(e.Message(), fp.msg, depth+1); err != nil {
				return wrap(err, indexSeg(i))
			}
			l.Append(e)
			continue
		}
		c, err := ad.peek()
		if err != nil {
			return wrap(err, indexSeg(i))
		}
		v, err := ad.scalar(c, fp)
		if err != nil {
			return wrap(err, indexSeg(i))
		}
		l.Append(v)
	}
	return nil
}

func (ad *altDecoder) mapField(c byte, m protoreflect.Message, fp *fieldPlan, depth int) error {
	if typeOf(c) != wireMap {
		return typeError("map", c)
	}
	ln, err := ad.d.DecodeMapLen()
	if err != nil {
		return altReadError(err)
	}
	n := uint32(ln)
	if uint64(n) > uint64(ad.r.Len())/2 {
		return headerError("map", n, ad.r.Len())
	}
	if n == 0 {
		return nil
	}
	mm := m.Mutable(fp.fd).Map()
	for ; n > 0; n-- {
		if c, err = ad.peek(); err != nil {
			return err
		}
		if typeOf(c) != wireStr {
			return typeError("str key", c)
		}
		text, err := ad.str()
		if err != nil {
			return err
		}
		k, err := parseMapKey(text, fp.mapKey.kind)
		if err != nil {
			return err
		}
		seg := keySeg(string(text))
		if mm.Has(k) {
			return wrap(errDuplicateKey, seg)
		}
		var v protoreflect.Value
		if fp.mapVal.isMessage() {
			v = mm.NewValue()
			err = ad.message(v.Message(), fp.mapVal.msg, depth+1)
		} else if c, err = ad.peek(); err == nil {
			v, err = ad.scalar(c, fp.mapVal)
		}
		if err != nil {
			return wrap(err, seg)
		}
		mm.Set(k, v)
	}
	return nil
}

func (ad *altDecoder) scalar(c byte, fp *fieldPlan) (protoreflect.Value, error) {
	t := typeOf(c)
	switch fp.kind {
	case protoreflect.StringKind:
		if t != wireStr {
			break
		}
		s, err := ad.str()
		if err != nil {
			return protoreflect.Value{}, err
		}
		return stringValue(s)
	case protoreflect.BoolKind:
		if t != wireBool {
			break
		}
		v, err := ad.d.DecodeBool()
		return protoreflect.ValueOfBool(v), altReadError(err)
	case protoreflect.DoubleKind, protoreflect.FloatKind:
		var f float64
		var err error
		switch t {
		case wireFloat32, wireFloat64:
			f, err = ad.d.DecodeFloat64()
		case wireInt:
			if isUintCode(c) {
				var u uint64
				u, err = ad.d.DecodeUint64()
				f = float64(u)
			} else {
				var i int64
				i, err = ad.d.DecodeInt64()
				f = float64(i)
			}
		default:
			return protoreflect.Value{}, typeError(wantOf(fp), c)
		}
		if err != nil {
			return protoreflect.Value{}, altReadError(err)
		}
		return floatValue(fp.kind, f)
	case protoreflect.BytesKind:
		if t != wireBin {
			break
		}
		n, err := ad.d.DecodeBytesLen()
		if err != nil {
			return protoreflect.Value{}, altReadError(err)
		}
		if n < 0 || n > ad.r.Len() { // negative: a 32-bit length above MaxInt32 where int has 32 bits
			return protoreflect.Value{}, errTruncated
		}
		bs := make([]byte, n)
		if err := ad.d.ReadFull(bs); err != nil {
			return protoreflect.Value{}, altReadError(err)
		}
		return protoreflect.ValueOfBytes(bs), nil
	case protoreflect.EnumKind:
		if t == wireStr {
			s, err := ad.str()
			if err != nil {
				return protoreflect.Value{}, err
			}
			return enumByName(fp, s)
		}
		if t == wireInt {
			return ad.integer(c, fp.kind)
		}
	case protoreflect.MessageKind, protoreflect.GroupKind:
		return protoreflect.Value{}, errUnsupportedKind(fp.kind)
	default:
		if t == wireInt {
			return ad.integer(c, fp.kind)
		}
	}
	return protoreflect.Value{}, typeError(wantOf(fp), c)
}

func (ad *altDecoder) integer(c byte, k protoreflect.Kind) (protoreflect.Value, error) {
	if isUintCode(c) {
		u, err := ad.d.DecodeUint64()
		if err != nil {
			return protoreflect.Value{}, altReadError(err)
		}
		if isSigned(k) {
			y, err := signedFromUint(u, k)
			return intValue(k, y), err
		}
		x, err := unsignedFromUint(u, k)
		return uintValue(k, x), err
	}
	i, err := ad.d.DecodeInt64()
	if err != nil {
		return protoreflect.Value{}, altReadError(err)
	}
	if isSigned(k) {
		y, err := signedFromInt(i, k)
		return intValue(k, y), err
	}
	x, err := unsignedFromInt(i, k)
	return uintValue(k, x), err
}

// altReadError translates the reader's end of input into errTruncated.
func altReadError(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errTruncated
	}
	return err
}

// BenchmarkBackends measures both backends on the built-in payloads; its
// numbers are in the package comment.
func BenchmarkBackends(b *testing.B) {
	payloads := []struct {
		name string
		m    proto.Message
	}{
		{"document", dataset.Document()},
		{"account2", bank().Accounts[1]},
		{"people", people()},
	}
	for _, p := range payloads {
		enc, err := Codec{}.Marshal(nil, p.m)
		if err != nil {
			b.Fatal(err)
		}
		for _, be := range backends {
			b.Run(p.name+"/"+be.name+"/encode", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				buf := make([]byte, 0, len(enc))
				for b.Loop() {
					if _, err := be.c.Marshal(buf[:0], p.m); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(p.name+"/"+be.name+"/decode", func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(enc)))
				m := p.m.ProtoReflect().New().Interface()
				for b.Loop() {
					if err := be.c.Unmarshal(enc, m); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
