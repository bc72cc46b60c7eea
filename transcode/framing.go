package transcode

import (
	"encoding/binary"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/negotiate"
	"github.com/polywire/polywire/rest"
)

// framingKind is how the items of a stream are laid out in its body
// (docs/STREAMING.md).
type framingKind uint8

const (
	framingArray    framingKind = iota // a streamed JSON array
	framingNDJSON                      // one JSON message per line
	framingSSE                         // text/event-stream events
	framingEnvelope                    // flag byte, 4-byte length, payload
)

// Envelope flags: a message, and the end of the stream (last, always).
const (
	flagMessage   byte = 0x00
	flagEndStream byte = 0x02
)

// Stream media types that are not a codec's own.
const (
	mediaNDJSON = "application/x-ndjson"
	mediaJSONL  = "application/jsonl"
	mediaSSE    = "text/event-stream"
)

// streamFormat is what a stream's negotiation decided: the framing, the
// codec of its items (JSON for the text framings) and the Content-Type.
type streamFormat struct {
	kind      framingKind
	codec     codec.Codec
	mediaType string
}

// streamFormats are the media types a stream can be written in, with a
// negotiator over them: the exchange's JSON as an array first (the answer
// to a missing Accept), its binary formats as envelopes, then NDJSON and
// SSE. XML has no stream framing and is not offered.
type streamFormats struct {
	offers []streamFormat
	neg    *negotiate.Negotiator
	byName map[string]streamFormat
	names  []string
	known  map[string]bool // every name of the registry, xml included
	json   codec.Codec
}

func newStreamFormats(x *rest.Exchange) (*streamFormats, error) {
	reg := x.Registry()
	sf := &streamFormats{byName: map[string]streamFormat{}, known: map[string]bool{}}
	var jsonC codec.Codec = jsoncodec.Codec{}
	if c, ok := reg.ByName("json"); ok {
		jsonC = c
	}
	sf.json = jsonC
	add := func(f streamFormat) {
		if !slices.ContainsFunc(sf.offers, func(o streamFormat) bool { return o.mediaType == f.mediaType }) {
			sf.offers = append(sf.offers, f)
		}
	}
	for _, mt := range reg.MediaTypes() {
		c, _ := reg.ByMediaType(mt)
		if c == nil {
			continue
		}
		switch c.Name() {
		case "json":
			add(streamFormat{kind: framingArray, codec: c, mediaType: mt})
		case "xml":
		default:
			add(streamFormat{kind: framingEnvelope, codec: c, mediaType: mt})
		}
	}
	for _, mt := range []string{mediaNDJSON, mediaJSONL} {
		add(streamFormat{kind: framingNDJSON, codec: jsonC, mediaType: mt})
	}
	add(streamFormat{kind: framingSSE, codec: jsonC, mediaType: mediaSSE})
	for _, name := range reg.Names() {
		sf.known[name] = true
		c, _ := reg.ByName(name)
		if c == nil || c.Name() == "xml" {
			continue
		}
		kind := framingEnvelope
		if c.Name() == "json" {
			kind = framingArray
		}
		sf.byName[name] = streamFormat{kind: kind, codec: c, mediaType: reg.MediaType(c)}
	}
	sf.byName["ndjson"] = streamFormat{kind: framingNDJSON, codec: jsonC, mediaType: mediaNDJSON}
	sf.byName["sse"] = streamFormat{kind: framingSSE, codec: jsonC, mediaType: mediaSSE}
	sf.names = slices.Sorted(func(yield func(string) bool) {
		for n := range sf.byName {
			if !yield(n) {
				return
			}
		}
	})
	mts := make([]string, len(sf.offers))
	for i, o := range sf.offers {
		mts[i] = o.mediaType
	}
	neg, err := negotiate.New(mts...)
	if err != nil {
		return nil, fmt.Errorf("transcode: stream media types: %w", err)
	}
	sf.neg = neg
	return sf, nil
}

// mediaTypes lists the offered stream media types, for a 406.
func (sf *streamFormats) mediaTypes() string {
	mts := make([]string, len(sf.offers))
	for i, o := range sf.offers {
		mts[i] = o.mediaType
	}
	return strings.Join(mts, ", ")
}

// negotiate picks the stream's format from ?format= or Accept: 400 for an
// unknown format name, 406 when nothing acceptable has a stream framing.
func (sf *streamFormats) negotiate(r *http.Request) (streamFormat, error) {
	if name := r.URL.Query().Get("format"); name != "" {
		f, ok := sf.byName[name]
		if !ok {
			code := apierror.CodeInvalidArgument // a name nobody knows
			if sf.known[name] {
				code = apierror.CodeNotAcceptable // a format without a stream framing (xml)
			}
			return streamFormat{}, apierror.New(code,
				"negotiate stream framing: format %q has no stream framing; supported: %s", name, strings.Join(sf.names, ", ")).
				WithViolations(apierror.Violation{Field: "format", Description: "must be one of " + strings.Join(sf.names, ", ")})
		}
		return f, nil
	}
	accept := strings.Join(r.Header.Values("Accept"), ",")
	i := sf.neg.SelectIndex(accept)
	if i < 0 {
		return streamFormat{}, apierror.New(apierror.CodeNotAcceptable,
			"negotiate stream framing: nothing in Accept %q is offered for a stream; supported: %s", accept, sf.mediaTypes())
	}
	return sf.offers[i], nil
}

// appendItem appends item number i (from 0), whose encoding in the
// stream's codec is b, in the framing.
func (f streamFormat) appendItem(dst []byte, i int, b []byte) []byte {
	switch f.kind {
	case framingNDJSON:
		dst = append(dst, b...)
		return append(dst, '\n')
	case framingSSE:
		dst = append(dst, "id: "...)
		dst = strconv.AppendInt(dst, int64(i), 10)
		dst = append(dst, "\nevent: message\ndata: "...)
		dst = append(dst, b...)
		return append(dst, "\n\n"...)
	case framingArray:
		if i == 0 {
			dst = append(dst, '[')
		} else {
			dst = append(dst, ',')
		}
		return append(dst, b...)
	default:
		return appendEnvelope(dst, flagMessage, b)
	}
}

// appendEnd appends the stream's last bytes after n items: its clean end
// when e is nil, else its error frame carrying e's apierror body (eb, in
// JSON for the text framings, in the stream's codec for envelopes).
func (f streamFormat) appendEnd(dst []byte, n int, eb []byte) []byte {
	switch f.kind {
	case framingNDJSON:
		if eb == nil {
			return dst
		}
		dst = append(dst, `{"@error":`...)
		dst = append(dst, eb...)
		return append(dst, "}\n"...)
	case framingSSE:
		if eb == nil {
			return append(dst, "event: end\ndata: {}\n\n"...)
		}
		dst = append(dst, "event: error\ndata: "...)
		dst = append(dst, eb...)
		return append(dst, "\n\n"...)
	case framingArray:
		if n == 0 {
			dst = append(dst, '[')
		}
		if eb != nil {
			if n > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"@error":`...)
			dst = append(dst, eb...)
			dst = append(dst, '}')
		}
		return append(dst, ']')
	default:
		return appendEnvelope(dst, flagEndStream, eb)
	}
}

// errorBody encodes e's apierror body for the end of the stream: JSON
// for the text framings, the stream's codec for envelopes (JSON when the
// codec cannot carry it).
func (f streamFormat) errorBody(dst []byte, jsonC codec.Codec, e *apierror.Error) []byte {
	c := f.codec
	if f.kind != framingEnvelope {
		c = jsonC
	}
	out, err := c.Marshal(dst, e.Proto())
	if err != nil {
		out, err = jsonC.Marshal(dst, e.Proto())
		if err != nil {
			return append(dst, `{"code":"internal","message":"internal error"}`...)
		}
	}
	return out
}

func appendEnvelope(dst []byte, flag byte, payload []byte) []byte {
	dst = append(dst, flag)
	dst = binary.BigEndian.AppendUint32(dst, uint32(len(payload))) //nolint:gosec // an item over 4 GiB is refused before
	return append(dst, payload...)
}

// maxItem is the largest encoded item a stream carries: an envelope's
// length has 32 bits.
const maxItem = 1<<32 - 1

// encodeItem encodes m in the stream's codec.
func (f streamFormat) encodeItem(dst []byte, m proto.Message) ([]byte, error) {
	b, err := f.codec.Marshal(dst, m)
	if err != nil {
		return nil, apierror.Wrap(apierror.CodeInternal, fmt.Sprintf("encode stream item %s as %s", m.ProtoReflect().Descriptor().FullName(), f.codec.Name()), err)
	}
	if len(b)-len(dst) > maxItem {
		return nil, apierror.Internal(fmt.Errorf("encode stream item: %d bytes, over the 4 GiB an envelope carries", len(b)-len(dst)))
	}
	return b, nil
}
