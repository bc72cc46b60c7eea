package main

import (
	"flag"
	"strings"

	labschema "github.com/polywire/polywire/internal/lab/schema"
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

// source is where the flags (and files, the .proto arguments) say the
// user's schema and samples are.
func (s *schemaFlags) source(files []string) labschema.Source {
	return labschema.Source{ProtoPath: []string(s.protoPath), Files: files, DescriptorSet: *s.descriptorSet,
		Message: *s.message, Samples: *s.samples, SkipBad: *s.skipBad}
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
