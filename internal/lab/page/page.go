// Package page serves the lab page: the browser half of polywire's
// benchmark lab, built from clients/ts/lab with esbuild into dist/ (a
// committed bundle, so `go run ./cmd/polywire serve` needs no npm; make
// checkgenerate rebuilds it and fails on drift). The page fetches the
// server's datasets in every format and decodes them with the ecosystem's
// JavaScript libraries; see clients/ts/lab/README.md for what it measures
// and its automation contract (/lab?run=1&…, window.polywireResults,
// document.title "done"). index.html loads lab.js relative to itself
// whether it is served at prefix or prefix+"/".
package page

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed dist
var dist embed.FS

// Files is the bundle: index.html and the assets it loads, all relative.
func Files() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // dist is embedded: cannot happen
	}
	return sub
}

// Handler serves the bundle under prefix ("/lab"): prefix itself and
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
