// Command protoc-gen-fastflat is a protoc (and buf) plugin for polywire's
// FlatBuffers codec (codec/flatcodec). Next to each file protoc-gen-go
// generates, it writes a <name>_fastflat.pb.go in the same Go package with
// three methods per message:
//
//	MarshalFlatFast(e *fastflat.Encoder, maxDepth int) (root int, ok bool)
//	UnmarshalFlatFast(b []byte, o fastflat.DecodeOptions) (handled, ok bool)
//	DecodeFlatFast(d *fastflat.Decoder, t, depth int) bool
//
// and, with the option fbs, the file's FlatBuffers schema <name>.fbs, for
// flatc to generate readers and writers in other languages from.
//
// Why: the codec's reference path is driven by the protobuf descriptors
// and reaches every field through package reflect or protoreflect; the
// generated code is straight-line per message, reads and writes the
// struct fields directly, and is several times faster (docs/BENCHMARKS.md
// has the numbers). flatcodec.Codec finds the methods by interface
// (Codec{Reference: true} ignores them); they write the same bytes as the
// reference path and accept the same buffers, which codec/flatcodec's
// tests and FuzzFastDifferential hold them to. The runtime they call is
// github.com/polywire/polywire/codec/flatcodec/fastflat, so any module can
// run the plugin and compile its output:
//
//	go install github.com/polywire/polywire/cmd/protoc-gen-fastflat@latest
//
// and in buf.gen.yaml, beside protoc-gen-go (same out and paths):
//
//	plugins:
//	  - local: protoc-gen-fastflat
//	    out: gen
//	    opt: [paths=source_relative, fbs]
//
// What it writes, and when not:
//
//   - Only proto3 files are supported (others are an error), with the
//     open struct API. The well-known types' files get no Go file: their
//     code is in the runtime.
//   - Every message gets the methods, laid out as codec/flatcodec's
//     reference lays it out, whatever its fields: every scalar kind,
//     strings and bytes, messages, singular and repeated (repeated bytes
//     as item tables), maps of every key kind (entries sorted by key),
//     oneofs and proto3 optional fields (a member or field that is set is
//     written even when it holds the default, and two members of one
//     oneof make a buffer invalid), recursive types (the depth limit is
//     counted as the reference counts it, so a type that recurses is
//     bounded at run time, not refused), and the well-known types
//     (Timestamp, Duration, the wrappers, Empty, Struct, Value, ListValue,
//     FieldMask, Any), written and read by the runtime. The tests on
//     testdata/proto and on cmd/internal/plugintest's schemas hold the
//     code to the reference byte for byte, and decision for decision.
//   - A message field of a type in another Go package goes through the
//     runtime (fastflat's Encoder.Message and Decoder.Message), which
//     calls that type's generated methods, found by interface. A type
//     without them (generated without this plugin, or a well-known type
//     the runtime does not have, such as google.protobuf.Type) makes the
//     message that holds it decline at run time, and the codec takes the
//     reference path for the whole message: the fast path is an
//     optimisation, never a change of behaviour. As a run cannot know
//     whether another run generated a type's methods, it prints a notice
//     on standard error for each field of a type neither the run nor the
//     runtime has code for, naming the field.
//   - With fbs (opt: fbs or fbs=true) it also writes <name>.fbs beside the
//     Go file (codec/flatcodec/fbschema's Write: tables named as the
//     messages, fields in declaration order, one slot each, maps as
//     vectors of entry tables, root_type, namespace the proto package),
//     for every file, whatever its fields. That is an option, not always,
//     because the .fbs is not Go: a module that only wants the fast path
//     does not get schema files in its packages. A schema that imports
//     well-known types (google/protobuf/*.proto, which no run generates)
//     includes their mirrors, so the run writes those too, at
//     google/protobuf/<name>.fbs under the output directory, where the
//     include lines of a source_relative mirror find them (with module=,
//     there too: give flatc -I at the output directory). buf's default
//     strategy runs the plugin once per directory, and each run that needs
//     one writes it (buf warns of the duplicate and keeps one): strategy:
//     all in buf.gen.yaml writes each once.
//
// In polywire, buf.gen.yaml runs it from source with fbs; gen/polywire/
// */v1/*.fbs are then the schemas scripts/flatc-generate.sh, clients/ts
// and clients/java give flatc. Run as protoc-gen-fastflat -wellknown DIR,
// it writes the runtime's code for the well-known types into DIR (make
// generate does, into codec/flatcodec/fastflat).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
)

func main() {
	// protoc-gen-fastflat -wellknown DIR: the well-known types' code, for
	// package fastflat (make generate).
	if len(os.Args) == 3 && os.Args[1] == "-wellknown" {
		src, err := generateWellKnown()
		if err == nil {
			err = os.WriteFile(filepath.Join(os.Args[2], wellKnownFile), src, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "protoc-gen-fastflat:", err)
			os.Exit(1)
		}
		return
	}
	var o options
	plugin.MainParams(o.set, o.generate)
}

// options are the plugin's parameters, and the analysis of the request,
// made once.
type options struct {
	fbs bool

	gen   *protogen.Plugin
	model model
	// mirrors are the well-known types' mirrors written in this run.
	mirrors map[string]bool
}

func (o *options) set(name, value string) error {
	if name != "fbs" {
		return fmt.Errorf("unknown option %s (protoc-gen-fastflat knows fbs)", name)
	}
	if value == "" {
		o.fbs = true
		return nil
	}
	b, err := strconv.ParseBool(value)
	if err != nil {
		return fmt.Errorf("option fbs=%s: %w", value, err)
	}
	o.fbs = b
	return nil
}

func (o *options) generate(gen *protogen.Plugin, f *protogen.File) error {
	if o.gen != gen {
		o.gen, o.model, o.mirrors = gen, newModel(gen), map[string]bool{}
	}
	if err := generateFile(gen, f, o.model); err != nil {
		return err
	}
	if !o.fbs {
		return nil
	}
	src, err := fbschema.Write(f.Desc)
	if err != nil {
		return err
	}
	// Beside the Go file, as paths= or module= place it. include lines name
	// other mirrors by their .proto's path (fbschema.Path), which is where
	// paths=source_relative puts them: a schema of several files that
	// include each other wants source_relative (or flatc -I pointing at
	// each directory); one file of its own, as most are, works with any.
	out := gen.NewGeneratedFile(f.GeneratedFilenamePrefix+".fbs", "")
	if _, err := out.Write(src); err != nil {
		return err
	}
	return o.writeWellKnown(gen, f, src)
}

// writeWellKnown writes the mirrors of the well-known types' files that
// src, the mirror of f, includes (directly or through one another), once
// per run: at their fbschema.Path under the output directory.
func (o *options) writeWellKnown(gen *protogen.Plugin, f *protogen.File, src []byte) error {
	deps, err := fbschema.Includes(f.Desc, src)
	if err != nil {
		return err
	}
	for _, d := range deps {
		if !strings.HasPrefix(d.Path, "google/protobuf/") || o.mirrors[d.Path] {
			continue
		}
		if gf, ok := gen.FilesByPath[strings.TrimSuffix(d.Path, ".fbs")+".proto"]; ok && gf.Generate {
			continue // written as the run's own file
		}
		o.mirrors[d.Path] = true
		// Under module=M every file name must start with M/, which the
		// plugin strips: the mirror still lands at google/protobuf/ under
		// the output directory.
		name := d.Path
		if m := moduleOption(gen); m != "" {
			name = m + "/" + name
		}
		if _, err := gen.NewGeneratedFile(name, "").Write(d.Text); err != nil {
			return err
		}
	}
	return nil
}

// moduleOption is the value of the run's module= option, "" without one.
func moduleOption(gen *protogen.Plugin) string {
	for _, p := range strings.Split(gen.Request.GetParameter(), ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(p), "module="); ok {
			return v
		}
	}
	return ""
}
