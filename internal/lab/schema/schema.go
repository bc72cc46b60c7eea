// Package schema is the benchmark lab on a user's own schema: it loads the
// schema, the message and the samples the schema flags name (Load), makes
// them the payloads of bench size and bench codec in the formats that carry
// them (LoadBench, with WriteFBS for -fbs), serves them on the default
// routes for bench client (NewClientAPI), builds bench load's scenario on
// them (LoadScenario), and records where they came from in a results
// config (Record). Its usage errors are *bench.UsageError, worded for the
// command that called it.
package schema

import (
	"context"
	"fmt"
	"io"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/userschema"
)

// Source is where a user's schema and samples are: the schema flags.
type Source struct {
	// ProtoPath are the directories Files (.proto files) and their
	// imports are found in; DescriptorSet a FileDescriptorSet instead.
	ProtoPath     []string
	Files         []string
	DescriptorSet string
	// Message is the full name of the message Samples, a file of them,
	// hold; SkipBad drops the samples that do not match instead of
	// stopping.
	Message string
	Samples string
	SkipBad bool
}

// Data is a loaded user schema, its message and its samples (bench
// load's on google.api.http rules may have no message).
type Data struct {
	Schema  *userschema.Schema
	Message protoreflect.MessageDescriptor
	// Samples is nil when no samples file was named.
	Samples *userschema.Samples
}

// Messages are the samples as proto messages (nil without samples).
func (d *Data) Messages() []proto.Message {
	if d.Samples == nil {
		return nil
	}
	return d.Samples.Messages
}

// Load compiles the schema, finds the message and reads the samples
// (required when needSamples). command names the command in its errors
// and in the line it writes to w when samples were skipped.
func Load(ctx context.Context, command string, src Source, needSamples bool, w io.Writer) (*Data, error) {
	if src.Message == "" {
		return nil, &bench.UsageError{Msg: command + ": -message NAME is required with a schema", Try: "polywire " + command + " -proto-path DIR FILE.proto -message acme.orders.v1.Order -samples orders.jsonl"}
	}
	sch, err := loadSchema(ctx, command, src)
	if err != nil {
		return nil, err
	}
	md, err := sch.Message(src.Message)
	if err != nil {
		return nil, err
	}
	d := &Data{Schema: sch, Message: md}
	if src.Samples == "" {
		if needSamples {
			return nil, &bench.UsageError{Msg: command + ": -samples FILE is required with a schema", Try: fmt.Sprintf("polywire gen -descriptor-set ... -message %s -n 100 -o samples.jsonl, then -samples samples.jsonl", md.FullName())}
		}
		return d, nil
	}
	if d.Samples, err = readSamples(command, sch, md, src, w); err != nil {
		return nil, err
	}
	return d, nil
}

// loadSchema compiles or reads the schema of src: its files, which must
// be .proto files, or its descriptor set.
func loadSchema(ctx context.Context, command string, src Source) (*userschema.Schema, error) {
	for _, f := range src.Files {
		if !strings.HasSuffix(f, ".proto") {
			return nil, &bench.UsageError{Msg: fmt.Sprintf("%s: unexpected argument %q (only .proto files are taken as arguments)", command, f), Try: "polywire " + command + " -h"}
		}
	}
	return userschema.Load(ctx, userschema.Source{ProtoPath: src.ProtoPath, Files: src.Files, DescriptorSet: src.DescriptorSet})
}

// readSamples reads src.Samples as messages md, and says on w how many
// were skipped (src.SkipBad).
func readSamples(command string, sch *userschema.Schema, md protoreflect.MessageDescriptor, src Source, w io.Writer) (*userschema.Samples, error) {
	s, err := sch.ReadSamples(src.Samples, md, userschema.SampleOptions{SkipBad: src.SkipBad})
	if err != nil {
		return nil, err
	}
	if s.Skipped > 0 {
		fmt.Fprintf(w, "%s: skipped %d of %d samples that do not match %s (first: %s)\n", command,
			s.Skipped, s.Skipped+len(s.Messages), md.FullName(), s.Problems[0])
	}
	return s, nil
}

// Record makes cfg, a results config, that of a run on d: the seeds'
// generator made none of its data, so "seed" goes; the message, where its
// schema came from and its samples come in.
func Record(cfg map[string]any, src Source, d *Data) map[string]any {
	delete(cfg, "seed")
	if d.Message != nil {
		cfg["message"] = string(d.Message.FullName())
	}
	if src.DescriptorSet != "" {
		cfg["schema"] = src.DescriptorSet
	} else {
		cfg["schema"], cfg["protoPath"] = src.Files, src.ProtoPath
	}
	if s := d.Samples; s != nil {
		cfg["samples"], cfg["samplesCount"], cfg["skippedSamples"] = s.Path, len(s.Messages), s.Skipped
	}
	return cfg
}
