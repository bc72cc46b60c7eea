package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/userschema"
)

// schemaFlags point a command at the user's own schema and data instead of
// the seeds': -proto-path DIR (repeatable) with .proto files as arguments,
// or -descriptor-set FILE; -message NAME; -samples FILE; -skip-bad.
type schemaFlags struct {
	protoPath     stringList
	descriptorSet *string
	message       *string
	samples       *string
	skipBad       *bool
}

// stringList is a repeatable string flag (also comma-separated).
type stringList []string

func (l *stringList) String() string { return strings.Join(*l, ",") }
func (l *stringList) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}

const schemaFlagsUsage = `Your own schema (instead of the seeds'):

	-proto-path DIR FILE.proto...   .proto files, compiled in process (no protoc)
	-descriptor-set set.binpb       or a descriptor set (buf build -o set.binpb)
	-message acme.orders.v1.Order   the message the samples hold
	-samples orders.jsonl           proto3 JSON Lines, a JSON array, or .binpb (length-delimited)
	-skip-bad                       drop samples that do not match (counted) instead of stopping
`

func addSchemaFlags(fs *flag.FlagSet) *schemaFlags {
	s := &schemaFlags{}
	fs.Var(&s.protoPath, "proto-path", "`dir`ectory the .proto files (the arguments) and their imports are found in; repeatable")
	s.descriptorSet = fs.String("descriptor-set", "", "a FileDescriptorSet `file` (buf build -o set.binpb) instead of .proto files")
	s.message = fs.String("message", "", "full `name` of the message the samples hold, e.g. acme.orders.v1.Order")
	s.samples = fs.String("samples", "", "sample `file`: proto3 JSON Lines (.jsonl), a JSON array (.json) or length-delimited Protobuf (.binpb)")
	s.skipBad = fs.Bool("skip-bad", false, "drop samples that do not match the schema (and say how many) instead of stopping")
	return s
}

// given reports whether any flag pointing at a user schema was set, or
// files were named.
func (s *schemaFlags) given(files []string) bool {
	return len(s.protoPath) > 0 || *s.descriptorSet != "" || *s.message != "" || *s.samples != "" || len(files) > 0
}

// userData is a loaded user schema, its message and its samples.
type userData struct {
	schema  *userschema.Schema
	message protoreflect.MessageDescriptor
	samples *userschema.Samples
}

// load compiles the schema (files are the .proto arguments), finds
// -message and reads -samples (required when needSamples).
func (s *schemaFlags) load(ctx context.Context, command string, files []string, needSamples bool) (*userData, error) {
	for _, f := range files {
		if !strings.HasSuffix(f, ".proto") {
			return nil, usageError{msg: fmt.Sprintf("%s: unexpected argument %q (only .proto files are taken as arguments)", command, f), try: "polywire " + command + " -h"}
		}
	}
	if *s.message == "" {
		return nil, usageError{msg: command + ": -message NAME is required with a schema", try: "polywire " + command + " -proto-path DIR FILE.proto -message acme.orders.v1.Order -samples orders.jsonl"}
	}
	sch, err := userschema.Load(ctx, userschema.Source{ProtoPath: s.protoPath, Files: files, DescriptorSet: *s.descriptorSet})
	if err != nil {
		return nil, err
	}
	md, err := sch.Message(*s.message)
	if err != nil {
		return nil, err
	}
	d := &userData{schema: sch, message: md}
	if *s.samples == "" {
		if needSamples {
			return nil, usageError{msg: command + ": -samples FILE is required with a schema", try: fmt.Sprintf("polywire gen -descriptor-set ... -message %s -n 100 -o samples.jsonl, then -samples samples.jsonl", md.FullName())}
		}
		return d, nil
	}
	d.samples, err = sch.ReadSamples(*s.samples, md, userschema.SampleOptions{SkipBad: *s.skipBad})
	if err != nil {
		return nil, err
	}
	if d.samples.Skipped > 0 {
		fmt.Fprintf(os.Stderr, "%s: skipped %d of %d samples that do not match %s (first: %s)\n", command,
			d.samples.Skipped, d.samples.Skipped+len(d.samples.Messages), md.FullName(), d.samples.Problems[0])
	}
	return d, nil
}

// messages are the samples as proto messages.
func (d *userData) messages() []proto.Message { return d.samples.Messages }

// sampleMessages are the samples as proto messages (nil without samples).
func (d *userData) sampleMessages() []proto.Message {
	if d.samples == nil {
		return nil
	}
	return d.samples.Messages
}

// The lab on a user's schema: bench size and bench codec given the schema
// flags measure the user's own message — the median sample ("Order") and
// all the samples in a list ("Order[3]") — instead of the seeds'
// datasets, in the formats that carry it; -fbs writes its FlatBuffers
// schema.

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

// writeFBS writes the .fbs of the message's file to path, and the .fbs of
// the files it includes beside it (bench.WriteFBS). When FlatBuffers
// cannot carry the samples, or the file, it writes nothing and says why.
func (ub *userBench) writeFBS(command, path string) error {
	if path == "" {
		return nil
	}
	if why, ok := ub.skipped["flatbuffers"]; ok {
		fmt.Fprintf(os.Stderr, "%s: -fbs: no FlatBuffers schema written to %s: %s\n", command, path, why)
		return nil
	}
	md := ub.data.message
	written, err := bench.WriteFBS(path, md)
	var no *bench.NoFBSError
	switch {
	case errors.As(err, &no):
		fmt.Fprintf(os.Stderr, "%s: -fbs: no FlatBuffers schema written to %s: %v\n", command, path, no.Err)
		return nil
	case err != nil:
		return fmt.Errorf("%s: -fbs: %w", command, err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s (FlatBuffers schema of %s; flatc --go %s)\n", strings.Join(written, ", "), md.ParentFile().Path(), path)
	return nil
}
