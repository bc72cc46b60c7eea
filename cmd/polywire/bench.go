package main

import (
	"context"
	"errors"
)

// BenchCommand dispatches the bench subcommands.
type BenchCommand struct{}

// Run is replaced by the bench implementation.
func (c *BenchCommand) Run(context.Context, []string) error {
	return errors.New("bench: not implemented yet")
}
