// Package userschema loads a user's own schema and data for the lab and the
// mock server: .proto files compiled in process (bufbuild/protocompile, no
// protoc) or a descriptor set (what `buf build -o` writes), a message
// looked up by name, and sample messages read from JSON Lines, a JSON
// array (proto3 JSON) or length-delimited Protobuf. Everything it returns
// is dynamic (dynamicpb), so polywire's reference codecs carry it in every
// format.
//
// Imports a schema need not carry: the well-known types
// (google/protobuf/*.proto) and Google's API annotations
// (google/api/annotations.proto, http.proto, field_behavior.proto,
// client.proto, resource.proto, routing.proto, launch_stage.proto) resolve
// to the descriptors compiled into polywire when the proto path or the
// descriptor set does not hold them; a copy the user vendors, or a set
// built with its imports, is used as given.
package userschema

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bufbuild/protocompile"
	"github.com/bufbuild/protocompile/reporter"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"

	// Google's API annotations (google.api.http and its siblings),
	// registered in protoregistry.GlobalFiles: the imports builtinImport
	// resolves.
	_ "google.golang.org/genproto/googleapis/api/annotations"

	"github.com/polywire/polywire/internal/suggest"
)

// Source says where a schema comes from: Files (.proto, found on
// ProtoPath, default ".") or DescriptorSet; exactly one of the two.
type Source struct {
	ProtoPath     []string
	Files         []string
	DescriptorSet string
}

// Schema is a compiled schema: its files with every import, and the
// dynamic types of its messages (for Any and extensions).
type Schema struct {
	Files *protoregistry.Files
	Types *dynamicpb.Types
	// Roots are the files named by the Source (for a descriptor set:
	// every file in it), in the order given.
	Roots []protoreflect.FileDescriptor
}

// Error is a schema or sample problem the user must fix: Msg says what
// and where, Try what to do. The CLI prints them as Error: and Try:.
type Error struct {
	Msg string
	Try string
}

func (e *Error) Error() string { return e.Msg }

// Load compiles or reads the schema src names, and registers its files and
// message types globally (see registerGlobal) so that Any fields resolve
// in every codec.
func Load(ctx context.Context, src Source) (*Schema, error) {
	switch {
	case src.DescriptorSet != "" && len(src.Files) > 0:
		return nil, &Error{Msg: "both .proto files and a descriptor set given", Try: "give either -proto-path DIR with file names, or -descriptor-set FILE"}
	case src.DescriptorSet != "":
		return loadSet(src.DescriptorSet)
	case len(src.Files) == 0:
		return nil, &Error{Msg: "no schema given", Try: "-proto-path DIR FILE.proto ... or -descriptor-set set.binpb (buf build -o set.binpb)"}
	}
	paths := src.ProtoPath
	if len(paths) == 0 {
		paths = []string{"."}
	}
	names := make([]string, len(src.Files))
	for i, f := range src.Files {
		n, err := importName(f, paths)
		if err != nil {
			return nil, err
		}
		names[i] = n
	}
	var first error
	c := protocompile.Compiler{
		Resolver: protocompile.CompositeResolver{
			protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: paths}),
			protocompile.ResolverFunc(func(name string) (protocompile.SearchResult, error) {
				if fd := builtinImport(name); fd != nil {
					return protocompile.SearchResult{Desc: fd}, nil
				}
				return protocompile.SearchResult{}, protoregistry.NotFound
			}),
		},
		SourceInfoMode: protocompile.SourceInfoStandard,
		Reporter: reporter.NewReporter(func(err reporter.ErrorWithPos) error {
			if first == nil {
				first = err
			}
			return err
		}, nil),
	}
	files, err := c.Compile(ctx, names...)
	if err != nil {
		if first != nil {
			err = first
		}
		if errors.Is(err, os.ErrNotExist) {
			return nil, &Error{Msg: fmt.Sprintf("compile schema: %v", err), Try: fmt.Sprintf("check the file names and -proto-path (now %s): imports are found relative to it", strings.Join(paths, ", "))}
		}
		return nil, &Error{Msg: fmt.Sprintf("compile schema: %v", err), Try: "fix the .proto file at that line and column"}
	}
	s := &Schema{Files: new(protoregistry.Files)}
	for _, f := range files {
		if err := register(s.Files, f); err != nil {
			return nil, err
		}
		s.Roots = append(s.Roots, f)
	}
	s.Types = dynamicpb.NewTypes(s.Files)
	s.registerGlobal()
	return s, nil
}

// importName is file's name as an import: relative to the first of paths
// that holds it (a name already relative to one stays as it is).
func importName(file string, paths []string) (string, error) {
	for _, p := range paths {
		if _, err := os.Stat(filepath.Join(p, file)); err == nil && !filepath.IsAbs(file) {
			return filepath.ToSlash(filepath.Clean(file)), nil
		}
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(abs); err != nil {
		return "", &Error{Msg: fmt.Sprintf("schema file %s: not found (looked in %s)", file, strings.Join(paths, ", ")), Try: "name the .proto files relative to -proto-path DIR, e.g. -proto-path proto acme/orders/v1/orders.proto"}
	}
	for _, p := range paths {
		ap, err := filepath.Abs(p)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(ap, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel), nil
		}
	}
	return "", &Error{Msg: fmt.Sprintf("schema file %s is not under -proto-path %s", file, strings.Join(paths, ", ")), Try: fmt.Sprintf("-proto-path %s (the directory its imports are relative to)", filepath.Dir(file))}
}

// register adds f and its imports to files, once each.
func register(files *protoregistry.Files, f protoreflect.FileDescriptor) error {
	if _, err := files.FindFileByPath(f.Path()); err == nil {
		return nil
	}
	imports := f.Imports()
	for i := range imports.Len() {
		if err := register(files, imports.Get(i).FileDescriptor); err != nil {
			return err
		}
	}
	if err := files.RegisterFile(f); err != nil {
		return &Error{Msg: fmt.Sprintf("schema: %v", err), Try: "give each .proto file once; two files may not declare the same name"}
	}
	return nil
}

// builtinImport is the descriptor compiled into polywire for an import a
// schema need not carry (see the package doc), or nil.
func builtinImport(name string) protoreflect.FileDescriptor {
	if !strings.HasPrefix(name, "google/protobuf/") && !strings.HasPrefix(name, "google/api/") {
		return nil
	}
	fd, err := protoregistry.GlobalFiles.FindFileByPath(name)
	if err != nil {
		return nil
	}
	return fd
}

// loadSet reads a FileDescriptorSet. Imports missing from it (protoc
// without --include_imports) that polywire has compiled in — the
// well-known types and Google's API annotations — are taken from there;
// any other missing import is an error.
func loadSet(path string) (*Schema, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{Msg: fmt.Sprintf("descriptor set: %v", err), Try: "buf build -o set.binpb, or protoc --include_imports --descriptor_set_out=set.binpb ..."}
	}
	var set descriptorpb.FileDescriptorSet
	if err := proto.Unmarshal(raw, &set); err != nil {
		return nil, &Error{Msg: fmt.Sprintf("descriptor set %s is not a FileDescriptorSet: %v", path, err), Try: "buf build -o set.binpb writes one (binary, not JSON)"}
	}
	if len(set.File) == 0 {
		return nil, &Error{Msg: fmt.Sprintf("descriptor set %s holds no file", path), Try: "buf build -o set.binpb in the directory of buf.yaml"}
	}
	have := map[string]bool{}
	for _, f := range set.File {
		have[f.GetName()] = true
	}
	var extra []*descriptorpb.FileDescriptorProto
	var addBuiltin func(name string) error
	addBuiltin = func(name string) error {
		if have[name] {
			return nil
		}
		fd := builtinImport(name)
		if fd == nil {
			return nil
		}
		have[name] = true
		imports := fd.Imports()
		for i := range imports.Len() {
			if err := addBuiltin(imports.Get(i).Path()); err != nil {
				return err
			}
		}
		extra = append(extra, protodesc.ToFileDescriptorProto(fd))
		return nil
	}
	for _, f := range set.File {
		for _, dep := range f.GetDependency() {
			if err := addBuiltin(dep); err != nil || !have[dep] {
				return nil, &Error{Msg: fmt.Sprintf("descriptor set %s: %s imports %s, which the set does not hold", path, f.GetName(), dep),
					Try: "build the set with its imports: buf build -o set.binpb, or protoc --include_imports --descriptor_set_out=set.binpb"}
			}
		}
	}
	set.File = append(extra, set.File...)
	files, err := protodesc.NewFiles(&set)
	if err != nil {
		return nil, &Error{Msg: fmt.Sprintf("descriptor set %s: %v", path, err), Try: "rebuild it with buf build -o set.binpb"}
	}
	s := &Schema{Files: files, Types: dynamicpb.NewTypes(files)}
	s.registerGlobal()
	for _, f := range set.File[len(extra):] {
		fd, err := files.FindFileByPath(f.GetName())
		if err != nil {
			return nil, err
		}
		s.Roots = append(s.Roots, fd)
	}
	return s, nil
}

// MessageNames lists every message the schema declares (imports
// included), sorted.
func (s *Schema) MessageNames() []string {
	var names []string
	s.Files.RangeFiles(func(f protoreflect.FileDescriptor) bool {
		var walk func(ms protoreflect.MessageDescriptors)
		walk = func(ms protoreflect.MessageDescriptors) {
			for i := range ms.Len() {
				m := ms.Get(i)
				if m.IsMapEntry() {
					continue
				}
				names = append(names, string(m.FullName()))
				walk(m.Messages())
			}
		}
		walk(f.Messages())
		return true
	})
	sort.Strings(names)
	return names
}

// Message finds a message by full name (a leading dot is allowed). A name
// that is not there gets the nearest names the schema has; a short name
// that is unique among the root files' messages is accepted too.
func (s *Schema) Message(name string) (protoreflect.MessageDescriptor, error) {
	name = strings.TrimPrefix(name, ".")
	if name == "" {
		return nil, &Error{Msg: "no message name given", Try: "-message " + s.example()}
	}
	if d, err := s.Files.FindDescriptorByName(protoreflect.FullName(name)); err == nil {
		if md, ok := d.(protoreflect.MessageDescriptor); ok {
			return md, nil
		}
		return nil, &Error{Msg: fmt.Sprintf("%s is a %s, not a message", name, kindName(d)), Try: "-message " + s.example()}
	}
	all := s.MessageNames()
	var short []string
	for _, n := range all {
		if n == name || strings.HasSuffix(n, "."+name) {
			short = append(short, n)
		}
	}
	if len(short) == 1 {
		d, _ := s.Files.FindDescriptorByName(protoreflect.FullName(short[0]))
		return d.(protoreflect.MessageDescriptor), nil
	}
	if len(short) > 1 {
		return nil, &Error{Msg: fmt.Sprintf("message %q is ambiguous: %s", name, strings.Join(short, ", ")), Try: "-message " + short[0]}
	}
	near := suggest.Nearest(name, all, 5)
	if len(near) == 0 {
		return nil, &Error{Msg: fmt.Sprintf("no message %q in the schema", name), Try: "-message " + s.example()}
	}
	return nil, &Error{Msg: fmt.Sprintf("no message %q in the schema; nearest: %s", name, strings.Join(near, ", ")), Try: "-message " + near[0]}
}

// example is a message name to suggest: the first message of the first
// root file.
func (s *Schema) example() string {
	for _, f := range s.Roots {
		if f.Messages().Len() > 0 {
			return string(f.Messages().Get(0).FullName())
		}
	}
	if names := s.MessageNames(); len(names) > 0 {
		return names[0]
	}
	return "acme.orders.v1.Order"
}

func kindName(d protoreflect.Descriptor) string {
	switch d.(type) {
	case protoreflect.EnumDescriptor:
		return "enum"
	case protoreflect.EnumValueDescriptor:
		return "enum value"
	case protoreflect.FieldDescriptor:
		return "field"
	case protoreflect.ServiceDescriptor:
		return "service"
	case protoreflect.MethodDescriptor:
		return "method"
	case protoreflect.FileDescriptor:
		return "file"
	}
	return "declaration"
}

// registerGlobal adds s's files and message types to protobuf-go's global
// registries, where every codec resolves the type URLs of Any fields (and
// protojson's, protobuf-go's). Names already there (the well-known types,
// polywire's own schema) keep their registration. One process serves one
// user schema, so the global registries are this process's schema.
func (s *Schema) registerGlobal() {
	s.Files.RangeFiles(func(f protoreflect.FileDescriptor) bool {
		if _, err := protoregistry.GlobalFiles.FindFileByPath(f.Path()); err != nil {
			_ = protoregistry.GlobalFiles.RegisterFile(f) // a name clash keeps the first
		}
		var walk func(ms protoreflect.MessageDescriptors)
		walk = func(ms protoreflect.MessageDescriptors) {
			for i := range ms.Len() {
				md := ms.Get(i)
				if _, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName()); err != nil {
					_ = protoregistry.GlobalTypes.RegisterMessage(dynamicpb.NewMessageType(md))
				}
				walk(md.Messages())
			}
		}
		walk(f.Messages())
		return true
	})
}

// Services are the services of the root files (the ones the Source named),
// once each, in the order of the files.
func (s *Schema) Services() []protoreflect.ServiceDescriptor {
	var out []protoreflect.ServiceDescriptor
	seen := map[protoreflect.FullName]bool{}
	for _, f := range s.Roots {
		for i := range f.Services().Len() {
			sd := f.Services().Get(i)
			if !seen[sd.FullName()] {
				seen[sd.FullName()] = true
				out = append(out, sd)
			}
		}
	}
	return out
}

// Method finds a method by its gRPC name, package.Service/Method (a
// leading slash, as in a gRPC path, and a dot for the slash are allowed).
// A name that is not there gets the root files' methods as its Try.
func (s *Schema) Method(name string) (protoreflect.MethodDescriptor, error) {
	full := strings.TrimPrefix(name, "/")
	if svc, m, ok := strings.Cut(full, "/"); ok {
		full = svc + "." + m
	}
	if d, err := s.Files.FindDescriptorByName(protoreflect.FullName(full)); err == nil {
		if md, ok := d.(protoreflect.MethodDescriptor); ok {
			return md, nil
		}
	}
	var names []string
	for _, sd := range s.Services() {
		for j := range sd.Methods().Len() {
			names = append(names, string(sd.FullName())+"/"+string(sd.Methods().Get(j).Name()))
		}
	}
	try := "the schema's methods: " + strings.Join(names, ", ")
	if len(names) == 0 {
		try = "the schema defines no service; load the .proto that does"
	}
	return nil, &Error{Msg: fmt.Sprintf("no method %s in the schema", name), Try: try}
}
