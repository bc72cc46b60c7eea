package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/polywire/polywire/internal/suggest"
)

// errHelp is returned after a command printed its usage because -h asked
// for it: the command succeeded (exit 0).
var errHelp = errors.New("help shown")

// parseArgs parses args into fs with flags before, between and after the
// positional arguments — users type "report a.json -o r.html" as often as
// "report -o r.html a.json" — and returns the positional arguments in
// order; "--" ends the flags. name is the command as typed ("bench load").
// A bad flag is one usageError (printed once, with "Try: polywire NAME
// -h", never the whole usage); -h prints the usage on standard output and
// returns errHelp.
func parseArgs(fs *flag.FlagSet, args []string, name, usage string) ([]string, error) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			printUsage(os.Stdout, fs, usage)
			return nil, errHelp
		}
		if err != nil {
			return nil, usageError{msg: name + ": " + err.Error(), try: "polywire " + name + " -h"}
		}
		rest := fs.Args()
		if consumed := args[:len(args)-len(rest)]; len(consumed) > 0 && consumed[len(consumed)-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// parseFlags is parseArgs for commands that take no positional argument.
func parseFlags(fs *flag.FlagSet, args []string, name, usage string) error {
	pos, err := parseArgs(fs, args, name, usage)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageError{msg: fmt.Sprintf("%s: unexpected argument %q (it takes flags only)", name, pos[0]), try: "polywire " + name + " -h"}
	}
	return nil
}

// printUsage writes a command's usage text and its flags.
func printUsage(w io.Writer, fs *flag.FlagSet, usage string) {
	fmt.Fprint(w, usage)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// unknownCommand is the error for a command or experiment nobody defined,
// suggesting the nearest one.
func unknownCommand(kind, typed, help string, known []string) error {
	if n, ok := suggest.Closest(typed, known); ok {
		return usageError{msg: fmt.Sprintf("unknown %s %q; did you mean %q?", kind, typed, n), try: strings.TrimSuffix(help, "help") + n}
	}
	return usageError{msg: fmt.Sprintf("unknown %s %q (known: %s)", kind, typed, strings.Join(known, ", ")), try: help}
}
