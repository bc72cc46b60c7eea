package gateway

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"sync"

	"google.golang.org/genproto/googleapis/api/annotations"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/mem"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/negotiate"
	"github.com/polywire/polywire/transcode"
)

// bytesCodec is the gRPC codec of the upstream connection: messages are
// []byte on the way out and *[]byte on the way in, so the gateway decides
// when (and whether) anything is marshalled or decoded. A grpc-go codec
// over grpc.ClientConn, rather than a connect-go client with a raw codec:
// grpc-go's transport is the reference gRPC client, speaks h2c with prior
// knowledge to any gRPC server, and gives header, trailer and the
// deadline's grpc-timeout with no extra code.
type bytesCodec struct{}

func (bytesCodec) Name() string { return "proto" }

func (bytesCodec) Marshal(v any) (mem.BufferSlice, error) {
	b, ok := v.([]byte)
	if !ok {
		return nil, fmt.Errorf("gateway codec: cannot marshal %T", v)
	}
	return mem.BufferSlice{mem.SliceBuffer(b)}, nil
}

func (bytesCodec) Unmarshal(data mem.BufferSlice, v any) error {
	p, ok := v.(*[]byte)
	if !ok {
		return fmt.Errorf("gateway codec: cannot unmarshal into %T", v)
	}
	*p = data.Materialize() // a copy: the buffers go back to grpc's pool
	return nil
}

// methodInfo is what the invoker knows of a method's rules.
type methodInfo struct {
	path   string // "/pkg.Service/Method"
	out    protoreflect.MessageType
	rawOut bool // no rule has response_body: Protobuf answers pass through
	// rawIn: every rule with a body has body "*"; pathFields are the path
	// variables' fields of those rules (appended after a raw body).
	rawIn      bool
	pathFields [][]protoreflect.FieldDescriptor
}

func methodInfos(services []protoreflect.ServiceDescriptor, given map[protoreflect.FullName][]*annotations.HttpRule) map[protoreflect.FullName]*methodInfo {
	out := map[protoreflect.FullName]*methodInfo{}
	for _, sd := range services {
		for i := range sd.Methods().Len() {
			md := sd.Methods().Get(i)
			rules := given[md.FullName()]
			if rules == nil {
				if r := transcode.HTTPRule(md); r != nil {
					rules = []*annotations.HttpRule{r}
				}
			}
			mi := &methodInfo{path: "/" + string(sd.FullName()) + "/" + string(md.Name()), out: messageType(md.Output()), rawOut: true, rawIn: true}
			var all []*annotations.HttpRule
			for _, r := range rules {
				all = append(all, r)
				all = append(all, r.GetAdditionalBindings()...)
			}
			for _, r := range all {
				if r.GetResponseBody() != "" {
					mi.rawOut = false
				}
				switch r.GetBody() {
				case "":
				case "*":
					fields, ok := pathFields(md.Input(), r)
					if !ok {
						mi.rawIn = false
					}
					mi.pathFields = append(mi.pathFields, fields...)
				default:
					mi.rawIn = false
				}
			}
			out[md.FullName()] = mi
		}
	}
	return out
}

// pathFields resolves the variables of r's template to field paths; false
// when one cannot be appended as its own encoding (a message leaf, or a
// name that does not resolve — transcode refuses that rule anyway).
func pathFields(in protoreflect.MessageDescriptor, r *annotations.HttpRule) ([][]protoreflect.FieldDescriptor, bool) {
	var path string
	switch p := r.GetPattern().(type) {
	case *annotations.HttpRule_Get:
		path = p.Get
	case *annotations.HttpRule_Put:
		path = p.Put
	case *annotations.HttpRule_Post:
		path = p.Post
	case *annotations.HttpRule_Delete:
		path = p.Delete
	case *annotations.HttpRule_Patch:
		path = p.Patch
	case *annotations.HttpRule_Custom:
		path = p.Custom.GetPath()
	}
	var out [][]protoreflect.FieldDescriptor
	for {
		i := strings.IndexByte(path, '{')
		if i < 0 {
			return out, true
		}
		j := strings.IndexByte(path[i:], '}')
		if j < 0 {
			return nil, false
		}
		name := path[i+1 : i+j]
		path = path[i+j+1:]
		if k := strings.IndexByte(name, '='); k >= 0 {
			name = name[:k]
		}
		md := in
		var fp []protoreflect.FieldDescriptor
		for part := range strings.SplitSeq(name, ".") {
			if md == nil {
				return nil, false
			}
			fd := md.Fields().ByName(protoreflect.Name(part))
			if fd == nil {
				return nil, false
			}
			fp = append(fp, fd)
			md = fd.Message()
		}
		leaf := fp[len(fp)-1]
		if leaf.Message() != nil || leaf.IsList() || leaf.IsMap() {
			return nil, false
		}
		out = append(out, fp)
	}
}

func messageType(md protoreflect.MessageDescriptor) protoreflect.MessageType {
	if mt, err := protoregistry.GlobalTypes.FindMessageByName(md.FullName()); err == nil && mt.Descriptor() == md {
		return mt
	}
	return dynamicpb.NewMessageType(md)
}

// invoke is the transcoder's Invoker: one unary call upstream.
func (g *Gateway) invoke(ctx context.Context, md protoreflect.MethodDescriptor, req proto.Message) (proto.Message, error) {
	ex, _ := ctx.Value(exchangeKey{}).(*exchange)
	mi := g.methods[md.FullName()]
	if ex == nil || mi == nil {
		return nil, apierror.Internal(fmt.Errorf("gateway: %s called outside ServeHTTP", md.FullName()))
	}
	if ex.badTimeout != nil {
		return nil, apierror.New(apierror.CodeInvalidArgument, "bad request timeout: %v", ex.badTimeout)
	}
	in, err := g.requestBytes(ex, mi, req)
	if err != nil {
		return nil, apierror.Internal(err)
	}
	ctx = g.outgoing(ctx, ex.req)
	var header, trailer metadata.MD
	var out []byte
	err = g.conn.Invoke(ctx, mi.path, in, &out, grpc.Header(&header), grpc.Trailer(&trailer))
	ex.header = responseHeaders(header, trailer)
	if err != nil {
		return nil, upstreamError(err)
	}
	m := &rawMessage{raw: out, typ: mi.out}
	if mi.rawOut {
		return m, nil
	}
	dec, err := m.decoded()
	if err != nil {
		return nil, err
	}
	return dec, nil
}

// requestBytes is the request's Protobuf encoding: the client's own body
// with the path's fields after it where that is the same message (see the
// package documentation), else req marshalled.
func (g *Gateway) requestBytes(ex *exchange, mi *methodInfo, req proto.Message) ([]byte, error) {
	if mi.rawIn && ex.body != nil && ex.body.done && ex.req.Header.Get("Content-Encoding") == "" {
		b := ex.body.buf
		m := req.ProtoReflect()
		for _, fp := range mi.pathFields {
			b = appendPath(b, m, fp)
		}
		return b, nil
	}
	return proto.MarshalOptions{}.Marshal(req)
}

// appendPath appends the field at fp of m, encoded even when it holds its
// zero value (an explicit zero must win over the body's value), nested in
// its parent messages.
//
// The fields are looked up by number in m's own descriptor: the request
// may be of a registered type whose descriptor is another instance of the
// method's input.
func appendPath(b []byte, m protoreflect.Message, fp []protoreflect.FieldDescriptor) []byte {
	fd := m.Descriptor().Fields().ByNumber(fp[0].Number())
	if fd == nil || fd.Kind() != fp[0].Kind() {
		return b
	}
	if len(fp) > 1 {
		if !m.Has(fd) {
			return b
		}
		inner := appendPath(nil, m.Get(fd).Message(), fp[1:])
		b = protowire.AppendTag(b, fd.Number(), protowire.BytesType)
		return protowire.AppendBytes(b, inner)
	}
	v := m.Get(fd)
	n := fd.Number()
	switch fd.Kind() {
	case protoreflect.BoolKind:
		b = protowire.AppendTag(b, n, protowire.VarintType)
		return protowire.AppendVarint(b, protowire.EncodeBool(v.Bool()))
	case protoreflect.EnumKind:
		b = protowire.AppendTag(b, n, protowire.VarintType)
		return protowire.AppendVarint(b, uint64(int64(v.Enum())))
	case protoreflect.Int32Kind, protoreflect.Int64Kind:
		b = protowire.AppendTag(b, n, protowire.VarintType)
		return protowire.AppendVarint(b, uint64(v.Int()))
	case protoreflect.Uint32Kind, protoreflect.Uint64Kind:
		b = protowire.AppendTag(b, n, protowire.VarintType)
		return protowire.AppendVarint(b, v.Uint())
	case protoreflect.Sint32Kind, protoreflect.Sint64Kind:
		b = protowire.AppendTag(b, n, protowire.VarintType)
		return protowire.AppendVarint(b, protowire.EncodeZigZag(v.Int()))
	case protoreflect.Fixed32Kind:
		b = protowire.AppendTag(b, n, protowire.Fixed32Type)
		return protowire.AppendFixed32(b, uint32(v.Uint()))
	case protoreflect.Sfixed32Kind:
		b = protowire.AppendTag(b, n, protowire.Fixed32Type)
		return protowire.AppendFixed32(b, uint32(int32(v.Int())))
	case protoreflect.Fixed64Kind:
		b = protowire.AppendTag(b, n, protowire.Fixed64Type)
		return protowire.AppendFixed64(b, v.Uint())
	case protoreflect.Sfixed64Kind:
		b = protowire.AppendTag(b, n, protowire.Fixed64Type)
		return protowire.AppendFixed64(b, uint64(v.Int()))
	case protoreflect.FloatKind:
		b = protowire.AppendTag(b, n, protowire.Fixed32Type)
		return protowire.AppendFixed32(b, math.Float32bits(float32(v.Float())))
	case protoreflect.DoubleKind:
		b = protowire.AppendTag(b, n, protowire.Fixed64Type)
		return protowire.AppendFixed64(b, math.Float64bits(v.Float()))
	case protoreflect.StringKind:
		b = protowire.AppendTag(b, n, protowire.BytesType)
		return protowire.AppendString(b, v.String())
	case protoreflect.BytesKind:
		b = protowire.AppendTag(b, n, protowire.BytesType)
		return protowire.AppendBytes(b, v.Bytes())
	}
	return b
}

// outgoing adds the forwarded headers as metadata.
func (g *Gateway) outgoing(ctx context.Context, r *http.Request) context.Context {
	var kv []string
	for _, h := range g.forward {
		for _, v := range r.Header.Values(h) {
			kv = append(kv, h, v)
		}
	}
	if len(kv) == 0 {
		return ctx
	}
	return metadata.AppendToOutgoingContext(ctx, kv...)
}

// reservedHeader are metadata keys never copied to the HTTP response.
var reservedHeader = map[string]bool{
	"content-type": true, "content-length": true, "content-encoding": true, "transfer-encoding": true,
	"te": true, "connection": true, "keep-alive": true, "upgrade": true, "trailer": true,
	"date": true, "server": true, "vary": true, "etag": true, "cache-control": true,
}

// responseHeaders are the upstream's headers and trailers an HTTP client
// may see: not grpc-*, not pseudo-headers, not HTTP's own.
func responseHeaders(mds ...metadata.MD) http.Header {
	var h http.Header
	for _, md := range mds {
		for k, vs := range md {
			if strings.HasPrefix(k, "grpc-") || strings.HasPrefix(k, ":") || reservedHeader[k] || strings.HasSuffix(k, "-bin") {
				continue
			}
			if h == nil {
				h = http.Header{}
			}
			k = http.CanonicalHeaderKey(k)
			h[k] = append(h[k], vs...)
		}
	}
	return h
}

// upstreamError maps a failed call: a status keeps its code (transcode
// maps it, with its BadRequest violations); an upstream that cannot be
// reached is a 503 (Retry-After added by the writer), a deadline a 504.
func upstreamError(err error) error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return apierror.New(apierror.CodeDeadlineExceeded, "upstream deadline exceeded")
	case errors.Is(err, context.Canceled):
		return apierror.New(apierror.CodeCanceled, "request canceled")
	}
	st, ok := status.FromError(err)
	if !ok {
		return apierror.New(apierror.CodeUnavailable, "upstream: %v", err)
	}
	switch st.Code() {
	case codes.Unavailable:
		return apierror.New(apierror.CodeUnavailable, "upstream unavailable: %s", st.Message())
	case codes.DeadlineExceeded:
		return apierror.New(apierror.CodeDeadlineExceeded, "upstream deadline exceeded: %s", st.Message())
	}
	return err
}

// rawMessage is an upstream answer kept as its bytes: the Protobuf codec
// of the gateway's registry writes them as they are, every other codec
// gets them decoded (once) into the method's output type.
type rawMessage struct {
	raw  []byte
	typ  protoreflect.MessageType
	once sync.Once
	msg  proto.Message
	err  error
}

func (m *rawMessage) decoded() (proto.Message, error) {
	m.once.Do(func() {
		msg := m.typ.New().Interface()
		if err := proto.Unmarshal(m.raw, msg); err != nil {
			m.err = apierror.Internal(fmt.Errorf("gateway: the upstream's %s does not decode: %w", m.typ.Descriptor().FullName(), err))
			return
		}
		m.msg = msg
	})
	return m.msg, m.err
}

// ProtoReflect is the decoded message (an empty one when the bytes do not
// decode; the codecs call decoded first and report that error).
func (m *rawMessage) ProtoReflect() protoreflect.Message {
	if msg, err := m.decoded(); err == nil {
		return msg.ProtoReflect()
	}
	return m.typ.New()
}

// teeBody keeps a copy of the request body as the transcoder reads it.
type teeBody struct {
	io.ReadCloser
	buf  []byte
	done bool // read to EOF
}

func (t *teeBody) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	t.buf = append(t.buf, p[:n]...)
	if errors.Is(err, io.EOF) {
		t.done = true
	}
	return n, err
}

// isProtobuf says whether the request body is Protobuf.
func isProtobuf(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		return false
	}
	mt, _, err := negotiate.ContentType(ct)
	if err != nil {
		return false
	}
	c, ok := passRegistry().ByMediaType(mt)
	return ok && c.Name() == protoName
}
