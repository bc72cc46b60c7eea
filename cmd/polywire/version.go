package main

import (
	"context"
	"flag"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/polywire/polywire/results"
)

// VersionCommand prints what this binary is: the module version, the
// commit it was built from (with "+dirty" for uncommitted changes) and the
// Go version — what a bug report or a benchmark comparison needs.
type VersionCommand struct{}

// Run prints the version line.
func (c *VersionCommand) Run(_ context.Context, args []string) error {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	if err := parseFlags(fs, args, "version", "Usage: polywire version\n\nPrints the module version, the commit and the Go version.\n"); err != nil {
		return err
	}
	fmt.Println(versionLine())
	return nil
}

// versionLine is "polywire v1.2.3 (commit abc1234+dirty, 2026-11-23) go1.26.8 linux/amd64";
// under go run or go build in a checkout the module version is "(devel)".
func versionLine() string {
	version, commit, when := "(unknown)", "unknown", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		version = bi.Main.Version
		dirty := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
				if len(commit) > 12 {
					commit = commit[:12]
				}
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if dirty {
			commit += "+dirty"
		}
	}
	if commit == "unknown" { // no VCS stamp (go run; GOFLAGS=-buildvcs=false)
		if c := results.GitCommit(); c != "" {
			rev, dirty := strings.CutSuffix(c, "+dirty")
			commit = rev[:min(12, len(rev))]
			if dirty {
				commit += "+dirty"
			}
			commit += " from git"
		}
	}
	if when != "" {
		commit += ", " + when
	}
	return fmt.Sprintf("polywire %s (commit %s) %s %s/%s", version, commit, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
