package main

import (
	"testing"

	"github.com/polywire/polywire/internal/edgemsg"
)

// FuzzUnmarshalFlatFast is differential: arbitrary bytes go into every
// type of the test schema through the generated decoder (copying and
// aliasing) and the reference decoder, with the default limits and a
// small table limit: both refuse, or both accept with equal messages, and
// neither panics. Accepted messages are encoded again, byte for byte
// alike on both paths.
func FuzzUnmarshalFlatFast(f *testing.F) {
	for _, m := range samples() {
		if b, err := ref.Marshal(nil, m); err == nil && len(b) <= 4096 {
			f.Add(b)
		}
	}
	z := edgemsg.New(11)
	for _, typ := range testTypes {
		m := typ.New()
		z.Fill(m, 2)
		if b, err := ref.Marshal(nil, m.Interface()); err == nil && len(b) <= 4096 {
			f.Add(b)
		}
	}
	f.Add(sharedBytes(10))
	f.Add(sharedFlags(10))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, typ := range testTypes {
			if checkDecode(t, fast, typ, data) {
				m := typ.New().Interface()
				if err := ref.Unmarshal(data, m); err != nil {
					t.Fatal(err)
				}
				checkEncode(t, m)
			}
			checkDecode(t, fast8, typ, data)
		}
	})
}
