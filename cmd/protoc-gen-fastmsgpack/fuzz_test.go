package main

import (
	"testing"
)

// FuzzUnmarshalMsgpackFast is differential: arbitrary bytes go into every
// test type (WellKnown's every well-known type included) through the
// reference decoder and the fast path (copying and aliasing); the seeds
// are the samples' encodings (plugintest's well-known ones among them). Both must fail alike or succeed with equal messages, and the
// fast encoding of the result must be the reference's, byte for byte.
func FuzzUnmarshalMsgpackFast(f *testing.F) {
	for _, m := range samples() {
		if b, err := ref.Marshal(nil, m); err == nil && len(b) <= 4096 {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range testTypes {
			if m, err := checkDecode(t, typ, data); err == nil {
				checkEncode(t, m)
			}
		}
	})
}
