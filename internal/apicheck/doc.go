// Package apicheck holds a test, and nothing else: that no exported
// identifier of a public (non-internal, non-main) package of this module
// mentions a type from an internal package. Such an identifier compiles here
// but is unusable from any other module, which cannot name the type (issue
// 15: types of internal/gen and internal/dataset in apierror, store and
// bench made them exactly that).
package apicheck
