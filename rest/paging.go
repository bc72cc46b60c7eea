package rest

import (
	"net/http"
	"strconv"

	"github.com/polywire/polywire/apierror"
)

// PageRule is a list operation's paging rule, applied alike to a REST
// query (?limit=&offset=, Query) and to an RPC's limit and offset fields
// (Check), so that the two faces of one operation cannot disagree: a limit
// of 0 or none is Default (an unset proto3 field is 0), a negative limit
// or offset or a limit above Max is a 400 naming each bad parameter. REST
// differs only in having text to parse first; a value that is not an
// integer is a violation of its own, in the same error.
type PageRule struct {
	Default, Max int
}

// Check applies the rule to a limit and an offset.
func (p PageRule) Check(limit, offset int64) (int, int, error) {
	return p.check(limit, offset, nil)
}

// Query applies the rule to the request's ?limit= and ?offset= (absent is 0).
func (p PageRule) Query(r *http.Request) (limit, offset int, err error) {
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
	return p.check(l, o, bad)
}

// check applies the rule, bad being the violations already found while
// parsing.
func (p PageRule) check(limit, offset int64, bad []apierror.Violation) (int, int, error) {
	l := int(limit)
	switch {
	case limit < 0:
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must not be negative"})
	case limit > int64(p.Max):
		bad = append(bad, apierror.Violation{Field: "limit", Description: "must be at most " + strconv.Itoa(p.Max)})
	case limit == 0:
		l = p.Default
	}
	if offset < 0 {
		bad = append(bad, apierror.Violation{Field: "offset", Description: "must not be negative"})
	}
	if bad != nil {
		return 0, 0, apierror.New(apierror.CodeInvalidArgument, "check paging: limit=%d offset=%d", limit, offset).WithViolations(bad...)
	}
	return l, int(offset), nil
}
