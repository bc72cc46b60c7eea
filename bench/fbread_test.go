package bench_test

import (
	"testing"

	"github.com/polywire/polywire/bench"
	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// TestDocumentReadsEveryField changes each field of the document in turn
// and checks that ReadDocumentFB's result changes: a field it skipped would
// leave the result as it was.
func TestDocumentReadsEveryField(t *testing.T) {
	t.Parallel()
	read := func(d *docsv1.Document) int {
		b, err := flatcodec.Codec{}.Marshal(nil, d)
		if err != nil {
			t.Fatal(err)
		}
		return bench.ReadDocumentFB(b)
	}
	base := read(dataset.Document())
	edits := map[string]func(d *docsv1.Document){
		"name":                        func(d *docsv1.Document) { d.Name += "x" },
		"department.code":             func(d *docsv1.Document) { d.Department.Code += "x" },
		"department.time":             func(d *docsv1.Document) { d.Department.Time++ },
		"department.employee.name":    func(d *docsv1.Document) { d.Department.Employee.Name += "x" },
		"department.employee.surname": func(d *docsv1.Document) { d.Department.Employee.Surname += "x" },
		"department.employee.code":    func(d *docsv1.Document) { d.Department.Employee.Code += "x" },
		"price.categoryA":             func(d *docsv1.Document) { d.Price.CategoryA += "x" },
		"price.categoryB":             func(d *docsv1.Document) { d.Price.CategoryB += "x" },
		"price.categoryC":             func(d *docsv1.Document) { d.Price.CategoryC += "x" },
		"owner.uuid":                  func(d *docsv1.Document) { d.Owner.Uuid += "x" },
		"owner.secret":                func(d *docsv1.Document) { d.Owner.Secret += "x" },
		"data.transaction.type":       func(d *docsv1.Document) { d.Data.Transaction.Type += "x" },
		"data.transaction.uuid":       func(d *docsv1.Document) { d.Data.Transaction.Uuid += "x" },
		"data.transaction.pointCode":  func(d *docsv1.Document) { d.Data.Transaction.PointCode += "x" },
		"delivery.company":            func(d *docsv1.Document) { d.Delivery.Company += "x" },
		"delivery.address.code":       func(d *docsv1.Document) { d.Delivery.Address.Code += "x" },
		"delivery.address.country":    func(d *docsv1.Document) { d.Delivery.Address.Country += "x" },
		"delivery.address.street":     func(d *docsv1.Document) { d.Delivery.Address.Street += "x" },
		"delivery.address.apartment":  func(d *docsv1.Document) { d.Delivery.Address.Apartment += "x" },
		"goods[0].name":               func(d *docsv1.Document) { d.Goods[0].Name += "x" },
		"goods[0].amount":             func(d *docsv1.Document) { d.Goods[0].Amount++ },
		"goods[0].code":               func(d *docsv1.Document) { d.Goods[0].Code += "x" },
		"goods[1]":                    func(d *docsv1.Document) { d.Goods = append(d.Goods, &docsv1.Goods{Amount: 1}) },
	}
	for name, edit := range edits {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			d := dataset.Document()
			edit(d)
			if read(d) == base {
				t.Errorf("changing %s does not change what Document reads", name)
			}
		})
	}
}
