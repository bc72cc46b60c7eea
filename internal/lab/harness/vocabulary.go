package harness

import (
	"fmt"
	"slices"
	"strings"

	"github.com/polywire/polywire/bench"
)

// Vocabulary is a list flag's values and the ones its driver's client
// knows, checked before the runtime starts so that a typo is a usage
// error and not a long wait for a client that rejects it.
type Vocabulary struct {
	// Flag is the flag's name without its dash ("formats").
	Flag string
	// Got are the values given; Known the ones the client takes.
	Got, Known []string
	// Try is a good command line for the flag ("-formats json,proto").
	Try string
}

// CheckVocabulary is a *bench.UsageError, worded for command ("bench
// jvm"), naming the first value given that is not known; nil when every
// one is.
func CheckVocabulary(command string, vs ...Vocabulary) error {
	for _, v := range vs {
		for _, got := range v.Got {
			if !slices.Contains(v.Known, got) {
				return &bench.UsageError{Msg: fmt.Sprintf("%s: unknown -%s value %q (known: %s)", command, v.Flag, got, strings.Join(v.Known, ", ")), Try: v.Try}
			}
		}
	}
	return nil
}
