// Package apicheck holds a test, and nothing else: that no exported
// identifier of a public (non-internal, non-main) package of this module
// mentions a type from an internal package. Such an identifier compiles here
// but is unusable from any other module, which cannot name the type (issue
// 15: generated code under internal/gen made apierror, store and bench
// exactly that).
package apicheck
