package dataset

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
)

// articleBankDir holds seed 000's own CSV files.
const articleBankDir = "../testdata/seed000-bank"

func TestGenerateIsDeterministic(t *testing.T) {
	t.Parallel()
	a, b, c := t.TempDir(), t.TempDir(), t.TempDir()
	for dir, seed := range map[string]uint64{a: 7, b: 7, c: 8} {
		if err := Generate(dir, seed); err != nil {
			t.Fatal(err)
		}
	}
	names := []string{AccountsFile, TransactionsFile(1), TransactionsFile(2), CorpusFile}
	for _, name := range names {
		fa, fb, fc := readFile(t, a, name), readFile(t, b, name), readFile(t, c, name)
		if !bytes.Equal(fa, fb) {
			t.Errorf("%s differs between two runs with seed 7", name)
		}
		if bytes.Equal(fa, fc) {
			t.Errorf("%s is the same for seeds 7 and 8", name)
		}
	}
	entries, err := os.ReadDir(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(names) {
		t.Errorf("Generate left %d files, want %d (no temporaries)", len(entries), len(names))
	}
}

func readFile(t *testing.T, dir, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestGeneratedBankFollowsTheScript checks the Ruby script's arithmetic:
// counts, ids counting down from the offsets, one day older every 20 rows
// (after row 0), booking 0..3 days after, types 0/1, valid GB IBANs, prices
// in cents below 100.
func TestGeneratedBankFollowsTheScript(t *testing.T) {
	t.Parallel()
	list := GenerateBank(DefaultSeed)
	if len(list.Accounts) != 2 {
		t.Fatalf("%d accounts, want 2", len(list.Accounts))
	}
	want := []struct {
		name   string
		count  int
		offset uint64
	}{{"Main account", 1001, 1_000_000}, {"Second account", 10001, 2_000_000}}
	for i, a := range list.Accounts {
		w := want[i]
		if a.Id != uint64(i+1) || a.Name != w.name || a.Balance != 12999.56 || a.AvailableFunds != 9876.12 || a.Currency != "EUR" {
			t.Errorf("account %d header = %v", i+1, a)
		}
		if !validIBAN(a.Iban) || a.Owner == "" || strings.Count(a.OwnerAddress, ", ") != 2 {
			t.Errorf("account %d: iban %q owner %q address %q", a.Id, a.Iban, a.Owner, a.OwnerAddress)
		}
		if len(a.Transactions) != w.count {
			t.Fatalf("account %d: %d transactions, want %d", a.Id, len(a.Transactions), w.count)
		}
		types := map[bankv1.Transaction_TransactionType]int{}
		for row, tx := range a.Transactions {
			if tx.Id != w.offset-uint64(row) {
				t.Fatalf("row %d id = %d, want %d", row, tx.Id, w.offset-uint64(row))
			}
			offset := (row + 19) / 20 // 0 for row 0, 1 for rows 1..20, 2 for 21..40, ...
			wantDate := bankEpoch.AddDate(0, 0, -offset).Format(time.DateOnly)
			if tx.TransactionDate != wantDate {
				t.Fatalf("row %d date = %s, want %s", row, tx.TransactionDate, wantDate)
			}
			td, _ := time.Parse(time.DateOnly, tx.TransactionDate)
			bd, err := time.Parse(time.DateOnly, tx.BookingDate)
			if d := bd.Sub(td); err != nil || d < 0 || d > 72*time.Hour {
				t.Fatalf("row %d booking %s not within 3 days after %s", row, tx.BookingDate, tx.TransactionDate)
			}
			if !validIBAN(tx.BeneficiaryAccount) || len(tx.BeneficiaryAccount) != 22 {
				t.Fatalf("row %d: bad IBAN %q", row, tx.BeneficiaryAccount)
			}
			if tx.Amount < 0 || tx.Amount >= 100 || rubyFloat(tx.Amount) != rubyFloat(float64(int(tx.Amount*100+0.5))/100) {
				t.Fatalf("row %d: amount %v is not a price below 100 in cents", row, tx.Amount)
			}
			words := len(strings.Fields(tx.Details))
			if words < 4 || words > 9 || !strings.HasSuffix(tx.Details, ".") {
				t.Fatalf("row %d: details %q is not a 4-9 word sentence", row, tx.Details)
			}
			for _, n := range []string{tx.PrincipalDisposal, tx.OrderingCustomer, tx.Beneficiary} {
				if len(strings.Fields(n)) < 2 {
					t.Fatalf("row %d: name %q", row, n)
				}
			}
			types[tx.TransactionType]++
		}
		if types[bankv1.Transaction_Credit] == 0 || types[bankv1.Transaction_Debit] == 0 {
			t.Errorf("account %d: types %v, want both", a.Id, types)
		}
	}
	if last := list.Accounts[1].Transactions[10000]; last.Id != 1_990_000 || last.TransactionDate != "2016-01-23" {
		t.Errorf("last row of account 2 = %s on %s; the article's file ends with 1990000 on 2016-01-23", strconv.FormatUint(last.Id, 10), last.TransactionDate)
	}
}

func TestBankCSVRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	want := GenerateBank(3)
	// Values that need quoting must survive too.
	want.Accounts[0].Name = `Main; "account"`
	want.Accounts[0].Transactions[0].Details = "line one\nline two; \"quoted\""
	want.Accounts[0].Transactions[1].Amount = 100
	if err := WriteBank(dir, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadBank(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(got, want) {
		t.Fatal("bank data changed in a CSV round trip")
	}
	if !bytes.Contains(readFile(t, dir, TransactionsFile(1)), []byte(";100.0\n")) {
		t.Error("100 was not written as Ruby writes it (100.0)")
	}
}

// TestLoadArticleFiles reads the article's own files and checks rows against
// what they hold.
func TestLoadArticleFiles(t *testing.T) {
	t.Parallel()
	list, err := LoadBank(articleBankDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Accounts) != 2 || len(list.Accounts[0].Transactions) != 1001 || len(list.Accounts[1].Transactions) != 10001 {
		t.Fatalf("loaded %d accounts", len(list.Accounts))
	}
	a1 := list.Accounts[0]
	if a1.Owner != "Wilhelm Leannon" || a1.Iban != "GB96GNUG98158719546866" || a1.OwnerAddress != "4388 Jordan Plaza, East Laverneburgh 75460, Haiti" {
		t.Errorf("account 1 = %v", a1)
	}
	first := &bankv1.Transaction{
		Id: 1000000, TransactionType: bankv1.Transaction_Debit, TransactionDate: "2017-06-06", BookingDate: "2017-06-06",
		PrincipalDisposal: "Retta Raynor", OrderingCustomer: "Rosalyn Rogahn", Beneficiary: "Kenyon Volkman",
		BeneficiaryAccount: "GB18KCAD03869442254088", Details: "Beatae voluptatem ducimus dignissimos illum dolorum nihil illo.", Amount: 9.95,
	}
	if !proto.Equal(a1.Transactions[0], first) {
		t.Errorf("first transaction = %v, want %v", a1.Transactions[0], first)
	}
	last := list.Accounts[1].Transactions[10000]
	if last.Id != 1990000 || last.PrincipalDisposal != "Gunnar Kling" || last.Amount != 13.55 {
		t.Errorf("last transaction of account 2 = %v", last)
	}
}

func TestLoadRubyQuotedFields(t *testing.T) {
	t.Parallel()
	list, err := LoadBank("testdata/ruby")
	if err != nil {
		t.Fatal(err)
	}
	a := list.Accounts[0]
	if a.Name != "Main; account" || a.Owner != `Wilhelm "Will" Leannon` {
		t.Errorf("account = %v", a)
	}
	if len(a.Transactions) != 2 {
		t.Fatalf("%d transactions, want 2", len(a.Transactions))
	}
	if got := a.Transactions[0].Details; got != `Beatae; voluptatem "ducimus" illo.` {
		t.Errorf("quoted details = %q", got)
	}
	if got := a.Transactions[1]; got.OrderingCustomer != "Multi\nline" || got.PrincipalDisposal != "Gennaro O'Connell" || got.Beneficiary != "Zoë Wolff" || got.Amount != 100 {
		t.Errorf("second transaction = %v", got)
	}
}

func TestLoadErrorsNameFileAndLine(t *testing.T) {
	t.Parallel()
	good := "1;Main account;1.0;2.0;GB96GNUG98158719546866;EUR;Owner;Address\n"
	goodTx := "1000000;1;2017-06-06;2017-06-06;a;b;c;GB18KCAD03869442254088;d;9.95\n"
	tests := []struct {
		name, accounts, transactions, want string
	}{
		{"missing_accounts", "", "", "accounts.csv: no such file"},
		{"missing_transactions", good, "", "transactions_1.csv: no such file"},
		{"short_row", "1;Main account\n", goodTx, "accounts.csv: record on line 1: wrong number of fields"},
		{"bad_id", "x;Main account;1.0;2.0;I;EUR;O;A\n", goodTx, "accounts.csv line 1: id"},
		{"bad_type", good, goodTx + "999999;2;2017-06-06;2017-06-06;a;b;c;GB;d;9.95\n", `transactions_1.csv line 2: transaction type "2"`},
		{"bad_amount", good, "1000000;1;2017-06-06;2017-06-06;a;b;c;GB;d;cheap\n", "transactions_1.csv line 1: amount"},
		{"bare_quote", good, "1000000;1;2017-06-06;2017-06-06;a\"b;b;c;GB;d;9.95\n", "transactions_1.csv"},
		{"duplicate_account", good + good, goodTx, "duplicate account id 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if tt.accounts != "" {
				writeFile(t, dir, AccountsFile, tt.accounts)
			}
			if tt.transactions != "" {
				writeFile(t, dir, TransactionsFile(1), tt.transactions)
			}
			_, err := LoadBank(dir)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("LoadBank error = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func writeFile(t *testing.T, dir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadSkipsByteOrderMark(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFile(t, dir, AccountsFile, "\xef\xbb\xbf7;A;1.0;2.0;I;EUR;O;A\n")
	writeFile(t, dir, TransactionsFile(7), "")
	list, err := LoadBank(dir)
	if err != nil || list.Accounts[0].Id != 7 {
		t.Fatalf("LoadBank = %v, %v", list, err)
	}
}

// TestEnsureKeepsTheArticleFiles: a directory holding the article's bank
// files gets only the missing corpus, and the bank files stay byte for byte.
func TestEnsureKeepsTheArticleFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, name := range []string{AccountsFile, TransactionsFile(1), TransactionsFile(2)} {
		writeFile(t, dir, name, string(readFile(t, articleBankDir, name)))
	}
	wrote, err := Ensure(dir, DefaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(wrote, []string{CorpusFile}) {
		t.Fatalf("Ensure wrote %v, want only the corpus", wrote)
	}
	for _, name := range []string{AccountsFile, TransactionsFile(1), TransactionsFile(2)} {
		if !bytes.Equal(readFile(t, dir, name), readFile(t, articleBankDir, name)) {
			t.Errorf("Ensure changed %s", name)
		}
	}
	if wrote, err := Ensure(dir, DefaultSeed); err != nil || len(wrote) != 0 {
		t.Fatalf("second Ensure wrote %v, %v; want nothing", wrote, err)
	}
	data, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := data.Account(2); !ok || a.Owner != "Carmine Kessler" {
		t.Fatalf("Account(2) = %v, %v", a, ok)
	}
	if _, ok := data.Account(3); ok {
		t.Fatal("Account(3) exists")
	}
}

func TestEnsureGeneratesEverythingInAnEmptyDir(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "nested", "data")
	wrote, err := Ensure(dir, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{AccountsFile, TransactionsFile(1), TransactionsFile(2), CorpusFile}
	if !slices.Equal(wrote, want) {
		t.Fatalf("Ensure wrote %v, want %v", wrote, want)
	}
	ref := t.TempDir()
	if err := Generate(ref, 5); err != nil {
		t.Fatal(err)
	}
	for _, name := range want {
		if !bytes.Equal(readFile(t, dir, name), readFile(t, ref, name)) {
			t.Errorf("Ensure and Generate disagree on %s", name)
		}
	}
}

func TestPeopleAsSeed004(t *testing.T) {
	t.Parallel()
	p := GeneratePeople(PeopleCount)
	if len(p.Person) != 50_000 {
		t.Fatalf("%d people", len(p.Person))
	}
	for _, i := range []int{0, 1, 49_999} {
		s := strconv.Itoa(i)
		got := p.Person[i]
		if got.Name != "Person Number "+s ||
			!slices.Equal(got.Mobile, []string{"111111" + s, "222222" + s}) ||
			!slices.Equal(got.Email, []string{"emailperson" + s + "@somewhere.com", "otheremailperson" + s + "@somewhere.com"}) ||
			len(got.Address) != 2 || got.Address[0].Street != "Street Number "+s || got.Address[1].Number != int32(i) {
			t.Errorf("person %d = %v", i, got)
		}
	}
	// The shared backing arrays must not alias between persons.
	p.Person[0].Mobile = append(p.Person[0].Mobile, "x")
	if p.Person[1].Mobile[0] != "1111111" {
		t.Fatal("appending to one person's mobiles changed the next person")
	}
}

func TestCorpusRoundTripAndDraw(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	corpus := GenerateCorpus(2, 50)
	if err := WriteCorpus(dir, corpus); err != nil {
		t.Fatal(err)
	}
	got, err := LoadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range corpus {
		if !proto.Equal(got[i], corpus[i]) || got[i].Id != uint32(i) {
			t.Fatalf("subsection %d changed in a round trip", i)
		}
	}
	seq := []int{3, 1, 4, 1, 5}
	k := 0
	a := Article(corpus, 5, func(n int) int { v := seq[k] % n; k++; return v })
	if len(a.Subsections) != 5 || a.Subsections[2].Id != 4 || a.Subsections[1] != a.Subsections[3] {
		t.Fatalf("Article drew %v", a.Subsections)
	}
}

func TestIBANCheckDigits(t *testing.T) {
	t.Parallel()
	// The example IBAN of ISO 13616 / the UK's banks.
	if !validIBAN("GB82WEST12345698765432") {
		t.Error("GB82WEST12345698765432 reported invalid")
	}
	if validIBAN("GB83WEST12345698765432") {
		t.Error("wrong check digits reported valid")
	}
}

func TestGenerateDocuments(t *testing.T) {
	t.Parallel()
	a, b := GenerateDocuments(4, 50), GenerateDocuments(4, 50)
	uuid := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	for i := range a {
		if !proto.Equal(a[i], b[i]) {
			t.Fatalf("document %d differs between runs", i)
		}
		d := a[i]
		if !uuid.MatchString(d.Department.Code) || !uuid.MatchString(d.Owner.Uuid) || len(d.Delivery.Address.Country) != 2 ||
			d.Delivery.Company == "" || d.Delivery.Address.Street == "" || len(d.Goods) == 0 || d.Name == "" {
			t.Fatalf("document %d is not shaped like the seed's: %v", i, d)
		}
		for _, g := range d.Goods {
			if g.Name == "" || g.Amount <= 0 {
				t.Fatalf("document %d has bad goods %v", i, g)
			}
		}
	}
	if proto.Equal(a[0], a[1]) || proto.Equal(a[0], GenerateDocuments(5, 1)[0]) {
		t.Fatal("documents do not vary")
	}
}
