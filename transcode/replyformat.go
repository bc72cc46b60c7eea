package transcode

import (
	"mime"
	"net/http"
	"strings"
)

// ReplyInBodyFormat answers a request that carries a body but no Accept
// (or Accept: */*) in its body's format instead of JSON: a Protobuf POST
// gets a Protobuf answer. RPC-style clients expect it — OTLP/HTTP's
// exporters send no Accept and read the answer as what they sent — and
// grpc-gateway behaves so. A request with an Accept of its own, or
// ?format=, is negotiated as usual.
func ReplyInBodyFormat() Option {
	return func(c *config) { c.replyInBody = true }
}

// withBodyFormat returns r, or a shallow copy of it whose Accept is its
// body's media type when ReplyInBodyFormat applies.
func withBodyFormat(rt *route, r *http.Request) *http.Request {
	if !rt.bodyAll && rt.body == nil {
		return r
	}
	if acc := strings.TrimSpace(r.Header.Get("Accept")); acc != "" && acc != "*/*" {
		return r
	}
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		return r
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return r
	}
	r2 := *r
	r2.Header = r.Header.Clone()
	r2.Header.Set("Accept", mt)
	return &r2
}
