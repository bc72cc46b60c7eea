package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/results"
)

// benchLoadSchema is bench load on a user's schema: -target is the user's
// server (or polywire serve with routes for the schema), every response
// decodes as -message — or, when -message names the list of a message,
// polywire.samples.v1.<Name>List, as that list, what a list route serves
// — and -body samples posts the -samples messages in turn.
func benchLoadSchema(ctx context.Context, cf commonFlags, sf *schemaFlags, files []string, target string, run bench.LoadRunSpec, lo loadOptions) error {
	if target == "" {
		return usageError{msg: "bench load: with a schema of your own, give -target URL: the server that serves it (bench load starts only the seeds' server)",
			try: "polywire bench load -target http://127.0.0.1:8080 -proto-path DIR FILE.proto -message NAME -path /orders -users 8 -duration 10s"}
	}
	needSamples := slices.ContainsFunc(run.Scenario.Requests, func(r bench.RequestSpec) bool { return r.Body != "" })
	// A list message (polywire.samples.v1.OrderList) is made from its
	// item's descriptor: look the item up instead.
	asked := *sf.message
	item, isList := strings.CutPrefix(asked, userschema.ListPackage+".")
	isList = isList && strings.HasSuffix(item, "List") && len(item) > len("List")
	if isList {
		*sf.message = strings.TrimSuffix(item, "List")
	}
	d, err := sf.load(ctx, "bench load", files, needSamples)
	*sf.message = asked
	if err != nil {
		return err
	}
	response := d.message
	if isList {
		if response, err = userschema.ListOf(d.message); err != nil {
			return err
		}
	}
	sc, err := bench.BuildSchemaScenario(run.Scenario, run.Protocol, formats.Registry(), bench.SchemaMessages{Response: response, Samples: d.sampleMessages()})
	if err != nil {
		return usageError{msg: "bench load: " + err.Error(), try: loadSchemaTry(response)}
	}
	lo.scenario = &sc
	cfg := cf.config(map[string]any{"target": target, "maxKoPercent": lo.maxKO, "response": string(response.FullName())})
	delete(cfg, "seed")
	cfg["message"] = string(d.message.FullName())
	if *sf.descriptorSet != "" {
		cfg["schema"] = *sf.descriptorSet
	} else {
		cfg["schema"], cfg["protoPath"] = files, []string(sf.protoPath)
	}
	if d.samples != nil {
		cfg["samples"], cfg["samplesCount"], cfg["skippedSamples"] = d.samples.Path, len(d.samples.Messages), d.samples.Skipped
	}
	f := results.New(results.KindLoad, cfg)
	lr, err := runLoad(ctx, target, run, nil, 0, lo)
	if err != nil {
		return err
	}
	return finishLoad(cf, f, lr, target, false)
}

// loadSchemaTry is what to try when a scenario on a user's schema cannot
// be built.
func loadSchemaTry(response protoreflect.MessageDescriptor) string {
	return fmt.Sprintf("GET: -path /ROUTE (answers decode as %s); POST: -body samples -samples FILE; over -protocol http/1.1, h2c or h2", response.FullName())
}
