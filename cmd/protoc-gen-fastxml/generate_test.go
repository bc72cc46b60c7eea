package main

import (
	"testing"

	"github.com/polywire/polywire/cmd/internal/plugintest"
)

// TestGeneratedFilesAreUpToDate: the committed *_fastxml.pb.go files are
// what the plugin generates now (plugintest.UpToDate).
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	t.Parallel()
	plugintest.UpToDate(t, "protoc-gen-fastxml", generateFile)
}
