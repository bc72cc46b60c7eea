// Package codec is the format registry: every wire format polywire speaks is
// a Codec that turns the schema's messages (proto.Message) into bytes and
// back, registered once with its media types. Handlers only ever see
// proto.Message values; which bytes leave the server is decided by content
// negotiation against the registry, so adding a format is one package and
// one Register call, with no handler touched.
package codec

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"
)

// Codec encodes and decodes messages in one wire format.
//
// Marshal appends the encoding of m to dst and returns the extended slice, so
// callers can reuse pooled buffers. Unmarshal resets m and fills it from src;
// it must not retain src after returning (the buffer is pooled) and must
// return an error, never panic, on any input.
type Codec interface {
	// Name is the short name used by ?format=, metrics and reports: "json".
	Name() string
	Marshal(dst []byte, m proto.Message) ([]byte, error)
	Unmarshal(src []byte, m proto.Message) error
}

// Registry maps media types and names to codecs. Build it at start-up and
// share it read-only; it is not safe to Register concurrently with lookups.
type Registry struct {
	codecs     []Codec
	mediaTypes []string         // in server preference order
	byType     map[string]Codec // media type -> codec
	byName     map[string]Codec // name and aliases -> codec
	canonical  map[string]string
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{byType: map[string]Codec{}, byName: map[string]Codec{}, canonical: map[string]string{}}
}

// Register adds c, answering to mediaTypes (the first is its canonical type)
// and, for ?format=, to its Name and the given aliases. Codecs registered
// first are preferred when a client's Accept ties.
func (r *Registry) Register(c Codec, mediaTypes []string, aliases ...string) error {
	if len(mediaTypes) == 0 {
		return fmt.Errorf("register codec %s: no media types", c.Name())
	}
	for _, mt := range mediaTypes {
		mt = strings.ToLower(mt)
		if _, dup := r.byType[mt]; dup {
			return fmt.Errorf("register codec %s: media type %s already registered", c.Name(), mt)
		}
	}
	for _, n := range append([]string{c.Name()}, aliases...) {
		if _, dup := r.byName[n]; dup {
			return fmt.Errorf("register codec %s: name %s already registered", c.Name(), n)
		}
	}
	r.codecs = append(r.codecs, c)
	for _, mt := range mediaTypes {
		mt = strings.ToLower(mt)
		r.byType[mt] = c
		r.mediaTypes = append(r.mediaTypes, mt)
	}
	r.canonical[c.Name()] = strings.ToLower(mediaTypes[0])
	for _, n := range append([]string{c.Name()}, aliases...) {
		r.byName[n] = c
	}
	return nil
}

// MustRegister is Register that panics, for static set-up.
func (r *Registry) MustRegister(c Codec, mediaTypes []string, aliases ...string) {
	if err := r.Register(c, mediaTypes, aliases...); err != nil {
		panic(err)
	}
}

// ErrUnknown is wrapped by lookups that find nothing.
var ErrUnknown = errors.New("unknown format")

// ByMediaType returns the codec for a lowercase "type/subtype".
func (r *Registry) ByMediaType(mt string) (Codec, bool) {
	c, ok := r.byType[mt]
	return c, ok
}

// ByName returns the codec for a ?format= value (its name or an alias).
func (r *Registry) ByName(name string) (Codec, bool) {
	c, ok := r.byName[strings.ToLower(name)]
	return c, ok
}

// MediaType is the canonical media type of a registered codec.
func (r *Registry) MediaType(c Codec) string { return r.canonical[c.Name()] }

// MediaTypes lists every registered media type, in preference order.
func (r *Registry) MediaTypes() []string { return slices.Clone(r.mediaTypes) }

// Codecs lists the registered codecs, in preference order.
func (r *Registry) Codecs() []Codec { return slices.Clone(r.codecs) }

// Names lists the ?format= names (not aliases), in preference order.
func (r *Registry) Names() []string {
	out := make([]string, len(r.codecs))
	for i, c := range r.codecs {
		out[i] = c.Name()
	}
	return out
}

// Without returns a new registry holding r's codecs, media types and
// aliases in the same order, except the codecs named: what a server or a
// benchmark uses when some formats cannot carry a schema it was given.
func (r *Registry) Without(names ...string) *Registry {
	out := NewRegistry()
	for _, c := range r.codecs {
		if slices.Contains(names, c.Name()) {
			continue
		}
		var types, aliases []string
		for _, mt := range r.mediaTypes {
			if r.byType[mt] == c {
				types = append(types, mt)
			}
		}
		for n, o := range r.byName {
			if o == c && n != c.Name() {
				aliases = append(aliases, n)
			}
		}
		slices.Sort(aliases)
		out.MustRegister(c, types, aliases...)
	}
	return out
}
