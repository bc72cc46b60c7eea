package openapi_test

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	"github.com/polywire/polywire/openapi"
)

// Generate describes the REST routes of the bank service's google.api.http
// rules; serve the bytes at /openapi.json or write them to a file.
func ExampleGenerate() {
	services := []protoreflect.ServiceDescriptor{bankv1.File_polywire_bank_v1_bank_proto.Services().Get(0)}
	doc, err := openapi.Generate(services, openapi.WithTitle("Bank"), openapi.WithServer("http://localhost:8080"))
	if err != nil {
		log.Fatal(err)
	}
	var d struct{ Paths map[string]any }
	if err := json.Unmarshal(doc, &d); err != nil {
		log.Fatal(err)
	}
	var paths []string
	for p := range d.Paths {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	fmt.Println(paths)
	// Output: [/account/{accountId} /accountList]
}

// WithOperation describes a route written by hand beside the bindings,
// WithExample gives a message's JSON bodies an example, and YAML writes
// the document in YAML.
func ExampleWithOperation() {
	services := []protoreflect.ServiceDescriptor{bankv1.File_polywire_bank_v1_bank_proto.Services().Get(0)}
	account := (&bankv1.Account{}).ProtoReflect().Descriptor()
	doc, err := openapi.Generate(services, openapi.WithTitle("Bank"), openapi.WithServer("http://localhost:8080"),
		openapi.WithOperation(openapi.Operation{Method: "POST", Path: "/accounts", Request: account, Response: account, Status: 201}),
		openapi.WithExample(&bankv1.Account{Id: 1, Name: "Ada"}))
	if err != nil {
		log.Fatal(err)
	}
	yamlDoc, err := openapi.YAML(doc)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Contains(string(yamlDoc), "/accounts:"), strings.Contains(string(yamlDoc), "name: Ada"))
	// Output: true true
}
