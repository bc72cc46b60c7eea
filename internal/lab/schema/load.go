package schema

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/loadgen"
)

// LoadRun is bench load's scenario on a user's schema.
type LoadRun struct {
	Data *Data
	// Response is what every answer decodes as: the message, or its list
	// (polywire.samples.v1.<Name>List) when src.Message names that.
	Response protoreflect.MessageDescriptor
	Scenario loadgen.Scenario
}

// LoadScenario loads the schema for bench load and builds spec on it over
// protocol (bench.BuildSchemaScenario): every response decodes as
// src.Message — or, when that names the list of a message,
// polywire.samples.v1.<Name>List, as that list, what a list route serves —
// and a request with a body posts the samples in turn (so only then are
// they required).
func LoadScenario(ctx context.Context, src Source, spec bench.ScenarioSpec, protocol string, w io.Writer) (*LoadRun, error) {
	needSamples := slices.ContainsFunc(spec.Requests, func(r bench.RequestSpec) bool { return r.Body != "" })
	// A list message (polywire.samples.v1.OrderList) is made from its
	// item's descriptor: look the item up instead.
	item, isList := strings.CutPrefix(src.Message, listmsg.Package+".")
	isList = isList && strings.HasSuffix(item, "List") && len(item) > len("List")
	if isList {
		src.Message = strings.TrimSuffix(item, "List")
	}
	d, err := Load(ctx, "bench load", src, needSamples, w)
	if err != nil {
		return nil, err
	}
	r := &LoadRun{Data: d, Response: d.Message}
	if isList {
		if r.Response, err = listmsg.Of(d.Message); err != nil {
			return nil, err
		}
	}
	r.Scenario, err = bench.BuildSchemaScenario(spec, protocol, formats.Registry(), bench.SchemaMessages{Response: r.Response, Samples: d.Messages()})
	if err != nil {
		return nil, &bench.UsageError{Msg: "bench load: " + err.Error(), Try: fmt.Sprintf("GET: -path /ROUTE (answers decode as %s); POST: -body samples -samples FILE; over -protocol http/1.1, h2c or h2", r.Response.FullName())}
	}
	return r, nil
}
