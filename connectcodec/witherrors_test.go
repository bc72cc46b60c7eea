package connectcodec_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/connectcodec"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	"github.com/polywire/polywire/rest"
)

// failingDocs answers every Validate with the error its test chose.
type failingDocs struct {
	docsv1connect.UnimplementedDocumentServiceHandler
	err error
}

func (f failingDocs) Validate(context.Context, *connect.Request[docsv1.ValidateRequest]) (*connect.Response[docsv1.ValidateResponse], error) {
	return nil, f.err
}

// TestWithErrors: an *apierror.Error a connect handler returns reaches a
// real client, on gRPC, gRPC-Web and Connect, with its code, message and
// violations (without WithErrors it arrived as "unknown"); another error
// is internal with its cause kept back; a *connect.Error passes as it is.
func TestWithErrors(t *testing.T) {
	t.Parallel()
	invalid := apierror.New(apierror.CodeValidationFailed, "validate document: 1 field is invalid").
		WithViolations(apierror.Violation{Field: "goods[0].amount", Description: "must be greater than 0"})
	tests := []struct {
		name     string
		err      error
		code     connect.Code
		message  string
		violated string
	}{
		{"apierror", invalid, connect.CodeInvalidArgument, "validate document: 1 field is invalid", "goods[0].amount"},
		{"wrapped_apierror", errorsJoin(invalid), connect.CodeInvalidArgument, "validate document: 1 field is invalid", "goods[0].amount"},
		{"plain_error", errors.New("disk on fire"), connect.CodeInternal, "internal error", ""},
		{"connect_error", connect.NewError(connect.CodeAborted, errors.New("try again")), connect.CodeAborted, "try again", ""},
	}
	protocols := []struct {
		name string
		opt  connect.ClientOption
	}{{"grpc", connect.WithGRPC()}, {"grpc_web", connect.WithGRPCWeb()}, {"connect", nil}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			mux := http.NewServeMux()
			mux.Handle(docsv1connect.NewDocumentServiceHandler(failingDocs{err: tt.err}, connectcodec.WithErrors()))
			srv := httptest.NewUnstartedServer(mux)
			srv.EnableHTTP2 = true
			srv.StartTLS()
			t.Cleanup(srv.Close)
			for _, p := range protocols {
				var opts []connect.ClientOption
				if p.opt != nil {
					opts = append(opts, p.opt)
				}
				client := docsv1connect.NewDocumentServiceClient(srv.Client(), srv.URL, opts...)
				_, err := client.Validate(t.Context(), connect.NewRequest(&docsv1.ValidateRequest{}))
				var ce *connect.Error
				if !errors.As(err, &ce) || ce.Code() != tt.code || ce.Message() != tt.message {
					t.Fatalf("%s: %v; want %v %q", p.name, err, tt.code, tt.message)
				}
				var violated string
				for _, d := range ce.Details() {
					if v, err := d.Value(); err == nil {
						if br, ok := v.(*errdetails.BadRequest); ok && len(br.GetFieldViolations()) > 0 {
							violated = br.GetFieldViolations()[0].GetField()
						}
					}
				}
				if violated != tt.violated {
					t.Errorf("%s: violation %q, want %q", p.name, violated, tt.violated)
				}
				// FromError gives the client the model's own code back.
				if e := connectcodec.FromError(err); tt.name == "apierror" && (e.Code != apierror.CodeValidationFailed || e.Message != tt.message || len(e.Violations) != 1) {
					t.Errorf("%s: FromError = %+v, want the handler's error", p.name, e)
				} else if tt.name == "connect_error" && e.Code != apierror.CodeAborted {
					t.Errorf("%s: FromError of a plain connect error = %s, want aborted", p.name, e.Code)
				}
			}
		})
	}
}

// errorsJoin wraps err as a handler that adds context would.
func errorsJoin(err error) error { return errors.Join(errors.New("in handler"), err) }

// TestWithExchange: one rest.WithMaxBody caps REST bodies and RPC messages
// alike, and the handler gets the exchange's codecs and the error model.
func TestWithExchange(t *testing.T) {
	t.Parallel()
	x, err := rest.New(rest.WithMaxBody(1000))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	invalid := apierror.New(apierror.CodeValidationFailed, "validate document: 1 field is invalid")
	mux.Handle(docsv1connect.NewDocumentServiceHandler(failingDocs{err: invalid}, connectcodec.WithExchange(x)))
	srv := httptest.NewUnstartedServer(mux)
	srv.EnableHTTP2 = true
	srv.StartTLS()
	t.Cleanup(srv.Close)
	big := &docsv1.ValidateRequest{Document: &docsv1.Document{Name: strings.Repeat("n", 2000)}}
	small := &docsv1.ValidateRequest{Document: &docsv1.Document{Name: "n"}}
	msgpack, _ := x.Registry().ByName("msgpack")
	for _, opts := range [][]connect.ClientOption{{connect.WithGRPC()}, nil, {connectcodec.WithCodec(msgpack)}} {
		client := docsv1connect.NewDocumentServiceClient(srv.Client(), srv.URL, opts...)
		_, err := client.Validate(t.Context(), connect.NewRequest(big))
		if connect.CodeOf(err) != connect.CodeResourceExhausted {
			t.Errorf("a 2,000-byte message against a 1,000-byte limit: %v", err)
		}
		_, err = client.Validate(t.Context(), connect.NewRequest(small))
		if e := connectcodec.FromError(err); e.Code != apierror.CodeValidationFailed {
			t.Errorf("the handler's error: %v", err)
		}
	}
}

// TestWithExchangeCompression: the RPC face compresses as the exchange
// does — its minimum size, and nothing at all with compression off.
func TestWithExchangeCompression(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("polywire ", 500)
	for _, tt := range []struct {
		name string
		opts []rest.Option
		size int
		want string
	}{
		{"on", nil, len(big), "gzip"},
		{"under_the_minimum", []rest.Option{rest.WithCompression(1 << 20)}, len(big), ""},
		{"off", []rest.Option{rest.WithoutCompression()}, len(big), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			x, err := rest.New(tt.opts...)
			if err != nil {
				t.Fatal(err)
			}
			mux := http.NewServeMux()
			mux.Handle("/test.Echo/Echo", connect.NewUnaryHandler("/test.Echo/Echo",
				func(_ context.Context, req *connect.Request[wrapperspb.StringValue]) (*connect.Response[wrapperspb.StringValue], error) {
					return connect.NewResponse(wrapperspb.String(big)), nil
				}, connectcodec.WithExchange(x)))
			srv := httptest.NewServer(mux)
			t.Cleanup(srv.Close)
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/test.Echo/Echo", strings.NewReader(`"hi"`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept-Encoding", "gzip")
			tr := &http.Transport{DisableCompression: true}
			resp, err := (&http.Client{Transport: tr}).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != tt.want {
				t.Errorf("status %d, Content-Encoding %q, want %q", resp.StatusCode, resp.Header.Get("Content-Encoding"), tt.want)
			}
		})
	}
}
