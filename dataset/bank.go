package dataset

import (
	"bufio"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
)

// AccountsFile is seed 000's accounts file; with it, one
// transactions_<accountId>.csv per account, as the article's Mocks folder.
const AccountsFile = "accounts.csv"

// TransactionsFile is the transactions file of an account.
func TransactionsFile(accountID uint64) string {
	return "transactions_" + strconv.FormatUint(accountID, 10) + ".csv"
}

// Column counts of the seed's Ruby script rows.
const (
	accountColumns     = 8  // id, name, balance, available_funds, iban, currency, owner, owner_address
	transactionColumns = 10 // id, type, transaction_date, booking_date, principal_disposal, ordering_customer, beneficiary, beneficiary_account, details, amount
)

// bankEpoch is "now" for the transaction dates: the day seed 000's script ran
// (its first transaction is dated 2017-06-06), fixed so a seed always gives
// the same files.
var bankEpoch = time.Date(2017, 6, 6, 0, 0, 0, 0, time.UTC)

// bankAccounts are the two accounts of the seed script: id, name, and how
// many transactions ((0..1000) and (0..10000) in Ruby, inclusive), counting
// down from the id offset.
var bankAccounts = []struct {
	id     uint64
	name   string
	count  int
	offset uint64
}{
	{1, "Main account", 1001, 1_000_000},
	{2, "Second account", 10001, 2_000_000},
}

// GenerateBank builds seed 000's data from a seed, row for row as the
// article's Ruby script: same columns, same id and date arithmetic, fake
// values of the same shape.
func GenerateBank(seed uint64) *bankv1.AccountList {
	list := &bankv1.AccountList{}
	for _, a := range bankAccounts {
		r := newRNG(seed, a.id)
		acc := &bankv1.Account{
			Id:             a.id,
			Name:           a.name,
			Balance:        12999.56,
			AvailableFunds: 9876.12,
			Iban:           r.iban(),
			Currency:       "EUR",
			Owner:          r.fakeName(),
			OwnerAddress:   r.fullAddress(),
		}
		acc.Transactions = make([]*bankv1.Transaction, 0, a.count)
		dateOffset := 0
		for i := range a.count {
			acc.Transactions = append(acc.Transactions, r.transaction(a.offset-uint64(i), dateOffset))
			if i%20 == 0 { // the script's `if i % 20 == 0 then date_offset += 1`
				dateOffset++
			}
		}
		list.Accounts = append(list.Accounts, acc)
	}
	return list
}

func (r *rng) transaction(id uint64, dateOffset int) *bankv1.Transaction {
	date := bankEpoch.AddDate(0, 0, -dateOffset)
	booking := date.AddDate(0, 0, r.intn(4)) // Faker::Date.between(d, d + 3)
	return &bankv1.Transaction{
		Id:                 id,
		TransactionType:    bankv1.Transaction_TransactionType(r.intn(2)),
		TransactionDate:    date.Format(time.DateOnly),
		BookingDate:        booking.Format(time.DateOnly),
		PrincipalDisposal:  r.fakeName(),
		OrderingCustomer:   r.fakeName(),
		Beneficiary:        r.fakeName(),
		BeneficiaryAccount: r.iban(),
		Details:            r.sentence(4, 9),
		Amount:             r.price(),
	}
}

// WriteBank writes accounts.csv and transactions_<id>.csv into dir in the
// seed's layout: ';'-separated, no header, quoted only where RFC 4180 needs
// it, floats as Ruby prints them ("43.5", "100.0").
func WriteBank(dir string, list *bankv1.AccountList) error {
	rows := make([][]string, 0, len(list.GetAccounts()))
	for _, a := range list.GetAccounts() {
		rows = append(rows, []string{
			strconv.FormatUint(a.GetId(), 10), a.GetName(), rubyFloat(a.GetBalance()), rubyFloat(a.GetAvailableFunds()),
			a.GetIban(), a.GetCurrency(), a.GetOwner(), a.GetOwnerAddress(),
		})
	}
	if err := writeCSV(filepath.Join(dir, AccountsFile), rows); err != nil {
		return err
	}
	for _, a := range list.GetAccounts() {
		rows = rows[:0]
		for _, t := range a.GetTransactions() {
			rows = append(rows, []string{
				strconv.FormatUint(t.GetId(), 10), strconv.Itoa(int(t.GetTransactionType())),
				t.GetTransactionDate(), t.GetBookingDate(), t.GetPrincipalDisposal(), t.GetOrderingCustomer(),
				t.GetBeneficiary(), t.GetBeneficiaryAccount(), t.GetDetails(), rubyFloat(t.GetAmount()),
			})
		}
		if err := writeCSV(filepath.Join(dir, TransactionsFile(a.GetId())), rows); err != nil {
			return err
		}
	}
	return nil
}

// rubyFloat formats like Ruby's Float#to_s for the values the script makes:
// the shortest representation, always with a decimal point.
func rubyFloat(f float64) string {
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".eEnN") {
		s += ".0"
	}
	return s
}

// LoadBank reads accounts.csv and every account's transactions file from dir.
// It reads files the article's Ruby/Faker script wrote (and the ones
// WriteBank writes): ';'-separated, optional RFC 4180 quoting, LF or CRLF.
func LoadBank(dir string) (*bankv1.AccountList, error) {
	list := &bankv1.AccountList{}
	err := readCSV(filepath.Join(dir, AccountsFile), accountColumns, func(rec []string) error {
		a, err := parseAccount(rec)
		if err != nil {
			return err
		}
		list.Accounts = append(list.Accounts, a)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load bank: %w", err)
	}
	seen := map[uint64]bool{}
	for _, a := range list.Accounts {
		if seen[a.Id] {
			return nil, fmt.Errorf("load bank: %s: duplicate account id %d", AccountsFile, a.Id)
		}
		seen[a.Id] = true
		err := readCSV(filepath.Join(dir, TransactionsFile(a.Id)), transactionColumns, func(rec []string) error {
			t, err := parseTransaction(rec)
			if err != nil {
				return err
			}
			a.Transactions = append(a.Transactions, t)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("load bank: %w", err)
		}
	}
	return list, nil
}

func parseAccount(rec []string) (*bankv1.Account, error) {
	id, err := strconv.ParseUint(rec[0], 10, 64)
	if err != nil {
		return nil, fmt.Errorf("id: %w", err)
	}
	balance, err := strconv.ParseFloat(rec[2], 64)
	if err != nil {
		return nil, fmt.Errorf("balance: %w", err)
	}
	funds, err := strconv.ParseFloat(rec[3], 64)
	if err != nil {
		return nil, fmt.Errorf("available funds: %w", err)
	}
	return &bankv1.Account{
		Id: id, Name: rec[1], Balance: balance, AvailableFunds: funds,
		Iban: rec[4], Currency: rec[5], Owner: rec[6], OwnerAddress: rec[7],
	}, nil
}

func parseTransaction(rec []string) (*bankv1.Transaction, error) {
	id, err := strconv.ParseUint(rec[0], 10, 64)
	if err != nil {
		return nil, fmt.Errorf("id: %w", err)
	}
	var typ bankv1.Transaction_TransactionType
	switch rec[1] {
	case "0":
		typ = bankv1.Transaction_Credit
	case "1":
		typ = bankv1.Transaction_Debit
	default:
		return nil, fmt.Errorf("transaction type %q: want 0 (Credit) or 1 (Debit)", rec[1])
	}
	amount, err := strconv.ParseFloat(rec[9], 64)
	if err != nil {
		return nil, fmt.Errorf("amount: %w", err)
	}
	return &bankv1.Transaction{
		Id: id, TransactionType: typ, TransactionDate: rec[2], BookingDate: rec[3],
		PrincipalDisposal: rec[4], OrderingCustomer: rec[5], Beneficiary: rec[6],
		BeneficiaryAccount: rec[7], Details: rec[8], Amount: amount,
	}, nil
}

// readCSV calls fn for every record of a ';'-separated file with exactly
// columns fields, naming the file and line in errors.
func readCSV(path string, columns int, fn func([]string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := csv.NewReader(skipBOM(f))
	r.Comma = ';'
	r.FieldsPerRecord = columns
	r.ReuseRecord = true
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", filepath.Base(path), err)
		}
		if err := fn(rec); err != nil {
			line, _ := r.FieldPos(0)
			return fmt.Errorf("read %s line %d: %w", filepath.Base(path), line, err)
		}
	}
}

// skipBOM drops a UTF-8 byte order mark, which spreadsheet tools add.
func skipBOM(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	if b, err := br.Peek(3); err == nil && string(b) == "\xef\xbb\xbf" {
		_, _ = br.Discard(3)
	}
	return br
}

// writeCSV writes rows atomically: a temporary file renamed into place, so a
// crash never leaves a half-written dataset that would load as truncated.
func writeCSV(path string, rows [][]string) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // gone after the rename; cleans up on failure
	w := csv.NewWriter(tmp)
	w.Comma = ';'
	if err := w.WriteAll(rows); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	return nil
}
