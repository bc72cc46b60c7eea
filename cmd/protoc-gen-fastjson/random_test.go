package main

import (
	"strings"

	"google.golang.org/protobuf/proto"

	fastjsontestv1 "github.com/polywire/polywire/cmd/protoc-gen-fastjson/testdata/gen/polywire/fastjsontest/v1"
	"github.com/polywire/polywire/internal/randmsg"
)

// newRandomizer returns the random message source of these tests, whose
// Any fields hold a Shared (a message with generated fast methods).
func newRandomizer(seed uint64) *randmsg.Rand {
	z := randmsg.New(seed)
	z.Any = func(z *randmsg.Rand) proto.Message {
		return &fastjsontestv1.Shared{Shade: fastjsontestv1.Shade(z.R.IntN(3)), Note: strings.ToValidUTF8(z.String(), "?")}
	}
	return z
}
