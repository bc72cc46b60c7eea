package mockapi

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/rest"
)

// dataFile is one data file read as messages of one type; routes that
// name the same file and type share it, so the same resource is the same
// message (one ETag) on every route.
type dataFile struct {
	path  string
	items []proto.Message
}

// New resolves specs against the schema: finds each message (a name that
// is not there gets the nearest ones), reads each data file (a sample
// that does not match stops it with file:line and the field path, unless
// opt.SkipBad), builds the item routes' maps and links POST routes to the
// item routes on their path. Its errors are *userschema.Error values
// naming the route.
func New(sch *userschema.Schema, specs []RouteSpec, opt Options) (*API, error) {
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if len(specs) == 0 && !annotated(sch) {
		return nil, &userschema.Error{Msg: "no routes given", Try: "-route '" + exampleList + "'"}
	}
	a := &API{schema: sch, log: opt.Logger, paging: rest.PageRule{Default: DefaultLimit, Max: MaxLimit}}
	l := loader{sch: sch, opt: opt, files: map[fileKey]*dataFile{}, lists: map[protoreflect.FullName]protoreflect.MessageDescriptor{}}
	seen := map[string]RouteSpec{}
	for _, spec := range specs {
		if e := spec.check(); e != nil {
			return nil, routeError(spec, e)
		}
		pattern := spec.Method + " " + spec.Path
		if prev, ok := seen[pattern]; ok {
			return nil, routeError(spec, &userschema.Error{Msg: fmt.Sprintf("%s is given twice (also at %s)", pattern, prev.Where), Try: "give each method and path once"})
		}
		seen[pattern] = spec
		if spec.Method == MethodRPC {
			ans, err := l.answer(spec)
			if err != nil {
				return nil, err
			}
			if a.answers == nil {
				a.answers = map[protoreflect.FullName]*methodAnswer{}
			}
			a.answers[ans.method.FullName()] = ans
			continue
		}
		if spec.Call != "" {
			md, err := l.method(spec, spec.Call)
			if err != nil {
				return nil, err
			}
			a.routes = append(a.routes, &route{spec: spec, kind: kindCall, rpc: md, elem: md.Output()})
			continue
		}
		rt, err := l.resolve(spec)
		if err != nil {
			return nil, err
		}
		a.routes = append(a.routes, rt)
	}
	link(a.routes)
	if err := a.annotations(specs); err != nil {
		return nil, err
	}
	return a, nil
}

// routeError names the route (and where it was given) in e.
func routeError(spec RouteSpec, e *userschema.Error) error {
	where := ""
	if spec.Where != "" && spec.Where != "-route" {
		where = " (" + spec.Where + ")"
	}
	return &userschema.Error{Msg: fmt.Sprintf("route %q%s: %s", spec.String(), where, e.Msg), Try: e.Try}
}

type fileKey struct {
	path string
	md   protoreflect.FullName
}

type loader struct {
	sch   *userschema.Schema
	opt   Options
	files map[fileKey]*dataFile
	lists map[protoreflect.FullName]protoreflect.MessageDescriptor
}

func (l *loader) resolve(spec RouteSpec) (*route, error) {
	md, err := l.sch.Message(spec.Message)
	if err != nil {
		var ue *userschema.Error
		if errors.As(err, &ue) {
			e := *ue
			if name, ok := strings.CutPrefix(e.Try, "-message "); ok {
				s := spec
				s.Message = name
				e.Try = "-route '" + s.String() + "'"
			}
			return nil, routeError(spec, &e)
		}
		return nil, err
	}
	rt := &route{spec: spec, elem: md}
	switch {
	case spec.Method == http.MethodPost:
		rt.kind = kindPost
		rt.collection = spec.Path + ":" + string(md.FullName())
		return rt, nil
	case spec.param() != "":
		rt.kind = kindItem
	default:
		rt.kind = kindList
	}
	lf := listField(md)
	asItems := false
	if lf != nil && rt.kind == kindList {
		// A list route naming a list message: its data are its items,
		// unless the file holds the list messages themselves. The first
		// sample decides, read as the list first: binary data often
		// decodes both ways (a FileDescriptorSet's bytes parse as a
		// FileDescriptorProto whose name is the nested message), so a
		// sample that is a list with items is taken as one. An item
		// route's message is always its item.
		first, err := l.sch.ReadSamples(spec.Data, md, userschema.SampleOptions{Max: 1})
		isList := err == nil && first.Messages[0].ProtoReflect().Get(lf).List().Len() > 0
		if !isList {
			_, err := l.sch.ReadSamples(spec.Data, lf.Message(), userschema.SampleOptions{Max: 1})
			asItems = err == nil
		}
	}
	if asItems {
		rt.elem, rt.list, rt.listField = lf.Message(), md, lf
	}
	df, err := l.read(spec, rt.elem)
	if err != nil {
		return nil, err
	}
	rt.data = df
	if rt.kind == kindList {
		if rt.list == nil {
			if rt.list, err = l.listOf(rt.elem); err != nil {
				return nil, routeError(spec, &userschema.Error{Msg: err.Error(), Try: "report this: the list wrapper of a message should always build"})
			}
			rt.listField = rt.list.Fields().ByNumber(1)
		}
		rt.pages = newPageCache(maxCachedPages)
		return rt, nil
	}
	return rt, l.index(rt)
}

// method finds the schema's method name (package.Service/Method): a
// unary one, for spec.
func (l *loader) method(spec RouteSpec, name string) (protoreflect.MethodDescriptor, error) {
	md, err := l.sch.Method(name)
	if err != nil {
		var e *userschema.Error
		if errors.As(err, &e) {
			return nil, routeError(spec, e)
		}
		return nil, err
	}
	if md.IsStreamingClient() || md.IsStreamingServer() {
		return nil, routeError(spec, &userschema.Error{Msg: name + " is a streaming method; the mock answers unary methods only", Try: "name a unary method"})
	}
	return md, nil
}

// answer resolves an RPC spec: its method and what it answers.
func (l *loader) answer(spec RouteSpec) (*methodAnswer, error) {
	md, err := l.method(spec, spec.Path)
	if err != nil {
		return nil, err
	}
	ans := &methodAnswer{method: md, mode: spec.Data}
	switch spec.Data {
	case AnswerEcho:
		if md.Input().FullName() != md.Output().FullName() {
			return nil, routeError(spec, &userschema.Error{
				Msg: fmt.Sprintf("echo: %s takes %s and answers %s; echo needs the same type", spec.Path, md.Input().FullName(), md.Output().FullName()),
				Try: "-route '" + MethodRPC + " " + spec.Path + "=" + AnswerEmpty + "' (or generate, or a data file of " + string(md.Output().FullName()) + ")"})
		}
	case AnswerEmpty, AnswerGenerate:
	default:
		df, err := l.read(spec, md.Output())
		if err != nil {
			return nil, err
		}
		if len(df.items) == 0 {
			return nil, routeError(spec, &userschema.Error{Msg: fmt.Sprintf("data file %s holds no %s", spec.Data, md.Output().FullName()), Try: "give it at least one answer"})
		}
		ans.mode, ans.data = answerData, df
	}
	return ans, nil
}

// read reads a data file as messages of md, once per file and type.
func (l *loader) read(spec RouteSpec, md protoreflect.MessageDescriptor) (*dataFile, error) {
	k := fileKey{spec.Data, md.FullName()}
	if df, ok := l.files[k]; ok {
		return df, nil
	}
	s, err := l.sch.ReadSamples(spec.Data, md, userschema.SampleOptions{SkipBad: l.opt.SkipBad})
	if err != nil {
		var ue *userschema.Error
		if errors.As(err, &ue) {
			e := *ue
			e.Msg = strings.TrimSuffix(e.Msg, " (nothing was measured)")
			return nil, routeError(spec, &e)
		}
		return nil, err
	}
	if s.Skipped > 0 {
		l.opt.Logger.Warn("skipped samples that do not match the schema", slog.String("file", spec.Data),
			slog.String("message", string(md.FullName())), slog.Int("skipped", s.Skipped),
			slog.Int("kept", len(s.Messages)), slog.String("first", s.Problems[0]))
	}
	df := &dataFile{path: spec.Data, items: s.Messages}
	l.files[k] = df
	return df, nil
}

// listOf is listmsg.Of, once per message (one descriptor for every
// route that lists it).
func (l *loader) listOf(md protoreflect.MessageDescriptor) (protoreflect.MessageDescriptor, error) {
	if lm, ok := l.lists[md.FullName()]; ok {
		return lm, nil
	}
	lm, err := listmsg.Of(md)
	if err != nil {
		return nil, err
	}
	l.lists[md.FullName()] = lm
	return lm, nil
}

// index finds an item route's {name} field and maps its values.
func (l *loader) index(rt *route) error {
	name := rt.spec.param()
	fd := fieldNamed(rt.elem, name)
	if fd == nil {
		return nil // an index
	}
	if !keyKind(fd) {
		return routeError(rt.spec, &userschema.Error{
			Msg: fmt.Sprintf("{%s} is field %s of %s, a %s; an item route's {name} is a string or integer field, or the index when the message has no field of that name", name, fd.Name(), rt.elem.FullName(), kindOf(fd)),
			Try: "-route 'GET " + rt.spec.prefix() + "/{index}=" + rt.spec.Data + ":" + rt.spec.Message + "'"})
	}
	rt.key = fd
	rt.byKey = make(map[string]proto.Message, len(rt.data.items))
	dups := 0
	for _, m := range rt.data.items {
		k := keyOf(m, fd)
		if _, dup := rt.byKey[k]; dup {
			dups++
			continue
		}
		rt.byKey[k] = m
	}
	if dups > 0 {
		l.opt.Logger.Warn("samples share an id; the first one is served", slog.String("route", rt.spec.Method+" "+rt.spec.Path),
			slog.String("field", string(fd.Name())), slog.Int("duplicates", dups))
	}
	return nil
}

// link gives each item route the collection of the POST route on its path
// for the same message, and each POST route its id field.
func link(routes []*route) {
	for _, p := range routes {
		if p.kind != kindPost {
			continue
		}
		for _, it := range routes {
			if it.kind == kindItem && it.spec.prefix() == p.spec.Path && it.elem.FullName() == p.elem.FullName() {
				it.collection = p.collection
				if it.key != nil {
					p.idField, p.taken = it.key, it.byKey
				}
			}
		}
		if p.idField == nil {
			if fd := fieldNamed(p.elem, "id"); fd != nil && keyKind(fd) {
				p.idField = fd
			}
		}
	}
}

// listField is the one repeated message field (maps aside) of a list
// message, or nil when md has none or several.
func listField(md protoreflect.MessageDescriptor) protoreflect.FieldDescriptor {
	var found protoreflect.FieldDescriptor
	fields := md.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if fd.IsList() && fd.Message() != nil {
			if found != nil {
				return nil
			}
			found = fd
		}
	}
	return found
}

// fieldNamed is md's field called name (its proto or JSON name), or nil.
func fieldNamed(md protoreflect.MessageDescriptor, name string) protoreflect.FieldDescriptor {
	if fd := md.Fields().ByName(protoreflect.Name(name)); fd != nil {
		return fd
	}
	return md.Fields().ByJSONName(name)
}

// keyKind reports whether fd can be an id: a singular string or integer.
func keyKind(fd protoreflect.FieldDescriptor) bool {
	if fd.Cardinality() == protoreflect.Repeated {
		return false
	}
	switch fd.Kind() {
	case protoreflect.StringKind,
		protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind,
		protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return true
	}
	return false
}

func kindOf(fd protoreflect.FieldDescriptor) string {
	switch {
	case fd.IsMap():
		return "map"
	case fd.IsList():
		return "repeated " + fd.Kind().String()
	case fd.Message() != nil:
		return "message " + string(fd.Message().FullName())
	}
	return fd.Kind().String()
}

// keyOf is m's id field as text ("" when unset).
func keyOf(m proto.Message, fd protoreflect.FieldDescriptor) string {
	return keyText(fd, m.ProtoReflect().Get(fd))
}

func keyText(fd protoreflect.FieldDescriptor, v protoreflect.Value) string {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return v.String()
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return strconv.FormatUint(v.Uint(), 10)
	default:
		return strconv.FormatInt(v.Int(), 10)
	}
}

// parseKey reads an id as a value of fd (400 text when it is not one).
func parseKey(fd protoreflect.FieldDescriptor, s string) (protoreflect.Value, error) {
	switch fd.Kind() {
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(s), nil
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		n, err := strconv.ParseUint(s, 10, 32)
		return protoreflect.ValueOfUint32(uint32(n)), err
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		n, err := strconv.ParseUint(s, 10, 64)
		return protoreflect.ValueOfUint64(n), err
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		n, err := strconv.ParseInt(s, 10, 32)
		return protoreflect.ValueOfInt32(int32(n)), err
	default:
		n, err := strconv.ParseInt(s, 10, 64)
		return protoreflect.ValueOfInt64(n), err
	}
}

func newMessage(md protoreflect.MessageDescriptor) proto.Message { return dynamicpb.NewMessage(md) }
