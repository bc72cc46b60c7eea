package bench

import "github.com/polywire/polywire/gen/fbs/docsfb"

// ReadDocumentFB reads every field of seed 003's document from a
// FlatBuffers buffer through flatc's generated accessors, as a FlatBuffers
// client reads: in place, building no Go message. It is the lab's lazy
// counterpart of a full decode — seed 003 read one field and stopped; this
// leaves nothing unread — so the two can be compared in one run.
//
// It touches every field of the document in buf (every string's
// bytes, every scalar, every table and the goods vector) and returns a
// value derived from all of them, so the compiler cannot drop a read. buf
// must be a valid buffer: flatc's accessors do not verify (polywire's
// decoders do).
func ReadDocumentFB(buf []byte) int {
	d := docsfb.GetRootAsDocument(buf, 0)
	n := str(d.Name())
	var dep docsfb.Department
	if d.Department(&dep) != nil {
		n += str(dep.Code()) + int(dep.Time())
		var e docsfb.Employee
		if dep.Employee(&e) != nil {
			n += str(e.Name()) + str(e.Surname()) + str(e.Code())
		}
	}
	var p docsfb.Price
	if d.Price(&p) != nil {
		n += str(p.CategoryA()) + str(p.CategoryB()) + str(p.CategoryC())
	}
	var o docsfb.Owner
	if d.Owner(&o) != nil {
		n += str(o.Uuid()) + str(o.Secret())
	}
	var data docsfb.Data
	if d.Data(&data) != nil {
		var t docsfb.Transaction
		if data.Transaction(&t) != nil {
			n += str(t.Type()) + str(t.Uuid()) + str(t.PointCode())
		}
	}
	var del docsfb.Delivery
	if d.Delivery(&del) != nil {
		n += str(del.Company())
		var a docsfb.Address
		if del.Address(&a) != nil {
			n += str(a.Code()) + str(a.Country()) + str(a.Street()) + str(a.Apartment())
		}
	}
	var g docsfb.Goods
	for i := range d.GoodsLength() {
		if d.Goods(&g, i) {
			n += str(g.Name()) + int(g.Amount()) + str(g.Code())
		}
	}
	return n
}

// str reads a string's bytes: its length and its first and last byte, so
// the read reaches the string's data and not only its length prefix.
func str(b []byte) int {
	if len(b) == 0 {
		return 0
	}
	return len(b) + int(b[0]) + int(b[len(b)-1])
}
