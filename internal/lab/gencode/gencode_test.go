package gencode

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
)

// TestRequest: the request generates every file of the user's schema and
// the list message's, each in the module's package of its proto package,
// and keeps the Go packages of what polywire compiles in (shop.proto
// imports Timestamp).
func TestRequest(t *testing.T) {
	t.Parallel()
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{"../../../testdata/yourschema"}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		t.Fatal(err)
	}
	md, err := sch.Message("acme.shop.v1.Order")
	if err != nil {
		t.Fatal(err)
	}
	list, err := listmsg.Of(md)
	if err != nil {
		t.Fatal(err)
	}
	req, pkgs := Request(sch.Files, list.ParentFile())
	if want := []string{"acme/shop/v1/shop.proto", list.ParentFile().Path()}; !slices.Equal(req.FileToGenerate, want) {
		t.Errorf("files to generate %v, want %v", req.FileToGenerate, want)
	}
	if want := []string{Module + "/pb/acme/shop/v1", Module + "/pb/polywire/samples/v1"}; !slices.Equal(pkgs, want) {
		t.Errorf("packages %v, want %v", pkgs, want)
	}
	goPackages := map[string]string{}
	for _, f := range req.ProtoFile {
		goPackages[f.GetName()] = f.GetOptions().GetGoPackage()
	}
	for file, want := range map[string]string{
		"google/protobuf/timestamp.proto": "google.golang.org/protobuf/types/known/timestamppb",
		"acme/shop/v1/shop.proto":         Module + "/pb/acme/shop/v1;shopv1",
		list.ParentFile().Path():          Module + "/pb/polywire/samples/v1;samplesv1",
	} {
		if got := goPackages[file]; got != want {
			t.Errorf("%s: go_package %q, want %q", file, got, want)
		}
	}
	// Imports come before the files that import them, as protoc sends them.
	names := make([]string, len(req.ProtoFile))
	for i, f := range req.ProtoFile {
		names[i] = f.GetName()
	}
	if slices.Index(names, "google/protobuf/timestamp.proto") > slices.Index(names, "acme/shop/v1/shop.proto") {
		t.Errorf("order %v: an import after its importer", names)
	}
}

// TestWriteModule: go.mod requires polywire's requirements and replaces
// polywire by the source; go.sum is polywire's.
func TestWriteModule(t *testing.T) {
	t.Parallel()
	src, err := SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := writeModule(dir, src); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"module " + Module + "\n", "\ngo 1.", "\tgoogle.golang.org/protobuf v", "replace " + modulePath + " => " + src + "\n"} {
		if !strings.Contains(string(gomod), want) {
			t.Errorf("go.mod lacks %q:\n%s", want, gomod)
		}
	}
	if strings.Contains(string(gomod), "ignore") {
		t.Errorf("go.mod has polywire's ignore directive:\n%s", gomod)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "go.sum"))
	want, _ := os.ReadFile(filepath.Join(src, "go.sum"))
	if len(want) == 0 || string(got) != string(want) {
		t.Error("go.sum is not polywire's")
	}
	if err := writeModule(dir, t.TempDir()); err == nil || !strings.Contains(err.Error(), ErrUnavailable.Error()) {
		t.Errorf("a source without go.mod: %v, want ErrUnavailable", err)
	}
}

func TestGoflags(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":                            "-mod=mod",
		"-trimpath":                   "-mod=mod -trimpath",
		"-mod=vendor -buildvcs=false": "-mod=mod -buildvcs=false",
	} {
		if got := goflags(in); got != want {
			t.Errorf("goflags(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGoName(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"opentelemetry.proto.trace.v1": "tracev1",
		"acme":                         "acme",
		"a.b_c.V2":                     "b_cv2",
		"x.1":                          "x1",
		"1.2":                          "pb12",
	} {
		if got := goName(protoreflect.FullName(in)); got != want {
			t.Errorf("goName(%s) = %q, want %q", in, got, want)
		}
	}
}
