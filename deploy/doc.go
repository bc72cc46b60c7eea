// Package deploy holds what runs polywire in production besides the
// binary: a Grafana dashboard (grafana/polywire-dashboard.json) and
// Prometheus alert rules with their unit tests (prometheus/). It has no
// Go API; its test checks the rules with promtool and runs every panel's
// query through a real Prometheus scraping a real polywire
// (docs/OBSERVABILITY.md).
package deploy
