// Package outsidemod holds one test: polywire used from another Go module,
// as a user would — a .proto of its own compiled by protoc with polywire's
// plugins (protoc-gen-fastproto, protoc-gen-fastjson) beside protoc-gen-go,
// a module with a replace to this checkout, and a program that serves its
// message through the public packages only (rest for REST in every format,
// connectcodec for gRPC), checked from that module's own go test. It is
// the "done when" of issue 15: nothing internal is reachable from there,
// so anything the public API lacks fails to compile.
package outsidemod
