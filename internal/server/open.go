package server

import (
	"context"
	"errors"
	"net"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/polywire/polywire/store"
	"github.com/polywire/polywire/store/postgres"
	"github.com/polywire/polywire/store/sqlite"
)

// OpenStore opens the store db names: a postgres:// or postgresql:// DSN
// is PostgreSQL (or a compatible engine); anything else is a SQLite file
// path ("sqlite:" prefix optional); empty is polywire.db in dataDir. It
// returns the store and a description without credentials.
func OpenStore(ctx context.Context, db, dataDir string) (store.Store, string, error) {
	switch {
	case strings.HasPrefix(db, "postgres://"), strings.HasPrefix(db, "postgresql://"):
		st, err := postgres.Open(ctx, db)
		if err != nil {
			return nil, "", err
		}
		return st, redactDSN(db), nil
	default:
		path := strings.TrimPrefix(db, "sqlite:")
		if path == "" {
			path = filepath.Join(dataDir, "polywire.db")
		}
		st, err := sqlite.Open(ctx, path)
		if err != nil {
			return nil, "", err
		}
		return st, "sqlite:" + path, nil
	}
}

// redactDSN drops the password from a DSN for logs.
func redactDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "postgres (unparsable DSN)"
	}
	return u.Redacted()
}

// ParseBytes reads a GOMEMLIMIT-style size: a number with an optional
// B, KiB, MiB, GiB or TiB suffix.
func ParseBytes(s string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n <= 0 {
		return 0, errors.New("want a positive size such as 512MiB")
	}
	return n * mult, nil
}

// DisplayAddr is a listening address as a person would type it: an
// unspecified host (":8080", "[::]:8080") is localhost.
func DisplayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
