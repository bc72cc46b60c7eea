// Package connectcodec puts polywire's codec registry and content codings
// under connect-go, so gRPC, gRPC-Web and the Connect protocol travel on the
// same fast paths as REST: the generated Protobuf and proto3 JSON code of
// packages codec/protocodec and codec/jsoncodec in place of connect's
// proto.Marshal and protojson, MessagePack, FlatBuffers and XML beside them,
// and zstd and br (package contentcoding) beside gzip, with the same
// decompressed-size cap as a REST body.
//
// A handler takes WithExchange, which gives it a rest.Exchange's codecs,
// compression, body limit and the error model at once, or the parts:
// WithCodecs, WithCompression and WithErrors (its methods' *apierror.Error
// values keep their code, message and violations on every protocol); a
// client takes WithCodec for the format it sends and
// WithAcceptCompression for the codings it speaks, and reads an error with
// FromError. Error and FromError are the error model's two conversions.
package connectcodec

import (
	"errors"
	"fmt"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
)

// jsonCharsetName is the second name connect gives its JSON codec: a
// Connect request sent as "application/json; charset=utf-8" looks up the
// codec by this name, not by "json".
const jsonCharsetName = "json; charset=utf-8"

// Codec adapts a polywire codec.Codec to connect.Codec, with the optional
// methods connect looks for: MarshalAppend (connect marshals into its pooled
// buffers), MarshalStable and IsBinary (what a Connect GET request needs to
// put the message in its URL).
type Codec struct {
	c    codec.Codec
	name string
	// discardUnknown: Unmarshal ignores fields the schema does not know
	// (see New).
	discardUnknown bool
}

var _ connect.Codec = (*Codec)(nil)

// New adapts c under its own name, so that a codec named "proto" or "json"
// replaces connect's default for that name.
//
// A codec named "json" must be the proto3 JSON mapping, as the Connect
// protocol and gRPC's +json subtype ask; its requests ignore unknown fields,
// as connect's own JSON codec does (protojson DiscardUnknown): an RPC client
// built from a newer schema keeps working against an older server in JSON
// as it does in binary Protobuf, where unknown fields are kept. The fast
// path is tried first; only input it refuses is read again by protojson
// with DiscardUnknown, so a well-formed request costs nothing extra and a
// malformed one is refused with the fast path's error, which names the
// field. REST keeps refusing unknown JSON fields (jsoncodec's default): a
// misspelt field there is a 400 that names it.
func New(c codec.Codec) *Codec {
	return &Codec{c: c, name: c.Name(), discardUnknown: c.Name() == "json"}
}

// Name implements connect.Codec.
func (a *Codec) Name() string { return a.name }

// Marshal implements connect.Codec.
func (a *Codec) Marshal(v any) ([]byte, error) { return a.MarshalAppend(nil, v) }

// MarshalAppend appends the encoding of v to dst: connect passes its pooled
// buffers, so a response costs no allocation of its own size.
func (a *Codec) MarshalAppend(dst []byte, v any) ([]byte, error) {
	m, ok := v.(proto.Message)
	if !ok {
		return dst, fmt.Errorf("marshal %s: %T is not a proto.Message", a.name, v)
	}
	return a.c.Marshal(dst, m)
}

// MarshalStable is Marshal: every codec polywire ships writes the same bytes
// for the same message (protocodec marshals deterministically, map entries
// in key order; jsoncodec's output is compact, without protojson's random
// spaces; each codec's tests hold it to that). Adapt only codecs that keep
// that promise.
func (a *Codec) MarshalStable(v any) ([]byte, error) { return a.Marshal(v) }

// IsBinary reports whether the encoding is binary: a codec that has an
// IsBinary method answers for itself; otherwise JSON and XML are text and
// everything else binary. Connect base64-encodes binary messages it puts in
// a GET request's URL.
func (a *Codec) IsBinary() bool {
	if b, ok := a.c.(interface{ IsBinary() bool }); ok {
		return b.IsBinary()
	}
	switch a.c.Name() {
	case "json", "xml":
		return false
	}
	return true
}

// Unmarshal implements connect.Codec. The codec never retains b (codec.Codec
// promises it), which connect returns to its pool.
func (a *Codec) Unmarshal(b []byte, v any) error {
	m, ok := v.(proto.Message)
	if !ok {
		return fmt.Errorf("unmarshal %s: %T is not a proto.Message", a.name, v)
	}
	err := a.c.Unmarshal(b, m)
	if err == nil || !a.discardUnknown {
		return err
	}
	if len(b) == 0 {
		return errors.New("unmarshal json: zero-length payload is not a JSON object")
	}
	if (protojson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal(b, m) == nil {
		return nil // only unknown fields were in the way
	}
	return err
}

// WithCodec is the option for one codec: on a client, the format its
// requests are sent in (gRPC "application/grpc+msgpack", Connect
// "application/msgpack"); on a handler, one more format it accepts.
func WithCodec(c codec.Codec) connect.Option { return connect.WithCodec(New(c)) }

// WithCodecs registers every codec of reg on a handler, under its name. The
// "proto" and "json" codecs replace connect's defaults (the JSON one under
// both of connect's names, "json" and "json; charset=utf-8"), so every
// format, Protobuf and JSON included, takes polywire's path.
func WithCodecs(reg *codec.Registry) connect.HandlerOption {
	var opts []connect.HandlerOption
	for _, c := range reg.Codecs() {
		a := New(c)
		opts = append(opts, connect.WithCodec(a))
		if a.name == "json" {
			charset := *a
			charset.name = jsonCharsetName
			opts = append(opts, connect.WithCodec(&charset))
		}
	}
	return connect.WithHandlerOptions(opts...)
}
