package wirejson

import (
	"bytes"
	"cmp"
	"math"
	"slices"
	"strconv"
	"sync"
	"unsafe"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/codec/jsoncodec/fastjson"
	"github.com/polywire/polywire/codec/protocodec/fastwire"
)

// tag reads the tag at w[i:]: the field number, the wire type and the index
// after it; ok is false for a malformed tag or an invalid field number.
func tag(w []byte, i int) (num, wt uint64, j int, ok bool) {
	var v uint64
	if i < len(w) && w[i] < 0x80 {
		v, j = uint64(w[i]), i+1
	} else if v, j = fastwire.Varint(w, i); j < 0 {
		return 0, 0, 0, false
	}
	num = v >> 3
	if num == 0 || num > fastwire.MaxFieldNumber {
		return 0, 0, 0, false
	}
	return num, v & 7, j, true
}

// span reads the length-prefixed value at w[i:] and returns its bounds.
func span(w []byte, i int) (start, end int, ok bool) {
	var l uint64
	if i < len(w) && w[i] < 0x80 {
		l, i = uint64(w[i]), i+1
	} else if l, i = fastwire.Varint(w, i); i < 0 {
		return 0, 0, false
	}
	if l > uint64(len(w)-i) {
		return 0, 0, false
	}
	return i, i + int(l), true
}

// scalar reads the value of wire type wt at w[i:] as 64 bits (varints
// and fixed values; not length-delimited ones).
func scalar(w []byte, i int, wt uint64) (v uint64, j int, ok bool) {
	switch wt {
	case wtVarint:
		if i < len(w) && w[i] < 0x80 {
			return uint64(w[i]), i + 1, true
		}
		v, j = fastwire.Varint(w, i)
	case wtFixed32:
		var u uint32
		u, j = fastwire.Fixed32(w, i)
		v = uint64(u)
	case wtFixed64:
		v, j = fastwire.Fixed64(w, i)
	default:
		return 0, 0, false
	}
	return v, j, j >= 0
}

// normalize turns a raw wire value into the field's value as protobuf-go
// decodes it (truncated to 32 bits, zigzag-decoded, 0 or 1 for bools), so
// that zero means "the default value".
func normalize(k protoreflect.Kind, v uint64) uint64 {
	switch k {
	case protoreflect.Int32Kind, protoreflect.EnumKind, protoreflect.Sfixed32Kind:
		return uint64(int64(int32(v))) //nolint:gosec // protobuf's truncation
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.FloatKind:
		return uint64(uint32(v)) //nolint:gosec // protobuf's truncation
	case protoreflect.Sint32Kind:
		return uint64(int64(int32(fastwire.DecodeZigZag(v & math.MaxUint32)))) //nolint:gosec // protobuf's truncation
	case protoreflect.Sint64Kind:
		return uint64(fastwire.DecodeZigZag(v)) //nolint:gosec // bits kept
	case protoreflect.BoolKind:
		if v != 0 {
			return 1
		}
	}
	return v
}

// appendScalar appends a normalized non-length-delimited value of f; ok is
// false for an unknown value of a closed enum.
func appendScalar(b []byte, f *fieldPlan, v uint64) ([]byte, bool) {
	switch f.kind {
	case protoreflect.BoolKind:
		if v != 0 {
			return append(b, "true"...), true
		}
		return append(b, "false"...), true
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return strconv.AppendInt(b, int64(v), 10), true //nolint:gosec // bits kept
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return strconv.AppendUint(b, v, 10), true
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return fastjson.AppendInt64(b, int64(v)), true //nolint:gosec // bits kept
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return fastjson.AppendUint64(b, v), true
	case protoreflect.FloatKind:
		return fastjson.AppendFloat32(b, math.Float32frombits(uint32(v))), true //nolint:gosec // 32 bits by normalize
	case protoreflect.DoubleKind:
		return fastjson.AppendFloat64(b, math.Float64frombits(v)), true
	case protoreflect.EnumKind:
		e := f.enum
		if e.null {
			return append(b, "null"...), true
		}
		if name, ok := e.name(int32(v)); ok { //nolint:gosec // normalized to 32 bits
			b = append(b, '"')
			b = append(b, name...)
			return append(b, '"'), true
		}
		if e.closed {
			return b, false
		}
		return strconv.AppendInt(b, int64(v), 10), true //nolint:gosec // bits kept
	}
	return b, false
}

// appendBytesValue appends a length-delimited value s of f (a string,
// bytes or a message).
func appendBytesValue(b []byte, f *fieldPlan, s []byte, depth int) ([]byte, bool) {
	switch f.kind {
	case protoreflect.StringKind:
		out, err := fastjson.AppendString(b, bytesString(s))
		return out, err == nil
	case protoreflect.BytesKind:
		return fastjson.AppendBytes(b, s), true
	case protoreflect.MessageKind:
		return f.msg.append(b, s, depth+1)
	}
	return b, false
}

// packable says whether a repeated field of kind k may be packed.
func packable(f *fieldPlan) bool { return f.wireType != wtBytes }

// append appends the JSON of the message of plan p encoded in w.
func (p *msgPlan) append(b, w []byte, depth int) ([]byte, bool) {
	if depth > fastwire.RecursionLimit {
		return b, false
	}
	switch p.wkt {
	case wktNone:
	case wktTimestamp, wktDuration:
		return p.appendTime(b, w)
	case wktWrapper:
		return p.appendWrapper(b, w, depth)
	case wktEmpty:
		if !skipAll(w) {
			return b, false
		}
		return append(b, '{', '}'), true
	case wktViaGo:
		m := p.goType.New().Interface()
		if err := proto.Unmarshal(w, m); err != nil {
			return b, false
		}
		out, err := fastjson.AppendMessage(b, m)
		return out, err == nil
	default:
		return b, false
	}

	b = append(b, '{')
	body := len(b)
	first := true
	last := -1
	var oneofs, seen uint64
	// Messages whose declaration order is not their field-number order
	// arrive in number order but are written in declaration order: each
	// field is written as a segment starting with its comma, and the
	// segments are put in order at the end.
	unordered := p.unordered
	var segBuf [16]segment
	segs := segBuf[:0]
	// The repeated field or map being written, its elements so far and
	// where its key starts (to take it back if it stays empty).
	var open *fieldPlan
	var openN, openAt int
	var openFirst bool
	var entries *entryBuf

	closeOpen := func() bool {
		if open == nil {
			return true
		}
		if open.isMap {
			var ok bool
			b, ok = entries.flush(b, open, depth)
			openN = len(entries.e)
			entries.release()
			entries = nil
			if !ok {
				return false
			}
		} else if openN > 0 {
			b = append(b, ']')
		}
		if openN == 0 {
			b, first = b[:openAt], openFirst
			if unordered {
				segs = segs[:len(segs)-1]
			}
		}
		open = nil
		return true
	}

	for i := 0; i < len(w); {
		num, wt, j, ok := tag(w, i)
		if !ok {
			return b, false
		}
		f := p.field(num)
		if f == nil {
			if i = fastwire.Skip(w, j, num<<3|wt); i < 0 {
				return b, false
			}
			continue
		}
		if f != open {
			if !closeOpen() {
				return b, false
			}
			if unordered {
				if seen&(1<<f.index) != 0 {
					return b, false
				}
				seen |= 1 << f.index
			} else if f.index <= last {
				return b, false
			}
			last = f.index
			if f.oneof >= 0 {
				if oneofs&(1<<f.oneof) != 0 {
					return b, false
				}
				oneofs |= 1 << f.oneof
			}
			if f.list || f.isMap {
				open, openN, openAt, openFirst = f, 0, len(b), first
				if unordered {
					segs = append(segs, segment{f.index, len(b)})
				}
				if !first || unordered {
					b = append(b, ',')
				}
				first = false
				b = append(b, f.key...)
				if f.isMap {
					entries = getEntries()
				} else {
					b = append(b, '[')
				}
			}
		}
		switch {
		case f.isMap:
			if wt != wtBytes {
				return b, false
			}
			s, e, ok := span(w, j)
			if !ok {
				return b, false
			}
			entries.e = append(entries.e, entry{raw: w[s:e]})
			i = e
		case f.list:
			if wt == wtBytes && packable(f) {
				s, e, ok := span(w, j)
				if !ok {
					return b, false
				}
				for k := s; k < e; {
					v, next, ok := scalar(w[:e], k, f.wireType)
					if !ok {
						return b, false
					}
					if openN > 0 {
						b = append(b, ',')
					}
					openN++
					if b, ok = appendScalar(b, f, normalize(f.kind, v)); !ok {
						return b, false
					}
					k = next
				}
				i = e
				continue
			}
			if wt != f.wireType {
				return b, false
			}
			if openN > 0 {
				b = append(b, ',')
			}
			openN++
			if wt == wtBytes {
				s, e, ok := span(w, j)
				if !ok {
					return b, false
				}
				if b, ok = appendBytesValue(b, f, w[s:e], depth); !ok {
					return b, false
				}
				i = e
				continue
			}
			v, next, ok := scalar(w, j, wt)
			if !ok {
				return b, false
			}
			if b, ok = appendScalar(b, f, normalize(f.kind, v)); !ok {
				return b, false
			}
			i = next
		default:
			if wt != f.wireType {
				return b, false
			}
			if wt == wtBytes {
				s, e, ok := span(w, j)
				if !ok {
					return b, false
				}
				i = e
				if !f.presence && e == s {
					continue
				}
				if unordered {
					segs = append(segs, segment{f.index, len(b)})
				}
				if !first || unordered {
					b = append(b, ',')
				}
				first = false
				b = append(b, f.key...)
				if b, ok = appendBytesValue(b, f, w[s:e], depth); !ok {
					return b, false
				}
				continue
			}
			v, next, ok := scalar(w, j, wt)
			if !ok {
				return b, false
			}
			i = next
			v = normalize(f.kind, v)
			if !f.presence && v == 0 {
				continue
			}
			if unordered {
				segs = append(segs, segment{f.index, len(b)})
			}
			if !first || unordered {
				b = append(b, ',')
			}
			first = false
			b = append(b, f.key...)
			if b, ok = appendScalar(b, f, v); !ok {
				return b, false
			}
		}
	}
	if !closeOpen() {
		return b, false
	}
	if unordered && len(segs) > 0 {
		b = reorder(b, body, segs)
	}
	return append(b, '}'), true
}

// segment is where one field's JSON starts (with its comma) in the output
// of an unordered message.
type segment struct {
	index int // the field's declaration index
	start int
}

// scratch holds a copy of an unordered message's fields while they are
// rewritten in order.
var scratch = sync.Pool{New: func() any { return new([]byte) }}

// reorder rewrites b[body:], the segments of one message in wire order,
// in declaration order without the first segment's comma.
func reorder(b []byte, body int, segs []segment) []byte {
	end := len(b)
	bounds := func(k int) (int, int) {
		e := end
		if k+1 < len(segs) {
			e = segs[k+1].start
		}
		return segs[k].start, e
	}
	sorted := true
	for k := 1; k < len(segs); k++ {
		if segs[k].index < segs[k-1].index {
			sorted = false
			break
		}
	}
	if sorted {
		copy(b[body:], b[body+1:])
		return b[:end-1]
	}
	sp := scratch.Get().(*[]byte) //nolint:forcetypeassert // only *[]byte is pooled
	*sp = append((*sp)[:0], b[body:end]...)
	tmp := *sp
	order := make([]int, len(segs))
	for k := range order {
		order[k] = k
	}
	slices.SortFunc(order, func(x, y int) int { return cmp.Compare(segs[x].index, segs[y].index) })
	b = b[:body]
	for n, k := range order {
		s, e := bounds(k)
		seg := tmp[s-body : e-body]
		if n == 0 {
			seg = seg[1:]
		}
		b = append(b, seg...)
	}
	scratch.Put(sp)
	return b
}

// skipAll validates the fields of w, all unknown.
func skipAll(w []byte) bool {
	for i := 0; i < len(w); {
		num, wt, j, ok := tag(w, i)
		if !ok {
			return false
		}
		if i = fastwire.Skip(w, j, num<<3|wt); i < 0 {
			return false
		}
	}
	return true
}

// appendTime writes a Timestamp or a Duration.
func (p *msgPlan) appendTime(b, w []byte) ([]byte, bool) {
	var secs, nanos uint64
	for i := 0; i < len(w); {
		num, wt, j, ok := tag(w, i)
		if !ok {
			return b, false
		}
		if num != 1 && num != 2 {
			if i = fastwire.Skip(w, j, num<<3|wt); i < 0 {
				return b, false
			}
			continue
		}
		if wt != wtVarint {
			return b, false
		}
		v, next, ok := scalar(w, j, wt)
		if !ok {
			return b, false
		}
		if num == 1 {
			secs = v
		} else {
			nanos = v
		}
		i = next
	}
	s, n := int64(secs), int32(nanos) //nolint:gosec // protobuf's int64 and int32 decoding
	if p.wkt == wktTimestamp {
		return fastjson.AppendTimestamp(b, s, n)
	}
	return fastjson.AppendDuration(b, s, n)
}

// appendWrapper writes a wrapper's value bare.
func (p *msgPlan) appendWrapper(b, w []byte, depth int) ([]byte, bool) {
	f := p.wrapped
	var v uint64
	var s []byte
	for i := 0; i < len(w); {
		num, wt, j, ok := tag(w, i)
		if !ok {
			return b, false
		}
		if num != 1 {
			if i = fastwire.Skip(w, j, num<<3|wt); i < 0 {
				return b, false
			}
			continue
		}
		if wt != f.wireType {
			return b, false
		}
		if wt == wtBytes {
			st, e, ok := span(w, j)
			if !ok {
				return b, false
			}
			s, i = w[st:e], e
			continue
		}
		if v, i, ok = scalar(w, j, wt); !ok {
			return b, false
		}
	}
	if f.wireType == wtBytes {
		return appendBytesValue(b, f, s, depth)
	}
	return appendScalar(b, f, normalize(f.kind, v))
}

// entry is one map entry: its bytes, then its decoded key and value.
type entry struct {
	raw  []byte
	key  uint64 // normalized, for non-string keys
	skey []byte // string keys
	val  uint64
	sval []byte
}

// entryBuf collects the entries of one map; pooled.
type entryBuf struct{ e []entry }

var entryPool = sync.Pool{New: func() any { return new(entryBuf) }}

func getEntries() *entryBuf { return entryPool.Get().(*entryBuf) } //nolint:forcetypeassert // only *entryBuf is pooled

func (eb *entryBuf) release() {
	clear(eb.e)
	eb.e = eb.e[:0]
	entryPool.Put(eb)
}

// decode reads the key and value of e.
func (e *entry) decode(f *fieldPlan) bool {
	var seen [3]bool
	w := e.raw
	for i := 0; i < len(w); {
		num, wt, j, ok := tag(w, i)
		if !ok {
			return false
		}
		if num != 1 && num != 2 {
			if i = fastwire.Skip(w, j, num<<3|wt); i < 0 {
				return false
			}
			continue
		}
		if seen[num] {
			return false
		}
		seen[num] = true
		g := f.mapKey
		if num == 2 {
			g = f.mapVal
		}
		if wt != g.wireType {
			return false
		}
		if wt == wtBytes {
			s, end, ok := span(w, j)
			if !ok {
				return false
			}
			if num == 1 {
				e.skey = w[s:end]
			} else {
				e.sval = w[s:end]
			}
			i = end
			continue
		}
		v, next, ok := scalar(w, j, wt)
		if !ok {
			return false
		}
		if num == 1 {
			e.key = normalize(g.kind, v)
		} else {
			e.val = normalize(g.kind, v)
		}
		i = next
	}
	return true
}

// signedKey says whether map keys of kind k compare as signed integers.
func signedKey(k protoreflect.Kind) bool {
	switch k {
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return true
	}
	return false
}

// flush writes the map's entries sorted by key, as protojson orders them.
func (eb *entryBuf) flush(b []byte, f *fieldPlan, depth int) ([]byte, bool) {
	for i := range eb.e {
		if !eb.e[i].decode(f) {
			return b, false
		}
	}
	kk := f.mapKey.kind
	var cmpf func(x, y *entry) int
	switch {
	case kk == protoreflect.StringKind:
		cmpf = func(x, y *entry) int { return bytes.Compare(x.skey, y.skey) }
	case signedKey(kk):
		cmpf = func(x, y *entry) int { return cmp.Compare(int64(x.key), int64(y.key)) } //nolint:gosec // bits kept
	default:
		cmpf = func(x, y *entry) int { return cmp.Compare(x.key, y.key) }
	}
	slices.SortFunc(eb.e, func(x, y entry) int { return cmpf(&x, &y) })
	if len(eb.e) == 0 {
		return b, true
	}
	b = append(b, '{')
	for i := range eb.e {
		e := &eb.e[i]
		if i > 0 {
			if cmpf(&eb.e[i-1], e) == 0 {
				return b, false // a duplicate key: the last one wins
			}
			b = append(b, ',')
		}
		switch {
		case kk == protoreflect.StringKind:
			var err error
			if b, err = fastjson.AppendString(b, bytesString(e.skey)); err != nil {
				return b, false
			}
		case kk == protoreflect.BoolKind:
			if e.key != 0 {
				b = append(b, `"true"`...)
			} else {
				b = append(b, `"false"`...)
			}
		case signedKey(kk):
			b = append(b, '"')
			b = strconv.AppendInt(b, int64(e.key), 10) //nolint:gosec // bits kept
			b = append(b, '"')
		default:
			b = append(b, '"')
			b = strconv.AppendUint(b, e.key, 10)
			b = append(b, '"')
		}
		b = append(b, ':')
		var ok bool
		if f.mapVal.wireType == wtBytes {
			b, ok = appendBytesValue(b, f.mapVal, e.sval, depth)
		} else {
			b, ok = appendScalar(b, f.mapVal, e.val)
		}
		if !ok {
			return b, false
		}
	}
	return append(b, '}'), true
}

// bytesString views b as a string, without copying; b must not change
// while the string is in use.
func bytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
