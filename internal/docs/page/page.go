// Package page serves the API reference page: Scalar's API reference
// (@scalar/api-reference, pinned in clients/ts/package.json) over the
// server's own /openapi.json, built from clients/ts/docs-page into dist/
// (a committed bundle, so `go run ./cmd/polywire serve` needs no npm; make
// checkgenerate rebuilds it and fails on drift). The page loads nothing
// from another origin: its settings (clients/ts/docs-page/docs.js) turn off
// Scalar's web fonts, telemetry, AI agent and request proxy, so "try it"
// sends each request, with the Accept header the reader picks, straight to
// the server. index.html loads its scripts relative to itself whether it
// is served at prefix or prefix+"/".
package page

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed dist
var dist embed.FS

// Files is the bundle: index.html and the scripts it loads, all relative.
func Files() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // dist is embedded: cannot happen
	}
	return sub
}

// Handler serves the bundle under prefix ("/docs"): prefix itself and
// prefix+"/" answer index.html, prefix+"/x" the asset x.
func Handler(prefix string) http.Handler {
	files := http.FileServerFS(Files())
	return http.StripPrefix(prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" {
			r.URL.Path = "/"
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	}))
}
