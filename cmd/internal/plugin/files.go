package plugin

import (
	"fmt"
	"slices"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/gofeaturespb"
)

// WellKnownPackage holds the well-known types. The JSON, MessagePack and
// XML plugins never generate code for them: their runtimes (and the
// reference codecs) give them special mappings.
const WellKnownPackage = "google.protobuf"

// Eligible reports whether plugin name generates code for f: false, with
// no error, for the well-known types; an error naming the file and the
// plugin for a file the generated code cannot serve (not proto3, or not
// protoc-gen-go's open struct API).
func Eligible(name string, f *protogen.File) (bool, error) {
	if f.Desc.Package() == WellKnownPackage {
		return false, nil
	}
	if f.Desc.Syntax() != protoreflect.Proto3 {
		return false, fmt.Errorf("%s: %s supports proto3 files only, not %s", f.Desc.Path(), name, f.Desc.Syntax())
	}
	if f.APILevel != gofeaturespb.GoFeatures_API_OPEN {
		return false, fmt.Errorf("%s: %s supports the open struct API only, not %s", f.Desc.Path(), name, f.APILevel)
	}
	return true, nil
}

// Generated reports whether the declarations of file desc get methods in
// this run of a plugin that generates what Eligible accepts, so the code
// of another file can call them directly.
func Generated(gen *protogen.Plugin, desc protoreflect.FileDescriptor) bool {
	f, ok := gen.FilesByPath[desc.Path()]
	return ok && f.Generate && desc.Package() != WellKnownPackage &&
		desc.Syntax() == protoreflect.Proto3 && f.APILevel == gofeaturespb.GoFeatures_API_OPEN
}

// CheckNames returns an error when a field of messages (in file f) has the
// Go name of one of the methods the plugin generates: the output would
// not compile.
func CheckNames(f *protogen.File, messages []*protogen.Message, methods []string) error {
	for _, m := range messages {
		for _, fd := range m.Fields {
			if slices.Contains(methods, fd.GoName) {
				return fmt.Errorf("%s: field %s of %s has the Go name of a generated method", f.Desc.Path(), fd.Desc.Name(), m.Desc.FullName())
			}
		}
	}
	return nil
}

// Enums lists f's top-level enums and those declared in messages (as
// Messages returns them).
func Enums(f *protogen.File, messages []*protogen.Message) []*protogen.Enum {
	enums := slices.Clone(f.Enums)
	for _, m := range messages {
		enums = append(enums, m.Enums...)
	}
	return enums
}
