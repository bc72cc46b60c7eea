package openapi_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/polywire/polywire/openapi"
)

// TestYAML: the seed document in YAML reads back as the same values as
// its JSON, keeps the JSON's key order, is deterministic, and validates.
func TestYAML(t *testing.T) {
	t.Parallel()
	doc, err := openapi.Generate(seedServices(), openapi.WithTitle("polywire"))
	if err != nil {
		t.Fatal(err)
	}
	y, err := openapi.YAML(doc)
	if err != nil {
		t.Fatal(err)
	}
	var fromJSON, fromYAML any
	if err := json.Unmarshal(doc, &fromJSON); err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(y, &fromYAML); err != nil {
		t.Fatal(err)
	}
	// YAML reads integers as int, JSON as float64: compare through JSON.
	b, err := json.Marshal(fromYAML)
	if err != nil {
		t.Fatal(err)
	}
	var normalized any
	if err := json.Unmarshal(b, &normalized); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalized, fromJSON) {
		t.Error("the YAML document's values differ from the JSON's")
	}
	var node yaml.Node
	if err := yaml.Unmarshal(y, &node); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for i, k := range node.Content[0].Content {
		if i%2 == 0 {
			keys = append(keys, k.Value)
		}
	}
	if got := strings.Join(keys, " "); got != "components info openapi paths" {
		t.Errorf("top-level keys in YAML order: %s (want the JSON's sorted order)", got)
	}
	again, _ := openapi.YAML(doc)
	if string(again) != string(y) {
		t.Error("two runs give two YAML documents")
	}
	validate(t, y)
}

func TestYAMLScalars(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{`{"b":1,"a":"200"}`, "b: 1\na: \"200\"\n"},
		{`["true",true,null,"null",1.5,"",4294967295]`, "- \"true\"\n- true\n- null\n- \"null\"\n- 1.5\n- \"\"\n- 4294967295\n"},
		{`{"k":{}}`, "k: {}\n"},
	} {
		got, err := openapi.YAML([]byte(tc.in))
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if string(got) != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.in, got, tc.want)
		}
	}
}

func TestYAMLBadInput(t *testing.T) {
	t.Parallel()
	for _, in := range []string{``, `{`, `{"a":}`, `{} {}`, `[1,]`, `{"a":1,"a":2}`} {
		_, err := openapi.YAML([]byte(in))
		if !errors.Is(err, openapi.ErrDocument) {
			t.Errorf("%q: %v, want ErrDocument", in, err)
		}
	}
}

// FuzzYAML: any valid JSON becomes YAML that reads back as the same
// values; anything else is ErrDocument, never a panic.
func FuzzYAML(f *testing.F) {
	for _, s := range []string{`{"a":[1,"2",null,true,{"b":1.5e300}]}`, `"\u2028"`, `{"":"yes","on":"~"}`, `[`, `{"a":1}x`, `-0`, `1e999`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		y, err := openapi.YAML(b)
		var want any
		if json.Unmarshal(b, &want) != nil || errors.Is(err, openapi.ErrDocument) {
			if err == nil && !json.Valid(b) {
				t.Fatalf("%q: no error for invalid JSON", b)
			}
			return // invalid, or a key twice: ErrDocument (TestYAMLBadInput)
		}
		if err != nil {
			t.Fatalf("%q: %v", b, err)
		}
		var got any
		if err := yaml.Unmarshal(y, &got); err != nil {
			t.Fatalf("%q: YAML %q does not parse: %v", b, y, err)
		}
		j, err := json.Marshal(got)
		if err != nil {
			return // a YAML value JSON cannot write (e.g. +Inf from 1e999)
		}
		var norm any
		_ = json.Unmarshal(j, &norm)
		if !reflect.DeepEqual(norm, want) {
			t.Fatalf("%q: YAML %q reads back as %v", b, y, norm)
		}
	})
}
