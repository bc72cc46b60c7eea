package report

import (
	"embed"
	"html/template"

	"github.com/polywire/polywire/report/internal/load"
)

// templates are the page (page.html.tmpl) and each section's HTML, a file
// beside the section's Go file (verdict.html.tmpl beside verdict.go); the
// load section's are in package load.
//
//go:embed *.html.tmpl
var templates embed.FS

// pageTemplate renders the HTML report: every template file parsed
// together into one page. html/template escapes every value from the
// results files; the only template.HTML values are the SVG charts, which
// view.SVG builds from escaped strings.
var pageTemplate = parsePage()

func parsePage() *template.Template {
	t := template.New("report").Funcs(template.FuncMap{
		"datasetTitle":   datasetTitle,
		"add":            func(a, b int) int { return a + b },
		"noVerdict":      func() string { return noVerdict },
		"jvmRuntimeNote": func() string { return jvmRuntimeNote },
	})
	template.Must(t.ParseFS(templates, "*.html.tmpl"))
	template.Must(t.ParseFS(load.Templates(), "*.html.tmpl"))
	return t.Lookup("page")
}
