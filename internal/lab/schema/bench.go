package schema

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/formats"
)

// Bench is a user's schema and samples made ready for bench size and
// bench codec: the median sample ("Order") and all the samples in a list
// ("Order[3]") as payloads.
type Bench struct {
	Data     *Data
	Payloads []bench.Payload
	// Registry holds the formats that carry every sample; Skipped says
	// why each other format was left out.
	Registry *codec.Registry
	Skipped  map[string]string
}

// LoadBench loads the schema and samples, makes the payloads and checks
// which formats carry them, saying on w, once per format, which are
// skipped and why.
func LoadBench(ctx context.Context, command string, src Source, w io.Writer) (*Bench, error) {
	d, err := Load(ctx, command, src, true, w)
	if err != nil {
		return nil, err
	}
	ps, err := bench.SamplePayloads(d.Messages())
	if err != nil {
		return nil, err
	}
	check := d.Messages()
	if len(ps) > 1 {
		check = append(slices.Clip(check), ps[1].Message)
	}
	b := &Bench{Data: d, Payloads: ps}
	all := formats.Registry()
	b.Registry, b.Skipped = bench.Carried(all, check)
	for _, name := range all.Names() {
		if why, ok := b.Skipped[name]; ok {
			fmt.Fprintf(w, "skipped %s: %s\n", name, why)
		}
	}
	if len(b.Registry.Codecs()) == 0 {
		return nil, &bench.UsageError{Msg: fmt.Sprintf("%s: no format carries the samples of %s", command, d.Message.FullName()), Try: "check the samples (the reasons are above)"}
	}
	return b, nil
}

// Config makes cfg the results config of a run on the user's schema
// (Record), with the payloads and the skipped formats with their reasons.
func (b *Bench) Config(cfg map[string]any, src Source) map[string]any {
	Record(cfg, src, b.Data)
	cfg["payloads"] = b.PayloadNames()
	if len(b.Skipped) > 0 {
		cfg["skipped"] = b.Skipped
	}
	return cfg
}

// PayloadNames are the payloads' names, in order.
func (b *Bench) PayloadNames() []string {
	out := make([]string, len(b.Payloads))
	for i, p := range b.Payloads {
		out[i] = p.Name
	}
	return out
}

// WriteFBS writes the .fbs of the message's file to path, and the .fbs of
// the files it includes beside it (bench.WriteFBS), saying so on w. When
// FlatBuffers cannot carry the samples, or the file, it writes nothing and
// says why on w. An empty path writes nothing.
func (b *Bench) WriteFBS(w io.Writer, command, path string) error {
	if path == "" {
		return nil
	}
	if why, ok := b.Skipped["flatbuffers"]; ok {
		fmt.Fprintf(w, "%s: -fbs: no FlatBuffers schema written to %s: %s\n", command, path, why)
		return nil
	}
	md := b.Data.Message
	written, err := bench.WriteFBS(path, md)
	var no *bench.NoFBSError
	switch {
	case errors.As(err, &no):
		fmt.Fprintf(w, "%s: -fbs: no FlatBuffers schema written to %s: %v\n", command, path, no.Err)
		return nil
	case err != nil:
		return fmt.Errorf("%s: -fbs: %w", command, err)
	}
	fmt.Fprintf(w, "wrote %s (FlatBuffers schema of %s; flatc --go %s)\n", strings.Join(written, ", "), md.ParentFile().Path(), path)
	return nil
}
