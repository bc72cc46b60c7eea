package apicheck

import (
	"bufio"
	"bytes"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// TestNoInternalTypesInPublicAPI loads every public package of the module
// from the compiler's export data (go list -export: no source parsing, no
// dependency beyond the standard library) and walks what each one exports:
// functions, variables, constants, types with their underlying types,
// exported struct fields, embedded fields, methods and interface methods.
// It fails once per exported identifier whose type mentions a type from a
// package whose path has an internal element.
func TestNoInternalTypesInPublicAPI(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs go list -export over the module")
	}
	pkgs, exports := listExports(t)
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	var leaks []string
	for _, path := range pkgs {
		pkg, err := imp.Import(path)
		if err != nil {
			t.Fatalf("import %s: %v", path, err)
		}
		leaks = append(leaks, publicLeaks(pkg)...)
	}
	sort.Strings(leaks)
	for _, l := range leaks {
		t.Error(l)
	}
	if len(leaks) > 0 {
		t.Log("another module cannot name these types: make their package public, or stop exporting the identifier")
	}
	if len(pkgs) < 10 {
		t.Fatalf("checked only %d packages: %v", len(pkgs), pkgs)
	}
}

// listExports returns the module's public non-main packages and the export
// data file of every package they (transitively) import.
func listExports(t *testing.T) (public []string, exports map[string]string) {
	t.Helper()
	cmd := exec.Command("go", "list", "-export", "-deps",
		"-f", "{{.ImportPath}}\t{{.Export}}\t{{.Name}}\t{{.Module}}",
		"github.com/polywire/polywire/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -export: %v\n%s", err, stderr.Bytes())
	}
	exports = make(map[string]string)
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 4 {
			t.Fatalf("go list: unexpected line %q", sc.Text())
		}
		path, export, name, module := f[0], f[1], f[2], f[3]
		exports[path] = export
		if module == "github.com/polywire/polywire" && name != "main" && !isInternal(path) {
			public = append(public, path)
		}
	}
	return public, exports
}

// isInternal reports whether the go command forbids importing path from
// outside the tree that holds its internal element.
func isInternal(path string) bool {
	return strings.HasSuffix(path, "/internal") || strings.Contains(path, "/internal/") ||
		path == "internal" || strings.HasPrefix(path, "internal/")
}

// publicLeaks lists, as "pkg.Ident: ... type", each exported identifier of
// pkg whose type mentions an internal package's type.
func publicLeaks(pkg *types.Package) []string {
	var leaks []string
	report := func(ident string, typ types.Type) {
		w := walker{home: pkg, seen: map[types.Type]bool{}}
		w.walk(typ)
		for _, found := range w.found {
			leaks = append(leaks, fmt.Sprintf("%s.%s mentions %s (type %s)",
				pkg.Path(), ident, found, types.TypeString(typ, shortPath)))
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Func, *types.Var, *types.Const:
			report(name, obj.Type())
		case *types.TypeName:
			if alias, ok := obj.Type().(*types.Alias); ok {
				report(name, types.Unalias(alias))
				continue
			}
			named, ok := obj.Type().(*types.Named)
			if !ok {
				report(name, obj.Type())
				continue
			}
			if tps := named.TypeParams(); tps != nil {
				for i := range tps.Len() {
					report(name+"["+tps.At(i).Obj().Name()+"]", tps.At(i).Constraint())
				}
			}
			switch u := named.Underlying().(type) {
			case *types.Struct:
				for i := range u.NumFields() {
					if f := u.Field(i); f.Exported() || f.Embedded() {
						report(name+"."+f.Name(), f.Type())
					}
				}
			case *types.Interface:
				for i := range u.NumMethods() {
					if m := u.Method(i); m.Exported() {
						report(name+"."+m.Name(), m.Type())
					}
				}
			default:
				report(name, u)
			}
			for i := range named.NumMethods() {
				if m := named.Method(i); m.Exported() {
					report(name+"."+m.Name(), m.Type())
				}
			}
		}
	}
	return leaks
}

// shortPath writes the module's packages relative to its root.
func shortPath(p *types.Package) string {
	return strings.TrimPrefix(p.Path(), "github.com/polywire/polywire/")
}

// walker collects the internal named types a type mentions.
type walker struct {
	home  *types.Package // the package being checked
	seen  map[types.Type]bool
	found []string
}

func (w *walker) walk(t types.Type) {
	if t == nil || w.seen[t] {
		return
	}
	w.seen[t] = true
	switch t := t.(type) {
	case *types.Basic:
	case *types.Pointer:
		w.walk(t.Elem())
	case *types.Slice:
		w.walk(t.Elem())
	case *types.Array:
		w.walk(t.Elem())
	case *types.Chan:
		w.walk(t.Elem())
	case *types.Map:
		w.walk(t.Key())
		w.walk(t.Elem())
	case *types.Signature:
		if tps := t.TypeParams(); tps != nil {
			for i := range tps.Len() {
				w.walk(tps.At(i))
			}
		}
		w.walk(t.Params())
		w.walk(t.Results())
	case *types.Tuple:
		for i := range t.Len() {
			w.walk(t.At(i).Type())
		}
	case *types.Struct:
		for i := range t.NumFields() {
			if f := t.Field(i); f.Exported() || f.Embedded() {
				w.walk(f.Type())
			}
		}
	case *types.Interface:
		for i := range t.NumExplicitMethods() {
			if m := t.ExplicitMethod(i); m.Exported() {
				w.walk(m.Type())
			}
		}
		for i := range t.NumEmbeddeds() {
			w.walk(t.EmbeddedType(i))
		}
	case *types.Union:
		for i := range t.Len() {
			w.walk(t.Term(i).Type())
		}
	case *types.TypeParam:
		w.walk(t.Constraint())
	case *types.Alias:
		w.object(t.Obj())
		if args := t.TypeArgs(); args != nil {
			for i := range args.Len() {
				w.walk(args.At(i))
			}
		}
		w.walk(types.Unalias(t))
	case *types.Named:
		w.object(t.Obj())
		if args := t.TypeArgs(); args != nil {
			for i := range args.Len() {
				w.walk(args.At(i))
			}
		}
		// An unexported type of the checked package, reached from an
		// exported identifier, is API too: what can be done with it is
		// its exported fields and methods.
		if obj := t.Obj(); obj.Pkg() == w.home && !obj.Exported() {
			w.walk(t.Underlying())
			for i := range t.NumMethods() {
				if m := t.Method(i); m.Exported() {
					w.walk(m.Type())
				}
			}
		}
	default:
		w.found = append(w.found, fmt.Sprintf("unhandled %T", t))
	}
}

func (w *walker) object(obj *types.TypeName) {
	if obj.Pkg() != nil && isInternal(obj.Pkg().Path()) {
		w.found = append(w.found, obj.Pkg().Path()+"."+obj.Name())
	}
}

// TestNoPublicPackageImportsInternal: a package another module can import
// must not import the module's internal packages — its code would then
// depend on a package this module may change at will, and a test kit
// (codectest, storetest) would hand its users data they cannot build
// themselves. A package tree's own internal/ (its private parts) is
// allowed, and test files are not the package: they may import internal
// packages.
func TestNoPublicPackageImportsInternal(t *testing.T) {
	t.Parallel()
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}}\t{{.Name}}\t{{join .Imports \" \"}}", "github.com/polywire/polywire/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	checked := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.SplitN(sc.Text(), "\t", 3)
		if len(f) != 3 {
			t.Fatalf("go list: unexpected line %q", sc.Text())
		}
		path, name, imports := f[0], f[1], strings.Fields(f[2])
		if name == "main" || isInternal(path) {
			continue
		}
		checked++
		for _, imp := range imports {
			// The module's internal/ only: a package tree's own internal/
			// holds its private parts, as connect-go's does (msgpackcodec's
			// reference encoder, shared with its fastmsgpack runtime).
			if !strings.HasPrefix(imp, "github.com/polywire/polywire/internal/") {
				continue
			}
			t.Errorf("%s imports %s: make that package public, or move %s under internal/", path, imp, path)
		}
	}
	if checked < 10 {
		t.Fatalf("checked only %d packages", checked)
	}
}
