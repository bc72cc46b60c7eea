// Package schemapage is bench browser on a user's schema: the page that
// decodes the user's samples in the browser with JSON.parse, protobuf.js
// (the schema loaded at run time), msgpackr and polywire-ts generated and
// bundled at run time (in process: internal/pwtsgen and esbuild's Go API),
// served with the samples by an in-process server.
package schemapage
