package transcode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"connectrpc.com/vanguard"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/transcode"
)

// diffServices are the test services mounted in both transcoders: their
// templates do not overlap (Example5 would shadow Example2).
var diffServices = []string{"Library", "Kinds", "Example2", "Example3", "Example6"}

// echo is the one implementation behind both transcoders: the response is
// the request rendered into the output type (fields of the same name), and
// a BookEnvelope carries the request's name, note and shelf, so every bound
// value is visible in the response.
func echo(md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
	out := dynamicpb.NewMessage(md.Output())
	b, err := protojson.Marshal(req)
	if err != nil {
		return nil, err
	}
	if err := (protojson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal(b, out); err != nil {
		return nil, err
	}
	in := req.ProtoReflect()
	if f := in.Descriptor().Fields().ByName("book"); f != nil && f.Message().FullName() == md.Output().FullName() {
		return in.Get(f).Message().Interface(), nil
	}
	get := func(name protoreflect.Name) protoreflect.Value {
		fd := in.Descriptor().Fields().ByName(name)
		if fd == nil {
			return protoreflect.ValueOfString("")
		}
		return in.Get(fd)
	}
	if f := out.Descriptor().Fields().ByName("title"); f != nil {
		out.Set(f, get("note"))
	}
	if f := out.Descriptor().Fields().ByName("book"); f != nil {
		book := out.Mutable(f).Message()
		book.Set(book.Descriptor().Fields().ByName("name"), get("name"))
		book.Set(book.Descriptor().Fields().ByName("title"), get("note"))
		out.Set(out.Descriptor().Fields().ByName("etag"), get("shelf"))
	}
	return out, nil
}

// testFiles is a registry of the test file and everything it imports, for
// vanguard's type resolver.
func testFiles(t testing.TB) *protoregistry.Files {
	t.Helper()
	fd, err := testFile()
	if err != nil {
		t.Fatal(err)
	}
	files := new(protoregistry.Files)
	var add func(protoreflect.FileDescriptor)
	add = func(f protoreflect.FileDescriptor) {
		if _, err := files.FindFileByPath(f.Path()); err == nil {
			return
		}
		imps := f.Imports()
		for i := range imps.Len() {
			add(imps.Get(i).FileDescriptor)
		}
		// Rebuild through protodesc so the registry holds a consistent copy.
		nf, err := protodesc.NewFile(protodesc.ToFileDescriptorProto(f), files)
		if err != nil {
			t.Fatal(err)
		}
		if err := files.RegisterFile(nf); err != nil {
			t.Fatal(err)
		}
	}
	add(fd)
	return files
}

// vanguardHandler mounts echo as connect-go handlers (dynamic messages)
// behind vanguard-go's REST transcoder.
func vanguardHandler(t testing.TB) http.Handler {
	t.Helper()
	files := testFiles(t)
	types := dynamicpb.NewTypes(files)
	var services []*vanguard.Service
	for _, name := range diffServices {
		d, err := files.FindDescriptorByName(protoreflect.FullName("transcode.test.v1." + name))
		if err != nil {
			t.Fatal(err)
		}
		sd := d.(protoreflect.ServiceDescriptor)
		mux := http.NewServeMux()
		methods := sd.Methods()
		for i := range methods.Len() {
			md := methods.Get(i)
			path := "/" + string(sd.FullName()) + "/" + string(md.Name())
			mux.Handle(path, connect.NewUnaryHandler(path,
				func(_ context.Context, req *connect.Request[dynamicpb.Message]) (*connect.Response[dynamicpb.Message], error) {
					res, err := echo(md, req.Msg)
					if err != nil {
						return nil, err
					}
					return connect.NewResponse(res.(*dynamicpb.Message)), nil
				},
				connect.WithSchema(md),
				connect.WithRequestInitializer(func(_ connect.Spec, msg any) error {
					*msg.(*dynamicpb.Message) = *dynamicpb.NewMessage(md.Input())
					return nil
				}),
			))
		}
		services = append(services, vanguard.NewServiceWithSchema(sd, mux,
			vanguard.WithTypeResolver(types),
			vanguard.WithTargetProtocols(vanguard.ProtocolConnect),
		))
	}
	h, err := vanguard.NewTranscoder(services)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// transcodeHandler mounts the same echo behind transcode.New.
func transcodeHandler(t testing.TB) http.Handler {
	t.Helper()
	var sds []protoreflect.ServiceDescriptor
	for _, name := range diffServices {
		sds = append(sds, service(t, name))
	}
	h, err := transcode.New(sds, func(_ context.Context, md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
		return echo(md, req)
	})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// genRequest is one generated request.
type genRequest struct {
	kind         string // which generator made it
	method, path string // path is the escaped path
	query        string // raw query
	body         string // "" for none
}

func (g genRequest) String() string {
	s := g.method + " " + g.path
	if g.query != "" {
		s += "?" + g.query
	}
	if g.body != "" {
		s += " " + g.body
	}
	return s
}

// gen generates requests deterministically.
type gen struct{ r *rand.Rand }

func (g gen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

// value is a random string with characters that need percent-encoding.
func (g gen) value() string {
	const plain = "abcXYZ019-._~"
	special := []string{" ", "/", "?", "%", "#", ":", "é", "+", "&", "=", "@", "!", "$", ",", ";", "*", "'", "(", "\""}
	n := 1 + g.r.IntN(8)
	var b strings.Builder
	for range n {
		if g.r.IntN(4) == 0 {
			b.WriteString(special[g.r.IntN(len(special))])
		} else {
			b.WriteByte(plain[g.r.IntN(len(plain))])
		}
	}
	return b.String()
}

// seg is one escaped path segment.
func (g gen) seg() string {
	switch g.r.IntN(10) {
	case 0:
		return ""
	case 1, 2, 3:
		return strconv.Itoa(g.r.IntN(100))
	default:
		return url.PathEscape(g.value())
	}
}

// nonEmptySeg is seg but never empty.
func (g gen) nonEmptySeg() string {
	if s := g.seg(); s != "" {
		return s
	}
	return "x"
}

func (g gen) param(q url.Values, names ...string) {
	q.Add(g.pick(names...), g.value())
}

// scalars are query values for AllKinds' fields: valid and invalid.
var scalars = map[string][]string{
	"b":               {"true", "false", "1", "yes", "TRUE"},
	"i32":             {"0", "-7", "2147483647", "2147483648", "1.5", "x", "1e3"},
	"i64":             {"9007199254740993", "-1", "abc", "9223372036854775808"},
	"u32":             {"1", "-1", "4294967295"},
	"u64":             {"18446744073709551615", "-2"},
	"s32":             {"-3", "3"},
	"s64":             {"-3000000000"},
	"f32":             {"7", "-7"},
	"f64":             {"77"},
	"sf32":            {"-8"},
	"sf64":            {"-88"},
	"fl":              {"1.5", "NaN", "Infinity", "-Infinity", "1e39", "x"},
	"db":              {"2.25", "-0", "1e308", "nan"},
	"str":             {"hello", "", "a b"},
	"by":              {"aGk=", "aGk", "a-_w", "a+/w", "!!"},
	"color":           {"COLOR_RED", "2", "COLOR_GREEN", "7", "color_red"},
	"tags":            {"a", "b"},
	"colors":          {"COLOR_BLUE", "1", "nope"},
	"ts":              {"2024-01-02T03:04:05Z", "2024-01-02T03:04:05.5+01:00", "yesterday"},
	"dur":             {"1.5s", "3s", "-2s", "1m"},
	"mask":            {"a.b,cD", "str", ""},
	"w_i64":           {"5", "x"},
	"w_str":           {"s", ""},
	"w_bool":          {"true", "no"},
	"w_bytes":         {"aGk="},
	"w_db":            {"0.5"},
	"opt":             {"0", "3"},
	"camel_case_name": {"c"},
	"camelCaseName":   {"c"},
	"inner.s":         {"deep"},
	"inner.deeper.s":  {"deeper"},
	"inner.ns":        {"1", "x"},
	"wI64":            {"6"},
	"labels":          {"k"},
	"inners":          {"x"},
	"inner":           {"x"},
	"id":              {"override"},
	"nosuch":          {"1"},
}

var scalarNames = func() []string {
	var names []string
	for k := range scalars {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}()

// query builds a query from the given parameter names plus, sometimes,
// an unknown one.
func (g gen) query(names ...string) string {
	q := url.Values{}
	for range g.r.IntN(3) {
		g.param(q, names...)
	}
	if g.r.IntN(10) == 0 {
		q.Add("unknown", "1")
	}
	return q.Encode()
}

func (g gen) bookJSON() string {
	switch g.r.IntN(8) {
	case 0:
		return `{"name": 1}`
	case 1:
		return `{"title": "t", `
	case 2:
		return `{"pages": "12"}`
	case 3:
		return `{"pages": 1.5}`
	case 4:
		return `{"nosuch": 1}`
	default:
		b, _ := json.Marshal(map[string]any{"title": g.value(), "pages": g.r.IntN(1000)})
		return string(b)
	}
}

func (g gen) request() genRequest {
	book := func() string { return "/v1/shelves/" + g.nonEmptySeg() + "/books/" + g.nonEmptySeg() }
	switch g.r.IntN(16) {
	case 0:
		return genRequest{kind: "GetBook", method: "GET", path: book(), query: g.query("note", "shelf", "name")}
	case 1:
		p := book()
		var b strings.Builder
		b.WriteString(p)
		for range 1 + g.r.IntN(3) {
			b.WriteString("/" + g.seg())
		}
		p = b.String()
		return genRequest{kind: "GetShelfBooksAny", method: "GET", path: p, query: g.query("note")}
	case 2:
		return genRequest{kind: "GetFavorite", method: "GET", path: "/v1/shelves/" + g.nonEmptySeg() + "/books/favorite", query: g.query("note", "name", "shelf")}
	case 3:
		body := ""
		switch g.r.IntN(5) {
		case 0:
		case 1:
			body = `{"note": 3}`
		case 2:
			body = `{"note": `
		default:
			b, _ := json.Marshal(map[string]string{"note": g.value(), "shelf": g.value()})
			body = string(b)
		}
		return genRequest{kind: "ArchiveBook", method: "POST", path: book() + ":archive", query: g.query("note"), body: body}
	case 4:
		var b strings.Builder
		b.WriteString("/files")
		for range 1 + g.r.IntN(4) {
			b.WriteString("/" + g.seg())
		}
		p := b.String()
		return genRequest{kind: "GetFile", method: "GET", path: p, query: g.query("path", "x")}
	case 5:
		return genRequest{kind: "DeleteBook", method: "DELETE", path: book(), query: g.query("note")}
	case 6:
		return genRequest{kind: "PutBook", method: "PUT", path: book(), query: g.query("update_mask", "updateMask", "book.title"), body: g.bookJSON()}
	case 7:
		return genRequest{kind: "GetBookText", method: "GET", path: book() + "/text", query: g.query("note", "shelf")}
	case 8:
		return genRequest{kind: "Purge", method: "PURGE", path: "/v1/shelves/" + g.nonEmptySeg(), query: g.query("note")}
	case 9, 10, 11:
		q := url.Values{}
		for range g.r.IntN(4) {
			name := scalarNames[g.r.IntN(len(scalarNames))]
			vs := scalars[name]
			q.Add(name, vs[g.r.IntN(len(vs))])
		}
		return genRequest{kind: "Search", method: "GET", path: "/v1/kinds/" + g.nonEmptySeg(), query: q.Encode()}
	case 12:
		return genRequest{kind: "Example2", method: "GET", path: "/v1/messages/" + g.nonEmptySeg(), query: g.query("revision", "sub.subfield", "sub")}
	case 13:
		body := g.pick(`{"text": "hi"}`, `{"messageId": "b", "text": "t"}`, `{"text": 1}`, `[]`, `{`, "")
		return genRequest{kind: "Example3", method: "PATCH", path: "/v1/messages/" + g.nonEmptySeg(), query: g.query("text"), body: body}
	case 14:
		return genRequest{kind: "Example6", method: "GET", path: "/v1/messages/" + g.nonEmptySeg() + "/" + g.nonEmptySeg(), query: g.query("revision")}
	default:
		switch g.r.IntN(3) {
		case 0:
			return genRequest{kind: "WrongMethod", method: g.pick("POST", "PATCH"), path: book()}
		case 1:
			return genRequest{kind: "WrongMethod", method: "GET", path: book() + ":archive"}
		default:
			return genRequest{kind: "UnknownPath", method: "GET", path: g.pick("/v1/nothing", "/v2/shelves/1/books/2", "/", "/v1/kinds", "/files")}
		}
	}
}

type diffResult struct {
	status int
	body   []byte
}

func serve(h http.Handler, g genRequest) (diffResult, bool) {
	target := g.path
	if g.query != "" {
		target += "?" + g.query
	}
	r, err := newRequest(g.method, target, g.body)
	if err != nil {
		return diffResult{}, false
	}
	r.Header.Set("Accept", "application/json")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return diffResult{w.Code, w.Body.Bytes()}, true
}

// allowedDifference classifies a request whose status class differs
// between transcode (tc) and vanguard-go (vg), returning why the difference
// is intended, or "" when it is not.
func allowedDifference(g genRequest, tc, vg diffResult) string {
	q, _ := url.ParseQuery(g.query)
	switch {
	case tc.status == http.StatusBadRequest && vg.status == http.StatusInternalServerError &&
		strings.Contains(string(vg.body), `"code":2`):
		return "bad input refused by both, vanguard-go with 500 Unknown"
	case tc.status/100 == 4 && vg.status/100 == 2:
		if bodyStar[g.kind] && len(q) > 0 {
			return `query parameters on a body "*" rule: 400 in transcode, bound by vanguard-go`
		}
		for _, f := range pathBound[g.kind] {
			if q.Has(f) {
				return "query naming a field the path or body binds: 400 in transcode, vanguard-go overwrites"
			}
		}
		if strings.Contains(g.body, `"nosuch"`) {
			return "unknown field in a JSON body: 400 in transcode, ignored by vanguard-go"
		}
		for k, vs := range q {
			if len(vs) > 1 && !repeatedQuery[k] {
				return "singular field given twice in the query: 400 in transcode, vanguard-go keeps the last"
			}
		}
		for _, pair := range [][2]string{{"wI64", "w_i64"}, {"updateMask", "update_mask"}, {"camelCaseName", "camel_case_name"}} {
			if q.Has(pair[0]) && q.Has(pair[1]) {
				return "singular field given twice in the query: 400 in transcode, vanguard-go keeps the last"
			}
		}
	case tc.status/100 == 2:
		if g.path == "/files" && vg.status == http.StatusNotFound {
			return "** matches zero segments in transcode (http.proto), not in vanguard-go"
		}
		if escapedPathChars(g) {
			return "path with ':' before the verb, %25 or %2F: refused by vanguard-go (404, 405, or 500 on a twice-decoded %25)"
		}
		for _, f := range []string{"mask", "w_str"} {
			if vs, ok := q[f]; ok && slicesContains(vs, "") && vg.status == http.StatusBadRequest {
				return "empty FieldMask or StringValue in the query: an empty value in transcode, 400 in vanguard-go"
			}
		}
	}
	return ""
}

// allowedBodyDifference classifies a request both accept but answer with
// different messages, returning why, or "" when it is not intended.
func allowedBodyDifference(g genRequest) string {
	if strings.Contains(strings.ToLower(g.path), "%2f") {
		return "%2F: kept in a multi-segment variable and never a separator in transcode (http.proto); vanguard-go matches the decoded path"
	}
	if strings.Contains(g.path, "%25") {
		return "%25: decoded once in transcode, twice by vanguard-go"
	}
	return ""
}

// escapedPathChars reports whether g's path has a ':' other than its
// rule's verb, an escaped '%' or an escaped '/'.
func escapedPathChars(g genRequest) bool {
	p := strings.ToLower(g.path)
	p = strings.TrimSuffix(p, ":archive")
	return strings.Contains(p, ":") || strings.Contains(p, "%25") || strings.Contains(p, "%2f")
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// bodyStar are the generators of body "*" rules; pathBound the fields their
// templates bind; repeatedQuery the parameters naming repeated fields.
var (
	bodyStar  = map[string]bool{"ArchiveBook": true}
	pathBound = map[string][]string{
		"GetBook": {"name"}, "GetShelfBooksAny": {"name"}, "GetFavorite": {"shelf"}, "GetFile": {"path"},
		"DeleteBook": {"name"}, "PutBook": {"book.name", "book.title"}, "GetBookText": {"name"}, "Purge": {"name"},
		"Search": {"id"}, "Example2": {"message_id", "messageId"}, "Example3": {"message_id", "messageId"},
		"Example6": {"message_id", "messageId", "sub.subfield"},
	}
	repeatedQuery = map[string]bool{"tags": true, "colors": true, "inner.ns": true}
	// responseType is the message of each generator's response body.
	responseType = map[string]protoreflect.Name{
		"GetBook": "Book", "GetShelfBooksAny": "Book", "GetFavorite": "Book", "ArchiveBook": "Book",
		"GetFile": "FileRequest", "DeleteBook": "Book", "PutBook": "Book", "GetBookText": "Book",
		"Purge": "Book", "Search": "AllKinds", "Example2": "Message", "Example3": "Message", "Example6": "Message",
	}
)

// sameMessage reports whether two JSON bodies decode to equal messages of
// the request's response type (vanguard-go writes a response_body with its
// zero fields, transcode without: equal as messages, not as JSON).
func sameMessage(t *testing.T, g genRequest, a, b []byte) bool {
	name, ok := responseType[g.kind]
	if !ok {
		return false
	}
	md := message(t, string(name))
	ma, mb := dynamicpb.NewMessage(md), dynamicpb.NewMessage(md)
	if protojson.Unmarshal(a, ma) != nil || protojson.Unmarshal(b, mb) != nil {
		return false
	}
	return proto.Equal(ma, mb)
}

// TestVanguardDifferential serves generated requests through transcode and
// through vanguard-go in front of the same implementation: the status class
// must agree, and where both succeed the JSON must be equal, except for the
// differences allowedDifference lists (documented in doc.go).
func TestVanguardDifferential(t *testing.T) {
	t.Parallel()
	n := 10000
	if testing.Short() {
		n = 1000
	}
	tc, vg := transcodeHandler(t), vanguardHandler(t)
	g := gen{rand.New(rand.NewPCG(28, 2026))}
	counts := map[string]int{}
	failures := 0
	for range n {
		req := g.request()
		a, ok := serve(tc, req)
		if !ok {
			counts["unparsable target"]++
			continue
		}
		b, _ := serve(vg, req)
		ca, cb := a.status/100, b.status/100
		switch {
		case ca == 2 && cb == 2:
			if !sameMessage(t, req, a.body, b.body) {
				if reason := allowedBodyDifference(req); reason != "" {
					counts["allowed: "+reason]++
					continue
				}
				failures++
				if failures <= 30 {
					t.Errorf("%s: bodies differ:\ntranscode %s\nvanguard  %s", req, a.body, b.body)
				}
				continue
			}
			counts["both 2xx, same JSON"]++
		case ca == cb:
			counts[fmt.Sprintf("both %dxx", ca)]++
		default:
			reason := allowedDifference(req, a, b)
			if reason == "" {
				failures++
				if failures <= 30 {
					t.Errorf("%s: transcode %d %s, vanguard %d %s", req, a.status, a.body, b.status, b.body)
				}
				continue
			}
			counts["allowed: "+reason]++
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d %s", counts[k], k)
	}
	if failures > 0 {
		t.Errorf("%d of %d requests differ outside the allowlist", failures, n)
	}
}
