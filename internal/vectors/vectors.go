// Package vectors builds the golden test vectors in testdata/vectors: a
// small, a medium and a large message of each domain, encoded in every
// registered format, with a manifest naming each file's message type,
// format and sha256. The browser and JVM clients decode these files and
// compare with the reference value, so the files are the cross-language
// contract; TestVectorsAreUpToDate fails when polywire's encoders drift
// from them.
package vectors

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec"
	"github.com/polywire/polywire/dataset"
	articlesv1 "github.com/polywire/polywire/gen/polywire/articles/v1"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
	docsv1 "github.com/polywire/polywire/gen/polywire/docs/v1"
	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/internal/samplemsg"
)

// Case is one message every format encodes.
type Case struct {
	Name    string // domain_size, e.g. "bank_large"
	Message proto.Message
}

// Cases returns the vector messages. articleBank is seed 000's own data
// (testdata/seed000-bank): its account 1 is the large bank vector, so the
// contract is the article's data, not ours.
func Cases(articleBank *bankv1.AccountList) []Case {
	bank := dataset.GenerateBank(dataset.DefaultSeed)
	medium := proto.CloneOf(bank.Accounts[1])
	medium.Transactions = medium.Transactions[:100]
	people := dataset.GeneratePeople(1000)
	docs := dataset.GenerateDocuments(dataset.DefaultSeed, 100)
	corpus := dataset.GenerateCorpus(dataset.DefaultSeed, dataset.CorpusSize)
	article := func(n int) *articlesv1.Article {
		k := 0
		return dataset.Article(corpus, n, func(m int) int { k += 7919; return k % m })
	}
	return []Case{
		{"bank_small", samplemsg.Account()},
		{"bank_medium", medium},
		{"bank_large", articleBank.Accounts[0]},
		{"people_small", &peoplev1.People{Person: people.Person[:1]}},
		{"people_medium", &peoplev1.People{Person: people.Person[:100]}},
		{"people_large", people},
		{"docs_small", dataset.Document()},
		{"docs_medium", &docsv1.GetAllByLimitAndOffsetResponse{Documents: docs[:10]}},
		{"docs_large", &docsv1.GetAllByLimitAndOffsetResponse{Documents: docs}},
		{"articles_small", article(1)},
		{"articles_medium", article(10)},
		{"articles_large", article(100)},
		{"error_small", samplemsg.Error()},
		{"inventory_small", samplemsg.Products()},
	}
}

// Extensions are the file extensions per format name.
var Extensions = map[string]string{
	"json": "json", "proto": "pb", "flatbuffers": "fb", "msgpack": "msgpack", "xml": "xml",
}

// crossLanguageBytes lists the formats whose bytes another language's
// encoder reproduces exactly from the same values: Protobuf (Go's
// deterministic marshaling: fields by number, oneof members last, map
// entries sorted by key) and polywire's MessagePack mapping (keys in field
// order, map entries sorted by key, smallest integer encodings, float64
// doubles). An encoder that writes map entries in the order it holds them
// (protobuf-es, protobuf-java, msgpackr) reproduces them when it holds
// them as decoded from the file: the order is the file's. The others are
// compared by value: JSON and XML number and escape formatting, and
// FlatBuffers layout, legitimately differ between encoders.
var crossLanguageBytes = map[string]bool{"proto": true, "msgpack": true}

// Entry describes one vector file.
type Entry struct {
	Case      string `json:"case"`
	Message   string `json:"message"`
	Format    string `json:"format"`
	MediaType string `json:"mediaType"`
	File      string `json:"file"`
	Size      int    `json:"size"`
	SHA256    string `json:"sha256"`
	// Compare is "bytes" where another language's encoder must reproduce
	// the file exactly, "value" where only the decoded values must match.
	Compare string `json:"compare"`
}

// Manifest is manifest.json.
type Manifest struct {
	Version int    `json:"version"`
	About   string `json:"about"`
	// Reference names the format whose decoding is the expected value of a
	// case (every runtime has a Protobuf decoder).
	Reference string  `json:"reference"`
	Entries   []Entry `json:"entries"`
}

// Build encodes every case in every codec of reg.
func Build(reg *codec.Registry, cases []Case) (map[string][]byte, *Manifest, error) {
	files := map[string][]byte{}
	m := &Manifest{
		Version:   1,
		About:     "polywire golden vectors: each case encoded in every format; decode and compare with the case's proto vector",
		Reference: "proto",
	}
	for _, c := range cases {
		for _, cd := range reg.Codecs() {
			ext, ok := Extensions[cd.Name()]
			if !ok {
				return nil, nil, fmt.Errorf("build vectors: no file extension for format %q", cd.Name())
			}
			b, err := cd.Marshal(nil, c.Message)
			if err != nil {
				return nil, nil, fmt.Errorf("build vectors: %s as %s: %w", c.Name, cd.Name(), err)
			}
			name := c.Name + "." + ext
			sum := sha256.Sum256(b)
			compare := "value"
			if crossLanguageBytes[cd.Name()] {
				compare = "bytes"
			}
			files[name] = b
			m.Entries = append(m.Entries, Entry{
				Case: c.Name, Message: string(c.Message.ProtoReflect().Descriptor().FullName()), Format: cd.Name(),
				MediaType: reg.MediaType(cd), File: name, Size: len(b), SHA256: hex.EncodeToString(sum[:]), Compare: compare,
			})
		}
	}
	mb, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, nil, fmt.Errorf("build vectors: manifest: %w", err)
	}
	files["manifest.json"] = append(mb, '\n')
	return files, m, nil
}

// Write replaces dir's vector files with files.
func Write(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write vectors: %w", err)
	}
	old, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		return fmt.Errorf("write vectors: %w", err)
	}
	for _, f := range old {
		if _, keep := files[filepath.Base(f)]; !keep && filepath.Base(f) != "README.md" {
			if err := os.Remove(f); err != nil {
				return fmt.Errorf("write vectors: %w", err)
			}
		}
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), files[n], 0o644); err != nil {
			return fmt.Errorf("write vectors: %w", err)
		}
	}
	return nil
}
