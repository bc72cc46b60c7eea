// Package dataset makes and loads the built-in datasets: seed 000's bank
// accounts in the article's CSV layout, seed 004's 50,000 people, and seed
// 002's corpus of text subsections. Generation is deterministic for a seed;
// loading reads the article's own files too, so the server can serve exactly
// the data the articles measured.
package dataset

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
)

// DefaultSeed is the seed of the default data directory.
const DefaultSeed = 1

// Data is everything the server serves from memory. It is read-only once
// loaded: handlers share it without locks.
type Data struct {
	Bank     *bankv1.AccountList
	accounts map[uint64]*bankv1.Account
	People   *peoplev1.People
	Corpus   []*articlesv1.Subsection
}

// Account returns the account with the id, if any.
func (d *Data) Account(id uint64) (*bankv1.Account, bool) {
	a, ok := d.accounts[id]
	return a, ok
}

// Generate writes every dataset file for the seed into dir, replacing what
// is there.
func Generate(dir string, seed uint64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := WriteBank(dir, GenerateBank(seed)); err != nil {
		return fmt.Errorf("generate bank: %w", err)
	}
	if err := WriteCorpus(dir, GenerateCorpus(seed, CorpusSize)); err != nil {
		return fmt.Errorf("generate corpus: %w", err)
	}
	return nil
}

// Ensure generates the files missing from dir and leaves the others alone,
// so a directory holding the article's own bank CSVs keeps them. It returns
// the names of the files it wrote.
func Ensure(dir string, seed uint64) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("ensure data: %w", err)
	}
	var wrote []string
	if missing(filepath.Join(dir, AccountsFile)) {
		list := GenerateBank(seed)
		if err := WriteBank(dir, list); err != nil {
			return nil, fmt.Errorf("ensure data: %w", err)
		}
		wrote = append(wrote, AccountsFile)
		for _, a := range list.Accounts {
			wrote = append(wrote, TransactionsFile(a.Id))
		}
	}
	if missing(filepath.Join(dir, CorpusFile)) {
		if err := WriteCorpus(dir, GenerateCorpus(seed, CorpusSize)); err != nil {
			return nil, fmt.Errorf("ensure data: %w", err)
		}
		wrote = append(wrote, CorpusFile)
	}
	return wrote, nil
}

func missing(path string) bool {
	_, err := os.Stat(path)
	return errors.Is(err, fs.ErrNotExist)
}

// Load reads every dataset from dir and builds the people.
func Load(dir string) (*Data, error) {
	bank, err := LoadBank(dir)
	if err != nil {
		return nil, err
	}
	corpus, err := LoadCorpus(dir)
	if err != nil {
		return nil, err
	}
	return New(bank, GeneratePeople(PeopleCount), corpus), nil
}

// New returns the Data of these datasets, for servers (and tests) that
// build them in memory rather than load a directory.
func New(bank *bankv1.AccountList, people *peoplev1.People, corpus []*articlesv1.Subsection) *Data {
	d := &Data{Bank: bank, accounts: map[uint64]*bankv1.Account{}, People: people, Corpus: corpus}
	for _, a := range bank.GetAccounts() {
		d.accounts[a.Id] = a
	}
	return d
}
