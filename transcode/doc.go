// Package transcode serves gRPC methods as REST resources, following their
// google.api.http rules (google/api/http.proto), in every format polywire
// negotiates: JSON, Protobuf, FlatBuffers, MessagePack and XML, compressed,
// with errors as apierror bodies in the client's format.
//
// # Use
//
// New takes service descriptors and an Invoker — the function that runs a
// method — and returns an http.Handler:
//
//	h, err := transcode.New(services, invoke, transcode.WithExchange(x))
//	mux.Handle("/v1/", h)
//
// For connect-go implementations in the same process, Methods and Unary
// build the Invoker from the generated handler's methods (see Example), so
// one implementation answers gRPC, gRPC-Web and Connect through connect-go
// and REST through the transcoder, on one port. Descriptors may come from
// generated code, a descriptor set, server reflection or a compiler:
// request messages are the registered Go types when the program links them
// (WithTypes), dynamicpb messages otherwise.
//
// # Rules
//
// A method's rule is its google.api.http option (HTTPRule reads it), or
// rules given with WithRule, which replace it; a method with neither is
// not served. Every HttpRule feature is supported: get, put, post, delete,
// patch and custom methods; path templates with literals, *, ** (last, or
// before the verb), variables over one or several segments
// ({name=shelves/*/books/*}), nested field paths ({book.name}) and a :verb
// suffix; body "*", a body field or none; response_body;
// additional_bindings. New checks each binding against the method's types
// and refuses, with an error wrapping ErrRule that names the method and the
// rule: a template that does not parse, a variable naming no field, a
// repeated or map field or a message (other than the well-known types with
// a string form: Timestamp, Duration, FieldMask and the wrappers), a body
// or response_body that is not a singular message field of its message
// (a repeated or scalar body is not supported), and two bindings of one
// HTTP method whose templates match the same paths.
//
// # Matching
//
// A request goes to the most specific template that matches its path: at
// the first segment where two templates differ, a literal beats a variable
// and * beats **. A path whose last segment ends with the verb of a
// matching template goes only to templates with that verb. No template
// matching is a 404; templates matching but none for the request's method
// is a 405 with an Allow header. HEAD is served by a GET rule.
//
// Values are percent-decoded as http.proto says: a variable of one segment
// ({id}, {id=*}) decodes everything, %2F included; a variable of several
// segments ({name=shelves/*}, {path=**}) decodes everything except %2F and
// %2f, which stay encoded so that a slash inside a segment is not taken for
// a separator. Literals, written plain or percent-encoded in the template,
// are compared decoded. A * does not match an empty segment.
//
// # Binding
//
// The request message is filled from the body (per the rule's body and
// the request's Content-Type, through the rest.Exchange: 415 for an unknown
// type, 413 over the body cap), then the query, then the path variables, so
// that the path wins over a body that names the same field. Intermediate
// messages of nested paths are created.
//
// Every field not bound by the path or the body can be set from the query,
// named by its proto name or its JSON name, nested with dots (sub.subfield):
// scalars as proto JSON writes them without quotes (true/false; decimal
// integers; floats, NaN, Infinity, -Infinity; bytes in base64, standard or
// URL-safe, padded or not — a standard "+" must be sent as %2B), enums by
// name or number, repeated fields by repeating the parameter, Timestamp
// (RFC 3339), Duration ("1.5s"), FieldMask ("a.b,cD") and the wrappers as
// their value. A value that does not fit is a 400 whose violation names the
// field (its JSON path) and the value; so is a singular field given twice
// (under one name, or under its proto and JSON names).
//
// The parameters format and encoding are the exchange's (the response
// format and coding) and are never bound. Any other parameter that names
// no field, names a message, map or repeated message, or a field the path
// or body binds is a 400 naming it — a misspelt filter fails loudly
// instead of returning everything, as in connectrpc/vanguard-go by
// default. IgnoreUnknownQuery drops parameters that name no field instead
// (grpc-gateway's behaviour, vanguard-go's DiscardUnknownQueryParams), for
// clients that add cache busters. A body sent to a rule without one is not
// read.
//
// # Responses and errors
//
// The response, or its response_body field, is written by the exchange in
// the format the request negotiates (Accept or ?format=), compressed per
// Accept-Encoding, status 200. With ReplyInBodyFormat, a request that
// carries a body and no Accept is answered in its body's format (what
// OTLP/HTTP and other RPC-style clients expect). An Invoker's *apierror.Error keeps its code
// (HTTP status from apierror's mapping) and violations; a connect.Error or
// a gRPC status error maps through its gRPC code (apierror.FromGRPC), with
// the field violations of a google.rpc.BadRequest detail; any other error
// is a 500 whose text stays in the server's log.
//
// # Differences from vanguard-go
//
// A differential test serves 10,000 generated requests through this
// package and through connectrpc/vanguard-go v0.4.0 in front of the same
// implementation: both agree on the status class, and on the response
// where both succeed, except for these (all counted by the test):
//   - a query parameter naming a field the path or body binds, a singular
//     field given twice (or under both its names), or any parameter on a body "*" rule is a 400 here;
//     vanguard-go binds it (the last value wins, over the path's);
//   - an unknown field in a JSON body is a 400 here, ignored there;
//   - an empty FieldMask or StringValue in the query is an empty value
//     here, a 400 there;
//   - ** matches zero segments here, as http.proto says (/files for
//     /files/{path=**});
//   - paths holding %2F, %25 or a ':' before the verb: here %2F is never a
//     separator and stays encoded in a multi-segment variable, and every
//     value is decoded once; vanguard-go matches the decoded path, decodes
//     %25 twice and splits the verb at the first ':', so it answers 404,
//     405, 500 or another method;
//   - a request that cannot be decoded (bad JSON, a bad query value, an
//     unknown query parameter) is a 400 here, a 500 (Unknown) there.
//
// # Streaming
//
// Server-streaming methods are served when New is given a StreamInvoker
// (WithStreamInvoker): a function that calls send with each response. Their
// rules, routing, binding and error mapping are the unary ones;
// response_body applies to each item. The response's framing follows the
// negotiated media type: NDJSON (application/x-ndjson, application/jsonl),
// server-sent events (text/event-stream), a streamed JSON array
// (application/json, the default), or envelopes — a flag byte, a 4-byte
// big-endian length, the payload — for Protobuf, MessagePack and
// FlatBuffers; XML has no stream framing (406 when nothing else is
// acceptable). docs/STREAMING.md has the bytes of each.
//
// An error before the first item is an ordinary error response with its
// status; after it, the stream (status 200 already) ends with an error
// frame carrying the apierror body. A clean end has its marker where the
// framing allows one (SSE's end event, the array's ], the envelopes' end
// frame). The stream is compressed as one stream per Accept-Encoding, with
// a sync flush at every flush; the first item is flushed at once, then
// output is flushed when its buffer fills and shortly after an unflushed
// item, so slow streams stay live (docs/STREAMING.md has the policy). A client
// that disconnects cancels the invoker's context; a panic in the invoker is
// an internal error frame (a 500 before the first item). Client-streaming
// and bidirectional methods are never served: REST has one request body.
//
// For connect-go implementations, ServerStreams serves the streams of the
// generated handler (NewXxxServiceHandler's http.Handler) in process: each
// REST stream is a Connect-protocol streaming call handed to that handler in
// memory, its envelopes decoded as they come and passed on. connect-go has
// no way to build a connect.ServerStream outside its own handlers, so the
// implementation's method cannot be called directly as Unary does for unary
// methods; going through the handler keeps one implementation (and its
// interceptors) for gRPC, gRPC-Web, Connect and REST, at the cost of one
// Protobuf encode and decode per item. Streams maps procedure names to
// StreamFuncs for implementations written against this package.
package transcode
