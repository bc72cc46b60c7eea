package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// ErrDocument is wrapped by YAML's errors: the bytes it was given are not
// one JSON document, or an object of it has a key twice (YAML allows no
// duplicate keys).
var ErrDocument = errors.New("openapi: not a JSON document")

// YAML returns a JSON document — one Generate wrote, or any JSON value —
// as YAML: the same values, object keys in the JSON's order, strings
// quoted wherever YAML would read them as another type, numbers as the
// JSON wrote them. The output is deterministic; serve it as
// application/yaml (/openapi.yaml beside /openapi.json).
func YAML(doc []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	n, err := yamlNode(dec)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDocument, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: data after the value (offset %d)", ErrDocument, dec.InputOffset())
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{n}}); err != nil {
		return nil, fmt.Errorf("openapi: yaml: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("openapi: yaml: %w", err)
	}
	return b.Bytes(), nil
}

// yamlNode reads the next JSON value from dec as a YAML node.
func yamlNode(dec *json.Decoder) (*yaml.Node, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("offset %d: %w", dec.InputOffset(), err)
	}
	switch v := tok.(type) {
	case json.Delim:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		if v == '{' {
			n = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		}
		keys := map[string]bool{}
		for dec.More() {
			if n.Kind == yaml.MappingNode {
				k, err := dec.Token()
				if err != nil {
					return nil, fmt.Errorf("offset %d: %w", dec.InputOffset(), err)
				}
				key := k.(string)
				if keys[key] {
					return nil, fmt.Errorf("offset %d: the key %q twice in one object", dec.InputOffset(), key)
				}
				keys[key] = true
				n.Content = append(n.Content, str(key))
			}
			c, err := yamlNode(dec)
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, c)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, fmt.Errorf("offset %d: %w", dec.InputOffset(), err)
		}
		return n, nil
	case string:
		return str(v), nil
	case json.Number:
		tag := "!!float"
		if _, err := strconv.ParseInt(v.String(), 10, 64); err == nil {
			tag = "!!int"
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: v.String()}, nil
	case bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(v)}, nil
	default: // nil
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}, nil
	}
}

// str is a string scalar; the encoder quotes it when its text would read
// as another type ("true", "200", "null").
func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }
