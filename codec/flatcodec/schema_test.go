package flatcodec_test

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
)

// The .fbs files are written by hand, so these tests hold them to the
// .proto files they mirror: same tables as messages, same fields in the
// same order (the codec's slot i is proto field i), mapped types. A field
// added to a .proto and not to its .fbs (or the other way) fails here.

const repoRoot = "../.."

// fbsSchema is what the parser below reads from one of our .fbs files.
type fbsSchema struct {
	doc       string // the leading comment block
	namespace string
	enums     []fbsEnum
	tables    []fbsTable
	rootType  string
}

type fbsEnum struct {
	name, underlying string
	values           []fbsEnumValue
}

type fbsEnumValue struct {
	name   string
	number int64
}

type fbsTable struct {
	name   string
	fields []fbsField
}

type fbsField struct{ name, typ string }

// parseFBS reads the subset of the FlatBuffers schema language our files
// use: namespace, enum with explicit values, table with plain fields,
// root_type, and // comments. Anything else (attributes, default values,
// structs, unions, includes) is an error, so a richer .fbs makes this test
// be extended rather than silently skip what it cannot compare.
func parseFBS(src string) (*fbsSchema, error) {
	s := &fbsSchema{}
	var docLines []string
	for line := range strings.Lines(src) {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "//") {
			break
		}
		docLines = append(docLines, strings.TrimSpace(strings.TrimPrefix(line, "//")))
	}
	s.doc = strings.Join(docLines, " ")
	p := &fbsParser{toks: tokenize(src)}
	for !p.done() {
		switch kw := p.next(); kw {
		case "namespace":
			s.namespace = p.ident()
			p.expect(";")
		case "root_type":
			s.rootType = p.ident()
			p.expect(";")
		case "enum":
			e := fbsEnum{name: p.ident()}
			p.expect(":")
			e.underlying = p.ident()
			p.expect("{")
			for p.peek() != "}" && p.err == nil {
				v := fbsEnumValue{name: p.ident()}
				p.expect("=")
				n, err := strconv.ParseInt(p.next(), 10, 64)
				if err != nil && p.err == nil {
					p.err = fmt.Errorf("enum %s: %w", e.name, err)
				}
				v.number = n
				e.values = append(e.values, v)
				if p.peek() == "," {
					p.next()
				}
			}
			p.expect("}")
			s.enums = append(s.enums, e)
		case "table":
			t := fbsTable{name: p.ident()}
			p.expect("{")
			for p.peek() != "}" && p.err == nil {
				f := fbsField{name: p.ident()}
				p.expect(":")
				if p.peek() == "[" {
					p.next()
					f.typ = "[" + p.ident() + "]"
					p.expect("]")
				} else {
					f.typ = p.ident()
				}
				p.expect(";")
				t.fields = append(t.fields, f)
			}
			p.expect("}")
			s.tables = append(s.tables, t)
		default:
			if p.err == nil {
				p.err = fmt.Errorf("unsupported construct %q", kw)
			}
		}
		if p.err != nil {
			return nil, p.err
		}
	}
	return s, nil
}

func tokenize(src string) []string {
	var toks []string
	for line := range strings.Lines(src) {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		tok := ""
		for _, r := range line {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.' || r == '-':
				tok += string(r)
			default:
				if tok != "" {
					toks = append(toks, tok)
					tok = ""
				}
				if !unicode.IsSpace(r) {
					toks = append(toks, string(r))
				}
			}
		}
		if tok != "" {
			toks = append(toks, tok)
		}
	}
	return toks
}

type fbsParser struct {
	toks []string
	err  error
}

func (p *fbsParser) done() bool { return len(p.toks) == 0 || p.err != nil }

func (p *fbsParser) peek() string {
	if len(p.toks) == 0 {
		return ""
	}
	return p.toks[0]
}

func (p *fbsParser) next() string {
	if len(p.toks) == 0 {
		if p.err == nil {
			p.err = errors.New("unexpected end of file")
		}
		return ""
	}
	t := p.toks[0]
	p.toks = p.toks[1:]
	return t
}

func (p *fbsParser) expect(want string) {
	if got := p.next(); got != want && p.err == nil {
		p.err = fmt.Errorf("got %q, want %q", got, want)
	}
}

func (p *fbsParser) ident() string {
	t := p.next()
	if t == "" || !unicode.IsLetter(rune(t[0])) && t[0] != '_' {
		if p.err == nil {
			p.err = fmt.Errorf("got %q, want a name", t)
		}
	}
	return t
}

// fbsType is the FlatBuffers type that mirrors a proto field.
func fbsType(fd protoreflect.FieldDescriptor) (string, error) {
	if fd.IsMap() {
		return "", fmt.Errorf("map field %s has no FlatBuffers mirror", fd.FullName())
	}
	var t string
	switch fd.Kind() {
	case protoreflect.BoolKind:
		t = "bool"
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		t = "int"
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		t = "uint"
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		t = "long"
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		t = "ulong"
	case protoreflect.FloatKind:
		t = "float"
	case protoreflect.DoubleKind:
		t = "double"
	case protoreflect.StringKind:
		t = "string"
	case protoreflect.BytesKind:
		if fd.IsList() {
			return "", fmt.Errorf("repeated bytes field %s has no FlatBuffers mirror", fd.FullName())
		}
		t = "[ubyte]"
	case protoreflect.EnumKind:
		t = localName(fd.ParentFile(), fd.Enum().FullName(), fd.Enum().Name())
	default:
		t = localName(fd.ParentFile(), fd.Message().FullName(), fd.Message().Name())
	}
	if fd.IsList() {
		t = "[" + t + "]"
	}
	return t, nil
}

// localName is a type's name as the .fbs of file spells it: the bare name
// in the same namespace (nested enums are hoisted to it), else qualified.
func localName(file protoreflect.FileDescriptor, full protoreflect.FullName, name protoreflect.Name) string {
	if strings.HasPrefix(string(full), string(file.Package())+".") {
		return string(name)
	}
	return string(full)
}

// wantEnums lists every enum of fd, top-level and nested, in file order.
func wantEnums(fd protoreflect.FileDescriptor) []fbsEnum {
	var out []fbsEnum
	add := func(eds protoreflect.EnumDescriptors) {
		for i := range eds.Len() {
			ed := eds.Get(i)
			e := fbsEnum{name: string(ed.Name()), underlying: "int"}
			for j := range ed.Values().Len() {
				v := ed.Values().Get(j)
				e.values = append(e.values, fbsEnumValue{string(v.Name()), int64(v.Number())})
			}
			out = append(out, e)
		}
	}
	add(fd.Enums())
	for i := range fd.Messages().Len() {
		add(fd.Messages().Get(i).Enums())
	}
	return out
}

// compareSchema returns every difference between a .fbs and its .proto.
func compareSchema(s *fbsSchema, fd protoreflect.FileDescriptor) []string {
	var diffs []string
	d := func(format string, args ...any) { diffs = append(diffs, fmt.Sprintf(format, args...)) }
	if !strings.Contains(s.doc, "mirrors proto/"+fd.Path()) {
		d("the leading comment does not say it mirrors proto/%s", fd.Path())
	}
	if s.namespace != string(fd.Package()) {
		d("namespace %q, proto package %q", s.namespace, fd.Package())
	}
	if want := wantEnums(fd); !slices.EqualFunc(s.enums, want, func(a, b fbsEnum) bool {
		return a.name == b.name && a.underlying == b.underlying && slices.Equal(a.values, b.values)
	}) {
		d("enums %+v, want %+v", s.enums, want)
	}
	msgs := fd.Messages()
	if len(s.tables) != msgs.Len() {
		d("%d tables, %d messages", len(s.tables), msgs.Len())
	}
	for i := range min(len(s.tables), msgs.Len()) {
		t, md := s.tables[i], msgs.Get(i)
		if t.name != string(md.Name()) {
			d("table %d is %s, message %d is %s", i, t.name, i, md.Name())
			continue
		}
		if md.Messages().Len() > 0 {
			d("message %s has nested messages, which have no mirror", md.Name())
		}
		fields := md.Fields()
		if len(t.fields) != fields.Len() {
			d("table %s has %d fields, message has %d", t.name, len(t.fields), fields.Len())
		}
		for j := range min(len(t.fields), fields.Len()) {
			f, fld := t.fields[j], fields.Get(j)
			want, err := fbsType(fld)
			if err != nil {
				d("%v", err)
				continue
			}
			if f.name != string(fld.Name()) || f.typ != want {
				d("table %s slot %d is %s:%s, proto field %d is %s (want %s:%s)", t.name, j, f.name, f.typ, fld.Number(), fld.Name(), fld.Name(), want)
			}
		}
	}
	if !slices.ContainsFunc(s.tables, func(t fbsTable) bool { return t.name == s.rootType }) {
		d("root_type %q is not a table of the file", s.rootType)
	}
	return diffs
}

func TestFBSMirrorsProto(t *testing.T) {
	t.Parallel()
	fbsFiles, protoFiles := schemaFiles(t, "fbs", ".fbs"), schemaFiles(t, "proto", ".proto")
	if !slices.Equal(fbsFiles, protoFiles) {
		t.Fatalf("fbs/ has %v, proto/ has %v: every .proto needs its .fbs", fbsFiles, protoFiles)
	}
	for _, name := range fbsFiles {
		t.Run(filepath.Base(name), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join(repoRoot, "fbs", name+".fbs"))
			if err != nil {
				t.Fatal(err)
			}
			s, err := parseFBS(string(src))
			if err != nil {
				t.Fatalf("fbs/%s.fbs: %v", name, err)
			}
			fd, err := protoregistry.GlobalFiles.FindFileByPath(name + ".proto")
			if err != nil {
				t.Fatal(err)
			}
			for _, diff := range compareSchema(s, fd) {
				t.Errorf("fbs/%s.fbs: %s", name, diff)
			}
		})
	}
}

// TestCompareSchemaFindsDrift: the comparison is not vacuous.
func TestCompareSchemaFindsDrift(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile(filepath.Join(repoRoot, "fbs/polywire/bank/v1/bank.fbs"))
	if err != nil {
		t.Fatal(err)
	}
	fd, err := protoregistry.GlobalFiles.FindFileByPath("polywire/bank/v1/bank.proto")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, old, new, want string }{
		{"swapped_fields", "bookingDate:string;\n  principalDisposal:string;", "principalDisposal:string;\n  bookingDate:string;", "slot 3 is principalDisposal:string"},
		{"wrong_type", "id:ulong;\n  transactionType", "id:long;\n  transactionType", "slot 0 is id:long"},
		{"missing_field", "  details:string;\n", "", "has 9 fields, message has 10"},
		{"renamed_table", "table AccountList", "table Accounts", "table 4 is Accounts"},
		{"enum_value", "Debit = 1", "Debit = 2", "enums"},
		{"namespace", "namespace polywire.bank.v1;", "namespace bank;", "namespace \"bank\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			changed := strings.Replace(string(src), tt.old, tt.new, 1)
			if changed == string(src) {
				t.Fatalf("%q not found in bank.fbs", tt.old)
			}
			s, err := parseFBS(changed)
			if err != nil {
				t.Fatal(err)
			}
			diffs := compareSchema(s, fd)
			if !slices.ContainsFunc(diffs, func(d string) bool { return strings.Contains(d, tt.want) }) {
				t.Fatalf("differences %q do not mention %q", diffs, tt.want)
			}
		})
	}
	if _, err := parseFBS("table T { a:int = 5; }"); err == nil {
		t.Error("a default value was parsed, not rejected")
	}
}

// schemaFiles lists the schema files under dir, by path without extension.
func schemaFiles(t *testing.T, dir, ext string) []string {
	t.Helper()
	root := filepath.Join(repoRoot, dir)
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ext {
			return err
		}
		rel, err := filepath.Rel(root, path)
		out = append(out, strings.TrimSuffix(filepath.ToSlash(rel), ext))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// TestGeneratedCodeIsCurrent regenerates gen/fbs with
// fbs/generate.sh into a temporary directory and compares. It needs flatc
// 2.0.8 and is skipped without it.
func TestGeneratedCodeIsCurrent(t *testing.T) {
	t.Parallel()
	if out, err := exec.Command("flatc", "--version").Output(); err != nil || strings.TrimSpace(string(out)) != "flatc version 2.0.8" {
		t.Skip("flatc 2.0.8 is not installed (apt-get install -y flatbuffers-compiler)")
	}
	tmp := t.TempDir()
	cmd := exec.Command("bash", filepath.Join(repoRoot, "fbs/generate.sh"), tmp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fbs/generate.sh: %v\n%s", err, out)
	}
	want, got := readTree(t, tmp), readTree(t, filepath.Join(repoRoot, "gen/fbs"))
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("gen/fbs/%s is missing", name)
		} else if !bytes.Equal(g, w) {
			t.Errorf("gen/fbs/%s differs from what fbs/generate.sh writes", name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("gen/fbs/%s is not generated", name)
		}
	}
	if t.Failed() {
		t.Log("run fbs/generate.sh and commit gen/fbs")
	}
}

func readTree(t *testing.T, root string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
