package main

import (
	"strings"

	"google.golang.org/protobuf/proto"

	plugintestv1 "github.com/polywire/polywire/cmd/internal/plugintest/testdata/gen/polywire/plugintest/v1"
	"github.com/polywire/polywire/internal/edgemsg"
)

// newRandomizer returns the random message source of these tests, whose
// Any fields hold a Shared (a message with generated fast methods).
func newRandomizer(seed uint64) *edgemsg.Rand {
	z := edgemsg.New(seed)
	z.Any = func(z *edgemsg.Rand) proto.Message {
		return &plugintestv1.Shared{Shade: plugintestv1.Shade(z.R.IntN(3)), Note: strings.ToValidUTF8(z.String(), "?")}
	}
	return z
}
