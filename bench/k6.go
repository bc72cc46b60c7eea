package bench

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"time"

	"github.com/polywire/polywire/loadgen"
)

// k6Request is one request of an exported k6 script.
type k6Request struct {
	Name    string            `json:"name"`
	Method  string            `json:"method"`
	Path    string            `json:"path"`
	Headers map[string]string `json:"headers"`
	// Body is the body's bytes in standard base64, decoded by the
	// script with k6/encoding's b64decode into an ArrayBuffer.
	Body string `json:"body,omitempty"`
}

// k6Headers are the request headers an exported script sends: what
// content negotiation needs.
var k6Headers = []string{"Accept", "Accept-Encoding", "Content-Type", "Content-Encoding"}

// ExportK6 writes sc, run as run and bounded by maxRequests, as a k6
// script (an ES module) to w: its options (the closed model as vus with
// constant-vus, per-vu-iterations, shared-iterations or ramping-vus;
// the open model as constant-arrival-rate or ramping-arrival-rate, with
// maxVUs from MaxInFlight), and each request with its method, path
// (appended to target, which $POLYWIRE_TARGET overrides), headers and
// body, a check that the status is 2xx, and the scenario's think time.
// The open model sends one request per arrival, the scenario's requests
// in turn; the closed model's virtual users loop over all of them.
//
// Only HTTP scenarios export: gRPC calls need their .proto files loaded by
// k6's own gRPC client, which this does not write.
func ExportK6(w io.Writer, sc loadgen.Scenario, run LoadRunSpec, maxRequests int64, target string) error {
	if run.Protocol == loadgen.GRPC {
		return &UsageError{Msg: "bench load: -export-k6 exports HTTP scenarios only: k6's gRPC client needs the .proto files loaded into the script, which bench load does not write",
			Try: "-protocol http/1.1 (or h2c/h2) with -export-k6"}
	}
	if len(sc.Requests) == 0 {
		return &UsageError{Msg: "bench load: -export-k6: the scenario has no request", Try: "-path /account/1"}
	}
	reqs := make([]k6Request, len(sc.Requests))
	for i, r := range sc.Requests {
		m := r.Method
		if m == "" {
			m = http.MethodGet
			if r.Body != nil {
				m = http.MethodPost
			}
		}
		kr := k6Request{Name: r.Name, Method: m, Path: r.Path, Headers: map[string]string{}}
		if kr.Name == "" {
			kr.Name = m + " " + r.Path
		}
		for _, h := range k6Headers {
			if v := r.Header.Get(h); v != "" {
				kr.Headers[h] = v
			}
		}
		if r.Body != nil {
			kr.Body = base64.StdEncoding.EncodeToString(r.Body)
		}
		reqs[i] = kr
	}
	opts, err := k6Options(run, maxRequests, len(reqs))
	if err != nil {
		return err
	}
	reqJSON, err := json.MarshalIndent(reqs, "", "  ")
	if err != nil {
		return fmt.Errorf("bench load: -export-k6: %w", err)
	}
	optJSON, err := json.MarshalIndent(opts, "", "  ")
	if err != nil {
		return fmt.Errorf("bench load: -export-k6: %w", err)
	}
	each := "for (const r of REQUESTS) {\n    send(r);\n    if (THINK > 0) sleep(THINK);\n  }"
	if run.Open != nil {
		each = "send(REQUESTS[__ITER % REQUESTS.length]);"
	}
	if target == "" {
		target = "http://127.0.0.1:8080"
	}
	_, err = fmt.Fprintf(w, k6Template, run.Name, target, optJSON, sc.Think.Seconds(), reqJSON, each)
	if err != nil {
		return fmt.Errorf("bench load: -export-k6: %w", err)
	}
	return nil
}

// k6Options is the script's options: one scenario, "load".
func k6Options(run LoadRunSpec, maxRequests int64, perPass int) (map[string]any, error) {
	s := map[string]any{}
	dur := func(d time.Duration) string { return fmt.Sprintf("%gs", d.Seconds()) }
	if m := run.Closed; m != nil {
		switch {
		case m.RampUp > 0:
			if run.Duration == 0 {
				return nil, &UsageError{Msg: "bench load: -export-k6 with -ramp needs -duration (k6's ramping-vus runs for a time)", Try: "-duration 30s"}
			}
			s["executor"], s["startVUs"] = "ramping-vus", 0
			s["stages"] = []map[string]any{{"duration": dur(m.RampUp), "target": m.Users},
				{"duration": dur(max(run.Duration-m.RampUp, 0)), "target": m.Users}}
		case m.Iterations > 0:
			s["executor"], s["vus"], s["iterations"] = "per-vu-iterations", m.Users, m.Iterations
			if run.Duration > 0 {
				s["maxDuration"] = dur(run.Duration)
			}
		case maxRequests > 0:
			// k6 bounds iterations, not requests: a user's pass sends
			// perPass of them.
			s["executor"], s["vus"] = "shared-iterations", m.Users
			s["iterations"] = int(math.Ceil(float64(maxRequests) / float64(perPass)))
			if run.Duration > 0 {
				s["maxDuration"] = dur(run.Duration)
			}
		default:
			s["executor"], s["vus"], s["duration"] = "constant-vus", m.Users, dur(run.Duration)
		}
	} else if m := run.Open; m != nil {
		maxVUs := m.MaxInFlight
		if maxVUs == 0 {
			maxVUs = loadgen.DefaultMaxInFlight
		}
		s["timeUnit"], s["maxVUs"], s["preAllocatedVUs"] = "1s", maxVUs, min(maxVUs, max(1, int(m.StartRate)))
		if len(m.Stages) == 0 {
			if run.Duration == 0 {
				return nil, &UsageError{Msg: "bench load: -export-k6 of a constant rate needs -duration (k6's constant-arrival-rate runs for a time)", Try: "-duration 30s"}
			}
			s["executor"], s["rate"], s["duration"] = "constant-arrival-rate", m.StartRate, dur(run.Duration)
		} else {
			st := make([]map[string]any, len(m.Stages))
			for i, g := range m.Stages {
				st[i] = map[string]any{"duration": dur(g.Duration), "target": g.Rate}
			}
			s["executor"], s["startRate"], s["stages"] = "ramping-arrival-rate", m.StartRate, st
		}
	}
	return map[string]any{"scenarios": map[string]any{"load": s}}, nil
}

// k6Template is an exported script: %s the run's name, the target, the
// options, the think time in seconds, the requests, and what an
// iteration sends.
const k6Template = `// k6 script exported by polywire bench load -export-k6: %s.
// Run: k6 run -e POLYWIRE_TARGET=http://HOST:PORT this.js
import http from "k6/http";
import { check, sleep } from "k6";
import { b64decode } from "k6/encoding";

const TARGET = __ENV.POLYWIRE_TARGET || %q;

export const options = %s;

// THINK is the pause after each request of a virtual user, in seconds.
const THINK = %g;

// REQUESTS are the scenario's requests; a body is its bytes in base64,
// sent as they are (already encoded and compressed).
const REQUESTS = %s.map((r) => ({ ...r, body: r.body ? b64decode(r.body, "std") : null }));

function send(r) {
  const res = http.request(r.method, TARGET + r.path, r.body, { headers: r.headers, tags: { name: r.name } });
  check(res, { "status is 2xx": (x) => x.status >= 200 && x.status < 300 });
}

export default function () {
  %s
}
`
