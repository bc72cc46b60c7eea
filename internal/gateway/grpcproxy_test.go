package gateway

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/emptypb"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
)

// TestGRPCRelay: gRPC clients reach the upstream through the gateway's
// port, the REST face's own: a unary call, a server stream (a method no
// rule serves), an upstream status error kept as it is, and the REST face
// still answering on the same server.
func TestGRPCRelay(t *testing.T) {
	t.Parallel()
	addr := startSeed(t)
	g, err := New(context.Background(), Config{Upstream: addr, Rules: seedRules(t), Logger: discard()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = g.Close() })
	srv := httptest.NewUnstartedServer(g)
	srv.Config.Protocols = new(http.Protocols)
	srv.Config.Protocols.SetHTTP1(true)
	srv.Config.Protocols.SetUnencryptedHTTP2(true)
	srv.Start()
	t.Cleanup(srv.Close)

	h2c := &http.Client{Transport: &http.Transport{Protocols: func() *http.Protocols {
		p := new(http.Protocols)
		p.SetUnencryptedHTTP2(true)
		return p
	}()}}
	ctx := context.Background()
	// Compressed both ways: the relay passes gzip frames as they are.
	bank := bankv1connect.NewBankServiceClient(h2c, srv.URL, connect.WithGRPC(), connect.WithSendGzip())
	acc, err := bank.GetAccount(ctx, connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1}))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(acc.Msg.GetTransactions()); n != 1001 {
		t.Fatalf("account 1: %d transactions, want 1001", n)
	}
	_, err = bank.GetAccount(ctx, connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 99}))
	if connect.CodeOf(err) != connect.CodeNotFound {
		t.Fatalf("account 99: %v, want not_found", err)
	}

	people := peoplev1connect.NewPeopleServiceClient(h2c, srv.URL, connect.WithGRPC())
	st, err := people.StreamPeople(ctx, connect.NewRequest(&peoplev1.StreamPeopleRequest{Limit: 3}))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for st.Receive() {
		names = append(names, st.Msg().GetName())
	}
	if err := st.Err(); err != nil {
		t.Fatal(err)
	}
	if len(names) != 3 || names[2] != "Person Number 2" {
		t.Fatalf("stream: %q", names)
	}

	// The REST face on the same port, over HTTP/1.1: a unary rule, and
	// the server stream relayed in the framing Accept asks for.
	r := do(t, http.MethodGet, srv.URL+"/account/1", http.Header{"Accept": {"application/json"}}, nil)
	if r.status != http.StatusOK {
		t.Fatalf("REST: %d %s", r.status, r.body)
	}
	r = do(t, http.MethodGet, srv.URL+"/people:stream?limit=2", http.Header{"Accept": {"application/x-ndjson"}}, nil)
	want := `{"name":"Person Number 0",`
	if r.status != http.StatusOK || !strings.HasPrefix(string(r.body), want) || strings.Count(string(r.body), "\n") != 2 {
		t.Fatalf("REST stream: %d %s", r.status, r.body)
	}
}

// TestGRPCRelayUpstreamDown: a gRPC call through the gateway to an
// upstream that is not there fails with Unavailable, not a hang.
func TestGRPCRelayUpstreamDown(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := ln.Addr().String()
	ln.Close()
	src := echoSource
	g, err := New(context.Background(), Config{Upstream: dead, Schema: &src, Logger: discard()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = g.Close() })
	srv := httptest.NewUnstartedServer(g)
	srv.Config.Protocols = new(http.Protocols)
	srv.Config.Protocols.SetUnencryptedHTTP2(true)
	srv.Start()
	t.Cleanup(srv.Close)
	h2c := &http.Client{Transport: &http.Transport{Protocols: srv.Config.Protocols}}
	// Any method: the relay needs no schema.
	c := connect.NewClient[emptypb.Empty, emptypb.Empty](h2c, srv.URL+"/acme.Missing/Call", connect.WithGRPC())
	_, err = c.CallUnary(context.Background(), connect.NewRequest(&emptypb.Empty{}))
	var ce *connect.Error
	if !errors.As(err, &ce) || ce.Code() != connect.CodeUnavailable {
		t.Fatalf("%v, want unavailable", err)
	}
}
