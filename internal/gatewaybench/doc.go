// Package gatewaybench compares REST → gRPC proxies in front of one
// upstream: polywire's gateway (internal/gateway), connectrpc's
// vanguard-go as a transcoding reverse proxy, and grpc-gateway's generated
// proxy (testdata/gen, from the seed protos' google.api.http rules). The upstream is
// polywire's own seed gRPC face in a child process; each proxy serves on
// loopback in the benchmark's process and loadgen drives it.
//
// The package holds only tests, so vanguard-go and grpc-gateway stay test
// dependencies of polywire: BenchmarkGateways is the comparison (its
// Markdown table goes to standard output), TestProxies the check that all
// three answer every case with the same message.
//
//	go test -run '^$' -bench BenchmarkGateways -benchtime 1x ./internal/gatewaybench
//	go test -run '^$' -bench BenchmarkGateways -benchtime 1x ./internal/gatewaybench -args -full
package gatewaybench
