package rest

import (
	"net/http"
	"slices"
	"strings"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/contentcoding"
)

// format is what negotiation decided for a response: the codec, the media
// type it travels as, and the best content coding the client accepts
// (applied only to bodies of at least the minimum compress size, unless the
// client refused identity).
type format struct {
	codec      codec.Codec
	mediaType  string
	coding     contentcoding.Coding
	identityOK bool
	// accept is the Accept header the codec was chosen from ("" when
	// ?format= named it): the formats to fall back on, in order, when this
	// one cannot carry a message (fallbacks).
	accept   string
	byHeader bool
}

// negotiate decides the response format: ?format= if given, else the Accept
// header negotiated against every registered media type; then the content
// coding from Accept-Encoding, or ?encoding=. On failure it returns the
// default format, for the error body.
func (x *Exchange) negotiate(r *http.Request) (format, *apierror.Error) {
	f := x.def
	if name := r.URL.Query().Get("format"); name != "" {
		c, ok := x.codecs.ByName(name)
		if !ok {
			return f, apierror.New(apierror.CodeInvalidArgument,
				"parse format parameter: unknown format %q; supported: %s", name, strings.Join(x.codecs.Names(), ", ")).
				WithViolations(apierror.Violation{Field: "format", Description: "must be one of " + strings.Join(x.codecs.Names(), ", ")})
		}
		f.codec, f.mediaType = c, x.codecs.MediaType(c)
	} else {
		accept := strings.Join(r.Header.Values("Accept"), ",")
		mt, ok := x.negotiator.Select(accept)
		if !ok {
			return f, apierror.New(apierror.CodeNotAcceptable,
				"negotiate response format: nothing in Accept %q is offered; supported: %s", accept, strings.Join(x.codecs.MediaTypes(), ", "))
		}
		f.codec, _ = x.codecs.ByMediaType(mt)
		f.mediaType = mt
		f.accept, f.byHeader = accept, true
	}
	ae, present := r.Header["Accept-Encoding"]
	header := strings.Join(ae, ",")
	f.identityOK = true
	if present {
		_, f.identityOK = contentcoding.Select(header, true, nil)
	}
	f.coding = contentcoding.Identity
	if x.encoder != nil {
		c, ok := contentcoding.Select(header, present, x.codings)
		if !ok {
			return x.def, apierror.New(apierror.CodeNotAcceptable,
				"negotiate content coding: nothing in Accept-Encoding %q is offered; supported: %s", header, x.supported)
		}
		f.coding = c
	} else if !f.identityOK {
		return x.def, apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: Accept-Encoding %q refuses identity and this server does not compress", header)
	}
	if name := r.URL.Query().Get("encoding"); name != "" {
		return x.encodingOverride(f, name, header, present)
	}
	return f, nil
}

// encodingOverride applies ?encoding=: the coding a client names itself,
// as ?format= names the format. A browser's fetch cannot set
// Accept-Encoding (the browser owns it), so a page can measure gzip
// against identity this way. The named coding must still be one the
// request's Accept-Encoding accepts — the client has to decode it — else
// 406; a body under the minimum compress size still goes out as identity.
func (x *Exchange) encodingOverride(f format, name, header string, present bool) (format, *apierror.Error) {
	c, ok := contentcoding.ParseName(name)
	if !ok {
		return x.def, apierror.New(apierror.CodeInvalidArgument,
			"parse encoding parameter: unknown content coding %q; supported: identity, gzip, br, zstd", name).
			WithViolations(apierror.Violation{Field: "encoding", Description: "must be one of identity, gzip, br, zstd"})
	}
	if !contentcoding.Accepts(header, present, c) {
		return x.def, apierror.New(apierror.CodeNotAcceptable,
			"negotiate content coding: encoding=%s but Accept-Encoding %q does not accept it", c, header)
	}
	if c != contentcoding.Identity {
		if x.encoder == nil {
			return x.def, apierror.New(apierror.CodeNotAcceptable,
				"negotiate content coding: encoding=%s but this server does not compress", c)
		}
		if !slices.Contains(x.codings, c) {
			return x.def, apierror.New(apierror.CodeNotAcceptable,
				"negotiate content coding: encoding=%s is not offered; supported: %s", c, x.supported)
		}
	}
	f.coding = c
	if c == contentcoding.Identity {
		f.identityOK = true
	}
	return f, nil
}

// fallbacks are the formats after f that the request's Accept header
// accepts, in its order of preference (negotiate.Negotiator.Rank): what a
// response is written in when f cannot carry the message. A format named
// by ?format= has none. They are worked out only when needed, so a
// response that encodes costs nothing more.
func (x *Exchange) fallbacks(f format) []format {
	if !f.byHeader {
		return nil
	}
	var out []format
	offers := x.negotiator.Offers()
	for _, i := range x.negotiator.Rank(f.accept) {
		c, _ := x.codecs.ByMediaType(offers[i])
		if c == nil || c.Name() == f.codec.Name() || slices.ContainsFunc(out, func(o format) bool { return o.codec.Name() == c.Name() }) {
			continue
		}
		g := f
		g.codec, g.mediaType = c, offers[i]
		out = append(out, g)
	}
	return out
}

// codingFor is the coding a body of size bytes actually gets.
func (x *Exchange) codingFor(f format, size int) contentcoding.Coding {
	if f.coding != contentcoding.Identity && size < x.minSize && f.identityOK {
		return contentcoding.Identity
	}
	return f.coding
}
