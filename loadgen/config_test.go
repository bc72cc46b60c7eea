package loadgen

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestConfigRefusals(t *testing.T) {
	t.Parallel()
	get := Scenario{Requests: []Request{{Path: "/"}}}
	closed := &Closed{Users: 1}
	tests := []struct {
		name string
		cfg  Config
		sc   Scenario
		want string
	}{
		{"no_bound_closed", Config{Target: "http://127.0.0.1:1", Closed: closed}, get, "has no end"},
		{"no_bound_open", Config{Target: "http://127.0.0.1:1", Open: &Open{StartRate: 10}}, get, "has no end"},
		{"no_model", Config{Target: "http://127.0.0.1:1", Duration: time.Second}, get, "exactly one of Closed and Open"},
		{"both_models", Config{Target: "http://127.0.0.1:1", Duration: time.Second, Closed: closed, Open: &Open{StartRate: 1}}, get, "exactly one"},
		{"no_users", Config{Target: "http://127.0.0.1:1", Duration: time.Second, Closed: &Closed{}}, get, "Users > 0"},
		{"zero_rate", Config{Target: "http://127.0.0.1:1", Duration: time.Second, Open: &Open{Stages: []Stage{{Duration: time.Second}}}}, get, "never sends"},
		{"negative_stage", Config{Target: "http://127.0.0.1:1", Open: &Open{StartRate: 1, Stages: []Stage{{Duration: -time.Second, Rate: 1}}}}, get, "stage 0"},
		{"bad_scheme", Config{Target: "ftp://127.0.0.1:1", Duration: time.Second, Closed: closed}, get, "check target"},
		{"bad_protocol", Config{Target: "http://127.0.0.1:1", Protocol: "http/3", Duration: time.Second, Closed: closed}, get, "unknown protocol"},
		{"h2_cleartext", Config{Target: "http://127.0.0.1:1", Protocol: H2, Duration: time.Second, Closed: closed}, get, "needs an https://"},
		{"h2c_tls", Config{Target: "https://127.0.0.1:1", Protocol: H2C, Duration: time.Second, Closed: closed}, get, "needs an http://"},
		{"long_timeout", Config{Target: "http://127.0.0.1:1", Timeout: time.Hour, Duration: time.Second, Closed: closed}, get, "check timeout"},
		{"no_requests", Config{Target: "http://127.0.0.1:1", Duration: time.Second, Closed: closed}, Scenario{}, "no requests"},
		{"relative_path", Config{Target: "http://127.0.0.1:1", Duration: time.Second, Closed: closed}, Scenario{Requests: []Request{{Path: "x"}}}, "must start with /"},
		{"grpc_without_message", Config{Target: "http://127.0.0.1:1", Protocol: GRPC, Duration: time.Second, Closed: closed}, Scenario{Requests: []Request{{Procedure: "/a.B/C"}}}, "needs Procedure, Message and NewResponse"},
		{"remote_ip", Config{Target: "http://192.0.2.1:8080", Duration: time.Second, Closed: closed}, get, "not a loopback address"},
		{"remote_ipv6", Config{Target: "http://[2001:db8::1]:8080", Duration: time.Second, Closed: closed}, get, "not a loopback address"},
		{"private_ip", Config{Target: "http://10.0.0.1", Duration: time.Second, Closed: closed}, get, "not a loopback address"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Run(context.Background(), tt.cfg, tt.sc)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one saying %q", err, tt.want)
			}
		})
	}
}

func TestCheckLoopback(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		target string
		remote bool
		ok     bool
	}{
		{"http://127.0.0.1:8080", false, true},
		{"http://127.9.9.9:8080", false, true},
		{"http://[::1]:8080", false, true},
		{"http://localhost:8080", false, true},
		{"https://localhost", false, true},
		{"http://192.0.2.1:8080", false, false},
		{"http://192.0.2.1:8080", true, true},
		{"http://0.0.0.0:8080", false, false},
	} {
		err := checkLoopback(context.Background(), c.target, c.remote)
		if (err == nil) != c.ok {
			t.Errorf("checkLoopback(%s, allowRemote %v) = %v", c.target, c.remote, err)
		}
	}
}
