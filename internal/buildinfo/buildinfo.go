// Package buildinfo says what a polywire binary is: the module version,
// the commit it was built from (with "+dirty" for uncommitted changes) and
// the Go version, in one line, for polywire version.
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/polywire/polywire/results"
)

// Line is "polywire v1.2.3 (commit abc1234+dirty, 2026-11-23) go1.26.8 linux/amd64";
// under go run or go build in a checkout the module version is "(devel)".
func Line() string {
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
