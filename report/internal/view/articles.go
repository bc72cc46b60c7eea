package view

import "strings"

// The articles that published figures, and how a figure is cited beside
// a measurement of ours: the seed's badge, and the caveat of the setup it
// was measured on under the table.

// Article says where an article's numbers come from.
type Article struct {
	ID    string // "000"
	Title string
	// Setup is the hardware and software the figures were measured on: the
	// caveat printed beside every figure.
	Setup string
}

// Articles lists the articles that published figures.
var Articles = []Article{
	{"000", "High Performance Web Services with Swift and Protocol Buffers (Codete, 2017; seed 001 is the same article)",
		"an iOS app (Alamofire, swift-protobuf 0.9.903) against a Swift Kitura server, in the authors' local environment; hardware not stated"},
	{"002", "Protocol Buffers: Benchmark and mobile (2016)",
		"a Nexus 5 phone (Android 6.0.1) decoding with Jackson, Moshi, Wire and protobuf 3.0.0-beta, a Go server over HTTP/2 on a local network"},
	{"003", "JSON vs Proto (gRPC) vs Flatbuffer. Speed Showdown for Mobile App Backends! (Dec 2023)",
		"go test -bench on the author's machine with 10 threads (the -10 suffix); load by Yandex Tank against Gin and gRPC services backed by MongoDB"},
	{"004", "Auth0 blog post measuring Protobuf against JSON (Spring Boot, protobuf.js)",
		"a Spring Boot server; Chrome, Firefox and Safari decoding with protobuf.js; Java to Java between two DigitalOcean VMs"},
}

// PubEntry is one published figure shown beside a measurement: its seed
// labels it, and the table's notes give that seed's hardware.
type PubEntry struct {
	Article string
	Text    string
	// Caveat says when the article measured in another client runtime
	// than ours, so the two are not read as the same measure.
	Caveat string
}

// ArticleNote is the caveat printed under a table that shows seed figures.
type ArticleNote struct {
	Article string
	Title   string
	Setup   string
}

// NotesFor lists the seeds the entries cite, in seeds order.
func NotesFor(entries [][]PubEntry) []ArticleNote {
	used := map[string]bool{}
	for _, es := range entries {
		for _, e := range es {
			used[e.Article] = true
		}
	}
	var out []ArticleNote
	for _, s := range Articles {
		if used[s.ID] {
			out = append(out, ArticleNote{s.ID, s.Title, s.Setup})
		}
	}
	return out
}

// PubText joins published figures for one cell: "317 KB; ours −1.3% (seed 000)".
func PubText(es []PubEntry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Text + " (seed " + e.Article + ")"
		if e.Caveat != "" {
			parts[i] += " — " + e.Caveat
		}
	}
	return strings.Join(parts, "; ")
}

// WriteNotesMD writes the caveats of the seeds a table cites.
func WriteNotesMD(m *MDWriter, ns []ArticleNote) {
	for _, n := range ns {
		m.Printf("\nSeed %s: %s — measured on %s; other hardware: compare ratios, not absolute times.\n", n.Article, n.Title, n.Setup)
	}
}
