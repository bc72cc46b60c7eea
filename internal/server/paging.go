package server

import (
	"net/http"
	"strconv"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

// pageRule is the one paging rule of the list operations (saved documents,
// posted people), applied alike to a REST query (?limit=&offset=) and to an
// RPC's limit and offset fields: a limit of 0 or none is the default (an
// unset proto3 field is 0), a negative limit or offset or a limit above the
// maximum is a 400 naming each bad parameter. REST differs only in having
// text to parse first; a value that is not an integer is a violation of its
// own, in the same error.
type pageRule struct {
	def, max int
}

// Paging of saved documents (seed 003's default limit) and posted people.
const (
	DefaultDocumentsLimit = 10
	MaxDocumentsLimit     = store.MaxListLimit
	DefaultPeopleLimit    = 1000
	MaxPeopleLimit        = 50_000
)

var (
	documentsPaging = pageRule{def: DefaultDocumentsLimit, max: MaxDocumentsLimit}
	peoplePaging    = pageRule{def: DefaultPeopleLimit, max: MaxPeopleLimit}
)

// check applies the rule to a limit and an offset (bad are violations
// already found while parsing them).
func (p pageRule) check(limit, offset int64, bad ...apierror.Violation) (int, int, error) {
	l := int(limit)
	switch {
	case limit < 0:
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must not be negative"})
	case limit > int64(p.max):
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must be at most " + strconv.Itoa(p.max)})
	case limit == 0:
		l = p.def
	}
	if offset < 0 {
		bad = append(bad, apierror.Violation{Field: "offset", Description: "must not be negative"})
	}
	if bad != nil {
		return 0, 0, apierror.New(apierror.CodeInvalidArgument, "check paging: limit=%d offset=%d", limit, offset).WithViolations(bad...)
	}
	return l, int(offset), nil
}

// query applies the rule to ?limit= and ?offset= (absent is 0).
func (p pageRule) query(r *http.Request) (limit, offset int, err error) {
	q := r.URL.Query()
	var bad []apierror.Violation
	parse := func(name string) int64 {
		v := q.Get(name)
		if v == "" {
			return 0
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			bad = append(bad, apierror.Violation{Field: name, Description: "must be an integer, not " + strconv.Quote(v)})
			return 0
		}
		return n
	}
	l, o := parse("limit"), parse("offset")
	return p.check(l, o, bad...)
}
