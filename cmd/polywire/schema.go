package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

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
