package articleschema

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/bufbuild/protocompile"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/protocodec"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// articles maps each article's schema file to the file of ours that carries it.
var articles = []struct {
	file string
	ours protoreflect.FileDescriptor
}{
	{"DataModel.proto", bankv1.File_polywire_bank_v1_bank_proto},
	{"docs.proto", docsv1.File_polywire_docs_v1_docs_proto},
	{"people.proto", peoplev1.File_polywire_people_v1_people_proto},
}

func compileArticles(t *testing.T) map[string]protoreflect.FileDescriptor {
	t.Helper()
	c := protocompile.Compiler{Resolver: &protocompile.SourceResolver{ImportPaths: []string{"testdata"}}}
	out := map[string]protoreflect.FileDescriptor{}
	for _, s := range articles {
		files, err := c.Compile(context.Background(), s.file)
		if err != nil {
			t.Fatalf("compile the article's %s: %v", s.file, err)
		}
		out[s.file] = files[0]
	}
	return out
}

// TestSchemasMatchTheArticles compares descriptors: every message, nested
// enum, field and RPC of the article's file is in ours, identical but for
// the package.
func TestSchemasMatchTheArticles(t *testing.T) {
	t.Parallel()
	article := compileArticles(t)
	for _, s := range articles {
		theirs := article[s.file]
		msgs := theirs.Messages()
		for i := range msgs.Len() {
			compareMessage(t, s.file, msgs.Get(i), s.ours.Messages().ByName(msgs.Get(i).Name()))
		}
		svcs := theirs.Services()
		for i := range svcs.Len() {
			sv := svcs.Get(i)
			ours := s.ours.Services().ByName(sv.Name())
			if ours == nil {
				t.Errorf("%s: service %s missing", s.file, sv.Name())
				continue
			}
			for j := range sv.Methods().Len() {
				m := sv.Methods().Get(j)
				om := ours.Methods().ByName(m.Name())
				if om == nil || om.Input().Name() != m.Input().Name() || om.Output().Name() != m.Output().Name() ||
					om.IsStreamingClient() != m.IsStreamingClient() || om.IsStreamingServer() != m.IsStreamingServer() {
					t.Errorf("%s: rpc %s.%s differs or is missing", s.file, sv.Name(), m.Name())
				}
			}
		}
	}
}

func compareMessage(t *testing.T, file string, theirs, ours protoreflect.MessageDescriptor) {
	t.Helper()
	if ours == nil {
		t.Errorf("%s: message %s missing", file, theirs.Name())
		return
	}
	for i := range theirs.Fields().Len() {
		tf := theirs.Fields().Get(i)
		of := ours.Fields().ByNumber(tf.Number())
		switch {
		case of == nil:
			t.Errorf("%s: %s field %d (%s) missing", file, theirs.Name(), tf.Number(), tf.Name())
		case of.Name() != tf.Name() || of.JSONName() != tf.JSONName() || of.Kind() != tf.Kind() || of.Cardinality() != tf.Cardinality():
			t.Errorf("%s: %s field %d is %s %s %v, the article's is %s %s %v", file, theirs.Name(), tf.Number(),
				of.Name(), of.Kind(), of.Cardinality(), tf.Name(), tf.Kind(), tf.Cardinality())
		case tf.Message() != nil && of.Message().Name() != tf.Message().Name():
			t.Errorf("%s: %s.%s is of message %s, the article's %s", file, theirs.Name(), tf.Name(), of.Message().Name(), tf.Message().Name())
		case tf.Enum() != nil:
			te, oe := tf.Enum(), of.Enum()
			if te.Name() != oe.Name() || te.Values().Len() != oe.Values().Len() {
				t.Errorf("%s: enum %s differs", file, te.Name())
			}
			for j := range te.Values().Len() {
				tv := te.Values().Get(j)
				if ov := oe.Values().ByNumber(tv.Number()); ov == nil || ov.Name() != tv.Name() {
					t.Errorf("%s: enum %s value %d differs", file, te.Name(), tv.Number())
				}
			}
		}
	}
	if ours.Fields().Len() != theirs.Fields().Len() {
		t.Errorf("%s: %s has %d fields, the article's %d", file, theirs.Name(), ours.Fields().Len(), theirs.Fields().Len())
	}
}

// TestArticleClientsReadOurBytes decodes polywire's Protobuf and JSON with
// messages built from the article's schema (as the article's clients did)
// and encodes them back: nothing unknown, nothing lost, same bytes.
func TestArticleClientsReadOurBytes(t *testing.T) {
	t.Parallel()
	article := compileArticles(t)
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	people := &peoplev1.People{Person: dataset.GeneratePeople(1000).Person}
	payloads := []struct {
		file, message string
		m             proto.Message
	}{
		{"DataModel.proto", "AccountList", bank},
		{"DataModel.proto", "Account", samplemsg.Account()},
		{"docs.proto", "Document", dataset.Document()},
		{"docs.proto", "SaveRequest", &docsv1.SaveRequest{Document: dataset.Document()}},
		{"docs.proto", "GetAllByLimitAndOffsetResponse", &docsv1.GetAllByLimitAndOffsetResponse{Documents: []*docsv1.Document{dataset.Document(), dataset.Document()}}},
		{"people.proto", "People", people},
	}
	for _, p := range payloads {
		t.Run(p.message, func(t *testing.T) {
			t.Parallel()
			md := article[p.file].Messages().ByName(protoreflect.Name(p.message))
			ourPB, err := protocodec.Codec{}.Marshal(nil, p.m)
			if err != nil {
				t.Fatal(err)
			}
			ourJSON, err := jsoncodec.Codec{}.Marshal(nil, p.m)
			if err != nil {
				t.Fatal(err)
			}

			// Protobuf: decode with the article's schema, no unknown fields
			// anywhere, re-encode to the same bytes.
			dyn := dynamicpb.NewMessage(md)
			if err := proto.Unmarshal(ourPB, dyn); err != nil {
				t.Fatalf("the article's %s cannot decode our bytes: %v", p.message, err)
			}
			if n := unknownBytes(dyn); n > 0 {
				t.Fatalf("the article's schema sees %d bytes of unknown fields", n)
			}
			back, err := proto.MarshalOptions{Deterministic: true}.Marshal(dyn)
			if err != nil || !bytes.Equal(back, ourPB) {
				t.Fatalf("re-encoded with the article's schema: %d bytes (err %v), ours %d", len(back), err, len(ourPB))
			}

			// JSON: the article's schema reads our JSON strictly (unknown
			// names fail) and writes the same JSON.
			dynJSON := dynamicpb.NewMessage(md)
			if err := protojson.Unmarshal(ourJSON, dynJSON); err != nil {
				t.Fatalf("the article's %s cannot read our JSON: %v", p.message, err)
			}
			if !proto.Equal(dynJSON, dyn) {
				t.Fatal("our JSON and our Protobuf decode to different values with the article's schema")
			}
			theirJSON, err := protojson.Marshal(dynJSON)
			if err != nil {
				t.Fatal(err)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, theirJSON); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(compact.Bytes(), ourJSON) {
				t.Fatalf("the article's schema writes different JSON:\n%.300s\n%.300s", compact.Bytes(), ourJSON)
			}

			// And back: bytes written by the article's client decode with ours.
			got := p.m.ProtoReflect().New().Interface()
			if err := (protocodec.Codec{}).Unmarshal(back, got); err != nil || !proto.Equal(got, p.m) {
				t.Fatalf("our codec reads the article's bytes wrong: %v", err)
			}
		})
	}
}

// unknownBytes counts unknown-field bytes in m and every nested message.
func unknownBytes(m protoreflect.Message) int {
	n := len(m.GetUnknown())
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		switch {
		case fd.IsList() && fd.Message() != nil:
			l := v.List()
			for i := range l.Len() {
				n += unknownBytes(l.Get(i).Message())
			}
		case fd.Message() != nil && !fd.IsMap():
			n += unknownBytes(v.Message())
		}
		return true
	})
	return n
}
