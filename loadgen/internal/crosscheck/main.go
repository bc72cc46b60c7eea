// Command crosscheck runs one closed-model load with package loadgen and
// prints its throughput, for scripts/crosscheck-load, which compares it
// with wrk's (HTTP) and ghz's (gRPC) on the same endpoint, connection count
// and duration. It stands in for `polywire bench load` until that exists,
// and stays out of cmd/polywire.
//
//	crosscheck -target http://127.0.0.1:8080 -path /account/1 -header 'Accept: application/x-protobuf' -users 16 -connections 16 -duration 10s
//	crosscheck -target http://127.0.0.1:8080 -grpc GetAccount -users 16 -connections 1 -duration 10s
//
// Its output ends with the lines "reqPerSec <float>" and "cpuPercent
// <float>" (its own CPU use, in percent of one core); -json writes the
// whole results.LoadRun to stdout before them.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/gen/polywire/bank/v1/bankv1connect"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	"github.com/polywire/polywire/gen/polywire/docs/v1/docsv1connect"
	"github.com/polywire/polywire/loadgen"
)

type headers http.Header

func (h headers) String() string { return fmt.Sprint(http.Header(h)) }

func (h headers) Set(s string) error {
	k, v, ok := strings.Cut(s, ":")
	if !ok {
		return fmt.Errorf("parse header %q: want 'Name: value'", s)
	}
	http.Header(h).Add(strings.TrimSpace(k), strings.TrimSpace(v))
	return nil
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
}

func run() error {
	target := flag.String("target", "http://127.0.0.1:8080", "server base `URL`")
	path := flag.String("path", "/account/1", "HTTP request path")
	hdr := headers{}
	flag.Var(hdr, "header", "request header 'Name: value' (repeatable)")
	protocol := flag.String("protocol", "", "http/1.1, h2c, h2 or grpc (default http/1.1, or grpc with -grpc)")
	method := flag.String("grpc", "", "gRPC method: GetAccount (account 1) or GetAllByLimitAndOffset (limit 5)")
	users := flag.Int("users", 16, "closed-model users (no think time)")
	conns := flag.Int("connections", 16, "connections")
	duration := flag.Duration("duration", 10*time.Second, "run duration")
	asJSON := flag.Bool("json", false, "write the results.LoadRun as JSON first")
	flag.Parse()

	sc := loadgen.Scenario{Name: "crosscheck", Requests: []loadgen.Request{{Path: *path, Header: http.Header(hdr)}}}
	switch *method {
	case "":
	case "GetAccount":
		sc.Requests = []loadgen.Request{{Procedure: bankv1connect.BankServiceGetAccountProcedure,
			Message: &bankv1.GetAccountRequest{AccountId: 1}, NewResponse: func() proto.Message { return new(bankv1.Account) }}}
	case "GetAllByLimitAndOffset":
		sc.Requests = []loadgen.Request{{Procedure: docsv1connect.DocumentServiceGetAllByLimitAndOffsetProcedure,
			Message:     &docsv1.GetAllByLimitAndOffsetRequest{Limit: 5},
			NewResponse: func() proto.Message { return new(docsv1.GetAllByLimitAndOffsetResponse) }}}
	default:
		return fmt.Errorf("parse -grpc: unknown method %q", *method)
	}
	if *protocol == "" {
		*protocol = loadgen.HTTP1
		if *method != "" {
			*protocol = loadgen.GRPC
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	lr, err := loadgen.Run(ctx, loadgen.Config{
		Target: *target, Protocol: *protocol, Connections: *conns,
		Closed: &loadgen.Closed{Users: *users}, Duration: *duration, Timeout: 10 * time.Second,
	}, sc)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(lr); err != nil {
			return fmt.Errorf("write results: %w", err)
		}
	}
	o := lr.Overall
	fmt.Fprintf(os.Stderr, "loadgen: %d requests (%d KO %v) in %.2f s, p50 %.2f ms, p99 %.2f ms, %.1f MB/s, client CPU %.0f%% of a core\n",
		o.Count, o.KO, lr.KO, lr.DurationSeconds, o.P50Ms, o.P99Ms, o.BytesPerSec/1e6, lr.Client.CPUPercent)
	if o.OK == 0 {
		return errors.New("no request succeeded")
	}
	fmt.Printf("reqPerSec %.1f\ncpuPercent %.0f\n", o.ReqPerSec, lr.Client.CPUPercent)
	return nil
}
