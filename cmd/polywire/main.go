// Command polywire serves the built-in datasets in every wire format and
// measures what each format costs. Each subcommand lives in its own file.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/internal/userschema"
)

func main() { os.Exit(exitCode(os.Args[1:], os.Stderr)) }

// exitCode runs the command line and prints its error to stderr, once:
// "Error: …", and "Try: …" when there is something to try. It is 0 for
// success and for -h, 2 for no command at all, 1 for any error.
func exitCode(args []string, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, args)
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	}
	var nc noCommand
	if errors.As(err, &nc) {
		fmt.Fprint(stderr, nc.usage)
		return 2
	}
	fmt.Fprintln(stderr, "Error:", err)
	var se *userschema.Error
	if _, try, ok := usageOf(err); ok && try != "" {
		fmt.Fprintln(stderr, "Try:", try)
	} else if errors.As(err, &se) && se.Try != "" {
		fmt.Fprintln(stderr, "Try:", se.Try)
	}
	return 1
}

// usageOf is err's message and Try line when it is a usage error: the
// command line's own (usageError) or one a package the commands call
// returned (*bench.UsageError), printed alike.
func usageOf(err error) (msg, try string, ok bool) {
	var u usageError
	if errors.As(err, &u) {
		return u.msg, u.try, true
	}
	var be *bench.UsageError
	if errors.As(err, &be) {
		return be.Msg, be.Try, true
	}
	return "", "", false
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return noCommand{usage}
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		return (&ServeCommand{}).Run(ctx, rest)
	case "gateway":
		return (&GatewayCommand{}).Run(ctx, rest)
	case "gen":
		return (&GenCommand{}).Run(ctx, rest)
	case "bench":
		return (&BenchCommand{}).Run(ctx, rest)
	case "report":
		return (&ReportCommand{}).Run(ctx, rest)
	case "openapi":
		return (&OpenAPICommand{}).Run(ctx, rest)
	case "version", "-version", "--version":
		return (&VersionCommand{}).Run(ctx, rest)
	case "help", "-h", "-help", "--help":
		if len(rest) > 0 { // "polywire help bench" is "polywire bench -h"
			return run(ctx, []string{rest[0], "-h"})
		}
		fmt.Print(usage)
		return nil
	default:
		return unknownCommand("command", cmd, "polywire help", commands)
	}
}

// commands are the subcommands, for suggestions.
var commands = []string{"serve", "gateway", "gen", "bench", "report", "openapi", "version", "help"}

// noCommand: polywire (or polywire bench) was run without a command; the
// usage goes to stderr and the exit status is 2.
type noCommand struct{ usage string }

func (noCommand) Error() string { return "no command" }

const usage = `polywire serves one schema in every wire format and measures what each costs.

Usage:

	polywire <command> [flags]

Commands:

	serve    run the server (generates the seed data on first start)
	gateway  serve a gRPC server's methods as REST in every format (google.api.http)
	gen      write the seed datasets, or realistic samples of your own message
	bench    measure: size, codec, client, browser, jvm, load, suite
	report   turn bench results into an HTML page and Markdown tables
	openapi  write the OpenAPI 3.1 document of the REST routes (seed or your schema)
	version  print the module version, commit and Go version

Run "polywire <command> -h" for a command's flags and examples. Flags go
before or after a command's arguments alike.
`

// usageError is a mistake on the command line; try says what to run
// instead. The packages the commands call return *bench.UsageError for
// theirs, printed the same way.
type usageError struct {
	msg, try string
}

func (e usageError) Error() string { return e.msg }
