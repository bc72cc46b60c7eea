package flatcodec_test

import (
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/flatcodec"
	"github.com/polywire/polywire/dataset"
	"github.com/polywire/polywire/gen/fbs/articlesfb"
	"github.com/polywire/polywire/gen/fbs/bankfb"
	"github.com/polywire/polywire/gen/fbs/docsfb"
	"github.com/polywire/polywire/gen/fbs/errorfb"
	"github.com/polywire/polywire/gen/fbs/peoplefb"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	errorv1 "github.com/polywire/polywire/gen/polywire/error/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// The tests below hold the codec to flatc: bytes the codec writes are read
// field by field with the flatc-generated accessors, and buffers built with
// the flatc-generated builder functions are read by the codec. Both sides
// convert through the proto message, so every field is compared.

// flatcCase is one message type: reading it with the generated accessors,
// and building it with the generated builder.
type flatcCase struct {
	name  string
	m     proto.Message
	read  func(buf []byte) proto.Message
	build func(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT
}

func flatcCases() []flatcCase {
	bank := dataset.GenerateBank(1)
	return []flatcCase{
		{"account", samplemsg.Account(), readAccount, buildAccount},
		{"account_1", bank.Accounts[0], readAccount, buildAccount},
		{"account_list", bank, readAccountList, buildAccountList},
		{"people", samplemsg.People(), readPeople, buildPeople},
		{"people_1000", dataset.GeneratePeople(1000), readPeople, buildPeople},
		{"document", dataset.Document(), readDocument, buildDocument},
		{"document_partial", &docsv1.Document{Name: "n", Delivery: &docsv1.Delivery{Address: &docsv1.Address{Street: "s"}}}, readDocument, buildDocument},
		{"article", samplemsg.Article(), readArticle, buildArticle},
		{"error", samplemsg.Error(), readError, buildError},
	}
}

func TestFlatcReadsCodecOutput(t *testing.T) {
	t.Parallel()
	for _, tc := range flatcCases() {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := tc.read(marshal(t, tc.m))
			if !proto.Equal(got, tc.m) {
				t.Fatalf("flatc accessors read:\n%v\nwant\n%v", got, tc.m)
			}
		})
	}
}

func TestCodecReadsFlatcOutput(t *testing.T) {
	t.Parallel()
	for _, tc := range flatcCases() {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := flatbuffers.NewBuilder(0)
			b.Finish(tc.build(b, tc.m))
			got := tc.m.ProtoReflect().New().Interface()
			if err := (flatcodec.Codec{}).Unmarshal(b.FinishedBytes(), got); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(got, tc.m) {
				t.Fatalf("codec read:\n%v\nwant\n%v", got, tc.m)
			}
		})
	}
}

// TestCodecReadsSharedStrings: flatc users may deduplicate strings with
// CreateSharedString; such buffers decode like any other.
func TestCodecReadsSharedStrings(t *testing.T) {
	t.Parallel()
	b := flatbuffers.NewBuilder(0)
	addrs := make([]flatbuffers.UOffsetT, 3)
	for i := range addrs {
		street := b.CreateSharedString("Street Number 1") // written once
		peoplefb.AddressStart(b)
		peoplefb.AddressAddStreet(b, street)
		peoplefb.AddressAddNumber(b, int32(i))
		addrs[i] = peoplefb.AddressEnd(b)
	}
	vec := vector(b, addrs)
	peoplefb.PersonStart(b)
	peoplefb.PersonAddAddress(b, vec)
	b.Finish(peoplefb.PersonEnd(b))
	var got peoplev1.Person
	if err := (flatcodec.Codec{}).Unmarshal(b.FinishedBytes(), &got); err != nil {
		t.Fatal(err)
	}
	want := &peoplev1.Person{Address: []*peoplev1.Address{{Street: "Street Number 1"}, {Street: "Street Number 1", Number: 1}, {Street: "Street Number 1", Number: 2}}}
	if !proto.Equal(&got, want) {
		t.Fatalf("got %v, want %v", &got, want)
	}
}

// vector writes a vector of offsets, as generated code's callers do.
func vector(b *flatbuffers.Builder, offs []flatbuffers.UOffsetT) flatbuffers.UOffsetT {
	b.StartVector(4, len(offs), 4)
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	return b.EndVector(len(offs))
}

func strs(b *flatbuffers.Builder, ss []string) flatbuffers.UOffsetT {
	offs := make([]flatbuffers.UOffsetT, len(ss))
	for i, s := range ss {
		offs[i] = b.CreateString(s)
	}
	return vector(b, offs)
}

// Bank.

func readAccountList(buf []byte) proto.Message {
	l := bankfb.GetRootAsAccountList(buf, 0)
	out := &bankv1.AccountList{}
	var a bankfb.Account
	for i := range l.AccountsLength() {
		l.Accounts(&a, i)
		out.Accounts = append(out.Accounts, accountFromFB(&a))
	}
	return out
}

func readAccount(buf []byte) proto.Message { return accountFromFB(bankfb.GetRootAsAccount(buf, 0)) }

func accountFromFB(a *bankfb.Account) *bankv1.Account {
	out := &bankv1.Account{
		Id: a.Id(), Name: string(a.Name()), Balance: a.Balance(), AvailableFunds: a.AvailableFunds(),
		Iban: string(a.Iban()), Currency: string(a.Currency()), Owner: string(a.Owner()), OwnerAddress: string(a.OwnerAddress()),
	}
	var t bankfb.Transaction
	for i := range a.TransactionsLength() {
		a.Transactions(&t, i)
		out.Transactions = append(out.Transactions, &bankv1.Transaction{
			Id: t.Id(), TransactionType: bankv1.Transaction_TransactionType(t.TransactionType()),
			TransactionDate: string(t.TransactionDate()), BookingDate: string(t.BookingDate()),
			PrincipalDisposal: string(t.PrincipalDisposal()), OrderingCustomer: string(t.OrderingCustomer()),
			Beneficiary: string(t.Beneficiary()), BeneficiaryAccount: string(t.BeneficiaryAccount()),
			Details: string(t.Details()), Amount: t.Amount(),
		})
	}
	return out
}

func buildAccountList(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	l := m.(*bankv1.AccountList)
	offs := make([]flatbuffers.UOffsetT, len(l.Accounts))
	for i, a := range l.Accounts {
		offs[i] = buildAccount(b, a)
	}
	accounts := vector(b, offs)
	bankfb.AccountListStart(b)
	bankfb.AccountListAddAccounts(b, accounts)
	return bankfb.AccountListEnd(b)
}

func buildAccount(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	a := m.(*bankv1.Account)
	offs := make([]flatbuffers.UOffsetT, len(a.Transactions))
	for i, t := range a.Transactions {
		offs[i] = buildTransaction(b, t)
	}
	// Strings are always created, empty or not: the codec must read a
	// present empty string as the proto3 default.
	name, iban, currency := b.CreateString(a.Name), b.CreateString(a.Iban), b.CreateString(a.Currency)
	owner, ownerAddress := b.CreateString(a.Owner), b.CreateString(a.OwnerAddress)
	bankfb.AccountStartTransactionsVector(b, len(offs))
	for i := len(offs) - 1; i >= 0; i-- {
		b.PrependUOffsetT(offs[i])
	}
	transactions := b.EndVector(len(offs))
	bankfb.AccountStart(b)
	bankfb.AccountAddId(b, a.Id)
	bankfb.AccountAddName(b, name)
	bankfb.AccountAddBalance(b, a.Balance)
	bankfb.AccountAddAvailableFunds(b, a.AvailableFunds)
	bankfb.AccountAddIban(b, iban)
	bankfb.AccountAddCurrency(b, currency)
	bankfb.AccountAddOwner(b, owner)
	bankfb.AccountAddOwnerAddress(b, ownerAddress)
	bankfb.AccountAddTransactions(b, transactions)
	return bankfb.AccountEnd(b)
}

func buildTransaction(b *flatbuffers.Builder, t *bankv1.Transaction) flatbuffers.UOffsetT {
	date, booking := b.CreateString(t.TransactionDate), b.CreateString(t.BookingDate)
	principal, ordering := b.CreateString(t.PrincipalDisposal), b.CreateString(t.OrderingCustomer)
	beneficiary, beneficiaryAccount := b.CreateString(t.Beneficiary), b.CreateString(t.BeneficiaryAccount)
	details := b.CreateString(t.Details)
	bankfb.TransactionStart(b)
	bankfb.TransactionAddId(b, t.Id)
	bankfb.TransactionAddTransactionType(b, bankfb.TransactionType(t.TransactionType))
	bankfb.TransactionAddTransactionDate(b, date)
	bankfb.TransactionAddBookingDate(b, booking)
	bankfb.TransactionAddPrincipalDisposal(b, principal)
	bankfb.TransactionAddOrderingCustomer(b, ordering)
	bankfb.TransactionAddBeneficiary(b, beneficiary)
	bankfb.TransactionAddBeneficiaryAccount(b, beneficiaryAccount)
	bankfb.TransactionAddDetails(b, details)
	bankfb.TransactionAddAmount(b, t.Amount)
	return bankfb.TransactionEnd(b)
}

// People.

func readPeople(buf []byte) proto.Message {
	p := peoplefb.GetRootAsPeople(buf, 0)
	out := &peoplev1.People{}
	var person peoplefb.Person
	var addr peoplefb.Address
	for i := range p.PersonLength() {
		p.Person(&person, i)
		o := &peoplev1.Person{Name: string(person.Name())}
		for j := range person.AddressLength() {
			person.Address(&addr, j)
			o.Address = append(o.Address, &peoplev1.Address{Street: string(addr.Street()), Number: addr.Number()})
		}
		for j := range person.MobileLength() {
			o.Mobile = append(o.Mobile, string(person.Mobile(j)))
		}
		for j := range person.EmailLength() {
			o.Email = append(o.Email, string(person.Email(j)))
		}
		out.Person = append(out.Person, o)
	}
	return out
}

func buildPeople(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	p := m.(*peoplev1.People)
	persons := make([]flatbuffers.UOffsetT, len(p.Person))
	for i, person := range p.Person {
		addrs := make([]flatbuffers.UOffsetT, len(person.Address))
		for j, a := range person.Address {
			street := b.CreateString(a.Street)
			peoplefb.AddressStart(b)
			peoplefb.AddressAddStreet(b, street)
			peoplefb.AddressAddNumber(b, a.Number)
			addrs[j] = peoplefb.AddressEnd(b)
		}
		name, addr := b.CreateString(person.Name), vector(b, addrs)
		mobile, email := strs(b, person.Mobile), strs(b, person.Email)
		peoplefb.PersonStart(b)
		peoplefb.PersonAddName(b, name)
		peoplefb.PersonAddAddress(b, addr)
		peoplefb.PersonAddMobile(b, mobile)
		peoplefb.PersonAddEmail(b, email)
		persons[i] = peoplefb.PersonEnd(b)
	}
	vec := vector(b, persons)
	peoplefb.PeopleStart(b)
	peoplefb.PeopleAddPerson(b, vec)
	return peoplefb.PeopleEnd(b)
}

// Documents.

func readDocument(buf []byte) proto.Message { return documentFromFB(docsfb.GetRootAsDocument(buf, 0)) }

func documentFromFB(d *docsfb.Document) *docsv1.Document {
	out := &docsv1.Document{Name: string(d.Name())}
	if dep := d.Department(nil); dep != nil {
		out.Department = &docsv1.Department{Code: string(dep.Code()), Time: dep.Time()}
		if e := dep.Employee(nil); e != nil {
			out.Department.Employee = &docsv1.Employee{Name: string(e.Name()), Surname: string(e.Surname()), Code: string(e.Code())}
		}
	}
	if p := d.Price(nil); p != nil {
		out.Price = &docsv1.Price{CategoryA: string(p.CategoryA()), CategoryB: string(p.CategoryB()), CategoryC: string(p.CategoryC())}
	}
	if o := d.Owner(nil); o != nil {
		out.Owner = &docsv1.Owner{Uuid: string(o.Uuid()), Secret: string(o.Secret())}
	}
	if data := d.Data(nil); data != nil {
		out.Data = &docsv1.Data{}
		if t := data.Transaction(nil); t != nil {
			out.Data.Transaction = &docsv1.Transaction{Type: string(t.Type()), Uuid: string(t.Uuid()), PointCode: string(t.PointCode())}
		}
	}
	if del := d.Delivery(nil); del != nil {
		out.Delivery = &docsv1.Delivery{Company: string(del.Company())}
		if a := del.Address(nil); a != nil {
			out.Delivery.Address = &docsv1.Address{Code: string(a.Code()), Country: string(a.Country()), Street: string(a.Street()), Apartment: string(a.Apartment())}
		}
	}
	var g docsfb.Goods
	for i := range d.GoodsLength() {
		d.Goods(&g, i)
		out.Goods = append(out.Goods, &docsv1.Goods{Name: string(g.Name()), Amount: g.Amount(), Code: string(g.Code())})
	}
	return out
}

// buildDocument builds a document as seed 003's BuildDocs did: children
// first, then each table with the generated Start/Add/End functions.
func buildDocument(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	d := m.(*docsv1.Document)
	var department, price, owner, data, delivery flatbuffers.UOffsetT
	if dep := d.Department; dep != nil {
		var employee flatbuffers.UOffsetT
		if e := dep.Employee; e != nil {
			name, surname, code := b.CreateString(e.Name), b.CreateString(e.Surname), b.CreateString(e.Code)
			docsfb.EmployeeStart(b)
			docsfb.EmployeeAddName(b, name)
			docsfb.EmployeeAddSurname(b, surname)
			docsfb.EmployeeAddCode(b, code)
			employee = docsfb.EmployeeEnd(b)
		}
		code := b.CreateString(dep.Code)
		docsfb.DepartmentStart(b)
		docsfb.DepartmentAddCode(b, code)
		docsfb.DepartmentAddTime(b, dep.Time)
		if employee != 0 {
			docsfb.DepartmentAddEmployee(b, employee)
		}
		department = docsfb.DepartmentEnd(b)
	}
	if p := d.Price; p != nil {
		a, bb, c := b.CreateString(p.CategoryA), b.CreateString(p.CategoryB), b.CreateString(p.CategoryC)
		docsfb.PriceStart(b)
		docsfb.PriceAddCategoryA(b, a)
		docsfb.PriceAddCategoryB(b, bb)
		docsfb.PriceAddCategoryC(b, c)
		price = docsfb.PriceEnd(b)
	}
	if o := d.Owner; o != nil {
		uuid, secret := b.CreateString(o.Uuid), b.CreateString(o.Secret)
		docsfb.OwnerStart(b)
		docsfb.OwnerAddUuid(b, uuid)
		docsfb.OwnerAddSecret(b, secret)
		owner = docsfb.OwnerEnd(b)
	}
	if dt := d.Data; dt != nil {
		var transaction flatbuffers.UOffsetT
		if t := dt.Transaction; t != nil {
			typ, uuid, point := b.CreateString(t.Type), b.CreateString(t.Uuid), b.CreateString(t.PointCode)
			docsfb.TransactionStart(b)
			docsfb.TransactionAddType(b, typ)
			docsfb.TransactionAddUuid(b, uuid)
			docsfb.TransactionAddPointCode(b, point)
			transaction = docsfb.TransactionEnd(b)
		}
		docsfb.DataStart(b)
		if transaction != 0 {
			docsfb.DataAddTransaction(b, transaction)
		}
		data = docsfb.DataEnd(b)
	}
	if del := d.Delivery; del != nil {
		var address flatbuffers.UOffsetT
		if a := del.Address; a != nil {
			code, country, street, apartment := b.CreateString(a.Code), b.CreateString(a.Country), b.CreateString(a.Street), b.CreateString(a.Apartment)
			docsfb.AddressStart(b)
			docsfb.AddressAddCode(b, code)
			docsfb.AddressAddCountry(b, country)
			docsfb.AddressAddStreet(b, street)
			docsfb.AddressAddApartment(b, apartment)
			address = docsfb.AddressEnd(b)
		}
		company := b.CreateString(del.Company)
		docsfb.DeliveryStart(b)
		docsfb.DeliveryAddCompany(b, company)
		if address != 0 {
			docsfb.DeliveryAddAddress(b, address)
		}
		delivery = docsfb.DeliveryEnd(b)
	}
	goods := make([]flatbuffers.UOffsetT, len(d.Goods))
	for i, g := range d.Goods {
		name, code := b.CreateString(g.Name), b.CreateString(g.Code)
		docsfb.GoodsStart(b)
		docsfb.GoodsAddName(b, name)
		docsfb.GoodsAddAmount(b, g.Amount)
		docsfb.GoodsAddCode(b, code)
		goods[i] = docsfb.GoodsEnd(b)
	}
	goodsVec := vector(b, goods)
	name := b.CreateString(d.Name)
	docsfb.DocumentStart(b)
	docsfb.DocumentAddName(b, name)
	for _, f := range []struct {
		off flatbuffers.UOffsetT
		add func(*flatbuffers.Builder, flatbuffers.UOffsetT)
	}{
		{department, docsfb.DocumentAddDepartment}, {price, docsfb.DocumentAddPrice}, {owner, docsfb.DocumentAddOwner},
		{data, docsfb.DocumentAddData}, {delivery, docsfb.DocumentAddDelivery},
	} {
		if f.off != 0 {
			f.add(b, f.off)
		}
	}
	docsfb.DocumentAddGoods(b, goodsVec)
	return docsfb.DocumentEnd(b)
}

// Articles and errors.

func readArticle(buf []byte) proto.Message {
	a := articlesfb.GetRootAsArticle(buf, 0)
	out := &articlesv1.Article{Title: string(a.Title())}
	var s articlesfb.Subsection
	for i := range a.SubsectionsLength() {
		a.Subsections(&s, i)
		out.Subsections = append(out.Subsections, &articlesv1.Subsection{Id: s.Id(), Title: string(s.Title()), Text: string(s.Text())})
	}
	return out
}

func buildArticle(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	a := m.(*articlesv1.Article)
	subs := make([]flatbuffers.UOffsetT, len(a.Subsections))
	for i, s := range a.Subsections {
		title, text := b.CreateString(s.Title), b.CreateString(s.Text)
		articlesfb.SubsectionStart(b)
		articlesfb.SubsectionAddId(b, s.Id)
		articlesfb.SubsectionAddTitle(b, title)
		articlesfb.SubsectionAddText(b, text)
		subs[i] = articlesfb.SubsectionEnd(b)
	}
	vec, title := vector(b, subs), b.CreateString(a.Title)
	articlesfb.ArticleStart(b)
	articlesfb.ArticleAddTitle(b, title)
	articlesfb.ArticleAddSubsections(b, vec)
	return articlesfb.ArticleEnd(b)
}

func readError(buf []byte) proto.Message {
	e := errorfb.GetRootAsError(buf, 0)
	out := &errorv1.Error{Code: string(e.Code()), Message: string(e.Message())}
	var v errorfb.FieldViolation
	for i := range e.ViolationsLength() {
		e.Violations(&v, i)
		out.Violations = append(out.Violations, &errorv1.FieldViolation{Field: string(v.Field()), Description: string(v.Description())})
	}
	return out
}

func buildError(b *flatbuffers.Builder, m proto.Message) flatbuffers.UOffsetT {
	e := m.(*errorv1.Error)
	vs := make([]flatbuffers.UOffsetT, len(e.Violations))
	for i, v := range e.Violations {
		field, desc := b.CreateString(v.Field), b.CreateString(v.Description)
		errorfb.FieldViolationStart(b)
		errorfb.FieldViolationAddField(b, field)
		errorfb.FieldViolationAddDescription(b, desc)
		vs[i] = errorfb.FieldViolationEnd(b)
	}
	vec, code, msg := vector(b, vs), b.CreateString(e.Code), b.CreateString(e.Message)
	errorfb.ErrorStart(b)
	errorfb.ErrorAddCode(b, code)
	errorfb.ErrorAddMessage(b, msg)
	errorfb.ErrorAddViolations(b, vec)
	return errorfb.ErrorEnd(b)
}
