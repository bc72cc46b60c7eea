package dataset

import (
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// DefaultDir is the data directory for seed when none is given: under the
// user's cache directory (a cache: deleting it only costs a regeneration),
// with the seed in the name so that changing the seed never serves another
// seed's files. $POLYWIRE_DATA overrides it.
func DefaultDir(seed uint64) string {
	if d := os.Getenv("POLYWIRE_DATA"); d != "" {
		return d
	}
	base, err := os.UserCacheDir()
	if err != nil {
		base = ".polywire"
	}
	return filepath.Join(base, "polywire", "data", "seed-"+strconv.FormatUint(seed, 10))
}

// Open makes sure dir holds every dataset (Ensure, generating what is
// missing for seed) and loads it (Load), logging what it generated and
// what it loaded.
func Open(dir string, seed uint64, log *slog.Logger) (*Data, error) {
	start := time.Now()
	wrote, err := Ensure(dir, seed)
	if err != nil {
		return nil, err
	}
	if len(wrote) > 0 {
		log.Info("generated seed data", slog.String("dir", dir), slog.Uint64("seed", seed), slog.String("files", strings.Join(wrote, ", ")))
	}
	data, err := Load(dir)
	if err != nil {
		return nil, err
	}
	log.Info("loaded data", slog.String("dir", dir), slog.Int("accounts", len(data.Bank.Accounts)),
		slog.Int("people", len(data.People.Person)), slog.Int("subsections", len(data.Corpus)),
		slog.Duration("took", time.Since(start)))
	return data, nil
}
