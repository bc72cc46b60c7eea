package bench

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/loadgen"
)

// BodySamples is the request body that cycles through a user's samples
// (SchemaMessages.Samples): one request per sample, in order, all under
// one name.
const BodySamples = "samples"

// SchemaMessages are the messages of a load scenario on a user's schema
// (a server other than polywire's built-in routes: the user's own, or polywire
// serve with routes for the schema).
type SchemaMessages struct {
	// Response is the message every request of the scenario is answered
	// with; decoded responses are dynamic messages of it.
	Response protoreflect.MessageDescriptor
	// Samples are the bodies a request with Body "samples" sends, one
	// after the other.
	Samples []proto.Message
}

// BuildSchemaScenario is BuildScenario for a user's schema: every response
// decodes as m.Response, and the only body is "samples" (BodySamples),
// which becomes one request per sample — sent in turn, a closed-model
// user's iteration going through all of them — grouped under one name.
// Only HTTP protocols are supported: a user's gRPC service is not mapped.
func BuildSchemaScenario(spec ScenarioSpec, protocol string, reg *codec.Registry, m SchemaMessages) (loadgen.Scenario, error) {
	sc := loadgen.Scenario{Name: spec.Name}
	if protocol == loadgen.GRPC {
		return sc, errors.New("build scenario: gRPC on a schema of your own is not supported; use http/1.1, h2c or h2 against its REST routes")
	}
	if m.Response == nil {
		return sc, errors.New("build scenario: no response message")
	}
	sc, enc, err := newScenario(spec)
	if err != nil {
		return sc, err
	}
	newMsg := func() proto.Message { return dynamicpb.NewMessage(m.Response) }
	for _, rs := range spec.Requests {
		if rs.Format == "" {
			rs.Format = "json"
		}
		if rs.Coding == "" {
			rs.Coding = "identity"
		}
		c, ok := reg.ByName(rs.Format)
		if !ok {
			return sc, fmt.Errorf("build scenario: unknown format %q (formats: %s)", rs.Format, strings.Join(reg.Names(), ", "))
		}
		bodies := []proto.Message{nil}
		switch rs.Body {
		case "":
		case BodySamples:
			if len(m.Samples) == 0 {
				return sc, fmt.Errorf("build scenario: body %q: no samples", rs.Body)
			}
			bodies = m.Samples
		default:
			return sc, fmt.Errorf("build scenario: unknown body %q: with a schema of your own, the body is %q (the samples, in turn)", rs.Body, BodySamples)
		}
		method := rs.Method
		if method == "" {
			method = http.MethodGet
			if rs.Body != "" {
				method = http.MethodPost
			}
		}
		name := rs.Name
		if name == "" {
			name = method + " " + rs.Path
		}
		for _, body := range bodies {
			r, err := httpRequest(name, method, rs, c, reg, body, newMsg, enc)
			if err != nil {
				return sc, err
			}
			sc.Requests = append(sc.Requests, r)
		}
	}
	return sc, nil
}
