package dataset

import (
	"fmt"
	"strconv"
	"strings"

	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
)

// Document is seed 003's sample document, as the article prints it: the
// payload of POST /report in the article, and of the lab's "document"
// dataset.
func Document() *docsv1.Document {
	return &docsv1.Document{
		Name: "name_for_documents",
		Department: &docsv1.Department{
			Code: "uuid_code", Time: 123123123,
			Employee: &docsv1.Employee{Name: "Ivan", Surname: "Polich", Code: "uuidv4"},
		},
		Price: &docsv1.Price{CategoryA: "1.0", CategoryB: "2.0", CategoryC: "3.0"},
		Owner: &docsv1.Owner{Uuid: "uuid", Secret: "dsfdwr32fd0fdspsod"},
		Data:  &docsv1.Data{Transaction: &docsv1.Transaction{Type: "CODE", Uuid: "df23erd0sfods0fw", PointCode: "01"}},
		Delivery: &docsv1.Delivery{Company: "TTC", Address: &docsv1.Address{
			Code: "01", Country: "uk", Street: "Main avenue", Apartment: "1A",
		}},
		Goods: []*docsv1.Goods{{Name: "toaster v12", Amount: 15, Code: "12312reds12313e1"}},
	}
}

// Documents vary the shape of seed 003's sample document: the same fields,
// realistic values (UUIDs where the article wrote "uuid", prices as decimal
// strings, one to five goods), deterministic for a seed.

var (
	deliveryCompanies = []string{"TTC", "DHL", "UPS", "FedEx", "GLS", "DPD", "Royal Mail", "PostNL"}
	countryCodes      = strings.Fields("uk de fr es it nl be pl pt se no dk fi ie at ch cz hu ro gr us ca jp au")
	goodsNames        = strings.Fields("toaster kettle blender mixer grinder juicer fryer steamer heater fan lamp radio scale iron vacuum")
	transactionTypes  = []string{"CODE", "CARD", "CASH", "TRANSFER"}
)

// uuidV4 is a random (version 4, RFC 9562 variant) UUID from r.
func (r *rng) uuidV4() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(r.intn(256))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func (r *rng) hex(n int) string {
	const digits = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = digits[r.intn(16)]
	}
	return string(b)
}

func (r *rng) decimal(maxUnits int) string {
	return strconv.Itoa(r.intn(maxUnits)) + "." + r.digits(2)
}

// GenerateDocuments returns n documents shaped like seed 003's sample.
func GenerateDocuments(seed uint64, n int) []*docsv1.Document {
	r := newRNG(seed, 0xd0c5)
	out := make([]*docsv1.Document, n)
	for i := range out {
		first, last := pick(r, firstNames), pick(r, lastNames)
		goods := make([]*docsv1.Goods, r.between(1, 5))
		for j := range goods {
			goods[j] = &docsv1.Goods{
				Name:   pick(r, goodsNames) + " v" + strconv.Itoa(r.between(1, 20)),
				Amount: int32(r.between(1, 50)),
				Code:   r.hex(16),
			}
		}
		out[i] = &docsv1.Document{
			Name: "report_" + strconv.Itoa(i+1) + "_" + strings.ToLower(strings.ReplaceAll(strings.TrimSuffix(r.sentence(2, 3), "."), " ", "_")),
			Department: &docsv1.Department{
				Code:     r.uuidV4(),
				Time:     int64(1_700_000_000 + r.intn(50_000_000)),
				Employee: &docsv1.Employee{Name: first, Surname: last, Code: r.uuidV4()},
			},
			Price: &docsv1.Price{CategoryA: r.decimal(100), CategoryB: r.decimal(500), CategoryC: r.decimal(1000)},
			Owner: &docsv1.Owner{Uuid: r.uuidV4(), Secret: r.hex(18)},
			Data: &docsv1.Data{Transaction: &docsv1.Transaction{
				Type: pick(r, transactionTypes), Uuid: r.hex(16), PointCode: fmt.Sprintf("%02d", r.between(1, 99)),
			}},
			Delivery: &docsv1.Delivery{
				Company: pick(r, deliveryCompanies),
				Address: &docsv1.Address{
					Code:      fmt.Sprintf("%02d", r.between(1, 99)),
					Country:   pick(r, countryCodes),
					Street:    r.streetAddress(),
					Apartment: strconv.Itoa(r.between(1, 120)) + string(rune('A'+r.intn(4))),
				},
			},
			Goods: goods,
		}
	}
	return out
}
