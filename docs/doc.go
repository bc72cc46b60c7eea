// Package docs holds polywire's documentation — ARCHITECTURE.md,
// BENCHMARKS.md, the committed report and results — and the test that
// runs every command line README.md and BENCHMARKS.md show, so that a
// documented command that stops working fails the build (see
// commands_test.go for how each kind of line is run).
package docs
