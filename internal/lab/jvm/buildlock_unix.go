//go:build unix

package jvm

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// LockBuild takes an exclusive lock on dir/target/.polywire-build.lock
// until the returned func is called: two bench jvm runs on one checkout
// (make test runs the documented command and the end-to-end test in
// parallel packages) would otherwise run mvn package into the same target/
// at once, and one would load classes the other is rewriting.
func LockBuild(dir string) (unlock func(), err error) {
	target := filepath.Join(dir, "target")
	if err := os.MkdirAll(target, 0o755); err != nil {
		return nil, fmt.Errorf("lock the build: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(target, ".polywire-build.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("lock the build: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("lock the build: %w", err)
	}
	return func() { _ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN); _ = f.Close() }, nil
}
