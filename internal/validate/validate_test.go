package validate

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

func valid() *docsv1.Document { return dataset.GenerateDocuments(1, 1)[0] }

func TestGeneratedDocumentsAreValid(t *testing.T) {
	t.Parallel()
	for i, d := range dataset.GenerateDocuments(2, 200) {
		if v := Document(d); v != nil {
			t.Fatalf("generated document %d is invalid: %v", i, v)
		}
	}
}

func TestRules(t *testing.T) {
	t.Parallel()
	long := func(n int) string { return strings.Repeat("ä", n) }
	tests := []struct {
		name   string
		change func(d *docsv1.Document)
		want   []string // fields with a violation, in order
	}{
		{"valid", func(*docsv1.Document) {}, nil},
		{"seed_sample_code_is_not_a_uuid", func(d *docsv1.Document) { d.Department.Code = "uuid_code" }, []string{"department.code"}},
		{"name_missing", func(d *docsv1.Document) { d.Name = "" }, []string{"name"}},
		{"name_200_runes_ok", func(d *docsv1.Document) { d.Name = long(200) }, nil},
		{"name_201_runes", func(d *docsv1.Document) { d.Name = long(201) }, []string{"name"}},
		{"department_missing", func(d *docsv1.Document) { d.Department = nil }, []string{"department"}},
		{"code_missing", func(d *docsv1.Document) { d.Department.Code = "" }, []string{"department.code"}},
		{"code_too_long", func(d *docsv1.Document) { d.Department.Code = strings.Repeat("a", 101) }, []string{"department.code"}},
		{"code_uppercase_uuid_ok", func(d *docsv1.Document) { d.Department.Code = strings.ToUpper(d.Department.Code) }, nil},
		{"code_bad_dash", func(d *docsv1.Document) { d.Department.Code = "0123456789ab-cdef-0123-456789abcdef" }, []string{"department.code"}},
		{"negative_time", func(d *docsv1.Document) { d.Department.Time = -1 }, []string{"department.time"}},
		{"bad_price", func(d *docsv1.Document) { d.Price.CategoryB = "1,5" }, []string{"price.categoryB"}},
		{"price_trailing_dot", func(d *docsv1.Document) { d.Price.CategoryA = "1." }, []string{"price.categoryA"}},
		{"empty_price_ok", func(d *docsv1.Document) { d.Price.CategoryC = "" }, nil},
		{"secret_too_long", func(d *docsv1.Document) { d.Owner.Secret = strings.Repeat("s", 257) }, []string{"owner.secret"}},
		{"delivery_missing", func(d *docsv1.Document) { d.Delivery = nil }, []string{"delivery"}},
		{"company_missing", func(d *docsv1.Document) { d.Delivery.Company = "" }, []string{"delivery.company"}},
		{"address_missing", func(d *docsv1.Document) { d.Delivery.Address = nil }, []string{"delivery.address"}},
		{"country_three_letters", func(d *docsv1.Document) { d.Delivery.Address.Country = "gbr" }, []string{"delivery.address.country"}},
		{"country_digits", func(d *docsv1.Document) { d.Delivery.Address.Country = "u1" }, []string{"delivery.address.country"}},
		{"street_missing", func(d *docsv1.Document) { d.Delivery.Address.Street = "" }, []string{"delivery.address.street"}},
		{"goods_empty_ok", func(d *docsv1.Document) { d.Goods = nil }, nil},
		{"good_without_name_and_amount", func(d *docsv1.Document) {
			d.Goods = append(d.Goods, &docsv1.Goods{}, &docsv1.Goods{Name: "x", Amount: -3})
		}, []string{"goods[N].name", "goods[N].amount", "goods[M].amount"}},
		{"too_many_goods", func(d *docsv1.Document) {
			d.Goods = make([]*docsv1.Goods, MaxGoods+1)
		}, []string{"goods"}},
		{"control_character", func(d *docsv1.Document) { d.Delivery.Company = "TT\x01C" }, []string{"delivery.company"}},
		{"newline_in_name", func(d *docsv1.Document) { d.Name = "a\nb" }, []string{"name"}},
		{"everything_at_once", func(d *docsv1.Document) {
			d.Name, d.Department.Code, d.Delivery.Company, d.Delivery.Address.Country = "", "x", "", ""
		}, []string{"name", "department.code", "delivery.company", "delivery.address.country"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := valid()
			n := len(d.Goods)
			tt.change(d)
			var got []string
			for _, v := range Document(d) {
				if v.Description == "" {
					t.Errorf("%s: empty description", v.Field)
				}
				got = append(got, v.Field)
			}
			want := make([]string, len(tt.want))
			for i, f := range tt.want {
				f = strings.Replace(f, "[N]", "["+strconv.Itoa(n)+"]", 1)
				want[i] = strings.Replace(f, "[M]", "["+strconv.Itoa(n+1)+"]", 1)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("violations at %v, want %v", got, want)
			}
		})
	}
}

func TestDocumentDoesNotModify(t *testing.T) {
	t.Parallel()
	d := dataset.Document()
	before := proto.Clone(d)
	_ = Document(d)
	if !proto.Equal(d, before) {
		t.Fatal("Document changed its argument")
	}
}
