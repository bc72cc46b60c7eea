package transcode

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"
	"google.golang.org/protobuf/types/known/anypb"

	"github.com/polywire/polywire/apierror"
)

// A StreamFunc serves one server-streaming method in process (see Streams).
type StreamFunc func(ctx context.Context, req proto.Message, send func(proto.Message) error) error

// Streams is a StreamInvoker dispatching by method, as Methods is for
// unary ones: keys are connect-go's procedure names ("/pkg.Service/Method").
// A method with no entry answers 501 (unimplemented).
func Streams(fns map[string]StreamFunc) StreamInvoker {
	byName := make(map[protoreflect.FullName]StreamFunc, len(fns))
	for proc, fn := range fns {
		name := strings.Replace(strings.TrimPrefix(proc, "/"), "/", ".", 1)
		byName[protoreflect.FullName(name)] = fn
	}
	return func(ctx context.Context, md protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error {
		fn, ok := byName[md.FullName()]
		if !ok {
			return apierror.New(apierror.CodeUnimplemented, "%s is not implemented", md.FullName())
		}
		return fn(ctx, req, send)
	}
}

// maxConnectMessage caps one message read from an in-process connect-go
// handler (ServerStreams).
const maxConnectMessage = 64 << 20

// ServerStreams is a StreamInvoker that calls the server-streaming methods
// of a connect-go handler in process: h is what the generated
// NewXxxServiceHandler returns (or a mux holding it), so the one
// implementation that serves gRPC, gRPC-Web and Connect also serves the
// REST stream. Each call is a Connect-protocol streaming request
// (application/connect+proto) handed to h in memory, with the HTTP
// request's headers (not its content negotiation ones) and the context's
// deadline as Connect-Timeout-Ms; the response's envelopes are decoded
// and passed to send as they come, and its end-of-stream error becomes the
// invoker's error (a connect.Error with its code and details). Response
// headers and trailers of the connect handler are not carried to the REST
// response, whose headers are sent with the first item.
//
// connect-go offers no way to build a connect.ServerStream outside its own
// handlers, so calling the implementation's method directly, as Unary
// does for unary methods, is not possible; going through the handler also
// runs its interceptors.
func ServerStreams(h http.Handler) StreamInvoker {
	return func(ctx context.Context, md protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error {
		return connectStream(ctx, h, md, req, send)
	}
}

func connectStream(ctx context.Context, h http.Handler, md protoreflect.MethodDescriptor, req proto.Message, send func(proto.Message) error) error {
	payload, err := proto.Marshal(req)
	if err != nil {
		return apierror.Internal(fmt.Errorf("transcode: marshal %s request: %w", md.FullName(), err))
	}
	body := appendEnvelope(make([]byte, 0, 5+len(payload)), flagMessage, payload)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	procedure := "/" + string(md.Parent().FullName()) + "/" + string(md.Name())
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://in-process"+procedure, bytes.NewReader(body))
	if err != nil {
		return apierror.Internal(err)
	}
	if c, _ := ctx.Value(callKey{}).(*call); c != nil {
		for k, v := range c.r.Header {
			if !connectOwned(k) {
				hr.Header[k] = v
			}
		}
		hr.RemoteAddr = c.r.RemoteAddr
	}
	hr.Header.Set("Content-Type", "application/connect+proto")
	hr.Header.Set("Connect-Protocol-Version", "1")
	if d, ok := ctx.Deadline(); ok {
		hr.Header.Set("Connect-Timeout-Ms", strconv.FormatInt(max(time.Until(d).Milliseconds(), 1), 10))
	}
	pr, pw := io.Pipe()
	rw := &pipeResponse{header: http.Header{}, pw: pw}
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if v := recover(); v != nil {
				pw.CloseWithError(fmt.Errorf("connect handler panicked: %v", v))
			}
		}()
		h.ServeHTTP(rw, hr)
		_ = pw.Close()
	}()
	defer func() {
		cancel()
		_ = pr.CloseWithError(errStreamEnded)
		<-done
	}()
	return readConnectStream(bufio.NewReader(pr), rw.statusCode, md, send)
}

// connectOwned are the request headers the in-process Connect call sets
// itself or that describe the REST request's own representation.
func connectOwned(k string) bool {
	switch k {
	case "Content-Type", "Content-Length", "Content-Encoding", "Accept", "Accept-Encoding", "Te", "Connection", "Upgrade":
		return true
	}
	return strings.HasPrefix(k, "Connect-") || strings.HasPrefix(k, "Grpc-")
}

// readConnectStream decodes a Connect streaming response: message
// envelopes, each passed to send, then the end-of-stream envelope whose
// JSON carries the error, if any. status is the handler's HTTP status,
// known once it wrote.
func readConnectStream(br *bufio.Reader, status func() int, md protoreflect.MethodDescriptor, send func(proto.Message) error) error {
	mt, err := protoregistry.GlobalTypes.FindMessageByName(md.Output().FullName())
	if err != nil || mt.Descriptor() != md.Output() {
		mt = dynamicpb.NewMessageType(md.Output())
	}
	m := mt.New().Interface()
	for i := 0; ; i++ {
		if i == 0 {
			_, _ = br.Peek(1) // the handler's first write (its status is known then) or its end
			if s := status(); s != http.StatusOK && s != 0 {
				return connect.NewError(connectCodeOf(s), fmt.Errorf("connect handler for %s answered HTTP %d", md.FullName(), s))
			}
		}
		flag, payload, err := readEnvelope(br, maxConnectMessage)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return apierror.Internal(fmt.Errorf("transcode: connect stream of %s ended without its end-of-stream message", md.FullName()))
			}
			return apierror.Internal(fmt.Errorf("transcode: connect stream of %s: %w", md.FullName(), err))
		}
		switch {
		case flag == flagEndStream:
			return endStreamError(payload)
		case flag != flagMessage:
			return apierror.Internal(fmt.Errorf("transcode: connect stream of %s: envelope %d has flags %#x (compressed or unknown)", md.FullName(), i, flag))
		}
		if err := proto.Unmarshal(payload, m); err != nil {
			return apierror.Internal(fmt.Errorf("transcode: connect stream of %s: message %d: %w", md.FullName(), i, err))
		}
		if err := send(m); err != nil {
			return err
		}
	}
}

// connectCodeOf maps the status of a connect-go handler that refused the
// request before streaming (no such procedure, say), as Connect clients do.
func connectCodeOf(status int) connect.Code {
	switch status {
	case http.StatusNotFound, http.StatusMethodNotAllowed, http.StatusUnsupportedMediaType:
		return connect.CodeUnimplemented
	case http.StatusUnauthorized:
		return connect.CodeUnauthenticated
	case http.StatusForbidden:
		return connect.CodePermissionDenied
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return connect.CodeUnavailable
	}
	return connect.CodeUnknown
}

// readEnvelope reads one envelope: a flag byte, a 4-byte big-endian length
// and the payload (at most limit bytes). io.EOF only before its first byte.
func readEnvelope(br *bufio.Reader, limit int) (byte, []byte, error) {
	var head [5]byte
	if _, err := io.ReadFull(br, head[:]); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return 0, nil, errors.New("truncated envelope header")
		}
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(head[1:])
	if uint64(n) > uint64(limit) {
		return 0, nil, fmt.Errorf("envelope of %d bytes, over the limit of %d", n, limit)
	}
	payload := make([]byte, n)
	if got, err := io.ReadFull(br, payload); err != nil {
		return 0, nil, fmt.Errorf("truncated envelope: %d of %d bytes", got, n)
	}
	return head[0], payload, nil
}

// endStreamError reads a Connect end-of-stream message: nil for a clean
// end, else the connect.Error it carries.
func endStreamError(b []byte) error {
	var end struct {
		Error *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
			Details []struct {
				Type  string `json:"type"`
				Value string `json:"value"`
			} `json:"details"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &end); err != nil {
		return apierror.Internal(fmt.Errorf("transcode: connect end-of-stream message: %w", err))
	}
	if end.Error == nil {
		return nil
	}
	var code connect.Code
	if err := code.UnmarshalText([]byte(end.Error.Code)); err != nil || code == 0 {
		code = connect.CodeUnknown
	}
	ce := connect.NewError(code, errors.New(end.Error.Message))
	for _, d := range end.Error.Details {
		raw, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(d.Value, "="))
		if err != nil {
			continue
		}
		detail, err := connect.NewErrorDetail(&anypb.Any{TypeUrl: "type.googleapis.com/" + d.Type, Value: raw})
		if err == nil {
			ce.AddDetail(detail)
		}
	}
	return ce
}

// pipeResponse is the in-memory http.ResponseWriter of an in-process
// connect-go call: the body goes to a pipe the caller reads as it comes.
type pipeResponse struct {
	header http.Header
	pw     *io.PipeWriter
	mu     sync.Mutex
	status int
}

func (p *pipeResponse) Header() http.Header { return p.header }

func (p *pipeResponse) WriteHeader(status int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.status == 0 {
		p.status = status
	}
}

func (p *pipeResponse) Write(b []byte) (int, error) {
	p.WriteHeader(http.StatusOK)
	return p.pw.Write(b)
}

// Flush is a no-op: every Write reaches the reader at once.
func (p *pipeResponse) Flush() {}

func (p *pipeResponse) statusCode() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.status
}
