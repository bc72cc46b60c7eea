package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/polywire/polywire/internal/buildinfo"
)

// VersionCommand prints what this binary is: the module version, the
// commit it was built from (with "+dirty" for uncommitted changes) and the
// Go version — what a bug report or a benchmark comparison needs.
type VersionCommand struct{}

// Run prints the version line.
func (c *VersionCommand) Run(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	if err := parseFlags(fs, args, "version", "Usage: polywire version\n\nPrints the module version, the commit and the Go version.\n"); err != nil {
		return err
	}
	fmt.Println(buildinfo.Line())
	return nil
}
