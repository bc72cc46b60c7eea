//go:build race

package server

// raceEnabled: the race detector slows compression ~10x, so measurements
// that compress megabytes shrink their inputs under it.
const raceEnabled = true
