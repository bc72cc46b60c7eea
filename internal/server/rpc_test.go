package server

import (
	"context"
	"crypto/tls"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"connectrpc.com/grpcreflect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
)

func grpcConn(t *testing.T, base string) *grpc.ClientConn {
	t.Helper()
	conn, err := grpc.NewClient(strings.TrimPrefix(base, "http://"), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	return conn
}

func h2cClient(t *testing.T) *http.Client { return newClient(t, protocols[1]) }

// TestGRPCGoClient calls the services with grpc-go itself: Save, list,
// Validate, the bank and people RPCs, and the seed's own service name.
func TestGRPCGoClient(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	conn := grpcConn(t, base)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	docs := dataset.GenerateDocuments(11, 3)
	for _, d := range docs {
		resp := &docsv1.SaveResponse{}
		if err := conn.Invoke(ctx, docsv1connect.DocumentServiceSaveProcedure, &docsv1.SaveRequest{Document: d}, resp); err != nil {
			t.Fatalf("Save: %v", err)
		}
		if !uuidRE.MatchString(resp.Message) {
			t.Fatalf("Save answered %q, not an id", resp.Message)
		}
		d.Owner.Secret = ""
	}
	list := &docsv1.GetAllByLimitAndOffsetResponse{}
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure, &docsv1.GetAllByLimitAndOffsetRequest{Limit: 2, Offset: 1}, list); err != nil {
		t.Fatal(err)
	}
	if len(list.Documents) != 2 || !proto.Equal(list.Documents[0], docs[1]) || !proto.Equal(list.Documents[1], docs[2]) {
		t.Fatalf("GetAllByLimitAndOffset(2, 1) = %d documents", len(list.Documents))
	}
	// Seed 003's own service name reaches the same service.
	articleList := &docsv1.GetAllByLimitAndOffsetResponse{}
	if err := conn.Invoke(ctx, "/docs.DocumentService/GetAllByLimitAndOffset", &docsv1.GetAllByLimitAndOffsetRequest{Limit: 5}, articleList); err != nil {
		t.Fatalf("seed service name: %v", err)
	}
	if len(articleList.Documents) != 3 {
		t.Fatalf("seed service name listed %d documents", len(articleList.Documents))
	}

	// Validation failures: InvalidArgument with the violations as BadRequest.
	bad := proto.CloneOf(docs[0])
	bad.Department.Code, bad.Delivery.Company = "x", ""
	err := conn.Invoke(ctx, docsv1connect.DocumentServiceValidateProcedure, &docsv1.ValidateRequest{Document: bad}, &docsv1.ValidateResponse{})
	st := status.Convert(err)
	if st.Code() != codes.InvalidArgument {
		t.Fatalf("Validate(bad) = %v, want InvalidArgument", err)
	}
	var fields []string
	for _, d := range st.Details() {
		if br, ok := d.(*errdetails.BadRequest); ok {
			for _, fv := range br.FieldViolations {
				fields = append(fields, fv.Field)
			}
		}
	}
	if !slices.Equal(fields, []string{"department.code", "delivery.company"}) {
		t.Fatalf("BadRequest fields = %v", fields)
	}
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceValidateProcedure, &docsv1.ValidateRequest{Document: docs[0]}, &docsv1.ValidateResponse{}); err != nil {
		t.Fatalf("Validate(good): %v", err)
	}
	// Invalid Save stores nothing.
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceSaveProcedure, &docsv1.SaveRequest{}, &docsv1.SaveResponse{}); status.Code(err) != codes.InvalidArgument {
		t.Fatalf("Save(nothing) = %v", err)
	}
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure, &docsv1.GetAllByLimitAndOffsetRequest{}, list); err != nil || len(list.Documents) != 3 {
		t.Fatalf("after an invalid Save: %d documents, %v", len(list.Documents), err)
	}
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure, &docsv1.GetAllByLimitAndOffsetRequest{Limit: -1}, list); status.Code(err) != codes.InvalidArgument {
		t.Fatalf("negative limit = %v", err)
	}

	acc := &bankv1.Account{}
	if err := conn.Invoke(ctx, bankv1connect.BankServiceGetAccountProcedure, &bankv1.GetAccountRequest{AccountId: 2}, acc); err != nil || !proto.Equal(acc, data.Bank.Accounts[1]) {
		t.Fatalf("GetAccount(2): %v", err)
	}
	if err := conn.Invoke(ctx, bankv1connect.BankServiceGetAccountProcedure, &bankv1.GetAccountRequest{AccountId: 9}, acc); status.Code(err) != codes.NotFound {
		t.Fatalf("GetAccount(9) = %v, want NotFound", err)
	}
	people := &peoplev1.People{}
	if err := conn.Invoke(ctx, peoplev1connect.PeopleServiceGetPeopleProcedure, &peoplev1.GetPeopleRequest{}, people, grpc.MaxCallRecvMsgSize(64<<20)); err != nil || len(people.Person) != dataset.PeopleCount {
		t.Fatalf("GetPeople: %d persons, %v", len(people.Person), err)
	}
}

// TestConnectClients: the Connect protocol (JSON and Protobuf), gRPC and
// gRPC-Web through connect-go's client, and gRPC carrying MessagePack.
func TestConnectClients(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	msgpack, _ := registry.ByName("msgpack")
	for _, tc := range []struct {
		name   string
		client *http.Client
		opts   []connect.ClientOption
	}{
		{"connect_proto_http1", newClient(t, protocols[0]), nil},
		{"connect_json_http1", newClient(t, protocols[0]), []connect.ClientOption{connect.WithProtoJSON()}},
		{"grpc_h2c", h2cClient(t), []connect.ClientOption{connect.WithGRPC()}},
		{"grpc_web_http1", newClient(t, protocols[0]), []connect.ClientOption{connect.WithGRPCWeb()}},
		{"grpc_web_json", newClient(t, protocols[0]), []connect.ClientOption{connect.WithGRPCWeb(), connect.WithProtoJSON()}},
		{"grpc_msgpack", h2cClient(t), []connect.ClientOption{connect.WithGRPC(), connectcodec.WithCodec(msgpack)}},
		{"connect_msgpack", newClient(t, protocols[0]), []connect.ClientOption{connectcodec.WithCodec(msgpack)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			docs := docsv1connect.NewDocumentServiceClient(tc.client, base, tc.opts...)
			d := dataset.GenerateDocuments(12, 1)[0]
			saved, err := docs.Save(ctx, connect.NewRequest(&docsv1.SaveRequest{Document: d}))
			if err != nil || !uuidRE.MatchString(saved.Msg.Message) {
				t.Fatalf("Save: %v", err)
			}
			_, err = docs.Validate(ctx, connect.NewRequest(&docsv1.ValidateRequest{Document: &docsv1.Document{}}))
			var ce *connect.Error
			if !errors.As(err, &ce) || ce.Code() != connect.CodeInvalidArgument || len(ce.Details()) == 0 {
				t.Fatalf("Validate(empty) = %v", err)
			}
			bank := bankv1connect.NewBankServiceClient(tc.client, base, tc.opts...)
			acc, err := bank.GetAccount(ctx, connect.NewRequest(&bankv1.GetAccountRequest{AccountId: 1}))
			if err != nil || !proto.Equal(acc.Msg, data.Bank.Accounts[0]) {
				t.Fatalf("GetAccount(1): %v", err)
			}
		})
	}
}

// TestRPCMessageLimit: a request message over the body limit is
// ResourceExhausted, and the server keeps serving.
func TestRPCMessageLimit(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{MaxBodyBytes: 32 << 10}, data)
	conn := grpcConn(t, base)
	ctx := context.Background()
	err := conn.Invoke(ctx, peoplev1connect.PeopleServicePostPeopleProcedure, &peoplev1.People{Person: data.People.Person[:2000]}, &peoplev1.PostPeopleResponse{})
	if status.Code(err) != codes.ResourceExhausted {
		t.Fatalf("oversized PostPeople = %v, want ResourceExhausted", err)
	}
	resp := &peoplev1.PostPeopleResponse{}
	if err := conn.Invoke(ctx, peoplev1connect.PeopleServicePostPeopleProcedure, &peoplev1.People{Person: data.People.Person[:10]}, resp); err != nil || resp.Received != 10 {
		t.Fatalf("PostPeople(10) after: %v", err)
	}
}

func TestRPCWriteToken(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{WriteToken: "tok"}, mustData(t, generatedData))
	conn := grpcConn(t, base)
	req := &docsv1.SaveRequest{Document: dataset.GenerateDocuments(13, 1)[0]}
	if err := conn.Invoke(context.Background(), docsv1connect.DocumentServiceSaveProcedure, req, &docsv1.SaveResponse{}); status.Code(err) != codes.Unauthenticated {
		t.Fatalf("Save without token = %v", err)
	}
	ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer tok")
	if err := conn.Invoke(ctx, docsv1connect.DocumentServiceSaveProcedure, req, &docsv1.SaveResponse{}); err != nil {
		t.Fatalf("Save with token: %v", err)
	}
}

func TestReflectionAndHealth(t *testing.T) {
	t.Parallel()
	base := startServer(t, Config{}, mustData(t, generatedData))
	rc := grpcreflect.NewClient(h2cClient(t), base)
	stream := rc.NewStream(context.Background())
	defer stream.Close()
	names, err := stream.ListServices()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range names {
		got = append(got, string(n))
	}
	for _, want := range []string{"polywire.docs.v1.DocumentService", "polywire.bank.v1.BankService", "polywire.people.v1.PeopleService",
		"polywire.articles.v1.ArticleService", "grpc.health.v1.Health"} {
		if !slices.Contains(got, want) {
			t.Errorf("reflection lists %v, not %s", got, want)
		}
	}
	if fd, err := stream.FileContainingSymbol("polywire.docs.v1.DocumentService"); err != nil || fd == nil {
		t.Fatalf("FileContainingSymbol: %v", err)
	}

	hc := healthpb.NewHealthClient(grpcConn(t, base))
	for _, svc := range []string{"", "polywire.docs.v1.DocumentService"} {
		resp, err := hc.Check(context.Background(), &healthpb.HealthCheckRequest{Service: svc})
		if err != nil || resp.Status != healthpb.HealthCheckResponse_SERVING {
			t.Fatalf("health of %q: %v %v", svc, resp, err)
		}
	}
	if _, err := hc.Check(context.Background(), &healthpb.HealthCheckRequest{Service: "nope"}); status.Code(err) != codes.NotFound {
		t.Fatalf("health of an unknown service = %v", err)
	}
	w, err := hc.Watch(context.Background(), &healthpb.HealthCheckRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if first, err := w.Recv(); err != nil || first.Status != healthpb.HealthCheckResponse_SERVING {
		t.Fatalf("Watch: %v %v", first, err)
	}
}

// TestGRPCOverTLS: the same port with a certificate serves gRPC over TLS
// (ALPN h2) to grpc-go.
func TestGRPCOverTLS(t *testing.T) {
	t.Parallel()
	certFile, keyFile, pool := selfSignedCert(t)
	data := mustData(t, generatedData)
	base := startServer(t, Config{TLSCertFile: certFile, TLSKeyFile: keyFile}, data)
	conn, err := grpc.NewClient(strings.TrimPrefix(base, "https://"),
		grpc.WithTransportCredentials(credentials.NewTLS(&tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12})))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	acc := &bankv1.Account{}
	if err := conn.Invoke(context.Background(), bankv1connect.BankServiceGetAccountProcedure, &bankv1.GetAccountRequest{AccountId: 1}, acc); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(acc, data.Bank.Accounts[0]) {
		t.Fatal("account 1 differs over gRPC with TLS")
	}
}
