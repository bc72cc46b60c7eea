package dataset

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
)

// CorpusFile holds the subsections articles are drawn from: id;title;text.
const CorpusFile = "subsections.csv"

// CorpusSize is how many subsections the generator writes. Seed 002 drew its
// subsections at random for every request, so answers differ each time; a
// corpus of 1,000 makes repeats within one 500-section article rare.
const CorpusSize = 1000

// GenerateCorpus writes the subsections of seed 002's text service: a short
// title and a paragraph of 3 to 12 lorem sentences (about 600 bytes).
func GenerateCorpus(seed uint64, n int) []*articlesv1.Subsection {
	r := newRNG(seed, 0xa271c1e)
	out := make([]*articlesv1.Subsection, n)
	for i := range out {
		title := strings.TrimSuffix(r.sentence(2, 6), ".")
		k := r.between(3, 12)
		sentences := make([]string, k)
		for j := range sentences {
			sentences[j] = r.sentence(6, 16)
		}
		out[i] = &articlesv1.Subsection{Id: uint32(i), Title: title, Text: strings.Join(sentences, " ")}
	}
	return out
}

// WriteCorpus writes the corpus as subsections.csv.
func WriteCorpus(dir string, corpus []*articlesv1.Subsection) error {
	rows := make([][]string, len(corpus))
	for i, s := range corpus {
		rows[i] = []string{strconv.FormatUint(uint64(s.GetId()), 10), s.GetTitle(), s.GetText()}
	}
	return writeCSV(filepath.Join(dir, CorpusFile), rows)
}

// LoadCorpus reads subsections.csv.
func LoadCorpus(dir string) ([]*articlesv1.Subsection, error) {
	var out []*articlesv1.Subsection
	err := readCSV(filepath.Join(dir, CorpusFile), 3, func(rec []string) error {
		id, err := strconv.ParseUint(rec[0], 10, 32)
		if err != nil {
			return fmt.Errorf("id: %w", err)
		}
		out = append(out, &articlesv1.Subsection{Id: uint32(id), Title: rec[1], Text: rec[2]})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load corpus: %w", err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("load corpus: %s is empty", CorpusFile)
	}
	return out, nil
}

// Article draws n subsections from the corpus, uniformly and with
// replacement, using draw (which returns an int in [0, len)).
func Article(corpus []*articlesv1.Subsection, n int, draw func(int) int) *articlesv1.Article {
	a := &articlesv1.Article{
		Title:       "An article of " + strconv.Itoa(n) + plural(n, " subsection", " subsections"),
		Subsections: make([]*articlesv1.Subsection, n),
	}
	for i := range a.Subsections {
		a.Subsections[i] = corpus[draw(len(corpus))]
	}
	return a
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
