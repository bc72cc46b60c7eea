package report

import (
	_ "embed"
	"html/template"
)

//go:embed page.html.tmpl
var pageSource string

// pageTemplate renders the HTML report. html/template escapes every value
// from the results files; the only template.HTML values are the SVG charts,
// which svg builds from escaped strings.
var pageTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"datasetTitle":   datasetTitle,
	"add":            func(a, b int) int { return a + b },
	"noVerdict":      func() string { return noVerdict },
	"jvmRuntimeNote": func() string { return jvmRuntimeNote },
}).Parse(pageSource)).Lookup("page")
