package gateway

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// ErrSpec is wrapped by the errors of ParseRule and ParseTimeout.
var ErrSpec = errors.New("gateway: bad spec")

// ParseRule reads a rule given on the command line, for a method without
// a google.api.http annotation (or to replace it):
//
//	pkg.Service.Method=VERB /path/{field} [body=*|FIELD] [response=FIELD]
//
// VERB is GET, PUT, POST, DELETE, PATCH or any other method (a custom
// rule); the template is google.api.http's. Like the mock's -route specs,
// the HTTP method comes first, then the path.
func ParseRule(spec string) (protoreflect.FullName, *annotations.HttpRule, error) {
	name, rest, ok := strings.Cut(spec, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" || !protoreflect.FullName(name).IsValid() || !strings.Contains(name, ".") {
		return "", nil, fmt.Errorf("%w: rule %q: want pkg.Service.Method=VERB /path", ErrSpec, spec)
	}
	f := strings.Fields(rest)
	if len(f) < 2 {
		return "", nil, fmt.Errorf("%w: rule %q: want VERB /path after %s=", ErrSpec, spec, name)
	}
	verb, path := f[0], f[1]
	if !strings.HasPrefix(path, "/") {
		return "", nil, fmt.Errorf("%w: rule %q: the path %q must start with /", ErrSpec, spec, path)
	}
	for _, c := range verb {
		if c < 'A' || c > 'Z' {
			return "", nil, fmt.Errorf("%w: rule %q: HTTP method %q: want upper-case letters (GET, POST, ...)", ErrSpec, spec, verb)
		}
	}
	r := &annotations.HttpRule{}
	switch verb {
	case "GET":
		r.Pattern = &annotations.HttpRule_Get{Get: path}
	case "PUT":
		r.Pattern = &annotations.HttpRule_Put{Put: path}
	case "POST":
		r.Pattern = &annotations.HttpRule_Post{Post: path}
	case "DELETE":
		r.Pattern = &annotations.HttpRule_Delete{Delete: path}
	case "PATCH":
		r.Pattern = &annotations.HttpRule_Patch{Patch: path}
	default:
		r.Pattern = &annotations.HttpRule_Custom{Custom: &annotations.CustomHttpPattern{Kind: verb, Path: path}}
	}
	for _, opt := range f[2:] {
		k, v, ok := strings.Cut(opt, "=")
		switch {
		case !ok || v == "":
			return "", nil, fmt.Errorf("%w: rule %q: %q: want body=FIELD or response=FIELD", ErrSpec, spec, opt)
		case k == "body" && r.Body == "":
			r.Body = v
		case k == "response" && r.ResponseBody == "":
			r.ResponseBody = v
		default:
			return "", nil, fmt.Errorf("%w: rule %q: %q: want body=FIELD or response=FIELD, each once", ErrSpec, spec, opt)
		}
	}
	return protoreflect.FullName(name), r, nil
}

// ParseTimeout reads a request's timeout: gRPC's grpc-timeout syntax (at
// most 8 digits and a unit: H, M, S, m, u, n — "500m" is 500 ms) or a Go
// duration ("1.5s", "250ms"). It must be positive.
func ParseTimeout(s string) (time.Duration, error) {
	if d, ok := grpcTimeout(s); ok {
		return d, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%w: timeout %q: want gRPC's syntax (500m, 2S) or a duration (1.5s)", ErrSpec, s)
	}
	if d <= 0 {
		return 0, fmt.Errorf("%w: timeout %q: must be positive", ErrSpec, s)
	}
	return d, nil
}

func grpcTimeout(s string) (time.Duration, bool) {
	if len(s) < 2 || len(s) > 9 {
		return 0, false
	}
	digits := s[:len(s)-1]
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n <= 0 {
		return 0, false
	}
	unit := map[byte]time.Duration{'H': time.Hour, 'M': time.Minute, 'S': time.Second, 'm': time.Millisecond, 'u': time.Microsecond, 'n': time.Nanosecond}[s[len(s)-1]]
	if unit == 0 {
		return 0, false
	}
	const maxDur = time.Duration(1<<63 - 1)
	if n > int64(maxDur/unit) {
		return maxDur, true
	}
	return time.Duration(n) * unit, true
}
