package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/polywire/polywire/dataset"
)

// GenCommand writes the seed datasets, or (with -message) samples of a
// message of the user's own schema filled with realistic values.
type GenCommand struct {
	stdout io.Writer // samples for -o - and the summary; nil is os.Stdout
}

// Run writes every dataset file for -seed into -o, replacing what is
// there; with a schema and -message it writes -n samples to the file -o.
func (c *GenCommand) Run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	out := fs.String("o", "", "output `dir`ectory (created if missing); with -message the sample file: .jsonl, .json or .binpb (- is JSON Lines on standard output)")
	fs.StringVar(out, "out", "", "the same as -o")
	seed := fs.Uint64("seed", dataset.DefaultSeed, "generator seed: the same seed writes the same bytes")
	schema := addSchemaFlags(fs)
	fake := addFakeFlags(fs)
	files, err := parseArgs(fs, args, "gen", genUsage)
	if err != nil {
		return err
	}
	for _, f := range files {
		if !strings.HasSuffix(f, ".proto") {
			return usageError{msg: fmt.Sprintf("gen: unexpected argument %q (it takes flags, and .proto files with -message)", f), try: "polywire gen -h"}
		}
	}
	if schema.given(files) {
		return c.genSamples(ctx, schema, fake, files, *out, *seed)
	}
	if name := fake.setWithoutSchema(fs); name != "" {
		return usageError{msg: "gen: -" + name + " is for a message's samples: add a schema and -message NAME", try: genSchemaTry}
	}
	if *out == "" {
		return usageError{msg: "gen: -o DIR is required", try: "polywire gen -o ./data -seed 1"}
	}
	if err := dataset.Generate(*out, *seed); err != nil {
		return err
	}
	entries, err := os.ReadDir(*out)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() {
			fmt.Printf("%10d  %s\n", info.Size(), filepath.Join(*out, e.Name()))
		}
	}
	return nil
}

const genUsage = `Usage: polywire gen -o DIR [-seed N]
       polywire gen (-proto-path DIR FILE.proto... | -descriptor-set set.binpb)
                    -message NAME [-n 100] [-seed N] [-repeated 1..5] [-depth 3]
                    [-string-len 8..24] [-bytes-len 8..32]
                    [-set PATH=VALUE]... [-set-file overrides.yaml] -o FILE

Writes the seed datasets into DIR, deterministically for N:

	accounts.csv, transactions_1.csv, transactions_2.csv
	    seed 000's bank data in the article's layout (';'-separated, no
	    header, columns in the order of its Ruby script): account 1 with
	    1,001 transactions, account 2 with 10,001
	subsections.csv
	    seed 002's corpus: 1,000 subsections (id;title;text)

Seed 004's 50,000 people are a pure function of their index and are built
at boot. "polywire serve -data DIR" serves the directory.

With -message, writes -n samples of a message of your own schema instead,
for the lab and the server when you have no data of your own. Values
follow each field's name and type: names, emails, phone numbers, UUIDs
for string ids (counters for an integer id), URLs, addresses, companies,
sentences for descriptions and notes, ISO currency codes, prices with
cents, small quantities, coordinates, recent Timestamps, a non-zero value
of each enum. Ids follow their conventions: trace_id 16 bytes, span_id
and parent_span_id 8, other bytes ids 16. Times follow their unit suffix
(_unix_nano, _us, _ms, else seconds), and a start/end pair
(start_time_unix_nano and end_time_unix_nano, started_at and ended_at …)
is an interval of a millisecond to ten seconds. Other text is whole
words, within -string-len. Repeated fields and maps get -repeated
elements, a oneof one member, an optional field is set four times in
five, a proto2 required field always, a message type nests inside itself
(directly or through others) at most -depth times, and Any stays empty.
The same schema, flags and seed write the same bytes.

-set PATH=VALUE gives the fields at PATH the value you choose, over the
conventions. PATH is field names from the message down, dotted
(status.code, resource_spans.resource.attributes.key; JSON names work
too); through a repeated field it reaches every element, through a map
every value (the keys stay generated). VALUE is read by the field's type:
integers and floats in decimal, true or false, an enum value's name or
number, bytes in hex (base64:... for base64), strings as typed, and a
message as its proto3 JSON: a Timestamp 2026-01-02T15:04:05Z, a Duration
1.5s, any message {"currency":"EUR","units":"12"}. a|b|c is a choice:
each field the path reaches draws one, by -seed (\| is a bar). A path
into a oneof member selects that member; a field you set is always
present; an interval's start you set starts the interval. The fields you
do not set keep the values they have without -set, unless a -set picks a
oneof member or sets one that would have been absent. -set-file FILE
reads the same from YAML or JSON, a mapping of paths to values where a
list is a choice and a string is taken as written:

	status: STATUS_PAID
	items.quantity: [1, 2, 3]
	created_at: "2026-01-02T15:04:05Z"

A later -set for the same path wins, and -set wins over -set-file. A path
that names no field or a value that does not fit its field is an error
before anything is written.

FILE's extension picks the format, as -samples reads it:

	.jsonl    proto3 JSON, one message a line (-o - writes them to standard output)
	.json     a JSON array of proto3 JSON messages
	.binpb    length-delimited Protobuf (.pb too)

Examples:

	polywire gen -o ./data
	polywire gen -o /tmp/seed7 -seed 7
	polywire gen -proto-path testdata/yourschema acme/shop/v1/shop.proto -message acme.shop.v1.Order -n 100 -o orders.jsonl
	polywire gen -descriptor-set set.binpb -message acme.shop.v1.Order -n 1000 -seed 2 -repeated 0..10 -o orders.binpb
	polywire gen -proto-path testdata/yourschema acme/shop/v1/shop.proto -message Category -depth 5 -n 1 -o -
	polywire gen -proto-path testdata/yourschema acme/shop/v1/shop.proto -message Order -set status=STATUS_PAID -set 'items.quantity=1|2|3' -o paid.jsonl
	polywire gen -proto-path proto opentelemetry/proto/trace/v1/trace.proto -message opentelemetry.proto.trace.v1.TracesData \
	    -set resource_spans.resource.attributes.key=service.name -set 'resource_spans.scope_spans.spans.status.code=STATUS_CODE_OK|STATUS_CODE_ERROR' -o traces.jsonl
	polywire gen -proto-path testdata/yourschema acme/shop/v1/shop.proto -message Order -set-file testdata/yourschema/overrides.yaml -o orders.jsonl

Flags:
`
