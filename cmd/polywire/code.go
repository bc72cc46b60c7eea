package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/polywire/polywire/internal/lab/gencode"
	labschema "github.com/polywire/polywire/internal/lab/schema"
)

// The -code values of bench codec and bench client.
const (
	codeAuto      = "auto"
	codeGenerated = "generated"
	codeDynamic   = "dynamic"
)

// codeUsage is the usage lines of -code and -keep.
const codeUsage = `	-code auto|generated|dynamic    time generated code (auto: when it builds) or dynamic messages
	-keep                           keep the generated module's directory (and say where)
`

// codeFlags are -code and -keep.
type codeFlags struct {
	code *string
	keep *bool
}

func addCodeFlags(fs *flag.FlagSet) codeFlags {
	return codeFlags{
		code: fs.String("code", codeAuto, "the code timed on a schema: `generated` (Go code generated from it), dynamic (dynamicpb messages) or auto (generated when it builds)"),
		keep: fs.Bool("keep", false, "keep the directory of the generated code's module (-code generated), and say where it is"),
	}
}

// run checks the flags of command ("bench codec"); user says whether
// the run is on a user's schema, the only runs -code applies to.
func (f codeFlags) run(command string, user, smoke bool) (*codeRun, error) {
	if !slices.Contains([]string{codeAuto, codeGenerated, codeDynamic}, *f.code) {
		return nil, usageError{msg: fmt.Sprintf("%s: -code %q: want generated, dynamic or auto", command, *f.code), try: "-code auto"}
	}
	if *f.code != codeAuto && !user {
		return nil, usageError{msg: command + ": -code applies to a schema of your own (the seeds' datasets are generated code)",
			try: "polywire " + command + " -proto-path DIR FILE.proto -message NAME -samples FILE -code " + *f.code}
	}
	return &codeRun{command: command, want: *f.code, keep: *f.keep, smoke: smoke}, nil
}

// codeRun times a user's schema with the code -code asks for: generated
// code (package gencode) when it builds and runs, else — with auto,
// saying why on stderr — dynamic messages. used is the code timed, why
// the reason of a fallback.
type codeRun struct {
	command     string
	want        string
	keep, smoke bool
	used, why   string
}

// time runs generated on the program built from d's schema, or dynamic.
func (c *codeRun) time(ctx context.Context, d *labschema.Data, generated func(*gencode.Program) error, dynamic func() error) error {
	if c.want == codeAuto && c.smoke {
		// A smoke run is the documented commands' test: it checks the
		// command line in a second, and a module build takes longer.
		c.used, c.why = codeDynamic, smokeEnv+"=1: auto does not build generated code"
		return dynamic()
	}
	if c.want != codeDynamic {
		err := c.generated(ctx, d, generated)
		if err == nil {
			c.used = codeGenerated
			return nil
		}
		if c.want == codeGenerated {
			return fmt.Errorf("%s: -code generated: %w", c.command, err)
		}
		why, more, _ := strings.Cut(err.Error(), "\n")
		try := "-code dynamic to time dynamic messages without trying; -keep to look at the generated module"
		if errors.Is(err, gencode.ErrUnavailable) {
			try = "install Go (https://go.dev/dl) and run polywire from its source: go run ./cmd/polywire " + c.command + " ..."
		}
		fmt.Fprintf(os.Stderr, "timing dynamic messages: %s; generated code would be faster — Try: %s\n", why, try)
		if more != "" {
			fmt.Fprintf(os.Stderr, "%s\n", more)
		}
		c.why = why
	}
	c.used = codeDynamic
	return dynamic()
}

// generated builds the generated code of d's schema and runs fn on it.
func (c *codeRun) generated(ctx context.Context, d *labschema.Data, fn func(*gencode.Program) error) error {
	fmt.Fprintf(os.Stderr, "%s: building the Go code generated from the schema of %s\n", c.command, d.Message.FullName())
	start := time.Now()
	prog, err := gencode.Build(ctx, d.Schema.Files, d.Message, gencode.Options{Log: os.Stderr})
	if err != nil {
		return err
	}
	if c.keep {
		fmt.Fprintf(os.Stderr, "%s: the generated module is kept in %s\n", c.command, prog.Dir)
	} else {
		defer func() {
			if err := prog.Close(); err != nil {
				fmt.Fprintf(os.Stderr, "%s: removing the generated module: %v\n", c.command, err)
			}
		}()
	}
	fmt.Fprintf(os.Stderr, "%s: built in %.1f s\n", c.command, time.Since(start).Seconds())
	return fn(prog)
}

// record says in a results config which code was timed ("code") and,
// after a fallback, why ("codeFallback").
func (c *codeRun) record(conf map[string]any) map[string]any {
	conf["code"] = c.used
	if c.why != "" {
		conf["codeFallback"] = c.why
	}
	return conf
}
