// Package apidoc holds the OpenAPI document a face serves (serve's seed
// services and mock, the gateway), built on the first request for it, not
// at start.
//
// Built at start, the document cost every server the generator's run and
// a YAML rendering of it (most of a second of CPU with the seed's
// examples, 57% of internal/server's test time, where every test starts
// servers) that most servers never serve. A build that fails is a 500 on
// the document's paths, with the reason, and nothing else of the server's;
// the tests of each face's document keep that from shipping.
package apidoc

import (
	"fmt"
	"sync"

	"github.com/polywire/polywire/openapi"
)

// Doc is one document in JSON and YAML, each built at most once.
type Doc struct {
	json func() ([]byte, error)
	yaml func() ([]byte, error)
}

// New returns the document that build makes (OpenAPI JSON), when first
// asked for.
func New(build func() ([]byte, error)) *Doc {
	d := &Doc{json: sync.OnceValues(build)}
	d.yaml = sync.OnceValues(func() ([]byte, error) {
		doc, err := d.json()
		if err != nil {
			return nil, err
		}
		y, err := openapi.YAML(doc)
		if err != nil {
			return nil, fmt.Errorf("openapi document: %w", err)
		}
		return y, nil
	})
	return d
}

// JSON is the document in JSON.
func (d *Doc) JSON() ([]byte, error) { return d.json() }

// YAML is the same document in YAML.
func (d *Doc) YAML() ([]byte, error) { return d.yaml() }

// Get is the document at path, /openapi.json or /openapi.yaml, with its
// media type; any other path is an error.
func (d *Doc) Get(path string) (body []byte, mediaType string, err error) {
	switch path {
	case "/openapi.json":
		body, err = d.JSON()
		return body, "application/json", err
	case "/openapi.yaml":
		body, err = d.YAML()
		return body, "application/yaml", err
	}
	return nil, "", fmt.Errorf("no OpenAPI document at %s: /openapi.json or /openapi.yaml", path)
}
