package schemapage

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/pwtsgen"
)

// ErrSchema is the error of a schema the page cannot be made for (a
// proto2 file, a name the generated code cannot use) and of generated
// code that does not bundle.
var ErrSchema = errors.New("bench browser: schema")

// pwtsOptions are clients/ts/buf.gen.pwts.yaml's: 64-bit integers as
// strings, and the FlatBuffers and MessagePack decoders too.
const pwtsOptions = "int64=string,fb=true,msgpack=true"

// memNamespace is the esbuild namespace of the files Bundle is given.
const memNamespace = "polywire-mem"

// Bundle bundles files (path -> TypeScript or JavaScript source, paths
// relative to one root) from entry into one minified ES2022 script, in
// process (esbuild's Go API): no file system, no node_modules. Relative
// imports resolve among files, ".js" finding the ".ts" beside it as
// TypeScript's NodeNext convention has it; any other import is an error.
// esbuild's errors come back in one error wrapping ErrSchema, each with
// its file and line.
func Bundle(files map[string]string, entry string) ([]byte, error) {
	if _, ok := files[entry]; !ok {
		return nil, fmt.Errorf("%w: bundle: no entry %s", ErrSchema, entry)
	}
	mem := api.Plugin{Name: "polywire-mem", Setup: func(b api.PluginBuild) {
		b.OnResolve(api.OnResolveOptions{Filter: ".*"}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
			if a.Kind == api.ResolveEntryPoint {
				return api.OnResolveResult{Path: a.Path, Namespace: memNamespace}, nil
			}
			if !strings.HasPrefix(a.Path, "./") && !strings.HasPrefix(a.Path, "../") {
				return api.OnResolveResult{}, fmt.Errorf("import %q: only the generated files can be imported", a.Path)
			}
			p := path.Join(path.Dir(a.Importer), a.Path)
			for _, c := range []string{p, strings.TrimSuffix(p, ".js") + ".ts"} {
				if _, ok := files[c]; ok {
					return api.OnResolveResult{Path: c, Namespace: memNamespace}, nil
				}
			}
			return api.OnResolveResult{}, fmt.Errorf("import %q: no file %s", a.Path, p)
		})
		b.OnLoad(api.OnLoadOptions{Filter: ".*", Namespace: memNamespace}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
			src := files[a.Path]
			loader := api.LoaderTS
			if strings.HasSuffix(a.Path, ".js") {
				loader = api.LoaderJS
			}
			return api.OnLoadResult{Contents: &src, Loader: loader}, nil
		})
	}}
	res := api.Build(api.BuildOptions{
		EntryPoints:       []string{entry},
		Bundle:            true,
		Write:             false,
		Format:            api.FormatIIFE,
		Platform:          api.PlatformBrowser,
		Target:            api.ES2022,
		MinifyWhitespace:  true,
		MinifySyntax:      true,
		MinifyIdentifiers: false, // a CPU profile names decodeOrder, as the lab page's does
		LegalComments:     api.LegalCommentsNone,
		Charset:           api.CharsetUTF8,
		LogLevel:          api.LogLevelSilent,
		Plugins:           []api.Plugin{mem},
	})
	if len(res.Errors) > 0 {
		msgs := make([]string, 0, len(res.Errors))
		for _, m := range res.Errors {
			s := m.Text
			if l := m.Location; l != nil {
				s = fmt.Sprintf("%s:%d:%d: %s", l.File, l.Line, l.Column+1, m.Text)
				if l.LineText != "" {
					s += " (" + strings.TrimSpace(l.LineText) + ")"
				}
			}
			msgs = append(msgs, s)
		}
		return nil, fmt.Errorf("%w: bundle the generated decoders: %s", ErrSchema, strings.Join(msgs, "; "))
	}
	if len(res.OutputFiles) != 1 {
		return nil, fmt.Errorf("%w: bundle: esbuild wrote %d files, want 1", ErrSchema, len(res.OutputFiles))
	}
	return res.OutputFiles[0].Contents, nil
}

// closure is fd and every file it imports, imports first, without the
// well-known types' files (the generator writes those it needs itself).
func closure(fd protoreflect.FileDescriptor) []protoreflect.FileDescriptor {
	var out []protoreflect.FileDescriptor
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] || strings.HasPrefix(fd.Path(), "google/protobuf/") {
			return
		}
		seen[fd.Path()] = true
		imps := fd.Imports()
		for i := range imps.Len() {
			add(imps.Get(i).FileDescriptor)
		}
		out = append(out, fd)
	}
	add(fd)
	return out
}

// Decoders generates polywire-ts (internal/pwtsgen, with clients/ts's
// options) for list's file and the files it imports, in process, and
// bundles it with an entry that sets globalThis.polywireSchema to list's
// three decoders: proto (decodeX), flatbuffers (decodeXFb) and msgpack
// (decodeXMsgpack). list is a top-level message.
func Decoders(list protoreflect.MessageDescriptor) ([]byte, error) {
	var warn strings.Builder
	files, err := pwtsgen.Files(closure(list.ParentFile()), pwtsOptions, &warn)
	if err != nil {
		return nil, fmt.Errorf("%w: generate polywire-ts: %w", ErrSchema, err)
	}
	base := strings.TrimSuffix(list.ParentFile().Path(), ".proto")
	name := string(list.Name())
	for _, suffix := range []string{"_pwts.ts", "_pwfb.ts", "_pwmp.ts"} {
		if _, ok := files[base+suffix]; !ok {
			names := make([]string, 0, len(files))
			for n := range files {
				names = append(names, n)
			}
			slices.Sort(names)
			return nil, fmt.Errorf("%w: generate polywire-ts: no %s%s among %s (%s)", ErrSchema, base, suffix, strings.Join(names, ", "), strings.TrimSpace(warn.String()))
		}
	}
	const entry = "polywire-entry.ts"
	files[entry] = fmt.Sprintf(`import { decode%[1]s } from "./%[2]s_pwts.js";
import { decode%[1]sFb } from "./%[2]s_pwfb.js";
import { decode%[1]sMsgpack } from "./%[2]s_pwmp.js";
(globalThis as any).polywireSchema = { proto: decode%[1]s, flatbuffers: decode%[1]sFb, msgpack: decode%[1]sMsgpack };
`, name, base)
	return Bundle(files, entry)
}
