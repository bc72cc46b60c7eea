// Package apicheck holds tests, and nothing else, of what the public
// (non-internal, non-main) packages of this module show other modules. No
// exported identifier mentions a type from an internal package: such an
// identifier compiles here but is unusable from any other module, which
// cannot name the type (issue 15: types of internal/gen and
// internal/dataset in apierror, store and bench made them exactly that).
// No public package imports the module's internal packages. And their
// godoc is a user's manual, not the lab's notebook (issue 27): no figures
// measured on polywire's datasets, seed articles or lab trivia outside
// the packages whose purpose they are.
package apicheck
