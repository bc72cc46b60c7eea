package main

import (
	"io"
	"testing"

	"github.com/polywire/polywire/cmd/internal/plugin"
	"github.com/polywire/polywire/cmd/internal/plugintest"
)

// TestGeneratedFilesAreUpToDate: the committed *_fastxml.pb.go files are
// what the plugin generates now (plugintest.UpToDate).
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	t.Parallel()
	plugintest.UpToDate(t, "protoc-gen-fastxml", generateFile)
}

func init() { plugin.Stderr = io.Discard } // the notices of the other tests

// TestFallbackNotices: the plugin names, as it generates, every field
// whose message type leaves its message to xmlcodec's reference path, and
// no other: none of the well-known types (plugintest.CheckNotices). Not
// parallel: it replaces plugin.Stderr.
func TestFallbackNotices(t *testing.T) {
	plugintest.CheckNotices(t, "protoc-gen-fastxml", "its message, and every message holding it, is written and read by xmlcodec's reference path", generateFile)
}
