package main

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/internal/userschema"
	"github.com/polywire/polywire/listmsg"
	"github.com/polywire/polywire/results"
)

// otlpDir holds OpenTelemetry's own trace protos, unchanged (see its
// README for the commit they were taken from).
const otlpDir = "../../testdata/otlp"

var otlpFiles = []string{"opentelemetry/proto/collector/trace/v1/trace_service.proto"}

// TestOTLPEveryFormat: OpenTelemetry's real trace schema — oneofs
// (AnyValue), mutual recursion (AnyValue → KeyValueList → KeyValue →
// AnyValue), fixed64 nanosecond times, bytes ids — through gen, serve and
// bench size in all five formats: the data follows OTLP's conventions,
// every list, item and posted export request decodes back to the sample in
// every format, nothing answers 500, and no format is skipped.
func TestOTLPEveryFormat(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	samplesFile := filepath.Join(dir, "resource_spans.jsonl")
	schemaArgs := append([]string{"-proto-path", otlpDir}, otlpFiles...)
	const rs = "opentelemetry.proto.trace.v1.ResourceSpans"
	if err := run(context.Background(), append(append([]string{"gen"}, schemaArgs...),
		"-message", rs, "-n", "6", "-seed", "11", "-repeated", "1..3", "-o", samplesFile)); err != nil {
		t.Fatal(err)
	}
	sch, err := userschema.Load(context.Background(), userschema.Source{ProtoPath: []string{otlpDir}, Files: otlpFiles})
	if err != nil {
		t.Fatal(err)
	}
	rsDesc, err := sch.Message(rs)
	if err != nil {
		t.Fatal(err)
	}
	samples, err := sch.ReadSamples(samplesFile, rsDesc, userschema.SampleOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(samples.Messages) != 6 {
		t.Fatalf("%d samples, want 6", len(samples.Messages))
	}
	checkOTLPConventions(t, samples.Messages)

	base, _ := serveInProcess(t, append(schemaArgs,
		"-db", filepath.Join(dir, "otlp.db"),
		"-route", "GET /spans="+samplesFile+":"+rs,
		"-route", "GET /spans/{index}="+samplesFile+":"+rs,
		"-route", "POST /v1/traces=:opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest")...)

	listDesc, err := listmsg.Of(rsDesc)
	if err != nil {
		t.Fatal(err)
	}
	wantList := listmsg.Wrap(listDesc, samples.Messages)
	exportDesc, err := sch.Message("opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest")
	if err != nil {
		t.Fatal(err)
	}
	export := dynamicpb.NewMessage(exportDesc)
	list := export.Mutable(exportDesc.Fields().ByName("resource_spans")).List()
	for _, m := range samples.Messages {
		list.Append(protoreflect.ValueOfMessage(m.ProtoReflect()))
	}

	reg := formats.Registry()
	for _, c := range reg.Codecs() {
		mt := reg.MediaType(c)
		t.Run(c.Name(), func(t *testing.T) {
			decode := func(what string, body []byte, md protoreflect.MessageDescriptor) proto.Message {
				t.Helper()
				m := dynamicpb.NewMessage(md)
				if err := c.Unmarshal(body, m); err != nil {
					t.Fatalf("%s: decode %s: %v", what, c.Name(), err)
				}
				return m
			}
			status, body := get(t, base+"/spans?limit=6", "Accept", mt)
			if status != http.StatusOK {
				t.Fatalf("GET /spans in %s: %d %s", mt, status, body)
			}
			if got := decode("list", body, listDesc); !proto.Equal(got, wantList) {
				t.Errorf("GET /spans in %s: the list differs from the samples", mt)
			}
			for i, want := range samples.Messages {
				status, body := get(t, fmt.Sprintf("%s/spans/%d", base, i), "Accept", mt)
				if status != http.StatusOK {
					t.Fatalf("GET /spans/%d in %s: %d %s", i, mt, status, body)
				}
				if got := decode("item", body, rsDesc); !proto.Equal(got, want) {
					t.Errorf("GET /spans/%d in %s: differs from sample %d", i, mt, i)
				}
			}
			req, err := c.Marshal(nil, export)
			if err != nil {
				t.Fatalf("encode the export request as %s: %v", c.Name(), err)
			}
			status, body = send(t, http.MethodPost, base+"/v1/traces", req, "Content-Type", mt, "Accept", mt)
			if status != http.StatusCreated {
				t.Fatalf("POST /v1/traces in %s: %d %s", mt, status, body)
			}
			if got := decode("posted", body, exportDesc); !proto.Equal(got, export) {
				t.Errorf("POST /v1/traces in %s: the answer differs from the request", mt)
			}
		})
	}

	t.Run("bench size", func(t *testing.T) {
		out := filepath.Join(dir, "size.json")
		if err := run(context.Background(), append(append([]string{"bench", "size"}, schemaArgs...),
			"-message", rs, "-samples", samplesFile, "-o", out)); err != nil {
			t.Fatal(err)
		}
		f, err := results.Read(out)
		if err != nil {
			t.Fatal(err)
		}
		if skipped, ok := f.Config["skipped"]; ok && len(skipped.(map[string]any)) > 0 {
			t.Errorf("skipped formats on OTLP: %v", skipped)
		}
		seen := map[string]bool{}
		for _, r := range f.Sizes {
			seen[r.Format] = true
		}
		for _, c := range reg.Codecs() {
			if !seen[c.Name()] {
				t.Errorf("bench size measured no %s row on OTLP (formats seen: %v)", c.Name(), seen)
			}
		}
	})
}

// checkOTLPConventions fails unless every span, event and link of the
// samples has the ids and times a collector accepts: 16-byte trace ids,
// 8-byte span ids (parent_span_id empty or 8), and spans that end after
// they start.
func checkOTLPConventions(t *testing.T, samples []proto.Message) {
	t.Helper()
	spans := 0
	var walk func(m protoreflect.Message)
	walk = func(m protoreflect.Message) {
		md := m.Descriptor()
		if md.FullName() == "opentelemetry.proto.trace.v1.Span" || md.FullName() == "opentelemetry.proto.trace.v1.Span.Link" {
			get := func(name protoreflect.Name) protoreflect.Value { return m.Get(md.Fields().ByName(name)) }
			if n := len(get("trace_id").Bytes()); n != 16 {
				t.Errorf("%s: trace_id of %d bytes, want 16", md.Name(), n)
			}
			if n := len(get("span_id").Bytes()); n != 8 {
				t.Errorf("%s: span_id of %d bytes, want 8", md.Name(), n)
			}
			if md.Name() == "Span" {
				spans++
				if n := len(get("parent_span_id").Bytes()); n != 0 && n != 8 {
					t.Errorf("Span: parent_span_id of %d bytes, want 0 or 8", n)
				}
				if s, e := get("start_time_unix_nano").Uint(), get("end_time_unix_nano").Uint(); s == 0 || e < s {
					t.Errorf("Span: start %d, end %d", s, e)
				}
			}
		}
		m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
			switch {
			case fd.Message() == nil || fd.IsMap():
			case fd.IsList():
				for i := range v.List().Len() {
					walk(v.List().Get(i).Message())
				}
			default:
				walk(v.Message())
			}
			return true
		})
	}
	for _, s := range samples {
		walk(s.ProtoReflect())
	}
	if spans == 0 {
		t.Fatal("the samples hold no span")
	}
}
