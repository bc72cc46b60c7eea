package xmlcodec_test

import (
	"testing"

	"github.com/polywire/polywire/codec/codectest"
	"github.com/polywire/polywire/codec/xmlcodec"
	"github.com/polywire/polywire/internal/testmsg"
)

// TestConcurrent is what make test's race half runs of this package: the
// codec's plans, pools and buffers shared by goroutines (codectest.Concurrent).
func TestConcurrent(t *testing.T) {
	t.Parallel()
	msgs := testmsg.AllAndOthers()
	codectest.Concurrent(t, xmlcodec.Codec{}, msgs)
}
