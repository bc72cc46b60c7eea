// Package gencode times a user's schema with the Go code the user would
// generate from it, not with dynamic messages: bench codec and bench
// client on a schema given at run time otherwise decode into dynamicpb
// messages, which every codec walks through protobuf-go's reflection
// (polywire's codecs take their reference paths), about ten times slower
// than generated code.
//
// Build writes a temporary Go module — the code protoc-gen-go and
// polywire's five fast plugins (cmd/protoc-gen-fast*) generate from the
// schema, and a main package that runs package bench on it — and builds
// it with the go command on PATH against the polywire source it runs
// from; Program.Codecs runs it on the samples and returns its rows, and
// Program.Client runs bench client's requests in it, decoding the
// responses into the generated types.
//
// The plugins are built from that source and run as protoc would run them
// (a CodeGeneratorRequest on stdin), as polywire's own buf.gen.yaml runs
// them (go run ./cmd/protoc-gen-fast*), rather than linked into the
// polywire binary: the generated code must match the runtime it is
// compiled with (codec/protocodec/fastwire and the others), which is the
// source's, and protoc-gen-go is built from the google.golang.org/protobuf
// version polywire requires, so its output matches the runtime too. No
// binary of polywire's ships without its source, and so nothing here works
// without it: Build then returns an error wrapping ErrUnavailable, and the
// caller times dynamic messages instead.
package gencode

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
	"unicode"

	"google.golang.org/protobuf/encoding/protodelim"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/results"
)

// ErrUnavailable is wrapped by Build's errors when generated code cannot
// be built here at all: no go command on PATH, or no polywire source to
// build against (an installed binary). A build that fails is another
// error.
var ErrUnavailable = errors.New("generated code unavailable")

// Module is the temporary module's path.
const Module = "polywirecode"

// modulePath is polywire's module path.
const modulePath = "github.com/polywire/polywire"

// plugins are the code generators run on the schema, in order, with the
// packages they are built from.
var plugins = []struct{ name, pkg string }{
	{"protoc-gen-go", "google.golang.org/protobuf/cmd/protoc-gen-go"},
	{"protoc-gen-fastproto", modulePath + "/cmd/protoc-gen-fastproto"},
	{"protoc-gen-fastjson", modulePath + "/cmd/protoc-gen-fastjson"},
	{"protoc-gen-fastmsgpack", modulePath + "/cmd/protoc-gen-fastmsgpack"},
	{"protoc-gen-fastxml", modulePath + "/cmd/protoc-gen-fastxml"},
	{"protoc-gen-fastflat", modulePath + "/cmd/protoc-gen-fastflat"},
}

// Options set where Build finds its tools and where it writes.
type Options struct {
	// Source is polywire's source directory (the module root); empty
	// finds it (SourceDir).
	Source string
	// Dir is the directory the module is written in; empty makes a
	// temporary one, which Close removes.
	Dir string
	// Log receives the go command's and the plugins' output when they
	// fail or warn (a field without a fast path, say); nil discards it.
	Log io.Writer
}

// Program is the built module: Codecs and Client run it.
type Program struct {
	Dir     string
	bin     string
	message string
	list    string
	remove  bool
	log     io.Writer
}

// Close removes the module's directory when Build made it.
func (p *Program) Close() error {
	if !p.remove {
		return nil
	}
	return os.RemoveAll(p.Dir)
}

// SourceDir finds polywire's source: the module root of this file when
// the binary was built without -trimpath, else the first directory from
// the working directory up whose go.mod is polywire's (go run
// ./cmd/polywire in a checkout, or its tests).
func SourceDir() (string, error) {
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		root := filepath.Join(filepath.Dir(file), "..", "..", "..")
		if isPolywireRoot(root) {
			return filepath.Clean(root), nil
		}
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if isPolywireRoot(dir) {
			return dir, nil
		}
		if filepath.Dir(dir) == dir {
			return "", fmt.Errorf("%w: no polywire source to build against (%s is not in a polywire checkout)", ErrUnavailable, wd)
		}
	}
}

func isPolywireRoot(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	return err == nil && bytes.HasPrefix(b, []byte("module "+modulePath+"\n"))
}

// Build writes the module for message md of the files in files (every
// file of a user's schema, imports included) and builds it. The files
// polywire has compiled in (the well-known types, Google's API
// annotations) keep their Go packages; every other file is generated in a
// package of the module named after its proto package. The list message
// bench.SamplePayloads measures (listmsg.Of) is generated too, so a list
// payload is generated code all the way down.
func Build(ctx context.Context, files *protoregistry.Files, md protoreflect.MessageDescriptor, o Options) (_ *Program, err error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return nil, fmt.Errorf("%w: no go command on PATH", ErrUnavailable)
	}
	if o.Source == "" {
		if o.Source, err = SourceDir(); err != nil {
			return nil, err
		}
	}
	list, err := listmsg.Of(md)
	if err != nil {
		return nil, err
	}
	p := &Program{Dir: o.Dir, message: string(md.FullName()), list: string(list.FullName()), log: o.Log}
	if p.log == nil {
		p.log = io.Discard
	}
	if p.Dir == "" {
		if p.Dir, err = os.MkdirTemp("", "polywire-gencode-"); err != nil {
			return nil, fmt.Errorf("gencode: %w", err)
		}
		p.remove = true
	} else if err := os.MkdirAll(p.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("gencode: %w", err)
	}
	defer func() {
		if err != nil {
			_ = p.Close()
		}
	}()
	if err := writeModule(p.Dir, o.Source); err != nil {
		return nil, err
	}
	bin := filepath.Join(p.Dir, "bin")
	args := []string{"build", "-o", bin + string(filepath.Separator)}
	for _, pl := range plugins {
		args = append(args, pl.pkg)
	}
	if err := p.goCommand(ctx, goCmd, args...); err != nil {
		return nil, fmt.Errorf("gencode: building the plugins: %w", err)
	}
	req, pkgs := Request(files, list.ParentFile())
	for _, pl := range plugins {
		if err := runPlugin(ctx, filepath.Join(bin, pl.name), req, p.Dir, p.log); err != nil {
			return nil, fmt.Errorf("gencode: %s: %w", pl.name, err)
		}
	}
	src, err := mainSource(pkgs)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(p.Dir, "main.go"), src, 0o644); err != nil {
		return nil, fmt.Errorf("gencode: %w", err)
	}
	p.bin = filepath.Join(bin, "bench")
	if err := p.goCommand(ctx, goCmd, "build", "-o", p.bin, "."); err != nil {
		return nil, fmt.Errorf("gencode: building the generated code: %w", err)
	}
	return p, nil
}

// goCommand runs the go command in the module: with -mod=mod added to
// the environment's GOFLAGS (the module's go.mod may gain the indirect
// requirements of polywire's), outside any workspace, and with the
// toolchain on PATH (GOTOOLCHAIN=local: a build that would need another
// downloads nothing, it fails). Its output goes to the error.
func (p *Program) goCommand(ctx context.Context, goCmd string, args ...string) error {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = p.Dir
	cmd.Env = append(os.Environ(), "GOFLAGS="+goflags(os.Getenv("GOFLAGS")), "GOWORK=off", "GOTOOLCHAIN=local")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("go %s: %w\n%s", args[0], err, strings.TrimSpace(string(out)))
	}
	return nil
}

// goflags is flags with -mod=mod in place of any -mod.
func goflags(flags string) string {
	out := []string{"-mod=mod"}
	for f := range strings.FieldsSeq(flags) {
		if !strings.HasPrefix(f, "-mod=") {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// writeModule writes go.mod — the go version and requirements of
// polywire's, and polywire itself replaced by src — and polywire's go.sum,
// which then holds the sum of every module the build needs: nothing is
// downloaded or looked up, the module cache has it all.
func writeModule(dir, src string) error {
	gomod, err := os.ReadFile(filepath.Join(src, "go.mod"))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n\n", Module)
	inRequire := false
	for line := range strings.Lines(string(gomod)) {
		t := strings.TrimSpace(line)
		switch {
		case inRequire:
			b.WriteString(line)
			inRequire = t != ")"
		case t == "require (":
			b.WriteString(line)
			inRequire = true
		case strings.HasPrefix(t, "go "), strings.HasPrefix(t, "toolchain "), strings.HasPrefix(t, "require "):
			b.WriteString(line)
		}
	}
	fmt.Fprintf(&b, "\nrequire %s v0.0.0-00010101000000-000000000000\n\nreplace %s => %s\n", modulePath, modulePath, strconvQuote(src))
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("gencode: %w", err)
	}
	sum, err := os.ReadFile(filepath.Join(src, "go.sum"))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
		return fmt.Errorf("gencode: %w", err)
	}
	return nil
}

// strconvQuote quotes a path for go.mod when it needs it.
func strconvQuote(s string) string {
	if strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '"' }) {
		b, _ := json.Marshal(s)
		return string(b)
	}
	return s
}

// builtin reports whether path is a file polywire has compiled in with a
// Go package of its own: it keeps that package instead of being generated
// (the same imports userschema takes from polywire).
func builtin(path string) (string, bool) {
	if !strings.HasPrefix(path, "google/protobuf/") && !strings.HasPrefix(path, "google/api/") {
		return "", false
	}
	fd, err := protoregistry.GlobalFiles.FindFileByPath(path)
	if err != nil {
		return "", false
	}
	gp := protodesc.ToFileDescriptorProto(fd).GetOptions().GetGoPackage()
	return gp, gp != ""
}

// Request is the CodeGeneratorRequest for every file of files and extra
// (the list message's file) that is not builtin, with go_package set to
// the module's package of its proto package (pb/opentelemetry/proto/trace/v1,
// say): the user's go_package options name their module's paths, which
// this module does not have. It returns the import paths of the packages
// generated.
func Request(files *protoregistry.Files, extra ...protoreflect.FileDescriptor) (*pluginpb.CodeGeneratorRequest, []string) {
	req := &pluginpb.CodeGeneratorRequest{Parameter: proto.String("module=" + Module)}
	var pkgs []string
	seen := map[string]bool{}
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		imports := fd.Imports()
		for i := range imports.Len() {
			add(imports.Get(i).FileDescriptor)
		}
		fdp := protodesc.ToFileDescriptorProto(fd)
		if fdp.Options == nil {
			fdp.Options = &descriptorpb.FileOptions{}
		}
		if gp, ok := builtin(fd.Path()); ok {
			fdp.Options.GoPackage = proto.String(gp)
		} else {
			imp := GoPackage(fd.Package())
			fdp.Options.GoPackage = proto.String(imp + ";" + goName(fd.Package()))
			req.FileToGenerate = append(req.FileToGenerate, fd.Path())
			if !slices.Contains(pkgs, imp) {
				pkgs = append(pkgs, imp)
			}
		}
		req.ProtoFile = append(req.ProtoFile, fdp)
	}
	var all []protoreflect.FileDescriptor
	files.RangeFiles(func(fd protoreflect.FileDescriptor) bool {
		all = append(all, fd)
		return true
	})
	slices.SortFunc(all, func(a, b protoreflect.FileDescriptor) int { return strings.Compare(a.Path(), b.Path()) })
	for _, fd := range append(all, extra...) {
		add(fd)
	}
	return req, pkgs
}

// GoPackage is the import path of proto package pkg's generated code in
// the module.
func GoPackage(pkg protoreflect.FullName) string {
	if pkg == "" {
		return Module + "/pb/nopackage"
	}
	return Module + "/pb/" + strings.ReplaceAll(string(pkg), ".", "/")
}

// goName is the Go package name of proto package pkg: its last two
// elements, as buf's managed mode names them ("tracev1").
func goName(pkg protoreflect.FullName) string {
	parts := strings.Split(string(pkg), ".")
	if len(parts) > 2 {
		parts = parts[len(parts)-2:]
	}
	name := strings.Map(func(r rune) rune {
		if r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, strings.Join(parts, ""))
	if name == "" || !unicode.IsLetter(rune(name[0])) {
		name = "pb" + name
	}
	return name
}

// runPlugin runs the plugin at bin on req, as protoc does, and writes the
// files it answers under dir. Its stderr (notes on fields without a fast
// path) goes to log.
func runPlugin(ctx context.Context, bin string, req *pluginpb.CodeGeneratorRequest, dir string, log io.Writer) error {
	in, err := proto.Marshal(req)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, bin)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(in), &out, log
	if err := cmd.Run(); err != nil {
		return err
	}
	var resp pluginpb.CodeGeneratorResponse
	if err := proto.Unmarshal(out.Bytes(), &resp); err != nil {
		return fmt.Errorf("its response: %w", err)
	}
	if resp.Error != nil {
		return errors.New(resp.GetError())
	}
	for _, f := range resp.File {
		name := filepath.FromSlash(path.Clean(f.GetName()))
		if f.GetInsertionPoint() != "" || filepath.IsAbs(name) || strings.HasPrefix(name, "..") || !strings.HasSuffix(name, ".go") {
			continue // the .fbs mirrors and anything outside the module
		}
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(f.GetContent()), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Config is what the program measures: written as JSON to a file named
// by its one argument.
type Config struct {
	// Mode is what the program runs: "" or ModeCodecs (bench.Codecs on
	// Samples), or ModeClient (bench.Client against URL).
	Mode string
	// Message is the samples' message, List its list message.
	Message, List string
	// Samples is a file of length-delimited Protobuf samples.
	Samples string
	// Formats are the formats to measure (those that carry the samples).
	Formats  []string
	Reps     int
	Target   time.Duration
	Datasets []string
	// URL, H2C, Endpoints and Codings are bench.ClientConfig's Target,
	// H2C, Endpoints and Codings; Types names the generated message each
	// endpoint's response decodes into, by its path without the query.
	URL       string
	H2C       bool
	Endpoints []string
	Codings   []string
	Types     map[string]string
	// Out is the file the rows are written to, as JSON.
	Out string
}

// The program's modes (Config.Mode).
const (
	ModeCodecs = "codecs"
	ModeClient = "client"
)

// Codecs runs bench.Codecs in the program on samples (messages of the
// message Build was given, dynamic or not: they go over as Protobuf) and
// returns its rows. cfg's Mode, Message, List, Samples and Out are set
// here; the program's progress lines go to progress.
func (p *Program) Codecs(ctx context.Context, samples []proto.Message, cfg Config, progress io.Writer) ([]results.CodecRow, error) {
	cfg.Mode, cfg.Message, cfg.List = ModeCodecs, p.message, p.list
	cfg.Samples = filepath.Join(p.Dir, "samples.binpb")
	f, err := os.Create(cfg.Samples)
	if err != nil {
		return nil, fmt.Errorf("gencode: %w", err)
	}
	w := bufio.NewWriter(f)
	for _, m := range samples {
		if _, err := protodelim.MarshalTo(w, m); err != nil {
			f.Close()
			return nil, fmt.Errorf("gencode: samples: %w", err)
		}
	}
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		return nil, fmt.Errorf("gencode: samples: %w", err)
	}
	var rows []results.CodecRow
	return rows, p.run(ctx, cfg, progress, &rows)
}

// Client runs bench.Client(ctx, formats.Registry(), cfg) in the program
// — the server stays where it is, at cfg.Target — with the responses
// decoded into the generated types of the messages cfg.NewMessage makes
// for cfg.Endpoints (dynamic ones, typically, of the same schema), and
// returns its rows. cfg.Endpoints must be set; cfg.Progress is replaced
// by the program's progress lines, which go to progress. Seed 002's
// article experiment is not run.
func (p *Program) Client(ctx context.Context, cfg bench.ClientConfig, progress io.Writer) ([]results.ClientRow, error) {
	if len(cfg.Endpoints) == 0 || cfg.NewMessage == nil {
		return nil, errors.New("gencode: Client: no endpoints, or no NewMessage to name their messages")
	}
	c := Config{Mode: ModeClient, URL: cfg.Target, H2C: cfg.H2C, Reps: cfg.Reps, Formats: cfg.Formats,
		Endpoints: cfg.Endpoints, Types: map[string]string{}}
	for _, cd := range cfg.Codings {
		c.Codings = append(c.Codings, string(cd))
	}
	for _, e := range cfg.Endpoints {
		m, err := cfg.NewMessage(e)
		if err != nil {
			return nil, fmt.Errorf("gencode: endpoint %s: %w", e, err)
		}
		path, _, _ := strings.Cut(e, "?")
		c.Types[path] = string(m.ProtoReflect().Descriptor().FullName())
	}
	var rows []results.ClientRow
	return rows, p.run(ctx, c, progress, &rows)
}

// run writes cfg (its Out set here), runs the program on it and reads
// the rows it wrote into rows.
func (p *Program) run(ctx context.Context, cfg Config, progress io.Writer, rows any) error {
	cfg.Out = filepath.Join(p.Dir, "rows.json")
	cj, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	cfgPath := filepath.Join(p.Dir, "config.json")
	if err := os.WriteFile(cfgPath, cj, 0o644); err != nil {
		return fmt.Errorf("gencode: %w", err)
	}
	if progress == nil {
		progress = io.Discard
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, p.bin, cfgPath)
	cmd.Stdout, cmd.Stderr = progress, io.MultiWriter(progress, &stderr)
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("gencode: the generated code's run: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	b, err := os.ReadFile(cfg.Out)
	if err != nil {
		return fmt.Errorf("gencode: %w", err)
	}
	if err := json.Unmarshal(b, rows); err != nil {
		return fmt.Errorf("gencode: %s: %w", cfg.Out, err)
	}
	return nil
}
