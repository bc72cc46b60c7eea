package openapi_test

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"

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
