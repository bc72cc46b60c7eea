package gateway

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/protobuf/encoding/protowire"
)

// TestUpstreamTLS: an upstream that speaks only TLS is reached when the
// gateway trusts its CA — reflection, a REST call and the relay — and
// refused, at start, when it does not.
func TestUpstreamTLS(t *testing.T) {
	t.Parallel()
	cert, pool := selfSigned(t)
	u := startEchoWith(t, true, false, grpc.Creds(credentials.NewTLS(&tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12})))

	_, url := newGateway(t, Config{Upstream: u.addr, TLS: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}})
	res := do(t, "GET", url+"/v1/items/5", nil, nil)
	if res.status != 200 || !strings.Contains(string(res.body), `"id"`) {
		t.Fatalf("over TLS: %d %s", res.status, res.body)
	}

	// The relay: a gRPC call to the gateway (h2c) goes upstream over TLS.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	g, err := New(ctx, Config{Upstream: u.addr, TLS: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = g.Close() })
	srv := httptest.NewUnstartedServer(g)
	srv.Config.Protocols = new(http.Protocols)
	srv.Config.Protocols.SetUnencryptedHTTP2(true)
	srv.Start()
	t.Cleanup(srv.Close)
	conn, err := grpc.NewClient(strings.TrimPrefix(srv.URL, "http://"), grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultCallOptions(grpc.ForceCodecV2(testCodec{})))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	req := protowire.AppendVarint(protowire.AppendTag(nil, 1, protowire.VarintType), 5)
	var out []byte
	if err := conn.Invoke(ctx, "/echo.v1.EchoService/Get", req, &out); err != nil {
		t.Fatalf("relayed over TLS: %v", err)
	}
	if len(out) == 0 {
		t.Fatal("relayed over TLS: an empty answer")
	}

	_, err = New(ctx, Config{Upstream: u.addr, TLS: &tls.Config{MinVersion: tls.VersionTLS12}, ConnectTimeout: 2 * time.Second})
	if err == nil {
		t.Fatal("a gateway that does not trust the upstream's certificate started")
	}
	_, err = New(ctx, Config{Upstream: u.addr, ConnectTimeout: 2 * time.Second}) // plaintext to a TLS upstream
	if err == nil {
		t.Fatal("a plaintext gateway started against a TLS-only upstream")
	}
}

// selfSigned is a certificate for 127.0.0.1 and the pool that trusts it.
func selfSigned(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "polywire test upstream"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
