package openapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/transcode"
)

var errNotCalled = errors.New("openapi: the describing transcoder is never called")

func noInvoke(context.Context, protoreflect.MethodDescriptor, proto.Message) (proto.Message, error) {
	return nil, errNotCalled
}

func noStream(context.Context, protoreflect.MethodDescriptor, proto.Message, func(proto.Message) error) error {
	return errNotCalled
}

// mediaType is one format a body can be written in.
type mediaType struct{ name, mt string }

type gen struct {
	examples    map[protoreflect.FullName]any
	media       []mediaType
	formatNames []string
	schemas     obj
	paths       obj
	opIDs       map[string]int
	shapes      map[string]string // method and pathShape: the path
	// replacing: the operations are in, and a binding of the same method
	// and path shape as one is left out.
	replacing  bool
	operations map[string]bool   // the shapes of the operations
	spelling   map[string]string // pathShape: the path spelling it
	statuses   map[protoreflect.FullName]statuses
	described  map[protoreflect.FullName]bool // the methods with a route
	usedErrors map[string]bool                // the error statuses referenced
	// idempotencyKey: POSTs take Idempotency-Key (WithIdempotencyKey).
	idempotencyKey bool
}

func newGen(jsonOnly bool) *gen {
	reg := rest.DefaultRegistry()
	g := &gen{schemas: obj{}, paths: obj{}, opIDs: map[string]int{}, shapes: map[string]string{}, operations: map[string]bool{}, spelling: map[string]string{}}
	for _, c := range reg.Codecs() {
		mt := reg.MediaType(c)
		g.formatNames = append(g.formatNames, c.Name())
		if jsonOnly && mt != "application/json" {
			continue
		}
		g.media = append(g.media, mediaType{c.Name(), mt})
	}
	return g
}

// content is a body's content map: md in every media type.
func (g *gen) content(md protoreflect.MessageDescriptor) obj {
	out := obj{}
	for _, m := range g.media {
		if m.mt == "application/json" {
			o := obj{"schema": g.messageRef(md)}
			if ex, ok := g.examples[md.FullName()]; ok {
				o["example"] = ex
			}
			out[m.mt] = o
			continue
		}
		s := obj{
			"type":               "string",
			"contentMediaType":   m.mt,
			"x-protobuf-message": string(md.FullName()),
			"description":        fmt.Sprintf("a %s message in %s (the JSON schema describes its fields)", md.FullName(), m.name),
		}
		out[m.mt] = obj{"schema": s}
	}
	return out
}

// streamContent is a server stream's content: the framings of
// transcode's package documentation.
func (g *gen) streamContent(md protoreflect.MessageDescriptor) obj {
	name := string(md.FullName())
	out := obj{
		"application/json": obj{"schema": obj{"type": "array", "items": g.messageRef(md),
			"description": "the stream as one JSON array, written as items come"}},
	}
	if len(g.media) == 1 {
		return out
	}
	out["application/x-ndjson"] = obj{"schema": obj{"type": "string", "contentMediaType": "application/x-ndjson",
		"x-protobuf-message": name, "description": fmt.Sprintf("one %s in JSON per line", name)}}
	out["text/event-stream"] = obj{"schema": obj{"type": "string", "contentMediaType": "text/event-stream",
		"x-protobuf-message": name, "description": fmt.Sprintf("one %s in JSON per event, then an end event", name)}}
	for _, m := range g.media {
		if m.mt == "application/json" || m.mt == "application/xml" {
			continue
		}
		out[m.mt] = obj{"schema": obj{"type": "string", "contentMediaType": m.mt, "x-protobuf-message": name,
			"description": fmt.Sprintf("%s messages in %s, each in an envelope (a flag byte, a 4-byte big-endian length), then an end envelope", name, m.name)}}
	}
	return out
}

func (g *gen) route(r transcode.Route) error {
	md := r.Method
	key, ok := pathItemKeys[r.HTTPMethod]
	if !ok {
		return fmt.Errorf("HTTP method %s has no OpenAPI operation", r.HTTPMethod)
	}
	path, vars := pathVars(r.Path)
	in := md.Input()
	var params []any
	bound := map[string]bool{}
	for _, v := range vars {
		fds, err := fieldPath(in, v.field)
		if err != nil {
			return err
		}
		jp := jsonPath(fds)
		bound[jp] = true
		if expanded, ps := expand(jp, v.segments); ps != nil {
			// {name=shelves/*/books/*}: the literals go into the path, so
			// that two such templates stay two paths, and each wildcard is
			// a parameter; together they spell the field's value.
			path = strings.Replace(path, "{"+v.field+"}", expanded, 1)
			params = append(params, ps...)
			continue
		}
		path = strings.Replace(path, "{"+v.field+"}", "{"+jp+"}", 1)
		p := obj{"name": jp, "in": "path", "required": true, "schema": g.scalar(fds[len(fds)-1])}
		desc := comment(fds[len(fds)-1])
		if v.segments != "" {
			desc = strings.TrimSpace(desc + fmt.Sprintf("\n\nThe value spans the segments %s (slashes included).", v.segments))
		}
		if desc != "" {
			p["description"] = desc
		}
		params = append(params, p)
	}
	op := obj{
		"operationId": g.opID(string(md.FullName())),
		"tags":        []string{string(md.Parent().FullName())},
	}
	if c := comment(md); c != "" {
		op["description"] = c
		op["summary"] = strings.SplitN(c, "\n", 2)[0]
	}
	switch r.Body {
	case "*":
		content := g.content(in)
		if top := topLevel(bound); len(top) > 0 {
			// The fields the path binds come from the path: the JSON body
			// is the rest of the message (the binary bodies stay the whole
			// message, in which the path's values win).
			js := content["application/json"].(obj)
			js["schema"] = g.withoutFields(in, top)
		}
		op["requestBody"] = obj{"required": true, "content": content}
	case "":
		params = g.queryParams(in, "", bound, map[protoreflect.FullName]bool{}, params)
	default:
		fd := in.Fields().ByName(protoreflect.Name(r.Body))
		op["requestBody"] = obj{"required": true, "content": g.content(fd.Message()),
			"description": "the request's field " + fd.JSONName()}
		skip := map[string]bool{fd.JSONName(): true}
		for k := range bound {
			skip[k] = true
		}
		params = g.queryParams(in, "", skip, map[protoreflect.FullName]bool{}, params)
	}
	params = append(params, obj{"$ref": "#/components/parameters/format"}, obj{"$ref": "#/components/parameters/encoding"},
		obj{"$ref": "#/components/parameters/Accept-Encoding"})
	op["parameters"] = g.keyParam(key, params)
	out := md.Output()
	if r.ResponseBody != "" {
		out = out.Fields().ByName(protoreflect.Name(r.ResponseBody)).Message()
	}
	ok200 := obj{"description": fmt.Sprintf("a %s", out.FullName()),
		"headers": obj{"Content-Encoding": obj{"$ref": "#/components/headers/Content-Encoding"}}}
	if md.IsStreamingServer() {
		ok200["content"] = g.streamContent(out)
		ok200["description"] = fmt.Sprintf("a stream of %s", out.FullName())
	} else {
		ok200["content"] = g.content(out)
	}
	st := g.statuses[md.FullName()]
	success := "200"
	if st.success != 0 {
		if st.success < 100 || st.success > 299 {
			return fmt.Errorf("WithStatuses: success status %d of %s", st.success, md.FullName())
		}
		success = strconv.Itoa(st.success)
	}
	if g.described == nil {
		g.described = map[protoreflect.FullName]bool{}
	}
	g.described[md.FullName()] = true
	resp, err := g.errorRefs(obj{success: ok200}, r.Body != "", g.keyErrors(key, st.errors))
	if err != nil {
		return fmt.Errorf("WithStatuses for %s: %w", md.FullName(), err)
	}
	op["responses"] = resp
	if _, taken := g.shapes[key+" "+pathShape(path)]; taken && !g.operations[key+" "+pathShape(path)] {
		// Two bindings OpenAPI cannot tell apart ({name=shelves/*} and
		// {name=shelves/**} both spell /shelves/{name_1}): the first,
		// the transcoder's more specific, is described.
		return nil
	}
	return g.add(path, key, op)
}

// topLevel are the top-level fields among bound's JSON paths, sorted.
func topLevel(bound map[string]bool) []string {
	var out []string
	for jp := range bound {
		if !strings.Contains(jp, ".") {
			out = append(out, jp)
		}
	}
	slices.Sort(out)
	return out
}

// withoutFields is md's schema, inline, without the fields named (JSON
// names): a body "*" request whose path binds them.
func (g *gen) withoutFields(md protoreflect.MessageDescriptor, names []string) obj {
	g.messageRef(md) // its fields' messages are components
	s := g.message(md)
	props := s["properties"].(obj)
	for _, n := range names {
		delete(props, n)
	}
	s["description"] = strings.TrimSpace(fmt.Sprintf("%s without the fields the path binds: %s", md.FullName(), strings.Join(names, ", ")))
	return s
}

// errorRefs adds the error responses to resp: those of every operation,
// 413 and 415 for one with a body, and extra.
func (g *gen) errorRefs(resp obj, body bool, extra []int) (obj, error) {
	statuses := []string{"400", "404", "406", "500", "503"}
	if body {
		statuses = append(statuses, "413", "415")
	}
	for _, code := range extra {
		s := strconv.Itoa(code)
		if _, ok := errorStatuses[s]; !ok {
			return nil, fmt.Errorf("error status %d: want one of the error model's (apierror): %s", code, strings.Join(slices.Sorted(maps.Keys(errorStatuses)), ", "))
		}
		statuses = append(statuses, s)
	}
	if g.usedErrors == nil {
		g.usedErrors = map[string]bool{}
	}
	for _, s := range statuses {
		resp[s] = obj{"$ref": "#/components/responses/" + s}
		g.usedErrors[s] = true
	}
	return resp, nil
}

// add puts op under path's item, as its operation key (get, post…).
func (g *gen) add(path, key string, op obj) error {
	shape := key + " " + pathShape(path)
	if g.replacing && g.operations[shape] {
		return nil // an Operation in place of this binding
	}
	if !g.replacing {
		g.operations[shape] = true
	}
	if other, ok := g.shapes[shape]; ok && other != path {
		return fmt.Errorf("two operations for %s %s and %s (one path, its variables' names aside)", strings.ToUpper(key), other, path)
	}
	g.shapes[shape] = path
	// One path item per shape: OpenAPI refuses two paths that differ in
	// their variables' names alone, so an operation on a path another
	// operation spells otherwise goes under that spelling.
	if other, ok := g.spelling[pathShape(path)]; ok && other != path {
		renamePathParams(op, path, other)
		path = other
	}
	g.spelling[pathShape(path)] = path
	item, _ := g.paths[path].(obj)
	if item == nil {
		item = obj{}
		g.paths[path] = item
	}
	if _, dup := item[key]; dup {
		return fmt.Errorf("two operations for %s %s", strings.ToUpper(key), path)
	}
	item[key] = op
	return nil
}

// renamePathParams renames op's path parameters from the variables of
// from to those of to, a path of the same shape.
func renamePathParams(op obj, from, to string) {
	_, fv := pathVars(from)
	_, tv := pathVars(to)
	names := map[string]string{}
	for i := range min(len(fv), len(tv)) {
		names[fv[i].field] = tv[i].field
	}
	params, _ := op["parameters"].([]any)
	for i, p := range params {
		po, _ := p.(obj)
		if po == nil || po["in"] != "path" {
			continue
		}
		if n, ok := names[po["name"].(string)]; ok {
			c := describe(po, fmt.Sprint(po["description"]))
			if po["description"] == nil {
				delete(c, "description")
			}
			c["name"] = n
			params[i] = c
		}
	}
}

// operation describes a WithOperation operation.
func (g *gen) operation(o Operation) error {
	key, ok := pathItemKeys[o.Method]
	if !ok {
		return fmt.Errorf("HTTP method %q has no OpenAPI operation", o.Method)
	}
	if o.Response == nil {
		return errors.New("no response message")
	}
	if !strings.HasPrefix(o.Path, "/") {
		return errors.New("the path does not start with /")
	}
	id := o.ID
	if id == "" {
		id = opWord(o.Method, o.Path)
	}
	op := obj{"operationId": g.opID(id)}
	if o.Summary != "" {
		op["summary"] = o.Summary
	}
	var params []any
	_, vars := pathVars(o.Path)
	bound := map[string]bool{}
	for _, v := range vars {
		p := obj{"name": v.field, "in": "path", "required": true, "schema": obj{"type": "string"}}
		if o.Params != nil {
			fd := o.Params.Fields().ByName(protoreflect.Name(v.field))
			if fd == nil {
				fd = o.Params.Fields().ByJSONName(v.field)
			}
			if fd != nil && fd.Message() == nil && !fd.IsList() && !fd.IsMap() {
				p["schema"] = g.scalar(fd)
				if c := comment(fd); c != "" {
					p["description"] = c
				}
			}
		}
		bound[v.field] = true
		params = append(params, p)
	}
	if o.Query != nil {
		params = g.queryParams(o.Query, "", bound, map[protoreflect.FullName]bool{}, params)
	}
	op["parameters"] = g.keyParam(key, append(params, obj{"$ref": "#/components/parameters/format"}, obj{"$ref": "#/components/parameters/encoding"},
		obj{"$ref": "#/components/parameters/Accept-Encoding"}))
	if o.Request != nil {
		op["requestBody"] = obj{"required": true, "content": g.content(o.Request)}
	}
	status := o.Status
	if status == 0 {
		status = 200
	}
	if status < 100 || status > 599 {
		return fmt.Errorf("status %d", status)
	}
	ok200 := obj{"description": fmt.Sprintf("a %s", o.Response.FullName()), "content": g.content(o.Response),
		"headers": obj{"Content-Encoding": obj{"$ref": "#/components/headers/Content-Encoding"}}}
	resp, err := g.errorRefs(obj{strconv.Itoa(status): ok200}, o.Request != nil, g.keyErrors(key, o.Errors))
	if err != nil {
		return err
	}
	op["responses"] = resp
	return g.add(o.Path, key, op)
}

// opWord is an operationId from a method and path: "get_orders_id".
func opWord(method, path string) string {
	f := strings.FieldsFunc(strings.ToLower(method)+"/"+path, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9')
	})
	return strings.Join(f, "_")
}

// pathShape is an OpenAPI path with its variables' names taken out: two
// paths of one shape match the same requests.
func pathShape(path string) string {
	p, vars := pathVars(path)
	for _, v := range vars {
		p = strings.Replace(p, "{"+v.field+"}", "{}", 1)
	}
	return p
}

// setExamples keeps each example as the JSON value it is in proto3 JSON.
func (g *gen) setExamples(ms map[protoreflect.FullName]proto.Message) error {
	g.examples = map[protoreflect.FullName]any{}
	for name, m := range ms {
		b, err := protojson.Marshal(m)
		if err != nil {
			return fmt.Errorf("openapi: example of %s: %w", name, err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			return fmt.Errorf("openapi: example of %s: %w", name, err)
		}
		g.examples[name] = v
	}
	return nil
}

// opID is a unique operationId for the method: its full name, then
// name_2, name_3 for further bindings.
func (g *gen) opID(name string) string {
	g.opIDs[name]++
	if n := g.opIDs[name]; n > 1 {
		return fmt.Sprintf("%s_%d", name, n)
	}
	return name
}

// queryParams appends a parameter for every field of md reachable through
// singular messages that the query can set, skipping the bound JSON paths.
func (g *gen) queryParams(md protoreflect.MessageDescriptor, prefix string, skip map[string]bool, stack map[protoreflect.FullName]bool, params []any) []any {
	stack[md.FullName()] = true
	defer delete(stack, md.FullName())
	fields := md.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		name := prefix + fd.JSONName()
		if skip[name] || fd.IsMap() {
			continue
		}
		msg := fd.Message()
		if msg != nil && !stringWKT(msg) {
			if fd.IsList() || stack[msg.FullName()] {
				continue
			}
			params = g.queryParams(msg, name+".", skip, stack, params)
			continue
		}
		p := obj{"name": name, "in": "query"}
		if fd.IsList() {
			p["schema"] = obj{"type": "array", "items": g.scalar(fd)}
			p["explode"] = true
			p["style"] = "form"
		} else {
			p["schema"] = g.scalar(fd)
		}
		if c := comment(fd); c != "" {
			p["description"] = c
		}
		params = append(params, p)
	}
	return params
}

type pathVar struct {
	field    string // the field path as the template writes it
	segments string // the segments of a {field=segments} variable; "" for one segment
}

// pathVars rewrites a transcode path template (already checked by
// transcode.New) as an OpenAPI path: {field=segments} becomes {field}.
func pathVars(tmpl string) (string, []pathVar) {
	var b strings.Builder
	var vars []pathVar
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			b.WriteString(tmpl)
			return b.String(), vars
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			b.WriteString(tmpl)
			return b.String(), vars
		}
		b.WriteString(tmpl[:i])
		field, segs, _ := strings.Cut(tmpl[i+1:i+j], "=")
		if segs == "*" {
			segs = ""
		}
		vars = append(vars, pathVar{field, segs})
		b.WriteString("{" + field + "}")
		tmpl = tmpl[i+j+1:]
	}
}

func fieldPath(md protoreflect.MessageDescriptor, path string) ([]protoreflect.FieldDescriptor, error) {
	var out []protoreflect.FieldDescriptor
	for _, name := range strings.Split(path, ".") {
		if md == nil {
			return nil, fmt.Errorf("variable {%s}: %s is not a message", path, name)
		}
		fd := md.Fields().ByName(protoreflect.Name(name))
		if fd == nil {
			return nil, fmt.Errorf("variable {%s}: no field %s in %s", path, name, md.FullName())
		}
		out = append(out, fd)
		md = fd.Message()
	}
	return out, nil
}

func jsonPath(fds []protoreflect.FieldDescriptor) string {
	names := make([]string, len(fds))
	for i, fd := range fds {
		names[i] = fd.JSONName()
	}
	return strings.Join(names, ".")
}

// comment is d's leading comment (or trailing, when it has no leading
// one) from the file's source info, trimmed; "" without source info.
func comment(d protoreflect.Descriptor) string {
	loc := d.ParentFile().SourceLocations().ByDescriptor(d)
	c := loc.LeadingComments
	if strings.TrimSpace(c) == "" {
		c = loc.TrailingComments
	}
	lines := strings.Split(strings.TrimSpace(c), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, " ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

var errorMessage = errorv1.File_polywire_error_v1_error_proto.Messages().ByName("Error")

var errorStatuses = map[string]string{
	"400": "invalid argument: a path, query or body value that does not fit its field; violations name each field (its JSON path)",
	"401": "unauthenticated: the request needs credentials it does not carry (Authorization)",
	"403": "permission denied: the credentials do not allow this request",
	"409": "conflict: the resource exists already, or changed meanwhile",
	"412": "precondition failed: an If-Match or similar condition does not hold",
	"422": "validation failed: a well-formed body whose values break the rules; violations name each field (its JSON path)",
	"504": "the deadline passed before the answer was ready",
	"404": "no route matches the path, or the resource does not exist",
	"406": "none of the Accept media types (or ?format=) can be written",
	"413": "the request body is larger than the server's cap",
	"415": "the Content-Type of the body is not a format the server reads",
	"500": "internal error; the cause stays in the server's log",
	"503": "the server is overloaded or shutting down; retry later",
}

func (g *gen) errorResponses() obj {
	out := obj{}
	for s, d := range errorStatuses {
		if !g.usedErrors[s] {
			continue // an unused component is noise (and a lint warning)
		}
		out[s] = obj{"description": d, "content": g.content(errorMessage),
			"headers": obj{"Content-Encoding": obj{"$ref": "#/components/headers/Content-Encoding"}}}
	}
	return out
}

// keyParam adds the Idempotency-Key header to a POST's parameters
// (WithIdempotencyKey); key is the operation's method, lower case.
func (g *gen) keyParam(key string, params []any) []any {
	if !g.idempotencyKey || key != "post" {
		return params
	}
	return append(params, obj{"$ref": "#/components/parameters/Idempotency-Key"})
}

// keyErrors adds what a POST with Idempotency-Key may answer besides:
// 409 (the key's request is still running) and 422 (the key names
// another request).
func (g *gen) keyErrors(key string, errs []int) []int {
	if !g.idempotencyKey || key != "post" {
		return errs
	}
	for _, code := range []int{409, 422} {
		if !slices.Contains(errs, code) {
			errs = append(slices.Clip(errs), code)
		}
	}
	return errs
}

// idempotencyKeyParameter is the Idempotency-Key header (the IETF httpapi
// draft) as polywire serve takes it.
func idempotencyKeyParameter() obj {
	return obj{"name": "Idempotency-Key", "in": "header", "schema": obj{"type": "string", "minLength": 1, "maxLength": 255},
		"description": "makes a POST safe to retry: a retry with the same key and request gets the first answer (Idempotent-Replayed: true) " +
			"and writes nothing; the same key with another request is 422, while the first request runs 409 with Retry-After; " +
			"kept 24 h by default (serve -idempotency-ttl)"}
}

// parameters are the document's parameter components.
func (g *gen) parameters() obj {
	ps := commonParameters(g.formatNames)
	if g.idempotencyKey {
		ps["Idempotency-Key"] = idempotencyKeyParameter()
	}
	return ps
}

func commonParameters(formats []string) obj {
	return obj{
		"format": obj{"name": "format", "in": "query", "schema": obj{"type": "string", "enum": formats},
			"description": "the response format by name, in place of Accept"},
		"encoding": obj{"name": "encoding", "in": "query", "schema": obj{"type": "string", "enum": []string{"zstd", "br", "gzip", "identity"}},
			"description": "the response's content coding, in place of Accept-Encoding"},
		"Accept-Encoding": obj{"name": "Accept-Encoding", "in": "header", "schema": obj{"type": "string"},
			"description": "content codings the client reads: zstd, br, gzip (the response's Content-Encoding says which was used)"},
	}
}

func contentEncodingHeader() obj {
	return obj{"schema": obj{"type": "string", "enum": []string{"zstd", "br", "gzip"}},
		"description": "the coding of a compressed body; absent when it is not compressed"}
}

// expand spells a variable over segments with literals
// ({name=shelves/*/books/*}) as OpenAPI path segments: the literals as they
// are, each wildcard a parameter name_1, name_2… It returns nil parameters
// for a variable without literals, which stays one parameter.
func expand(jp, segments string) (string, []any) {
	segs := strings.Split(segments, "/")
	literal := false
	for _, s := range segs {
		literal = literal || (s != "*" && s != "**")
	}
	if segments == "" || !literal {
		return "", nil
	}
	var params []any
	for i, s := range segs {
		if s != "*" && s != "**" {
			continue
		}
		name := fmt.Sprintf("%s_%d", jp, len(params)+1)
		segs[i] = "{" + name + "}"
		what := "one segment"
		if s == "**" {
			what = "the remaining segments"
		}
		params = append(params, obj{"name": name, "in": "path", "required": true, "schema": obj{"type": "string"},
			"description": fmt.Sprintf("%s of the field %s, whose value is the segments %s", what, jp, segments)})
	}
	return strings.Join(segs, "/"), params
}
