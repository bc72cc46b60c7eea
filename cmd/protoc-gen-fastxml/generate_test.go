package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"google.golang.org/protobuf/compiler/protogen"

	"github.com/polywire/polywire/cmd/internal/plugin"

	"github.com/polywire/polywire/cmd/internal/plugintest"
)

// TestGeneratedFilesAreUpToDate: the committed *_fastxml.pb.go files are
// what the plugin generates now (plugintest.UpToDate).
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	t.Parallel()
	plugintest.UpToDate(t, "protoc-gen-fastxml", generateFile)
}

// TestFallbackNotices: a field whose type has no fast XML code (Struct,
// Value, ListValue, FieldMask, Any) makes its message take the reference
// path whole; the plugin says so at generation time, naming the field,
// and says nothing for messages that stay fast.
func init() { plugin.Stderr = io.Discard } // the notices of the other tests

func TestFallbackNotices(t *testing.T) {
	var out bytes.Buffer
	plugin.Stderr = &out
	defer func() { plugin.Stderr = io.Discard }()
	for _, c := range plugintest.Outputs() {
		gen, err := protogen.Options{}.New(plugin.Request(c.Files...))
		if err != nil {
			t.Fatal(err)
		}
		if err := plugin.Run(gen, generateFile); err != nil {
			t.Fatal(err)
		}
	}
	notes := out.String()
	if !strings.Contains(notes, "protoc-gen-fastxml: no fast path for polywire.plugintest.v1.Kinds.st (google.protobuf.Struct): its message, and every message holding it, is written and read by xmlcodec's reference path") {
		t.Errorf("no notice for the Struct field:\n%s", notes)
	}
	if strings.Contains(notes, "(google.protobuf.Timestamp)") {
		t.Errorf("a notice for a Timestamp, which the runtime writes and reads itself:\n%s", notes)
	}
	for _, fast := range []string{"polywire.docs.v1.", "polywire.people.v1.", "polywire.bank.v1."} {
		if strings.Contains(notes, fast) {
			t.Errorf("a notice for %s, whose messages stay on the fast path:\n%s", fast, notes)
		}
	}
}
