#!/usr/bin/env bash
# generate.sh regenerates clients/ts/src/gen from the schemas every other
# language is generated from (proto/ and its FlatBuffers mirror, the
# gen/polywire/*/v1/*.fbs protoc-gen-fastflat writes in buf generate):
#
#   src/gen/es    protoc-gen-es (@bufbuild/protobuf v2) via buf and
#                 clients/ts/buf.gen.yaml: messages, JSON, service descriptors
#   src/gen/pbjs  protobuf.js static code (pbjs + its .d.ts): seed 004's library
#   src/gen/fb    flatc 2.0.8's TypeScript, with the object API (unpack())
#   src/gen/pwts  protoc-gen-polywire-ts (cmd/, run from source via buf and
#                 clients/ts/buf.gen.pwts.yaml): polywire's own decoders
#
# Every generator is pinned (package.json, the Makefile's buf, Debian 12's
# flatc) so the output is byte-stable and committed; make checkgenerate
# fails on drift. Needs clients/ts/node_modules (npm ci) and buf on PATH.
#
# Usage: clients/ts/generate.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
ts="$root/clients/ts"
want_flatc="2.0.8"

if [[ ! -x "$ts/node_modules/.bin/protoc-gen-es" ]]; then
	echo "clients/ts/generate.sh: run 'npm ci' in clients/ts first" >&2
	exit 1
fi
have_flatc="$(flatc --version 2>/dev/null | awk '{print $NF}')" || true
if [[ "$have_flatc" != "$want_flatc" ]]; then
	echo "clients/ts/generate.sh: flatc $want_flatc required (found '${have_flatc:-none}'):" >&2
	echo "  apt-get install -y flatbuffers-compiler   (Debian 12 bookworm ships flatc $want_flatc)" >&2
	exit 1
fi

# protoc-gen-es, through the same buf module as the Go code (buf.yaml).
(cd "$root" && buf generate --template clients/ts/buf.gen.yaml)

# polywire's own generator, through the same module.
(cd "$root" && buf generate --template clients/ts/buf.gen.pwts.yaml)

# protobuf.js static module: ES module wrapper, camelCase field names (its
# default, and protobuf-es's), no JSDoc comments (they double the size).
# The .d.ts comes from a second run with comments: pbjs derives the
# declarations from the JSDoc, so with --no-comments its .d.ts is empty.
rm -rf "$ts/src/gen/pbjs"
mkdir -p "$ts/src/gen/pbjs"
pbjs_tmp="$(mktemp -d)"
trap 'rm -rf "$pbjs_tmp"' EXIT
# pbjs would bundle every type a schema imports, and the seeds'
# google.api.http rules import google/api/http.proto and
# google/protobuf/descriptor.proto (10,000 lines of static code the browser
# never uses): it reads copies without the rules, which only the server
# reads.
mkdir -p "$pbjs_tmp/proto"
(cd "$root/proto" && for f in polywire/*/v1/*.proto; do
	mkdir -p "$pbjs_tmp/proto/$(dirname "$f")"
	perl -0pe 's/\nimport "google\/api\/annotations\.proto";\n//; s/ \{\n    option \(google\.api\.http\) = \{.*?\n    \};\n  \}/ {}/gs' "$f" >"$pbjs_tmp/proto/$f"
done)
(cd "$pbjs_tmp/proto" && "$ts/node_modules/.bin/pbjs" -t static-module -w esm --no-comments \
	-o "$ts/src/gen/pbjs/polywire.js" polywire/*/v1/*.proto)
(cd "$pbjs_tmp/proto" && "$ts/node_modules/.bin/pbjs" -t static-module -w esm \
	-o "$pbjs_tmp/polywire.js" -d polywire/*/v1/*.proto)
cp "$pbjs_tmp/polywire.d.ts" "$ts/src/gen/pbjs/polywire.d.ts"

# flatc's TypeScript, one tree per schema; the camelCase warning is the
# seeds' names, kept on purpose (see scripts/flatc-generate.sh). -I gen/:
# a schema that imports a well-known type includes its mirror
# (google/protobuf/timestamp.fbs), compiled first, as flatc writes a
# schema's own tables only.
rm -rf "$ts/src/gen/fb"
mkdir -p "$ts/src/gen/fb"
mapfile -t wkt_fbs < <(cd "$root/gen" && { find google -name '*.fbs' 2>/dev/null || true; } | LC_ALL=C sort)
for schema in "${wkt_fbs[@]}" polywire/articles/v1/articles.fbs polywire/bank/v1/bank.fbs polywire/docs/v1/docs.fbs \
	polywire/error/v1/error.fbs polywire/inventory/v1/inventory.fbs polywire/people/v1/people.fbs; do
	if ! (cd "$root/gen" && flatc --ts --gen-object-api -I . -o "$ts/src/gen/fb" "$schema") 2>&1 |
		{ grep -v -e 'field names should be lowercase snake_case' -e '^warning:$' -e '^[[:space:]]*$' || true; } >&2; then
		echo "clients/ts/generate.sh: flatc failed on gen/$schema" >&2
		exit 1
	fi
done
# flatc 2.0.8 writes relative imports without an extension ('./x'), which
# bundlers and tsx accept but Node's ES module loader does not: the
# published package (dist/, compiled with module NodeNext) needs './x.js'.
# flatc has no option for it before 23.x, so the imports are rewritten.
find "$ts/src/gen/fb" -name '*.ts' -exec perl -pi -e "s{( from '\\.{1,2}/[^']*?)(?<!\\.js)'}{\$1.js'}g" {} +
