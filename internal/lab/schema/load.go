package schema

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
	"google.golang.org/protobuf/types/known/emptypb"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/loadgen"
)

// LoadRun is bench load's scenario on a user's schema.
type LoadRun struct {
	Data *Data
	// Response is what the first request's answers decode as.
	Response protoreflect.MessageDescriptor
	// Calls say, per request of the scenario, what it calls and how:
	// "GET /v1/shelves/1/books/2 → GET /v1/{name=shelves/*/books/*}
	// (acme.library.v1.LibraryService/GetBook)".
	Calls    []string
	Scenario loadgen.Scenario
}

// LoadOptions are bench load's choices on a user's schema beside its
// scenario.
type LoadOptions struct {
	// Protocol is loadgen's: http/1.1, h2c, h2 or grpc.
	Protocol string
	// RPC names the method (package.Service/Method) every request calls,
	// for a method no google.api.http rule serves: over gRPC, a call of
	// it; over HTTP, the request's path is one that calls it.
	RPC string
}

// LoadScenario loads the schema for bench load and builds spec on it over
// o.Protocol. A request is one of three kinds:
//
//   - a path one of the schema's google.api.http rules serves (the
//     transcoded REST paths): over HTTP, its answers decode as the rule's
//     method's output (or its response_body field); over gRPC it calls
//     that method with the request message the rule binds from the path,
//     the query and the body — what polywire serve (or any server that
//     follows google/api/http.proto) would pass the method;
//   - with o.RPC, over gRPC, a call of that method; over HTTP, a path that
//     calls it (polywire serve's -route 'POST /v1/traces=rpc:…'), its
//     answers decoded as the method's output;
//   - any other path, over HTTP: its answers decode as src.Message — or,
//     when that names the list of a message, polywire.samples.v1.<Name>List,
//     as that list, what a list route of polywire serve answers.
//
// A request with a body posts the samples in turn: messages of the rule's
// body (its method's input for body "*", its body field's message
// otherwise), of o.RPC's input, or of src.Message; -message may be left
// out when a rule or o.RPC says which.
func LoadScenario(ctx context.Context, src Source, spec bench.ScenarioSpec, o LoadOptions, w io.Writer) (*LoadRun, error) {
	sch, err := loadSchema(ctx, "bench load", src)
	if err != nil {
		return nil, err
	}
	b := &scenarioBuilder{src: src, sch: sch, o: o, w: w, read: map[protoreflect.FullName][]proto.Message{}, run: &LoadRun{Data: &Data{Schema: sch}}}
	if src.Message != "" {
		// A list message (polywire.samples.v1.OrderList) is made from its
		// item's descriptor: look the item up instead.
		name := src.Message
		item, isList := strings.CutPrefix(name, listmsg.Package+".")
		if b.isList = isList && strings.HasSuffix(item, "List") && len(item) > len("List"); b.isList {
			name = strings.TrimSuffix(item, "List")
		}
		if b.run.Data.Message, err = sch.Message(name); err != nil {
			return nil, err
		}
	}
	if b.rules, err = newRules(sch); err != nil {
		return nil, err
	}
	if b.run.Scenario.Think, err = parseThink(spec.Think); err != nil {
		return nil, err
	}
	b.run.Scenario.Name = spec.Name
	for _, rs := range spec.Requests {
		if err := b.add(rs); err != nil {
			return nil, err
		}
	}
	return b.run, nil
}

// scenarioBuilder builds bench load's scenario on a user's schema, one
// request spec at a time.
type scenarioBuilder struct {
	src   Source
	sch   *userschema.Schema
	o     LoadOptions
	w     io.Writer
	rules *rules
	// isList is whether src.Message named the list of run.Data.Message.
	isList bool
	// read are the samples, by the message they were read as.
	read map[protoreflect.FullName][]proto.Message
	run  *LoadRun
}

func parseThink(think string) (time.Duration, error) {
	if think == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(think)
	if err != nil {
		return 0, &bench.UsageError{Msg: fmt.Sprintf("bench load: think %q: %v", think, err), Try: `"think": "100ms"`}
	}
	return d, nil
}

// usage is a usage error of bench load's.
func usage(try, format string, a ...any) error {
	return &bench.UsageError{Msg: "bench load: " + fmt.Sprintf(format, a...), Try: try}
}

func (b *scenarioBuilder) add(rs bench.RequestSpec) error {
	method := rs.Method
	if method == "" {
		method = http.MethodGet
		if rs.Body != "" {
			method = http.MethodPost
		}
	}
	if rs.Body != "" && rs.Body != bench.BodySamples {
		return usage("-body samples -samples FILE", "body %q: with a schema of your own, the body is %q (the samples, in turn)", rs.Body, bench.BodySamples)
	}
	grpc := b.o.Protocol == loadgen.GRPC
	if b.o.RPC != "" {
		md, err := b.sch.Method(b.o.RPC)
		if err != nil {
			return err
		}
		if md.IsStreamingClient() || md.IsStreamingServer() {
			return usage("-rpc a unary method", "-rpc %s is a streaming method: bench load makes unary calls", b.o.RPC)
		}
		bodies := []proto.Message{dynamicpb.NewMessage(md.Input())}
		if rs.Body != "" {
			var err error
			if bodies, err = b.samples(md.Input(), "the input of "+b.o.RPC); err != nil {
				return err
			}
		}
		if !grpc {
			// A REST path that calls the method (polywire serve's
			// -route 'POST /v1/traces=rpc:…', a gateway of the user's).
			if rs.Path == "" {
				return usage("-path /ROUTE (the REST path that calls "+b.o.RPC+"), or -protocol grpc", "-rpc over %s needs -path: the path that calls the method", b.o.Protocol)
			}
			name := cmp.Or(rs.Name, method+" "+rs.Path)
			b.called(md.Output(), "%s → %s; answers decode as %s (-rpc)", name, b.o.RPC, md.Output().FullName())
			return b.addHTTP(rs, md.Output(), bodies)
		}
		procedure := "/" + string(md.Parent().FullName()) + "/" + string(md.Name())
		name := cmp.Or(rs.Name, strings.TrimPrefix(procedure, "/"))
		for _, m := range bodies {
			call, err := grpcCall(name, procedure, m, md)
			if err != nil {
				return err
			}
			b.run.Scenario.Requests = append(b.run.Scenario.Requests, call)
		}
		b.called(md.Output(), "%s (its input: %s)", name, describeBodies(rs, md.Input()))
		return nil
	}

	bd, ok, err := b.rules.match(method, rs.Path)
	if err != nil {
		return usage(b.rules.list(), "%s %s: %v", method, rs.Path, err)
	}
	name := cmp.Or(rs.Name, method+" "+rs.Path)
	if !ok {
		if grpc {
			return usage("-rpc package.Service/Method, or the path of a rule: "+b.rules.list(),
				"%s %s: no google.api.http rule of the schema serves it, so there is no method to call over gRPC", method, rs.Path)
		}
		md := b.run.Data.Message
		if md == nil {
			return usage("-message NAME (what its answers are), or the path of a rule: "+b.rules.list(),
				"%s %s: no google.api.http rule of the schema serves it, and no -message says what its answers are", method, rs.Path)
		}
		response := md
		if b.isList {
			if response, err = listmsg.Of(md); err != nil {
				return err
			}
		}
		var bodies []proto.Message
		if rs.Body != "" {
			if bodies, err = b.samples(md, "-message"); err != nil {
				return err
			}
		}
		b.called(response, "%s → answers decode as %s (-message)", name, response.FullName())
		return b.addHTTP(rs, response, bodies)
	}

	switch {
	case rs.Body == "" && bd.body != nil:
		return usage(fmt.Sprintf("-body samples -samples FILE (%s messages)", bd.body.FullName()), "%s %s: its rule %s takes a body: %s", method, rs.Path, bd, bd.body.FullName())
	case rs.Body != "" && bd.body == nil:
		return usage("leave out -body", "%s %s: its rule %s takes no body", method, rs.Path, bd)
	}
	var bodies []proto.Message
	if rs.Body != "" {
		if bodies, err = b.samples(bd.body, "the body of "+bd.String()); err != nil {
			return err
		}
	}
	if !grpc {
		b.called(bd.response, "%s → %s; answers decode as %s", name, bd, bd.response.FullName())
		return b.addHTTP(rs, bd.response, bodies)
	}
	md := bd.route.Method
	if len(bodies) == 0 {
		bodies = []proto.Message{nil}
	}
	for i, body := range bodies {
		req, err := b.rules.bind(method, rs.Path, body)
		if err != nil {
			where := ""
			if body != nil {
				where = fmt.Sprintf(" with sample %d", i+1)
			}
			return usage("samples that the rule binds: "+bd.String(), "%s %s%s: %v", method, rs.Path, where, err)
		}
		call, err := grpcCall(name, bd.procedure(), req, md)
		if err != nil {
			return err
		}
		b.run.Scenario.Requests = append(b.run.Scenario.Requests, call)
	}
	b.called(md.Output(), "%s → %s over gRPC, the request bound as the rule says", name, bd)
	return nil
}

// grpcCall is a unary call of md with req, its answers md's output.
//
// req is encoded once, here, as a REST request's body is: loadgen's gRPC
// client marshals its Message on every call, which for a dynamic message
// of 100 KB (an OTLP export) costs the generator milliseconds of CPU a
// REST run of the same samples does not spend, and the comparison would be
// of clients again. The Message sent is an Empty whose unknown fields are
// req's bytes: marshaling it copies them, and the server reads the same
// bytes as from req.
func grpcCall(name, procedure string, req proto.Message, md protoreflect.MethodDescriptor) (loadgen.Request, error) {
	raw, err := protocodec.Codec{}.Marshal(nil, req)
	if err != nil {
		return loadgen.Request{}, fmt.Errorf("bench load: %s: encode the request: %w", name, err)
	}
	pre := &emptypb.Empty{}
	pre.ProtoReflect().SetUnknown(raw)
	out := md.Output()
	return loadgen.Request{Name: name, Procedure: procedure, Message: pre,
		NewResponse: func() proto.Message { return dynamicpb.NewMessage(out) }}, nil
}

func describeBodies(rs bench.RequestSpec, in protoreflect.MessageDescriptor) string {
	if rs.Body == "" {
		return "an empty " + string(in.FullName())
	}
	return "the samples, " + string(in.FullName())
}

// called records what a request calls, and the first request's response.
func (b *scenarioBuilder) called(response protoreflect.MessageDescriptor, format string, a ...any) {
	if b.run.Response == nil {
		b.run.Response = response
	}
	b.run.Calls = append(b.run.Calls, fmt.Sprintf(format, a...))
}

// addHTTP adds rs over HTTP: its answers decode as response, its bodies
// (none when empty) are sent in turn.
func (b *scenarioBuilder) addHTTP(rs bench.RequestSpec, response protoreflect.MessageDescriptor, bodies []proto.Message) error {
	sc, err := bench.BuildSchemaScenario(bench.ScenarioSpec{Requests: []bench.RequestSpec{rs}}, b.o.Protocol, formats.Registry(),
		bench.SchemaMessages{Response: response, Samples: bodies})
	if err != nil {
		return usage(fmt.Sprintf("GET: -path /ROUTE (answers decode as %s); POST: -body samples -samples FILE; over -protocol http/1.1, h2c or h2", response.FullName()), "%v", err)
	}
	b.run.Scenario.Requests = append(b.run.Scenario.Requests, sc.Requests...)
	return nil
}

// samples are the samples file's messages, read as md (what for says
// what md is, for errors): -samples is then required, and a -message
// naming another message is an error.
func (b *scenarioBuilder) samples(md protoreflect.MessageDescriptor, what string) ([]proto.Message, error) {
	if ms, ok := b.read[md.FullName()]; ok {
		return ms, nil
	}
	if b.src.Samples == "" {
		return nil, usage(fmt.Sprintf("-samples FILE of %s messages (polywire gen -proto-path ... -message %s -n 100 -o samples.jsonl makes one)", md.FullName(), md.FullName()),
			"-body samples needs -samples FILE: %s messages, %s", md.FullName(), what)
	}
	if m := b.run.Data.Message; m != nil && m.FullName() != md.FullName() && what != "-message" {
		return nil, usage("-message "+string(md.FullName())+", or leave -message out", "-message %s, but the samples are %s, %s", m.FullName(), md.FullName(), what)
	}
	s, err := readSamples("bench load", b.sch, md, b.src, b.w)
	if err != nil {
		return nil, err
	}
	if b.run.Data.Samples == nil {
		b.run.Data.Samples = s
		if b.run.Data.Message == nil {
			b.run.Data.Message = md
		}
	}
	b.read[md.FullName()] = s.Messages
	return s.Messages, nil
}
