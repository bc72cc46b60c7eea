// Package samplemsg holds sample messages of every schema for codec tests and
// fuzz seed corpora: small enough to read, covering every field kind the
// schemas use (uint64 and int64, double, enums, nested and repeated
// messages, non-ASCII and escaped strings, maps, oneofs, Timestamps).
//
// Of polywire's three message fillers, this is the fixed one: random
// values at the encodings' edges are edgemsg's, realistic ones fakemsg's.
package samplemsg

import (
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	inventoryv1 "github.com/polywire/polywire/gen/polywire/inventory/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// Account is a small account with both transaction types, a big id and
// strings that need escaping in JSON.
func Account() *bankv1.Account {
	return &bankv1.Account{
		Id: 1, Name: "Main account", Balance: 12999.56, AvailableFunds: 9876.12,
		Iban: "GB96GNUG98158719546866", Currency: "EUR", Owner: "Wilhelm Leannon",
		OwnerAddress: "4388 Jordan Plaza, East Laverneburgh 75460, Haiti",
		Transactions: []*bankv1.Transaction{
			{Id: 1000000, TransactionType: bankv1.Transaction_Debit, TransactionDate: "2017-06-06", BookingDate: "2017-06-06",
				PrincipalDisposal: "Retta Raynor", OrderingCustomer: "Rosalyn Rogahn", Beneficiary: "Kenyon Volkman",
				BeneficiaryAccount: "GB18KCAD03869442254088", Details: "Beatae voluptatem ducimus dignissimos illum dolorum nihil illo.", Amount: 9.95},
			{Id: 18446744073709551615, TransactionType: bankv1.Transaction_Credit, TransactionDate: "2017-06-05",
				Beneficiary: "Gennaro O'Connell \"Jr.\" ; Zoë \\ 東京 \u2028", Amount: -0.01},
		},
	}
}

// People is two persons built like seed 004's generator.
func People() *peoplev1.People {
	p := &peoplev1.People{}
	for _, i := range []string{"0", "1"} {
		n := int32(len(p.Person))
		p.Person = append(p.Person, &peoplev1.Person{
			Name:    "Person Number " + i,
			Address: []*peoplev1.Address{{Street: "Street Number " + i, Number: n}, {Street: "Street Number " + i, Number: n}},
			Mobile:  []string{"111111" + i, "222222" + i},
			Email:   []string{"emailperson" + i + "@somewhere.com", "otheremailperson" + i + "@somewhere.com"},
		})
	}
	return p
}

// Article is a two-subsection article.
func Article() *articlesv1.Article {
	return &articlesv1.Article{Title: "An article of 2 subsections", Subsections: []*articlesv1.Subsection{
		{Id: 0, Title: "Alias consequatur", Text: "Aut perferendis sit voluptatem. Accusantium doloremque."},
		{Id: 999, Title: "Beatae vitae", Text: "Dicta sunt explicabo."},
	}}
}

// Products is a page of the inventory schema's products: every member of
// the oneof availability, the zero values in_stock 0 and discontinued
// false among them (set, so present in every format), and none; a map
// with an empty key, an empty value and keys whose byte order is not their
// alphabetical one (so that encoders must sort them); Timestamps with and
// without nanos; empty tags.
func Products() *inventoryv1.ListProductsResponse {
	return &inventoryv1.ListProductsResponse{
		Products: []*inventoryv1.Product{
			{
				Sku: "WID-001", Name: "Widget \"deluxe\" Zoë", PriceCents: 1999, Tags: []string{"blue", "sale"},
				UpdatedAt:    &timestamppb.Timestamp{Seconds: 1700000000, Nanos: 123456789},
				Attrs:        map[string]string{"zeta": "last", "": "empty key", "Beta": "capital", "alpha": "", "é": "accent"},
				Availability: &inventoryv1.Product_InStock{InStock: 0},
			},
			{Sku: "OLD-002", Name: "Retired gadget", Availability: &inventoryv1.Product_Discontinued{Discontinued: false}},
			{
				Sku: "BCK-003", Name: "Back-ordered bolt", PriceCents: -5, Attrs: map[string]string{"size": "M8"},
				UpdatedAt:    &timestamppb.Timestamp{Seconds: 1700000000},
				Availability: &inventoryv1.Product_BackorderUntil{BackorderUntil: &timestamppb.Timestamp{Seconds: 1767225600, Nanos: 500000000}},
			},
			{Sku: "STK-004", Name: "東京 lamp", PriceCents: 4200, Tags: []string{"home"}, Availability: &inventoryv1.Product_InStock{InStock: 42}},
			{Sku: "NEW-005", Name: "Unannounced"},
		},
		NextPageToken: "page-2",
	}
}

// Error is an error body with violations.
func Error() *errorv1.Error {
	return &errorv1.Error{Code: "validation_failed", Message: "validate document: 2 fields are invalid", Violations: []*errorv1.FieldViolation{
		{Field: "department.code", Description: "must be a UUID"},
		{Field: "goods[0].amount", Description: "must be greater than 0"},
	}}
}

// All returns one of each, named.
func All() map[string]proto.Message {
	return map[string]proto.Message{
		"document": dataset.Document(), "account": Account(), "people": People(), "article": Article(), "error": Error(),
		"account_list": &bankv1.AccountList{Accounts: []*bankv1.Account{Account(), {Id: 2, Name: "Second account"}}},
	}
}

// Empty returns a new empty message of every body type a decoder may be
// asked to fill, for fuzzing.
func Empty() []proto.Message {
	return []proto.Message{
		&docsv1.Document{}, &bankv1.AccountList{}, &peoplev1.People{}, &articlesv1.Article{}, &errorv1.Error{},
		&docsv1.SaveRequest{}, &docsv1.GetAllByLimitAndOffsetRequest{},
	}
}

// AllAndOthers returns All and messages of types outside polywire's
// schemas, which the codecs serve from descriptors and plans built on
// first use rather than from generated code: proto2 with presence
// (descriptor.proto), recursion, wrappers. None has a map field.
func AllAndOthers() map[string]proto.Message {
	msgs := All()
	nested := &descriptorpb.DescriptorProto{Name: proto.String("leaf")}
	for range 5 {
		nested = &descriptorpb.DescriptorProto{Name: proto.String("level"), NestedType: []*descriptorpb.DescriptorProto{nested}}
	}
	msgs["file_descriptor"] = withoutExtensions(protodesc.ToFileDescriptorProto(bankv1.File_polywire_bank_v1_bank_proto))
	msgs["recursive_nested_types"] = nested
	msgs["float_value"] = wrapperspb.Float(-1.5)
	msgs["bytes_value"] = wrapperspb.Bytes([]byte{0, 0xff})
	msgs["source_location"] = &descriptorpb.SourceCodeInfo_Location{Path: []int32{1, -2, 1 << 30}, Span: []int32{0}, LeadingComments: proto.String("é")}
	return msgs
}

// withoutExtensions drops the methods' options, which hold only their
// google.api.http extension: XML and FlatBuffers carry no extensions, and
// every sample must round-trip through every format.
func withoutExtensions(fdp *descriptorpb.FileDescriptorProto) *descriptorpb.FileDescriptorProto {
	for _, sd := range fdp.GetService() {
		for _, md := range sd.GetMethod() {
			md.Options = nil
		}
	}
	return fdp
}
