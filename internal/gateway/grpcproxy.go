package gateway

import (
	"crypto/tls"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"

	"google.golang.org/grpc/codes"
)

// The gRPC face: a request in the gRPC protocol (HTTP/2, Content-Type
// application/grpc…) is not transcoded but relayed to the upstream as an
// HTTP/2 exchange — unary and every kind of stream, any method the
// upstream has, whether or not the gateway read its schema. So one port
// takes a service's REST clients and its gRPC clients (an OpenTelemetry
// exporter over gRPC and one over OTLP/HTTP, say).
//
// The relay is a reverse proxy, not a gRPC server and client: frames pass
// as they are — compressed ones too (grpc-encoding), so nothing is
// decompressed, decoded or compressed again, and no codec needs
// registering — headers go upstream (grpc-timeout with them, so the
// deadline holds), and the upstream's headers, trailers and status come
// back. An upstream that cannot be reached answers gRPC's Unavailable in
// a trailers-only response. gRPC-Web and the Connect protocol are not
// relayed: they get the REST face's answer (415) like any body it cannot
// read.

// isGRPC reports whether r speaks the gRPC protocol (not gRPC-Web).
func isGRPC(r *http.Request) bool {
	ct := r.Header.Get("Content-Type")
	return r.ProtoMajor == 2 && (ct == "application/grpc" || strings.HasPrefix(ct, "application/grpc+") || strings.HasPrefix(ct, "application/grpc;"))
}

// newRelay is the reverse proxy to upstream: h2c with prior knowledge, or
// HTTP/2 over TLS with tlsConfig.
func newRelay(upstream string, tlsConfig *tls.Config) *httputil.ReverseProxy {
	tr := &http.Transport{TLSClientConfig: tlsConfig, Protocols: new(http.Protocols)}
	target := &url.URL{Scheme: "http", Host: upstream}
	if tlsConfig != nil {
		tr.Protocols.SetHTTP2(true)
		target.Scheme = "https"
	} else {
		tr.Protocols.SetUnencryptedHTTP2(true)
	}
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.SetXForwarded()
		},
		Transport:     tr,
		FlushInterval: -1, // every frame as it comes: streams stay live
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			// Trailers-only: the status in the headers of an empty 200.
			h := w.Header()
			h.Set("Content-Type", "application/grpc")
			h.Set("Grpc-Status", strconv.Itoa(int(codes.Unavailable)))
			h.Set("Grpc-Message", url.PathEscape("gateway: upstream "+upstream+": "+err.Error()))
			w.WriteHeader(http.StatusOK)
		},
	}
}
