package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	labschema "github.com/polywire/polywire/internal/lab/schema"

	"github.com/polywire/polywire/internal/fakemsg"
	"github.com/polywire/polywire/internal/userschema"
)

// genSchemaTry is the command line to suggest for samples of a schema.
const genSchemaTry = "polywire gen -proto-path DIR FILE.proto -message acme.orders.v1.Order -n 100 -o samples.jsonl"

// fakeFlags shape the samples gen writes for a message: how many, how
// long their lists, strings and bytes, how deep their recursion, and the
// values the user chose for some fields (-set, -set-file).
type fakeFlags struct {
	n                             *int
	depth                         *int
	repeated, stringLen, bytesLen fakemsg.Range
	sets                          []string
	setFile                       *string
}

func addFakeFlags(fs *flag.FlagSet) *fakeFlags {
	f := &fakeFlags{repeated: fakemsg.DefaultRepeated, stringLen: fakemsg.DefaultStringLen, bytesLen: fakemsg.DefaultBytesLen}
	f.n = fs.Int("n", 100, "number of samples to write (with -message)")
	fs.Var(&f.repeated, "repeated", "`range` of elements of each repeated field and entries of each map, e.g. 1..5, 0..20 or 3")
	fs.Var(&f.stringLen, "string-len", "`range` of lengths of strings whose field name says nothing (names, emails, sentences keep theirs)")
	fs.Var(&f.bytesLen, "bytes-len", "`range` of lengths of bytes fields")
	f.depth = fs.Int("depth", fakemsg.DefaultDepth, "`times` a message type may nest inside itself, directly or through others (the sample itself is the first)")
	fs.Func("set", "give fields values of your choosing: `PATH=VALUE`, PATH the field names from the message down, dotted; a|b|c draws one for each field, by -seed; repeatable", func(s string) error {
		f.sets = append(f.sets, s)
		return nil
	})
	f.setFile = fs.String("set-file", "", "YAML or JSON `file` of field paths and values (a list: choices), as -set; -set wins over it")
	return f
}

// setWithoutSchema is the first of the sample flags the command line set
// ("" for none): they mean nothing for the seed datasets.
func (f *fakeFlags) setWithoutSchema(fs *flag.FlagSet) string {
	var name string
	fs.Visit(func(fl *flag.Flag) {
		switch fl.Name {
		case "n", "repeated", "string-len", "bytes-len", "depth", "set", "set-file":
			if name == "" {
				name = fl.Name
			}
		}
	})
	return name
}

// genSamples writes -n samples of -message to out.
func (c *GenCommand) genSamples(ctx context.Context, schema *schemaFlags, fake *fakeFlags, files []string, out string, seed uint64) error {
	switch {
	case *schema.samples != "" || *schema.skipBad:
		return usageError{msg: "gen: -samples and -skip-bad are for reading samples; gen writes them to -o FILE", try: genSchemaTry}
	case *schema.message == "":
		return usageError{msg: "gen: -message NAME is required with a schema", try: genSchemaTry}
	case out == "":
		return usageError{msg: "gen: -o FILE is required with -message (.jsonl, .json or .binpb; - for standard output)",
			try: fmt.Sprintf("polywire gen ... -message %s -n 100 -o samples.jsonl", *schema.message)}
	case *fake.n < 1:
		return usageError{msg: fmt.Sprintf("gen: -n %d: want at least one sample", *fake.n), try: "-n 100"}
	case *fake.depth < 1:
		return usageError{msg: fmt.Sprintf("gen: -depth %d: want at least 1 (the sample itself)", *fake.depth), try: "-depth 3"}
	}
	format, err := userschema.SampleFormat(out)
	if err != nil {
		return err
	}
	d, err := labschema.Load(ctx, "gen", schema.source(files), false, os.Stderr)
	if err != nil {
		return err
	}
	overrides, err := fake.overrides(d.Message)
	if err != nil {
		return err
	}
	g := fakemsg.New(fakemsg.Options{Seed: seed, Repeated: fake.repeated, StringLen: fake.stringLen, BytesLen: fake.bytesLen, Depth: *fake.depth, Overrides: overrides})
	stdout := c.stdout
	if stdout == nil {
		stdout = os.Stdout
	}
	w := stdout
	if out != "-" {
		f, err := os.Create(out)
		if err != nil {
			return &userschema.Error{Msg: fmt.Sprintf("gen: %v", err), Try: "-o a file in a directory that exists and you can write"}
		}
		defer f.Close()
		w = f
	}
	if err := userschema.WriteMade(ctx, w, format, *fake.n, d.Message, func() proto.Message { return g.Message(d.Message) }, "gen"); err != nil {
		if out != "-" {
			_ = os.Remove(out)
		}
		return err
	}
	if out == "-" {
		fmt.Fprintf(os.Stderr, "gen: wrote %s of %s (seed %d)\n", samplesCount(*fake.n), d.Message.FullName(), seed)
		return nil
	}
	if err := w.(*os.File).Close(); err != nil {
		return fmt.Errorf("gen: %w", err)
	}
	info, err := os.Stat(out)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%10d  %s  (%s of %s, seed %d)\n", info.Size(), out, samplesCount(*fake.n), d.Message.FullName(), seed)
	return nil
}

// overrides are -set-file's and -set's overrides of md's fields, in that
// order (a later one for the same path wins), checked before anything is
// written; nil for none.
func (f *fakeFlags) overrides(md protoreflect.MessageDescriptor) (*fakemsg.Overrides, error) {
	var sets []fakemsg.Set
	if *f.setFile != "" {
		s, err := fakemsg.ReadSets(*f.setFile)
		if err != nil {
			return nil, setError(err)
		}
		sets = s
	}
	for _, arg := range f.sets {
		s, err := fakemsg.ParseSet(arg)
		if err != nil {
			return nil, setError(err)
		}
		sets = append(sets, s)
	}
	if len(sets) == 0 {
		return nil, nil
	}
	o, err := fakemsg.NewOverrides(md, sets)
	if err != nil {
		return nil, setError(err)
	}
	return o, nil
}

// setError prints a *fakemsg.SetError as gen's Error: and Try: lines.
func setError(err error) error {
	var se *fakemsg.SetError
	if errors.As(err, &se) {
		return usageError{msg: "gen: " + se.Error(), try: se.Try}
	}
	return fmt.Errorf("gen: %w", err)
}

func samplesCount(n int) string {
	if n == 1 {
		return "1 sample"
	}
	return fmt.Sprintf("%d samples", n)
}
