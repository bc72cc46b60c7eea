// Command polywire serves the seeds' datasets in every wire format and
// measures what each format costs. Each subcommand lives in its own file.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() { os.Exit(exitCode()) }

func exitCode() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:])
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 2
	}
	fmt.Fprintln(os.Stderr, "Error:", err)
	var u usageError
	if errors.As(err, &u) && u.try != "" {
		fmt.Fprintln(os.Stderr, "Try:", u.try)
	}
	return 1
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return flag.ErrHelp
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		return (&ServeCommand{}).Run(ctx, rest)
	case "gen":
		return (&GenCommand{}).Run(ctx, rest)
	case "bench":
		return (&BenchCommand{}).Run(ctx, rest)
	case "report":
		return (&ReportCommand{}).Run(ctx, rest)
	case "help", "-h", "-help", "--help":
		fmt.Print(usage)
		return nil
	default:
		return usageError{msg: fmt.Sprintf("unknown command %q", cmd), try: "polywire help"}
	}
}

const usage = `polywire serves one schema in every wire format and measures what each costs.

Usage:

	polywire <command> [flags]

Commands:

	serve   run the server (generates the seed data on first start)
	gen     write the seed datasets to a directory
	bench   measure: size, codec, client (and load)
	report  turn bench results into an HTML page and Markdown tables

Run "polywire <command> -h" for a command's flags and examples.
`

// usageError is a mistake on the command line; try says what to run instead.
type usageError struct {
	msg, try string
}

func (e usageError) Error() string { return e.msg }
