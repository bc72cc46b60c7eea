package loadgen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// KO classes: every failed request has exactly one, so their counts add up
// to the KO total. The exact status_NNN and grpc_<code> keys refine them.
const (
	// KOTimeout: the request's deadline (Config.Timeout) passed first.
	KOTimeout = "timeout"
	// KOTransport: no answer — connection refused, reset or closed, a TLS
	// failure, a gRPC error without any response from the server.
	KOTransport = "transport"
	// KODecode: the response came but its body did not decode.
	KODecode = "decode"
	// KOCanceled: the run was canceled while the request was in flight.
	KOCanceled = "canceled"
	// KOStatus3xx, KOStatus4xx and KOStatus5xx: an HTTP status other than
	// 2xx and 304 (redirects are not followed).
	KOStatus3xx = "status_3xx"
	KOStatus4xx = "status_4xx"
	KOStatus5xx = "status_5xx"
	// KOGRPCStatus: the server answered with a gRPC status other than OK.
	KOGRPCStatus = "grpc_status"
)

// KOClasses lists the KO classes, whose counts partition the failures;
// every other key of LoadRun.KO (status_503, grpc_unavailable…) refines
// one of them.
func KOClasses() []string {
	return []string{KOTimeout, KOTransport, KODecode, KOCanceled, KOStatus3xx, KOStatus4xx, KOStatus5xx, KOGRPCStatus}
}

// classifyHTTP is the KO class and exact kind of an HTTP exchange that
// ended with err (nil when a response was read) and status; ctxErr is the
// request context's error. Both are empty for a success: 2xx, or 304 (an
// If-None-Match revalidation, as Gatling counts it).
func classifyHTTP(statusCode int, err, ctxErr error) (class, exact string) {
	if err != nil {
		return classifyError(err, ctxErr), ""
	}
	if statusCode/100 == 2 || statusCode == http.StatusNotModified {
		return "", ""
	}
	switch {
	case statusCode >= 500:
		class = KOStatus5xx
	case statusCode >= 400:
		class = KOStatus4xx
	default:
		class = KOStatus3xx
	}
	return class, "status_" + strconv.Itoa(statusCode)
}

// classifyError tells timeouts and cancellations from transport failures.
// The context's error decides first: once a request's deadline has passed,
// the transport reports it in several ways (a canceled request, a closed
// body, a net.Error timeout).
func classifyError(err, ctxErr error) string {
	switch {
	case errors.Is(ctxErr, context.DeadlineExceeded), errors.Is(err, context.DeadlineExceeded):
		return KOTimeout
	case errors.Is(ctxErr, context.Canceled), errors.Is(err, context.Canceled):
		return KOCanceled
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return KOTimeout
	}
	return KOTransport
}

// classifyGRPC is the KO class and exact kind (grpc_<code>) of an RPC that
// failed with err; responded says whether the server sent any header or
// trailer, which is what tells the server's Unavailable (its store is
// down) from a connection that failed.
func classifyGRPC(err error, responded bool, ctxErr error) (class, exact string) {
	if err == nil {
		return "", ""
	}
	code := status.Code(err)
	exact = grpcKind(code)
	switch {
	case code == codes.DeadlineExceeded, errors.Is(ctxErr, context.DeadlineExceeded):
		return KOTimeout, exact
	case code == codes.Canceled, errors.Is(ctxErr, context.Canceled):
		return KOCanceled, exact
	case !responded:
		return KOTransport, exact
	}
	return KOGRPCStatus, exact
}

// grpcKinds are the exact kinds of the standard codes: grpc_not_found…
var grpcKinds = func() []string {
	k := make([]string, 17)
	for c := range k {
		k[c] = "grpc_" + snake(codes.Code(c).String())
	}
	return k
}()

func grpcKind(c codes.Code) string {
	if int(c) < len(grpcKinds) {
		return grpcKinds[c]
	}
	return "grpc_code_" + strconv.Itoa(int(c))
}

// snake turns "DeadlineExceeded" into "deadline_exceeded" and "OK" into "ok".
func snake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) {
			if i > 0 && !unicode.IsUpper(rune(s[i-1])) {
				b.WriteByte('_')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// causeOf says in a few words why a request failed — "connection
// refused", "HTTP 503 Service Unavailable", "timeout after 10s" — without
// the addresses, ports and stream numbers that would make every failed
// connection's message distinct, so that failures count up by cause.
func causeOf(class, exact string, err error, timeout time.Duration) string {
	switch class {
	case KOTimeout:
		return fmt.Sprintf("timeout after %v", timeout)
	case KOCanceled:
		return "canceled: the run ended while it was in flight"
	case KOStatus3xx, KOStatus4xx, KOStatus5xx:
		code, _ := strconv.Atoi(strings.TrimPrefix(exact, "status_"))
		return strings.TrimSpace(fmt.Sprintf("HTTP %d %s", code, http.StatusText(code)))
	case KODecode:
		return "decode: " + errorWords(err)
	case KOGRPCStatus:
		st := status.Convert(err)
		return "gRPC " + st.Code().String() + ": " + shorten(st.Message())
	}
	if s, ok := status.FromError(err); ok && err != nil {
		return "gRPC " + s.Code().String() + ": " + errorWords(errors.New(s.Message()))
	}
	return errorWords(err)
}

// knownCauses are the transport failures worth naming as such, found in
// an error's text when its chain does not carry a syscall.Errno (grpc-go
// flattens its errors into strings).
var knownCauses = []string{
	"connection refused", "connection reset by peer", "broken pipe", "no such host",
	"network is unreachable", "no route to host", "too many open files",
	"cannot assign requested address", "certificate", "tls: ", "http2: ",
	"server closed idle connection", "malformed HTTP response",
}

// addrPattern matches the addresses and numbers that vary from one
// failure to the next: IPv4 and IPv6 host:port, stream ids, byte counts.
var addrPattern = regexp.MustCompile(`\[[0-9a-fA-F:.]+\](:\d+)?|\d+\.\d+\.\d+\.\d+(:\d+)?|\b\d{2,}\b`)

// errorWords is err as a stable phrase.
func errorWords(err error) string {
	if err == nil {
		return "unknown error"
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "connection closed by the server before the response ended (EOF)"
	}
	msg := err.Error()
	for _, k := range knownCauses {
		if i := strings.Index(msg, k); i >= 0 {
			if k == "tls: " || k == "http2: " || k == "certificate" {
				return shorten(addrPattern.ReplaceAllString(msg[i:], "N"))
			}
			return k
		}
	}
	return shorten(addrPattern.ReplaceAllString(msg, "N"))
}

// shorten keeps a cause to one readable line.
func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		s = s[:117] + "..."
	}
	return s
}
