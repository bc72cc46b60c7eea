# polywire's tasks. `make help` lists them. Tools are pinned here and
# installed into .tmp/bin on first use, so a fresh clone needs only Go.
SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --warn-undefined-variables --no-print-directory

BIN := $(abspath .tmp/bin)
# -trimpath: compiled packages carry module paths, not this checkout's
# directory, so Go's build cache serves every checkout on the machine — a
# fresh clone (CI's) compiles only what changed, not all of polywire for
# each of go vet, the race and plain test builds and every fuzz target
# (a second clone of one commit: 50 s of CPU for one fuzz target's build
# without it, 2 s with it).
GOFLAGS ?=
export GOFLAGS := $(strip $(GOFLAGS) $(if $(filter -trimpath,$(GOFLAGS)),,-trimpath))
# CI=true (set by CI) makes the tests install what they need instead of skipping.
CI ?=
export PATH := $(BIN):$(PATH)

BUF_VERSION := v1.75.0
# Keep in step with google.golang.org/protobuf in go.mod.
PROTOC_GEN_GO_VERSION := v1.36.12
# Keep in step with connectrpc.com/connect in go.mod.
PROTOC_GEN_CONNECT_GO_VERSION := v1.21.1
# grpc-go's stubs (gen/*_grpc.pb.go), which grpc-gateway's generated code
# calls; and grpc-gateway's generator, for the gateway comparison
# (internal/gatewaybench). Keep in step with google.golang.org/grpc and
# github.com/grpc-ecosystem/grpc-gateway/v2 in go.mod.
PROTOC_GEN_GO_GRPC_VERSION := v1.6.2
PROTOC_GEN_GRPC_GATEWAY_VERSION := v2.33.0
GOLANGCI_LINT_VERSION := v2.15.0
# The documented commands' tools (README.md, docs/BENCHMARKS.md).
GRPCURL_VERSION := v1.9.3
GHZ_VERSION := v0.120.0
# HTTP/2 conformance suite, run by internal/server's TestH2Spec.
H2SPEC_VERSION := v2.2.1+incompatible

# Every decoder's fuzz target, as package:Target: the codecs, and the
# differential targets holding each fast path to its reference.
FUZZ_TARGETS := \
	./negotiate:FuzzSelect \
	./contentcoding:FuzzReadAll \
	./codec/jsoncodec:FuzzUnmarshal \
	./codec/protocodec:FuzzUnmarshal \
	./codec/flatcodec:FuzzUnmarshal \
	./codec/msgpackcodec:FuzzUnmarshal \
	./codec/xmlcodec:FuzzUnmarshal \
	./cmd/protoc-gen-fastxml:FuzzUnmarshalXMLFast \
	./codec/protocodec:FuzzUnmarshalFast \
	./codec/flatcodec:FuzzFastDifferential \
	./cmd/protoc-gen-fastflat:FuzzUnmarshalFlatFast \
	./cmd/protoc-gen-fastproto:FuzzUnmarshalFast \
	./codec/protocodec/fastwire:FuzzVarint \
	./codec/protocodec/fastwire:FuzzValidUTF8 \
	./codec/protocodec/fastwire:FuzzSkip \
	./codec/protocodec/fastwire:FuzzSecondsNanos \
	./cmd/protoc-gen-fastjson:FuzzUnmarshalJSONFast \
	./cmd/protoc-gen-fastmsgpack:FuzzUnmarshalMsgpackFast \
	./internal/userschema:FuzzDecodeSamples \
	./internal/fakemsg:FuzzSets \
	./internal/mockapi:FuzzParseRoute \
	./internal/mockapi:FuzzConfig \
	./transcode:FuzzTemplate \
	./transcode:FuzzServe
FUZZTIME ?= 1m
# make test fuzzes nothing: each target's seed corpus runs in its go test,
# and `make fuzz` is the real fuzzing. Its one-second smoke run per target
# cost ~65 CPU s of instrumented builds on two cores for no finding in its
# history, and the test command's 480 s budget needed them (issue 29).

# The race detector runs on every test of these packages, whose every
# test drives goroutines against shared state (the load generator, the
# stores' group commit) — and, in every other package, on the tests named
# TestConcurrent…, which each package with shared state (a server, caches,
# pools, plans) has, written for it: many goroutines at once on small
# inputs. Everything else runs without the detector, where it is ten times
# faster: under it the codecs' random and large-payload suites took
# 5-10x longer and found nothing (scripts/go-test).
RACE_PKGS := ./loadgen/... ./store/... ./internal/pgtest/...

.PHONY: help
help: ## Describe the targets
	@echo "Usage: make <target>"
	@awk 'BEGIN {FS = ":.*## "} /^[a-z][a-z-]*:.*## / {printf "  %-14s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: run
run: ## Run the server on :8080 (seed data generated on first start)
	go run ./cmd/polywire serve

# In CI every test must run: CI installs flatc, Chromium (bench browser),
# Maven (clients/java, bench jvm), h2spec (HTTP/2 conformance), buf
# (protoc-gen-polywire-openapi's TestBuf; clients/ts/test/pack.test.ts
# generates a user schema's decoders; checkgenerate builds it anyway),
# PostgreSQL's throwaway cluster, and the tools
# the documented commands use (doc-tools); elsewhere the tests that need
# them skip with a message saying how to run them, and make test lists
# every skip at the end.
TEST_DEPS := $(if $(filter true,$(CI)),flatc chromium maven $(BIN)/h2spec $(BIN)/buf doc-tools prometheus-tools,)
WITH_POSTGRES := $(if $(filter true,$(CI)),scripts/with-postgres,)

.PHONY: test
test: $(BIN)/golangci-lint ## Every test (what CI runs): vet, golangci-lint, the TypeScript and JVM clients, go test (the race detector on the concurrent tests), every documented command (the lab smoke-run), the lab page in Chromium, every fuzz target's seed corpus, generated code up to date; the time of each phase at the end
	@POLYWIRE_BIN=$(POLYWIRE_BIN) RACE_PKGS="$(RACE_PKGS)" \
		TEST_DEPS="$(strip $(TEST_DEPS))" $(WITH_POSTGRES) scripts/test

# make test's one polywire binary: the clients' tests, the documented
# commands and the scripts they run start it instead of building their own.
POLYWIRE_BIN := $(abspath .tmp/polywire)

# check runs golangci-lint and tsc beside go test -short (one after the
# other they left a core idle for their ~30 s), and go test with -p 4: the
# load generator's and the servers' tests wait on timers and sockets more
# than they compute, and two packages at a time left the cores half idle.
# It lints the packages this checkout changed (scripts/lint-changed):
# linting every package after an edit in a package many import re-analysed
# them all, 88–136 CPU s; make lint and make test lint every package.
# tsc keeps its incremental state in .tmp (5 CPU s, not 12, when the
# TypeScript did not change), and waits for clients/ts's npm ci (a fresh
# clone's) by itself, beside the Go half instead of before it ("make", not
# "$(MAKE)", there: make -n runs a line that names $(MAKE), and the
# documented-commands test dry-runs make check).
.PHONY: check
check: $(BIN)/golangci-lint ## The loop after every edit (under 90 s): vet, lint of the changed packages, go test -short without the race detector, the TypeScript type check
	@scripts/phase -reset; trap 'echo; scripts/phase -table' EXIT; \
	echo "== go vet"; scripts/phase vet go vet ./...; \
	echo "== go test -short, with golangci-lint and tsc --noEmit (clients/ts) beside it"; mkdir -p .tmp; go build -o .tmp/testsummary ./internal/cmd/testsummary; \
	scripts/phase lint scripts/lint-changed >.tmp/lint.log 2>&1 & lint=$$!; \
	scripts/phase tsc bash -c 'make --no-print-directory ts-deps && npm --prefix clients/ts run --silent typecheck:incremental' >.tmp/tsc.log 2>&1 & tsc=$$!; \
	failed=; \
	scripts/phase go-short bash -c 'set -o pipefail; go test -short -p 4 -json ./... | .tmp/testsummary -label "go test -short"' || failed="$$failed go-short"; \
	echo "== golangci-lint"; wait $$lint || failed="$$failed lint"; cat .tmp/lint.log; \
	echo "== tsc --noEmit (clients/ts)"; wait $$tsc || failed="$$failed tsc"; cat .tmp/tsc.log; \
	if [ -n "$$failed" ]; then echo "make check: FAILED:$$failed" >&2; exit 1; fi; \
	echo "make check: passed"

.PHONY: test-long
# (No recursive make: make -n test-long, as the documented-commands test
# runs make lines, must not run the tests.)
test-long: export POLYWIRE_TEST_LONG := 1
test-long: test ## make test with the seeded random suites at full size (POLYWIRE_TEST_LONG=1: polywire-ts against protobuf-es and its fuzz rounds, the JVM mutants, fastjson's and fastflat's random messages), as before a release or after touching a decoder

# The TypeScript client's tests run a real polywire: the binary built here,
# so npm test does not compile Go itself.
.PHONY: test-ts
test-ts: ## The TypeScript client's tests (npm ci && npm test in clients/ts), against a polywire built here (or POLYWIRE_BIN)
	@bin="$${POLYWIRE_BIN:-}"; \
	if [ -z "$$bin" ]; then mkdir -p .tmp && go build -o .tmp/polywire-ts ./cmd/polywire && bin=$(abspath .tmp/polywire-ts); fi; \
	cd clients/ts && { npm ci --no-audit --no-fund --loglevel=error; built=$$?; }; \
	if [ -n "$${POLYWIRE_CLIENTS_READY:-}" ]; then if [ $$built = 0 ]; then echo ok; else echo failed; fi >"$$POLYWIRE_CLIENTS_READY/ts"; fi; \
	[ $$built = 0 ] && POLYWIRE_BIN="$$bin" npm test

# The OpenAPI documents against real tools (clients/openapi, its own
# pinned package): redocly lint of every document, and a client generated
# from a real server's /openapi.json by openapi-typescript + openapi-fetch,
# type-checked with tsc, calling every seed operation beside polywire's own
# client (clients/ts/src, imported by path: so clients/ts's node_modules
# must be in place). make test runs it beside test-ts, whose npm ci
# rewrites that node_modules: there it waits for the TypeScript client's
# build mark (internal/clientgate: POLYWIRE_CLIENTS_READY/ts, written once
# that npm ci is done); alone, ts-deps installs clients/ts's packages when
# its lock is newer.
.PHONY: test-openapi
test-openapi: ## The OpenAPI documents through redocly lint, and a generated client (openapi-typescript + openapi-fetch) against polywire's own, on a real server (or POLYWIRE_BIN)
	@if ! command -v node >/dev/null 2>&1; then \
		if [ "$(CI)" = true ]; then echo "test-openapi: node not found" >&2; exit 1; fi; \
		echo "SKIP clients/openapi: needs Node 20 (CI installs it)"; exit 0; \
	fi; \
	bin="$${POLYWIRE_BIN:-}"; \
	if [ -z "$$bin" ]; then mkdir -p .tmp && go build -o .tmp/polywire-openapi ./cmd/polywire && bin=$(abspath .tmp/polywire-openapi); fi; \
	if [ ! -d clients/openapi/node_modules ] || [ clients/openapi/package-lock.json -nt clients/openapi/node_modules/.package-lock.json ]; then \
		(cd clients/openapi && npm ci --no-audit --no-fund --loglevel=error); \
	fi; \
	if [ -n "$${POLYWIRE_CLIENTS_READY:-}" ]; then \
		for _ in $$(seq 600); do [ -s "$$POLYWIRE_CLIENTS_READY/ts" ] && break; sleep 1; done; \
		[ "$$(cat "$$POLYWIRE_CLIENTS_READY/ts" 2>/dev/null)" = ok ] || { echo "test-openapi: clients/ts's npm ci did not finish (make test-ts)" >&2; exit 1; }; \
	else $(MAKE) --no-print-directory ts-deps; fi; \
	$(MAKE) --no-print-directory openapi-lint-docs POLYWIRE_BIN="$$bin" >/dev/null; \
	cd clients/openapi && OPENAPI_LINT_DOCS="$(OPENAPI_LINT_DOCS)" POLYWIRE_BIN="$$bin" npm test

# The documents test-openapi lints beside the one a server answers at
# /openapi.json, written by openapi-lint-docs with the binary under test:
# the seed services' -json-only document, the shop's mock
# (testdata/yourschema/polywire.yaml) in YAML, and OpenTelemetry's trace
# schema with the route the OTLP exporters' tests serve it on.
OPENAPI_LINT_DOCS := $(abspath .tmp/openapi/seed-json-only.json .tmp/openapi/shop.openapi.yaml .tmp/openapi/otlp.openapi.json)
.PHONY: openapi-lint-docs
openapi-lint-docs:
	@mkdir -p .tmp/openapi
	"$(POLYWIRE_BIN)" openapi -json-only -o .tmp/openapi/seed-json-only.json
	"$(POLYWIRE_BIN)" openapi -format yaml -config testdata/yourschema/polywire.yaml -o .tmp/openapi/shop.openapi.yaml
	"$(POLYWIRE_BIN)" openapi -proto-path testdata/otlp -route "POST /v1/traces=rpc:opentelemetry.proto.collector.trace.v1.TraceService/Export" \
		opentelemetry/proto/collector/trace/v1/trace_service.proto -o .tmp/openapi/otlp.openapi.json

# The JVM client's tests (clients/java) run a real polywire too: the same
# binary. Outside CI a machine without Maven skips them with a message; in
# CI Maven is installed (make maven) and a missing mvn is a failure. It is
# mvn verify in two steps: package (tests compiled, not run), stamped as
# bench jvm's own build stamps target/ (internal/lab/jvm/build.go:
# buildStamp), so the documented bench jvm lines do not start Maven again;
# then, under make test, the JVM client is marked built
# (internal/clientgate) and those lab runs start while surefire runs the
# tests — one after the other they were the end of make test's critical
# path.
.PHONY: test-java
test-java: ## The JVM client's tests (mvn package, then surefire:test, in clients/java), against a polywire built here (or POLYWIRE_BIN)
	@if ! command -v mvn >/dev/null 2>&1; then \
		if [ "$(CI)" = true ]; then echo "test-java: mvn not found (make maven installs it)" >&2; exit 1; fi; \
		echo "SKIP clients/java: needs Maven (apt-get install maven; CI installs it)"; exit 0; \
	fi; \
	bin="$${POLYWIRE_BIN:-}"; \
	if [ -z "$$bin" ]; then mkdir -p .tmp && go build -o .tmp/polywire-java ./cmd/polywire && bin=$(abspath .tmp/polywire-java); fi; \
	start=$$(date +%s); \
	cd clients/java && { mvn -B -q -Dstyle.color=never -DskipTests package && touch target/.polywire-build-stamp; built=$$?; }; \
	if [ -n "$${POLYWIRE_CLIENTS_READY:-}" ]; then if [ $$built = 0 ]; then echo ok; else echo failed; fi >"$$POLYWIRE_CLIENTS_READY/java"; fi; \
	[ $$built = 0 ] && echo "clients/java: built in $$(( $$(date +%s) - start )) s" && \
	POLYWIRE_BIN="$$bin" mvn -B -q -Dstyle.color=never surefire:test && \
	echo "clients/java: mvn package, surefire:test passed in $$(( $$(date +%s) - start )) s"

.PHONY: test-postgres
test-postgres: ## Run every Go test with a throwaway PostgreSQL cluster (scripts/with-postgres)
	scripts/with-postgres scripts/go-test $(RACE_PKGS)

# A local cluster (docs/CLUSTER.md): PostgreSQL, three polywire serve
# replicas, HAProxy in front (installed with apt-get when missing).
.PHONY: cluster
cluster: ## Start a local cluster: PostgreSQL, 3 polywire serve replicas, HAProxy on 127.0.0.1:18080 (scripts/cluster; state in .tmp/cluster)
	scripts/cluster start

.PHONY: test-chaos
test-chaos: ## The chaos test alone, strict (on a quiet machine): keyed writes through SIGKILLed replicas and a PostgreSQL crash, every acknowledged write stored once, failures only in failover windows (~30 s)
	POLYWIRE_CHAOS=1 POLYWIRE_CHAOS_STRICT=1 POLYWIRE_CHAOS_RATE=200 go test -count=1 -run '^TestChaosCluster$$' -v ./internal/chaos

.PHONY: cluster-stop
cluster-stop: ## Stop the local cluster and delete its database
	scripts/cluster stop

# make test runs it too, beside the other phases (scripts/test: cluster).
.PHONY: test-cluster
test-cluster: ## Break a real cluster under load: SIGTERM a replica, a rolling restart (0 failed requests allowed), then the chaos test (~55 s; scripts/test-cluster)
	scripts/test-cluster

# The tools of the documented commands: Debian's packages (as root, or
# with sudo) and pinned Go tools into .tmp/bin.
.PHONY: doc-tools
doc-tools: $(BIN)/grpcurl $(BIN)/ghz
	@missing=; for t in curl protoc flatc zstd wrk; do command -v $$t >/dev/null 2>&1 || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
		pkgs=$$(echo $$missing | sed 's/protoc/protobuf-compiler/; s/flatc/flatbuffers-compiler/'); \
		echo "installing$$missing with apt-get"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$pkgs >/dev/null; \
	fi

# prometheus and promtool (Debian's prometheus package) for deploy/'s test:
# the alert rules' unit tests, and every dashboard panel's query run by a
# real Prometheus scraping a real polywire. The package's service does not
# start in a container without systemd, and the test runs its own.
.PHONY: prometheus-tools
prometheus-tools: ## Install prometheus and promtool (apt-get) for the dashboard and alert rules' checks
	@if ! command -v prometheus >/dev/null 2>&1 || ! command -v promtool >/dev/null 2>&1; then \
		echo "installing prometheus (promtool) with apt-get"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null; \
	fi

# Grafana is not run here (AGPL); this is what its panels would show: each
# panel's title and its query's result per series, from a real Prometheus
# scraping a real polywire after a little traffic (deploy/deploy_test.go).
.PHONY: dashboard-check
dashboard-check: prometheus-tools ## Run every dashboard panel's query and alert rule against a real Prometheus scraping polywire, and print the results
	@go test -count=1 -v -run 'TestAlertRules|TestDashboardQueries' ./deploy/ | sed -n 's/^    deploy_test.go:[0-9]*: //p; s/^        //p; /^--- /p; /^ok /p; /^FAIL/p'

.PHONY: fuzz
# Go 1.26's fuzzing coordinator can end a -fuzztime run with a bare
# "context deadline exceeded" and no failing input (golang/go#75804, fixed
# in Go 1.27): such a run found nothing, so it is reported and passes; a
# run that wrote a failing input fails.
# FUZZ_JOBS targets fuzz at once, each with FUZZ_PARALLEL workers: make fuzz
# runs one at a time on every core; make test's smoke runs two at a time
# with one worker each (its 1 s runs are mostly compiling).
FUZZ_JOBS ?= 1
FUZZ_PARALLEL ?= $(shell nproc 2>/dev/null || echo 2)
# -tags polywire_fuzz leaves out the tests that validate OpenAPI documents
# with libopenapi (//go:build !polywire_fuzz): a fuzz build instruments
# every package its test binary links, and libopenapi's instrumented
# build cost internal/mockapi's two targets ~1,200 CPU s in a fresh clone.
fuzz: ## Fuzz every decoder for FUZZTIME each (default 1m; make fuzz FUZZTIME=10m)
	@mkdir -p .tmp; printf '%s\n' $(FUZZ_TARGETS) | xargs -P $(FUZZ_JOBS) -I{} sh -c '\
		t={}; log=.tmp/fuzz-$$(echo "$$t" | tr "/:." "___").log; \
		if ! go test -tags polywire_fuzz -run=NONE -fuzz="^$${t#*:}\$$" -fuzztime=$(FUZZTIME) -parallel=$(FUZZ_PARALLEL) "$${t%%:*}" >"$$log" 2>&1; then \
			echo "fuzz $${t%%:*} $${t#*:} for $(FUZZTIME)"; cat "$$log"; \
			if grep -q "context deadline exceeded" "$$log" && ! grep -q "Failing input written" "$$log"; then \
				echo "fuzz $${t#*:}: the coordinator'"'"'s deadline race (golang/go#75804), no failing input: passed"; \
			else exit 255; fi; \
		else echo "fuzz $${t%%:*} $${t#*:} for $(FUZZTIME)"; cat "$$log"; fi'

.PHONY: vectors
vectors: ## Rewrite the golden vectors in testdata/vectors (after an intended encoder change)
	go test ./internal/vectors -run TestVectorsAreUpToDate -update

.PHONY: bench
bench: ## Run the Go benchmarks (profile one with -cpuprofile)
	go test -run=NONE -bench=. -benchmem ./...

BENCH_OUT := .tmp/bench
.PHONY: bench-quick
bench-quick: ## Real quick runs (~4 min): bench size, codec/client -quick, the report and bench suite -quick, into .tmp/bench
	@mkdir -p $(BENCH_OUT)
	go build -o $(BENCH_OUT)/polywire ./cmd/polywire
	$(BENCH_OUT)/polywire bench size -o $(BENCH_OUT)/size.json > $(BENCH_OUT)/size.txt
	$(BENCH_OUT)/polywire bench codec -quick -o $(BENCH_OUT)/codec.json > $(BENCH_OUT)/codec.txt
	$(BENCH_OUT)/polywire bench client -quick -o $(BENCH_OUT)/client.json > $(BENCH_OUT)/client.txt
	$(BENCH_OUT)/polywire report -o $(BENCH_OUT)/report.html -md $(BENCH_OUT)/report.md \
		$(BENCH_OUT)/size.json $(BENCH_OUT)/codec.json $(BENCH_OUT)/client.json
	$(BENCH_OUT)/polywire bench suite -quick -o $(BENCH_OUT)/suite > $(BENCH_OUT)/suite.txt

RECORD_FLAGS ?=
.PHONY: record
record: chromium maven ts-deps ## Every run of record from one clean commit (~80 min, a quiet machine), then docs/report.html, BENCHMARKS.md's report and the figures the docs quote (polywire bench record; RECORD_FLAGS="-only browser")
	go run ./cmd/polywire bench record $(RECORD_FLAGS)

.PHONY: generate
generate: $(BIN)/buf $(BIN)/protoc-gen-go $(BIN)/protoc-gen-connect-go $(BIN)/protoc-gen-go-grpc $(BIN)/protoc-gen-grpc-gateway flatc ts-deps ## Regenerate gen, clients/ts/src/gen and clients/java/src/gen from proto/ (and its .fbs mirror in gen), and the lab and /docs pages' bundles
	buf generate
	scripts/flatc-generate.sh # after buf: buf.gen.yaml's clean empties gen; flatc reads the .fbs protoc-gen-fastflat wrote
	go run ./cmd/protoc-gen-fastflat -wellknown codec/flatcodec/fastflat # the well-known types' FlatBuffers code, in the runtime
	buf generate --template cmd/protoc-gen-fastproto/testdata/buf.gen.yaml cmd/protoc-gen-fastproto/testdata
	buf generate --template cmd/internal/plugintest/testdata/buf.gen.yaml cmd/internal/plugintest/testdata/proto
	buf generate --template cmd/protoc-gen-fastflat/testdata/buf.gen.yaml cmd/protoc-gen-fastflat/testdata/proto
	buf generate --template internal/gatewaybench/testdata/buf.gen.yaml --path proto/polywire/bank/v1/bank.proto --path proto/polywire/docs/v1/docs.proto
	clients/ts/generate.sh # protoc-gen-es (buf), protobuf.js static code, flatc --ts
	clients/java/generate.sh # protobuf-java (protoc from Maven Central), Wire, flatc --java
	cd clients/ts && npm run --silent build:lab # esbuild: the lab page into internal/lab/page/dist (go:embed)
	cd clients/ts && node lab/schema/build.mjs # esbuild: bench browser's page on a user's schema (protobuf.js, msgpackr) into internal/lab/schemapage/dist (go:embed)
	cd clients/ts && npm run --silent build:docs # the /docs page (Scalar's standalone bundle) into internal/docs/page/dist (go:embed)

# The TypeScript generators and esbuild are pinned in clients/ts's lockfile.
.PHONY: ts-deps
ts-deps:
	@if [ ! -d clients/ts/node_modules ] || [ clients/ts/package-lock.json -nt clients/ts/node_modules/.package-lock.json ]; then \
		cd clients/ts && npm ci --no-audit --no-fund --loglevel=error; \
	fi

# flatc 2.0.8 is Debian 12's; its Go output is what is committed. Installed
# on demand (CI runs as root on Debian; elsewhere sudo is tried).
.PHONY: flatc
flatc:
	@if ! command -v flatc >/dev/null 2>&1; then \
		echo "installing flatbuffers-compiler (flatc) with apt-get"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq flatbuffers-compiler >/dev/null; \
	fi

# bench browser drives the machine's own Chromium (Debian's package),
# never a downloaded one. Installed on demand, as flatc.
.PHONY: chromium
chromium:
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "installing chromium with apt-get"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

# Maven (Debian's package) builds and tests clients/java; bench jvm drives
# it. Installed on demand, as flatc.
.PHONY: maven
maven:
	@if ! command -v mvn >/dev/null 2>&1; then \
		echo "installing maven with apt-get"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq maven >/dev/null; \
	fi

.PHONY: checkgenerate
GENERATED := gen \
	cmd/protoc-gen-fastproto/testdata cmd/internal/plugintest/testdata/gen cmd/protoc-gen-fastflat/testdata/gen \
	internal/gatewaybench/testdata/gen \
	codec/flatcodec/fastflat/wellknown_fastflat.pb.go \
	clients/ts/src/gen internal/lab/page/dist internal/lab/schemapage/dist internal/docs/page/dist clients/java/src/gen
checkgenerate: generate ## Fail if the committed generated code differs from proto/
	@if [ -n "$$(git status --porcelain -- $(GENERATED))" ]; then \
		git status --porcelain -- $(GENERATED); git diff --stat -- $(GENERATED); \
		echo "generated code is out of date: run 'make generate' and commit the result" >&2; exit 1; \
	fi

.PHONY: lint
lint: $(BIN)/buf $(BIN)/golangci-lint ## Lint the schemas and the Go code
	buf lint
	golangci-lint run ./...

.PHONY: clean
clean: ## Remove installed tools and caches of this repo
	rm -rf .tmp clients/ts/node_modules clients/openapi/node_modules clients/openapi/gen

# Tools rebuild when this Makefile (and so a pinned version) changes. Each
# is built once per version into TOOLS_CACHE, shared by every checkout on
# the machine (a fresh clone — CI's — otherwise compiled buf, ghz, grpcurl,
# h2spec and golangci-lint again: minutes of make test), and copied into
# .tmp/bin.
XDG_CACHE_HOME ?=
TOOLS_CACHE ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/polywire/tools
# go-tool,PACKAGE,VERSION: $@ from the cache, installed there first if
# missing.
define go-tool
	@mkdir -p $(@D) $(TOOLS_CACHE)
	@cached=$(TOOLS_CACHE)/$(notdir $@)@$(2); \
	if [ ! -x "$$cached" ]; then \
		echo "go install $(1)@$(2) (into $(TOOLS_CACHE))"; \
		gobin=$$(mktemp -d) && GOBIN=$$gobin go install $(1)@$(2) && mv "$$gobin/$(notdir $@)" "$$cached" && rmdir "$$gobin"; \
	fi; \
	cp "$$cached" $@.new && mv $@.new $@
endef

$(BIN)/buf: Makefile
	$(call go-tool,github.com/bufbuild/buf/cmd/buf,$(BUF_VERSION))

$(BIN)/protoc-gen-go: Makefile
	$(call go-tool,google.golang.org/protobuf/cmd/protoc-gen-go,$(PROTOC_GEN_GO_VERSION))

$(BIN)/protoc-gen-connect-go: Makefile
	$(call go-tool,connectrpc.com/connect/cmd/protoc-gen-connect-go,$(PROTOC_GEN_CONNECT_GO_VERSION))

$(BIN)/protoc-gen-go-grpc: Makefile
	$(call go-tool,google.golang.org/grpc/cmd/protoc-gen-go-grpc,$(PROTOC_GEN_GO_GRPC_VERSION))

$(BIN)/protoc-gen-grpc-gateway: Makefile
	$(call go-tool,github.com/grpc-ecosystem/grpc-gateway/v2/protoc-gen-grpc-gateway,$(PROTOC_GEN_GRPC_GATEWAY_VERSION))

$(BIN)/grpcurl: Makefile
	$(call go-tool,github.com/fullstorydev/grpcurl/cmd/grpcurl,$(GRPCURL_VERSION))

$(BIN)/ghz: Makefile
	$(call go-tool,github.com/bojand/ghz/cmd/ghz,$(GHZ_VERSION))

$(BIN)/golangci-lint: Makefile
	$(call go-tool,github.com/golangci/golangci-lint/v2/cmd/golangci-lint,$(GOLANGCI_LINT_VERSION))

$(BIN)/h2spec: Makefile
	$(call go-tool,github.com/summerwind/h2spec/cmd/h2spec,$(H2SPEC_VERSION))
