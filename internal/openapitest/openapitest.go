// Package openapitest checks OpenAPI documents with a real validator
// (libopenapi and libopenapi-validator) in tests: the seed server's, the
// mock's and the gateway's. Only tests import it, and so libopenapi —
// keep those tests out of race-detector builds (internal/server's is
// //go:build !race) and fuzz builds (//go:build !polywire_fuzz;
// internal/apicheck's TestFuzzBuildsStayLight): instrumenting libopenapi
// costs minutes of CPU.
package openapitest

import (
	"testing"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	v3 "github.com/pb33f/libopenapi/datamodel/high/v3"
)

// Validate parses doc and fails t unless it is a valid OpenAPI 3.1
// document; it returns the document's model and a validator of requests
// and responses against it.
func Validate(t testing.TB, doc []byte) (*libopenapi.DocumentModel[v3.Document], validator.Validator) {
	t.Helper()
	d, err := libopenapi.NewDocument(doc)
	if err != nil {
		t.Fatal(err)
	}
	model, err := d.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	v, errs := validator.NewValidator(d)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if ok, verrs := v.ValidateDocument(); !ok {
		for _, e := range verrs {
			t.Errorf("invalid document: %s: %s", e.Message, e.Reason)
		}
	}
	return model, v
}
