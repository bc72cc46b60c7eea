// Package validate holds the rules a document must meet before it is saved
// (seed 003's "validate department code, delivery company and address",
// made complete) and reports every violation at once, with field paths in
// proto JSON names, so a client can fix its document in one round trip.
//
// The rules:
//   - name: required, at most 200 characters.
//   - department: required. department.code: required, at most 100
//     characters (seed 003's rule), a UUID in canonical 8-4-4-4-12 form.
//     department.time: not negative. department.employee's name, surname
//     and code: at most 100 characters each.
//   - price.categoryA/B/C: empty or a non-negative decimal number
//     ("12.50"), at most 32 characters.
//   - owner.uuid: at most 100 characters; owner.secret: at most 256.
//   - data.transaction's type, uuid, pointCode: at most 100 characters.
//   - delivery: required. delivery.company: required, at most 100.
//     delivery.address: required; its country: two ASCII letters; its
//     street: required, at most 200; code and apartment: at most 50.
//   - goods: at most 1,000; each with a name (required, at most 200), an
//     amount greater than 0 and at most 1,000,000, a code of at most 100.
//   - No string may hold control characters (U+0000–U+001F, U+007F): they
//     have no business in these fields, break logs, and XML 1.0 cannot
//     carry most of them, so a saved document could not be read back as XML.
//
// Lengths count characters (runes), not bytes.
package validate

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/polywire/polywire/apierror"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// Limits on documents.
const (
	MaxGoods       = 1000
	MaxGoodsAmount = 1_000_000
	maxName        = 200
	maxCode        = 100
	maxShort       = 50
	maxSecret      = 256
	maxPrice       = 32
)

// Document returns every violation of the rules in d, in field order, or
// nil if there is none.
func Document(d *docsv1.Document) []apierror.Violation {
	var v violations
	v.required("name", d.GetName(), maxName)

	if dep := d.GetDepartment(); dep == nil {
		v.add("department", "is required")
	} else {
		if v.required("department.code", dep.GetCode(), maxCode) && !isUUID(dep.GetCode()) {
			v.add("department.code", "must be a UUID (8-4-4-4-12 hexadecimal digits)")
		}
		if dep.GetTime() < 0 {
			v.add("department.time", "must not be negative")
		}
		if e := dep.GetEmployee(); e != nil {
			v.optional("department.employee.name", e.GetName(), maxCode)
			v.optional("department.employee.surname", e.GetSurname(), maxCode)
			v.optional("department.employee.code", e.GetCode(), maxCode)
		}
	}

	if p := d.GetPrice(); p != nil {
		v.price("price.categoryA", p.GetCategoryA())
		v.price("price.categoryB", p.GetCategoryB())
		v.price("price.categoryC", p.GetCategoryC())
	}
	if o := d.GetOwner(); o != nil {
		v.optional("owner.uuid", o.GetUuid(), maxCode)
		v.optional("owner.secret", o.GetSecret(), maxSecret)
	}
	if t := d.GetData().GetTransaction(); t != nil {
		v.optional("data.transaction.type", t.GetType(), maxCode)
		v.optional("data.transaction.uuid", t.GetUuid(), maxCode)
		v.optional("data.transaction.pointCode", t.GetPointCode(), maxCode)
	}

	if del := d.GetDelivery(); del == nil {
		v.add("delivery", "is required")
	} else {
		v.required("delivery.company", del.GetCompany(), maxCode)
		if a := del.GetAddress(); a == nil {
			v.add("delivery.address", "is required")
		} else {
			if c := a.GetCountry(); !isCountry(c) {
				v.add("delivery.address.country", "must be two letters (ISO 3166-1 alpha-2, e.g. \"uk\")")
			}
			v.required("delivery.address.street", a.GetStreet(), maxName)
			v.optional("delivery.address.code", a.GetCode(), maxShort)
			v.optional("delivery.address.apartment", a.GetApartment(), maxShort)
		}
	}

	if n := len(d.GetGoods()); n > MaxGoods {
		v.add("goods", fmt.Sprintf("has %d items, at most %d are allowed", n, MaxGoods))
	} else {
		for i, g := range d.GetGoods() {
			p := "goods[" + strconv.Itoa(i) + "]"
			v.required(p+".name", g.GetName(), maxName)
			if a := g.GetAmount(); a <= 0 || a > MaxGoodsAmount {
				v.add(p+".amount", fmt.Sprintf("must be greater than 0 and at most %d", MaxGoodsAmount))
			}
			v.optional(p+".code", g.GetCode(), maxCode)
		}
	}
	return v.list
}

type violations struct{ list []apierror.Violation }

func (v *violations) add(field, desc string) {
	v.list = append(v.list, apierror.Violation{Field: field, Description: desc})
}

// required checks a mandatory string; it reports whether s passed, so that
// callers add further checks only to present, well-formed values.
func (v *violations) required(field, s string, maxLen int) bool {
	if s == "" {
		v.add(field, "is required")
		return false
	}
	return v.optional(field, s, maxLen)
}

func (v *violations) optional(field, s string, maxLen int) bool {
	if n := utf8.RuneCountInString(s); n > maxLen {
		v.add(field, fmt.Sprintf("has %d characters, at most %d are allowed", n, maxLen))
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			v.add(field, fmt.Sprintf("must not contain control characters (found U+%04X)", r))
			return false
		}
	}
	return true
}

func (v *violations) price(field, s string) {
	if s == "" || !v.optional(field, s, maxPrice) {
		return
	}
	if !isDecimal(s) {
		v.add(field, "must be a non-negative decimal number such as \"12.50\"")
	}
}

// isUUID accepts the canonical textual form of any UUID version.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := range len(s) {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !isHex(c) {
				return false
			}
		}
	}
	return true
}

func isHex(c byte) bool {
	return ('0' <= c && c <= '9') || ('a' <= c && c <= 'f') || ('A' <= c && c <= 'F')
}

func isCountry(s string) bool {
	return len(s) == 2 && isLetter(s[0]) && isLetter(s[1])
}

func isLetter(c byte) bool { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }

// isDecimal accepts digits with at most one decimal point inside them.
func isDecimal(s string) bool {
	dot, digits := false, 0
	for i := range len(s) {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot && i > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}
