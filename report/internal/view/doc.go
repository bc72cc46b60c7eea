// Package view holds what every section of the report draws with, so the
// report and its load pages (report/internal/load) share one look: the inline SVG
// builder and its charts, scales and axis families; how numbers, formats,
// codings and protocols are printed and ordered; the input runs' view;
// the Markdown writer; and the articles whose published figures sections
// cite beside ours. It is public because package load's API is built of
// its types; it serves the report's packages, not other programs.
package view
