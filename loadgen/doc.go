// Package loadgen is polywire's load generator: it applies load to a server
// over HTTP/1.1, h2c, TLS HTTP/2 or gRPC and measures what comes back, into
// the results.LoadRun that `polywire bench load` and `bench suite` write.
// It offers Gatling's closed model (virtual users looping over a scenario)
// and yandex-tank's and wrk2's open model (a planned arrival rate, latency
// corrected for coordinated omission), with HdrHistogram percentiles that
// merge exactly across runs.
//
// # Models
//
// The closed model (Closed) is Gatling's: Users virtual users, started at
// once or evenly over RampUp, each running the scenario's requests in order,
// in a loop, pausing Think between requests, for Iterations loops or until
// the run's bound. A user sends its next request only when the previous one
// has been answered, so the load the server sees depends on how fast it
// answers: a slow server is offered less load.
//
// The open model (Open) is yandex-tank's and wrk2's: requests arrive on a
// plan — a start rate, then stages that go linearly to a new rate (a
// constant rate, ramps, and steps as zero-length stages) — whatever the
// server does. Request i is due at the time t at which the plan's integral
// ∫₀ᵗ rate = i, computed in closed form for every request, never by adding
// up sleeps, so the rate does not drift. At most MaxInFlight requests are
// outstanding; a request that finds them all busy waits for one, and is
// sent late. A request sent more than the late threshold after its due
// time counts as Late (the threshold is max(1 ms, 10% of the inter-arrival
// time at the plan's highest rate) unless set); a request not sent by the
// end of the plan counts as Unsent. Nothing is silently dropped: every
// planned request is either measured or counted as unsent.
//
// # Latency
//
// A closed-model request's latency runs from the moment it is handed to
// the client (a free connection may still have to be waited for: a user
// waits for it too) to the moment its response body has been read to the
// end — and decoded, when Config.Decode is set, so that the latency is
// what a client waits for its objects. Think time is not latency.
//
// An open-model request's latency runs from its intended send time, not
// from the moment it was actually sent. This is the correction for
// coordinated omission: a generator whose sending waits on the server (a
// full pool of connections or of requests in flight) stops sending while
// the server stalls, so, measuring from the actual send, it takes few
// samples of the stall and reports percentiles far better than what the
// planned requests met. Measured from the intended time, every request that
// should have been sent during a stall shows the wait it would have had,
// as wrk2 and HdrHistogram's corrected recording do.
//
// Latencies are recorded in HdrHistograms (microseconds, 1 µs to 5 min,
// three significant figures) kept per request name and per second of the
// run (a request counts in the second it was sent, or due); the overall and per-name histograms are exported in HdrHistogram's
// compressed V2 encoding so that runs can be merged (Merge) and re-analysed
// exactly. Percentiles cover every completed request, OK or KO, as Gatling's
// "total" column does; the KO counts say how many of them failed and why.
//
// # Protocols
//
// HTTP/1.1 goes through a lean client of this package: a pool of at most
// Connections keep-alive connections, each request written with one write
// of bytes prepared once and its response parsed by net/http's
// ReadResponse on the requesting goroutine. That takes less CPU per
// request than net/http's Transport, whose connections pass each request
// between goroutines, and matters when the generator shares the machine
// with the server. h2c (prior knowledge) and
// TLS h2 use net/http's HTTP/2 client, one Transport per connection, and
// gRPC uses grpc-go, one ClientConn per connection; requests take the
// connections in turn. Response bodies are always read to the end, as
// they came over the wire (no decompression unless a Decode does it).
//
// # Failures
//
// A request is KO when it times out (Config.Timeout, from its actual send),
// fails in transport (refused, reset or closed connections; gRPC errors
// without any response from the server), is answered with an HTTP status
// other than 2xx or 304, or a gRPC status other than OK, or its body does
// not decode. The KO counts are keyed by class — timeout, transport,
// decode, canceled, status_3xx, status_4xx, status_5xx, grpc_status — which
// partition the failures, and refined by the exact status_NNN or
// grpc_<code> (grpc_unavailable, grpc_not_found, …).
//
// # Bounds
//
// Every run stops by itself: it needs a Duration, a MaxRequests, a number
// of closed-model Iterations or an open-model plan of stages, and it
// refuses targets that are not loopback addresses unless AllowRemote is set.
// When the bound is reached no new request starts; requests in flight run
// to their end or their timeout and are counted.
package loadgen
