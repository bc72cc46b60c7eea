package bench

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/listmsg"
)

// SamplePayloads are the payloads of a user's own data, samples of one
// message (typically dynamicpb messages read from a sample file): the
// item an item endpoint serves, the sample whose Protobuf size is the
// median, named after the message ("Order"); and, with two samples or
// more, all of them in a list message polywire.samples.v1.<Name>List
// {repeated <Name> items = 1;}, what a list endpoint serves, named with
// their count ("Order[3]"). Endpoints are empty: the lab measures the
// messages, whichever route serves them.
func SamplePayloads(samples []proto.Message) ([]Payload, error) {
	if len(samples) == 0 {
		return nil, errors.New("bench: no samples")
	}
	md := samples[0].ProtoReflect().Descriptor()
	for i, m := range samples {
		if got := m.ProtoReflect().Descriptor().FullName(); got != md.FullName() {
			return nil, fmt.Errorf("bench: sample %d is a %s, not a %s", i+1, got, md.FullName())
		}
	}
	order := make([]int, len(samples))
	sizes := make([]int, len(samples))
	for i, m := range samples {
		order[i], sizes[i] = i, proto.Size(m)
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(sizes[a], sizes[b]) })
	name := string(md.Name())
	out := []Payload{{Name: name, Message: samples[order[(len(order)-1)/2]]}}
	if len(samples) < 2 {
		return out, nil
	}
	list, err := listmsg.Of(md)
	if err != nil {
		return nil, fmt.Errorf("bench: %w", err)
	}
	return append(out, Payload{Name: fmt.Sprintf("%s[%d]", name, len(samples)), Message: listmsg.Wrap(list, samples)}), nil
}

// Carried returns reg without the formats that cannot carry msgs — each
// must encode, decode and come back equal — and, for each format left
// out, why (the error names the sample and the field): FlatBuffers has no
// maps, for instance. A format that cannot carry the data is skipped,
// never measured wrong.
func Carried(reg *codec.Registry, msgs []proto.Message) (*codec.Registry, map[string]string) {
	skipped := map[string]string{}
	var names []string
	for _, c := range reg.Codecs() {
		if err := codec.Carry(c, msgs); err != nil {
			skipped[c.Name()] = err.Error()
			names = append(names, c.Name())
		}
	}
	return reg.Without(names...), skipped
}

// GenericLibraries are the libraries that encode and decode any message,
// generated or dynamic (dynamicpb, a schema given at run time): polywire's
// codec for every format of reg (dynamic messages take each codec's
// reference path) and, as baselines, protojson and
// google.golang.org/protobuf's Marshal/Unmarshal. The struct-based
// baselines of Libraries (encoding/json, vmihailenco/msgpack,
// encoding/xml, flatc's Go code) need generated Go types, and the
// reference rows are what polywire's codecs run on a dynamic message
// anyway, so neither is here.
func GenericLibraries(reg *codec.Registry) []Library {
	var libs []Library
	for _, c := range reg.Codecs() {
		libs = append(libs, Library{Format: c.Name(), Name: "polywire", Marshal: c.Marshal, Unmarshal: c.Unmarshal})
	}
	if _, ok := reg.ByName("json"); ok {
		libs = append(libs, Library{Format: "json", Name: "protojson",
			Marshal:   protojson.MarshalOptions{}.MarshalAppend,
			Unmarshal: protojson.Unmarshal})
	}
	if _, ok := reg.ByName("proto"); ok {
		libs = append(libs, Library{Format: "proto", Name: "google.golang.org/protobuf",
			Marshal:   proto.MarshalOptions{}.MarshalAppend,
			Unmarshal: proto.Unmarshal})
	}
	return libs
}
