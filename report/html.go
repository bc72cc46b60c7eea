package report

import (
	"embed"
	"html/template"
)

// templates are the page (page.html.tmpl) and each section's HTML, a file
// beside the section's Go file (verdict.html.tmpl beside verdict.go).
//
//go:embed *.html.tmpl
var templates embed.FS

// pageTemplate renders the HTML report: every template file parsed
// together into one page. html/template escapes every value from the
// results files; the only template.HTML values are the SVG charts, which
// svg builds from escaped strings.
var pageTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"datasetTitle":   datasetTitle,
	"add":            func(a, b int) int { return a + b },
	"noVerdict":      func() string { return noVerdict },
	"jvmRuntimeNote": func() string { return jvmRuntimeNote },
}).ParseFS(templates, "*.html.tmpl")).Lookup("page")
