package main

import (
	"context"
	"errors"
)

// ReportCommand renders bench results (written by the report work).
type ReportCommand struct{}

// Run is replaced by the report implementation.
func (c *ReportCommand) Run(context.Context, []string) error {
	return errors.New("report: not implemented yet")
}
