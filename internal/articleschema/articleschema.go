// Package articleschema holds the articles' own .proto files (testdata/) and
// the tests proving polywire's schemas match them: every message and field
// the articles define exists in proto/ with the same name, number, type and
// cardinality, and bytes and JSON written by polywire decode unchanged with
// a client compiled from the article's schema — and back.
//
// The package has no code; it exists for its tests.
package articleschema
