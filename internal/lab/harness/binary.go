package harness

import (
	"errors"
	"fmt"
)

// Candidate is a place FindBinary looks for an executable.
type Candidate struct {
	// Given says how the user named Path ("-chromium", "$CHROME_PATH"),
	// or is empty for a place the search tries of itself. A given
	// candidate that is not found ends the search: it is the one the user
	// asked for.
	Given string
	// Path is the executable's path or name on PATH; empty is skipped.
	Path string
}

// NotFoundError is FindBinary's error: the given candidate that was not
// found, or, with Given empty, the last candidate tried.
type NotFoundError struct {
	Candidate
	Err error // lookPath's
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("%s: %v", e.Path, e.Err) }

func (e *NotFoundError) Unwrap() error { return e.Err }

// FindBinary is the first candidate lookPath finds (exec.LookPath; tests
// pass their own). A driver never downloads the runtime it measures: a
// benchmark must name the executable it ran, and one fetched behind the
// user's back is not one they chose.
func FindBinary(lookPath func(string) (string, error), candidates ...Candidate) (string, error) {
	var last *NotFoundError
	for _, c := range candidates {
		if c.Path == "" {
			continue
		}
		p, err := lookPath(c.Path)
		if err == nil {
			return p, nil
		}
		last = &NotFoundError{Candidate: c, Err: err}
		if c.Given != "" {
			return "", last
		}
	}
	if last == nil {
		last = &NotFoundError{Err: errors.New("no candidate")}
	}
	return "", last
}
