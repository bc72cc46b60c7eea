package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/flatcodec/fbschema"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/results"
)

// The lab on a user's schema: bench size and bench codec given the schema
// flags (schema.go) measure the user's own message — the median sample
// ("Order") and all the samples in a list ("Order[3]") — instead of the
// seeds' datasets, in the formats that carry it.

func addFBSFlag(fs *flag.FlagSet) *string {
	return fs.String("fbs", "", "with a schema: write the FlatBuffers schema (.fbs) derived from the message's .proto to `file`, for flatc")
}

// noSchema refuses flags that need a schema when none was given.
func noSchema(command, fbs string) error {
	if fbs != "" {
		return usageError{msg: "bench " + command + ": -fbs writes the .fbs of a schema of your own: it needs the schema flags",
			try: "polywire bench " + command + " -proto-path DIR FILE.proto -message NAME -samples FILE -fbs out.fbs"}
	}
	return nil
}

// userBench is a user's schema and samples made ready for the lab.
type userBench struct {
	data     *userData
	payloads []bench.Payload
	// reg holds the formats that carry every sample; skipped says why
	// each other format was left out.
	reg     *codec.Registry
	skipped map[string]string
}

// loadUserBench loads the schema and samples, makes the payloads and
// checks which formats carry them, saying on stderr, once per format,
// which are skipped and why.
func loadUserBench(ctx context.Context, command string, sf *schemaFlags, files []string) (*userBench, error) {
	d, err := sf.load(ctx, command, files, true)
	if err != nil {
		return nil, err
	}
	ps, err := bench.SamplePayloads(d.messages())
	if err != nil {
		return nil, err
	}
	check := d.messages()
	if len(ps) > 1 {
		check = append(slices.Clip(check), ps[1].Message)
	}
	ub := &userBench{data: d, payloads: ps}
	all := formats.Registry()
	ub.reg, ub.skipped = bench.Carried(all, check)
	for _, name := range all.Names() {
		if why, ok := ub.skipped[name]; ok {
			fmt.Fprintf(os.Stderr, "skipped %s: %s\n", name, why)
		}
	}
	if len(ub.reg.Codecs()) == 0 {
		return nil, usageError{msg: fmt.Sprintf("%s: no format carries the samples of %s", command, d.message.FullName()), try: "check the samples (the reasons are above)"}
	}
	return ub, nil
}

// config is the results config of a run on the user's schema: the
// message, where its schema and samples came from, and the skipped
// formats with their reasons.
func (ub *userBench) config(cf commonFlags, sf *schemaFlags, files []string, extra map[string]any) map[string]any {
	cfg := cf.config(extra)
	delete(cfg, "seed") // the seeds' generator made none of this data
	cfg["message"] = string(ub.data.message.FullName())
	if *sf.descriptorSet != "" {
		cfg["schema"] = *sf.descriptorSet
	} else {
		cfg["schema"] = files
		cfg["protoPath"] = []string(sf.protoPath)
	}
	if s := ub.data.samples; s != nil {
		cfg["samples"] = s.Path
		cfg["samplesCount"] = len(s.Messages)
		cfg["skippedSamples"] = s.Skipped
	}
	cfg["payloads"] = payloadNames(ub.payloads)
	if len(ub.skipped) > 0 {
		cfg["skipped"] = ub.skipped
	}
	return cfg
}

func payloadNames(ps []bench.Payload) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}

func benchSizeSchema(ctx context.Context, cf commonFlags, sf *schemaFlags, files []string, fbs string) error {
	ub, err := loadUserBench(ctx, "bench size", sf, files)
	if err != nil {
		return err
	}
	if err := ub.writeFBS("bench size", fbs); err != nil {
		return err
	}
	f := results.New(results.KindSize, ub.config(cf, sf, files, map[string]any{"levels": contentcoding.DefaultLevels}))
	if f.Sizes, err = bench.Sizes(ub.payloads, ub.reg, contentcoding.DefaultLevels); err != nil {
		return err
	}
	printSizes(os.Stdout, f.Sizes)
	return cf.finish(f)
}

func benchCodecSchema(ctx context.Context, cf commonFlags, sf *schemaFlags, files []string, fbs string, cfg bench.CodecConfig) error {
	ub, err := loadUserBench(ctx, "bench codec", sf, files)
	if err != nil {
		return err
	}
	names := payloadNames(ub.payloads)
	for _, d := range cfg.Datasets {
		if !slices.Contains(names, d) {
			return usageError{msg: fmt.Sprintf("bench codec: -datasets %q: the samples of %s make the payloads %s", d, ub.data.message.FullName(), strings.Join(names, ", ")),
				try: "-datasets " + strings.Join(names, ",")}
		}
	}
	if err := ub.writeFBS("bench codec", fbs); err != nil {
		return err
	}
	f := results.New(results.KindCodec, ub.config(cf, sf, files, map[string]any{"reps": cfg.Reps, "repetitionTime": cfg.Target.String(), "datasets": cfg.Datasets,
		"libraries": "polywire (every format that carries the data), protojson, google.golang.org/protobuf"}))
	payloads := ub.payloads
	ub.payloads = nil // bench.Codecs keeps only the payload it measures resident
	if f.Codecs, err = bench.Codecs(payloads, bench.GenericLibraries(ub.reg), cfg); err != nil {
		return err
	}
	printCodecRows(os.Stdout, f.Codecs)
	return cf.finish(f)
}

// writeFBS writes the .fbs of the message's file to path, and the .fbs of
// the files it includes beside it (at their own paths, as its include
// lines name them), so flatc compiles it as written. When FlatBuffers
// cannot carry the samples it writes nothing and says why.
func (ub *userBench) writeFBS(command, path string) error {
	if path == "" {
		return nil
	}
	if why, ok := ub.skipped["flatbuffers"]; ok {
		fmt.Fprintf(os.Stderr, "%s: -fbs: no FlatBuffers schema written to %s: %s\n", command, path, why)
		return nil
	}
	md := ub.data.message
	b, err := fbschema.Write(md.ParentFile())
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: -fbs: no FlatBuffers schema written to %s: %v\n", command, path, err)
		return nil
	}
	if md.Parent() == md.ParentFile() {
		// root_type names the user's message (fbschema picks the file's
		// largest otherwise).
		b = rootTypeLine.ReplaceAll(b, []byte("root_type "+string(md.Name())+";"))
		b = []byte(strings.Replace(string(b), "root_type names the file's largest body.", "root_type names the message measured.", 1))
	}
	written := []string{path}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("%s: -fbs: %w", command, err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("%s: -fbs: %w", command, err)
	}
	deps, err := includedFBS(md.ParentFile(), b, filepath.Dir(path))
	if err != nil {
		return fmt.Errorf("%s: -fbs: %w", command, err)
	}
	written = append(written, deps...)
	fmt.Fprintf(os.Stderr, "wrote %s (FlatBuffers schema of %s; flatc --go %s)\n", strings.Join(written, ", "), md.ParentFile().Path(), path)
	return nil
}

var (
	rootTypeLine = regexp.MustCompile(`(?m)^root_type [A-Za-z0-9_.]+;$`)
	includeLine  = regexp.MustCompile(`(?m)^include "([^"]+)";$`)
)

// includedFBS writes the .fbs of every file that fbs (the mirror of fd)
// includes, transitively, under dir at the paths the include lines name.
func includedFBS(fd protoreflect.FileDescriptor, fbs []byte, dir string) ([]string, error) {
	byPath := map[string]protoreflect.FileDescriptor{}
	var walk func(f protoreflect.FileDescriptor)
	walk = func(f protoreflect.FileDescriptor) {
		if _, ok := byPath[fbschema.Path(f)]; ok {
			return
		}
		byPath[fbschema.Path(f)] = f
		for i := range f.Imports().Len() {
			walk(f.Imports().Get(i).FileDescriptor)
		}
	}
	walk(fd)
	var written []string
	done := map[string]bool{fbschema.Path(fd): true}
	queue := [][]byte{fbs}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		for _, m := range includeLine.FindAllSubmatch(b, -1) {
			p := string(m[1])
			if done[p] {
				continue
			}
			done[p] = true
			dep, ok := byPath[p]
			if !ok {
				return written, fmt.Errorf("include %s: no such file in the schema", p)
			}
			out, err := fbschema.Write(dep)
			if err != nil {
				return written, err
			}
			target := filepath.Join(dir, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return written, err
			}
			if err := os.WriteFile(target, out, 0o644); err != nil {
				return written, err
			}
			written = append(written, target)
			queue = append(queue, out)
		}
	}
	return written, nil
}

// sampleMessages are the samples as proto messages (nil without samples).
func (d *userData) sampleMessages() []proto.Message {
	if d.samples == nil {
		return nil
	}
	return d.samples.Messages
}
