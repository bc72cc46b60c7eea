package load

import (
	"embed"
	"io/fs"
)

//go:embed load.html.tmpl
var templates embed.FS

// Templates holds the load section's HTML (load.html.tmpl): "load",
// "load.nav" and "load.css", executed with a *Section, and the templates
// they call. The report parses them into its page, whose "fmt", "pub"
// and "notes" they use.
func Templates() fs.FS { return templates }
