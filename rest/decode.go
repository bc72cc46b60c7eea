package rest

import (
	"errors"
	"net/http"
	"strings"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/negotiate"
)

// Decode reads the request body — decompressing it per Content-Encoding,
// the size limit (WithMaxBody: the route's, else the exchange's) applied
// to the decoded bytes — and decodes
// it into m with the codec its Content-Type names. A missing Content-Type
// means the registry's first codec, as a missing Accept does. Its errors
// are *apierror.Error values: 415 for an unknown type, charset or coding
// (the error body then carries Accept-Post), 413 over the limit, 400 for a
// body that does not decode; return them from a handler as they are.
func (x *Exchange) Decode(r *http.Request, m proto.Message) error {
	if err := x.decode(r, m); err != nil {
		return err
	}
	return nil
}

func (x *Exchange) decode(r *http.Request, m proto.Message) *apierror.Error {
	in := x.def
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, params, err := negotiate.ContentType(ct)
		if err != nil {
			return apierror.Wrap(apierror.CodeUnsupportedMediaType, "parse content type", err)
		}
		c, ok := x.codecs.ByMediaType(mt)
		if !ok {
			return apierror.New(apierror.CodeUnsupportedMediaType,
				"decode body: unsupported content type %q; supported: %s", mt, strings.Join(x.codecs.MediaTypes(), ", "))
		}
		if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
			return apierror.New(apierror.CodeUnsupportedMediaType, "decode body: unsupported charset %q; only utf-8 is", cs)
		}
		in = format{codec: c, mediaType: mt}
	}
	coding, err := contentcoding.ParseContentEncoding(strings.Join(r.Header.Values("Content-Encoding"), ","))
	if err != nil {
		return apierror.Wrap(apierror.CodeUnsupportedMediaType, "decode body", err)
	}
	limit := x.maxBody
	if rb, ok := r.Body.(*routeBody); ok {
		limit = rb.max
	}
	if r.ContentLength > limit {
		return apierror.New(apierror.CodePayloadTooLarge,
			"read body: %d bytes is over the limit of %d bytes", r.ContentLength, limit)
	}
	bp := getBytes()
	defer putBytes(bp)
	if r.ContentLength > int64(cap(*bp)) && coding == contentcoding.Identity {
		*bp = make([]byte, 0, r.ContentLength)
	}
	// The raw stream is capped too, so a slow endless upload ends at the limit.
	body, err := contentcoding.ReadAll((*bp)[:0], http.MaxBytesReader(nil, r.Body, limit), coding, limit)
	*bp = body
	if err != nil {
		var mbe *http.MaxBytesError
		switch {
		case errors.Is(err, contentcoding.ErrTooLarge) && coding != contentcoding.Identity:
			return apierror.New(apierror.CodePayloadTooLarge, "decode %s body: decoded size is over the limit of %d bytes", coding, limit)
		case errors.Is(err, contentcoding.ErrTooLarge), errors.As(err, &mbe):
			return apierror.New(apierror.CodePayloadTooLarge, "read body: over the limit of %d bytes", limit)
		default:
			return apierror.Wrap(apierror.CodeInvalidArgument, "read body", err)
		}
	}
	t0 := x.now()
	err = in.codec.Unmarshal(body, m)
	x.since(r, StageDecode, t0)
	if err != nil {
		return apierror.Wrap(apierror.CodeInvalidArgument, "decode body as "+in.codec.Name(), err)
	}
	return nil
}
