#!/usr/bin/env bash
# generate.sh regenerates clients/java/src/gen/java from the schemas every
# other language is generated from (proto/ and its FlatBuffers mirror, the
# gen/polywire/*/v1/*.fbs protoc-gen-fastflat writes in buf generate):
#
#   dev/polywire/gen/pb    protobuf-java, by protoc 4.36.2 (the Maven artifact
#                          com.google.protobuf:protoc, runtime pinned to the
#                          same version in pom.xml)
#   dev/polywire/gen/wire  Square Wire, by wire-compiler 7.1.2 (Java output,
#                          runtime wire-runtime-jvm 7.1.2)
#   dev/polywire/gen/fb    flatc 2.0.8's Java, with the object API
#                          (runtime flatbuffers-java 2.0.8)
#
# The three generators would all write Java classes named Account, People…
# into one package, so each reads a staged copy of the schemas with its own
# Java package: the protos get `option java_package` (and
# java_multiple_files, an outer class named <File>Proto) and the .fbs files
# a prefixed namespace. proto/ and the .fbs stay free of language options, so
# nothing else polywire generates changes.
#
# protoc and wire-compiler are downloaded once from Maven Central into
# .tmp/java-tools and checked against pinned SHA-256 sums; flatc comes from
# Debian (apt-get install -y flatbuffers-compiler). Output is deleted first,
# so running it twice gives the same tree; make checkgenerate fails on drift.
#
# Usage: clients/java/generate.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
java_dir="$root/clients/java"
out="$java_dir/src/gen/java"
tools="$root/.tmp/java-tools"
central="https://repo1.maven.org/maven2"

protoc_version="4.36.2"
protoc_sha256="f6ee22d65361338459208da8bff801c9ca689741cba9187b34990dd45198f864"
wire_version="7.1.2"
wire_sha256="6e1085e9e93e29462860a37d6205fbe5d4a16fbb5529d3f8f1399a372815169c"
want_flatc="2.0.8"

# fetch URL FILE SHA256: downloads once, verifies every time.
fetch() {
	local url="$1" file="$2" sum="$3"
	mkdir -p "$tools"
	if [[ ! -f "$tools/$file" ]]; then
		curl -fsSL --retry 3 -o "$tools/$file.part" "$url"
		mv "$tools/$file.part" "$tools/$file"
	fi
	if ! echo "$sum  $tools/$file" | sha256sum -c --status; then
		echo "clients/java/generate.sh: $file does not match its pinned SHA-256; delete it and retry" >&2
		exit 1
	fi
}

case "$(uname -s)-$(uname -m)" in
Linux-x86_64) ;;
*)
	echo "clients/java/generate.sh: the pinned protoc is linux-x86_64; on $(uname -s)-$(uname -m) change protoc_sha256's classifier" >&2
	exit 1
	;;
esac
have_flatc="$(flatc --version 2>/dev/null | awk '{print $NF}')" || true
if [[ "$have_flatc" != "$want_flatc" ]]; then
	echo "clients/java/generate.sh: flatc $want_flatc required (found '${have_flatc:-none}'):" >&2
	echo "  apt-get install -y flatbuffers-compiler   (Debian 12 bookworm ships flatc $want_flatc)" >&2
	exit 1
fi
fetch "$central/com/google/protobuf/protoc/$protoc_version/protoc-$protoc_version-linux-x86_64.exe" \
	"protoc-$protoc_version-linux-x86_64.exe" "$protoc_sha256"
chmod +x "$tools/protoc-$protoc_version-linux-x86_64.exe"
fetch "$central/com/squareup/wire/wire-compiler/$wire_version/wire-compiler-$wire_version-jar-with-dependencies.jar" \
	"wire-compiler-$wire_version-jar-with-dependencies.jar" "$wire_sha256"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

protos=(polywire/articles/v1/articles.proto polywire/bank/v1/bank.proto polywire/docs/v1/docs.proto
	polywire/error/v1/error.proto polywire/inventory/v1/inventory.proto polywire/people/v1/people.proto)

# stage_protos DIR PREFIX [protoc]: copies proto/ with java_package PREFIX.<pkg>.
stage_protos() {
	local dir="$1" prefix="$2" mode="${3:-}"
	for p in "${protos[@]}"; do
		mkdir -p "$dir/$(dirname "$p")"
		local pkg base outer opts
		pkg="$(sed -n 's/^package \(.*\);$/\1/p' "$root/proto/$p")"
		base="$(basename "$p" .proto)"
		outer="$(tr '[:lower:]' '[:upper:]' <<<"${base:0:1}")${base:1}Proto"
		opts="option java_package = \"$prefix.${pkg#polywire.}\";"
		if [[ "$mode" == protoc ]]; then
			opts="$opts option java_multiple_files = true; option java_outer_classname = \"$outer\";"
		fi
		# Without the seeds' google.api.http rules (only the server reads
		# them): the JVM clients do not link com.google.api.
		sed "s/^package \(.*\);$/package \1; $opts/" "$root/proto/$p" |
			perl -0pe 's/\nimport "google\/api\/annotations\.proto";\n//; s/ \{\n    option \(google\.api\.http\) = \{.*?\n    \};\n  \}/ {}/gs' >"$dir/$p"
	done
}

rm -rf "$out"
mkdir -p "$out"

# protoc from Maven Central is the bare binary, without the well-known
# types' .proto files that an import of google/protobuf/timestamp.proto
# needs: buf (the Makefile's, on PATH) compiles a file importing them all,
# and protoc resolves those imports from that descriptor set (the schemas
# themselves it still reads from the staged files).
mkdir -p "$stage/wkt"
printf 'syntax = "proto3";\npackage polywire.wkt;\n%s\n' \
	"$(printf 'import "google/protobuf/%s.proto";\n' any duration empty field_mask struct timestamp wrappers)" >"$stage/wkt/wkt.proto"
(cd "$stage/wkt" && buf build -o "$stage/wkt.binpb" . 2>&1 | { grep -v 'imported but not used' || true; } >&2)
stage_protos "$stage/pb" dev.polywire.gen.pb protoc
(cd "$stage/pb" && "$tools/protoc-$protoc_version-linux-x86_64.exe" --descriptor_set_in="$stage/wkt.binpb" -I . \
	--java_out="$out" "${protos[@]}")

stage_protos "$stage/wire" dev.polywire.gen.wire
java -jar "$tools/wire-compiler-$wire_version-jar-with-dependencies.jar" \
	--proto_path="$stage/wire" --java_out="$out" "${protos[@]}" >/dev/null

# The mirrors of the well-known types the schemas import
# (google/protobuf/*.fbs) are staged and compiled too, their namespace
# prefixed the same way (dev.polywire.gen.fb.google.protobuf): flatc finds
# google.protobuf.Timestamp from dev.polywire.gen.fb.inventory.v1 by
# trying the enclosing namespaces.
mapfile -t wkt_fbs < <(cd "$root/gen" && { find google -name '*.fbs' 2>/dev/null || true; } | LC_ALL=C sort)
fbs=("${wkt_fbs[@]}" polywire/articles/v1/articles.fbs polywire/bank/v1/bank.fbs polywire/docs/v1/docs.fbs
	polywire/error/v1/error.fbs polywire/inventory/v1/inventory.fbs polywire/people/v1/people.fbs)
for f in "${fbs[@]}"; do
	mkdir -p "$stage/fb/$(dirname "$f")"
	sed 's/^namespace polywire\./namespace dev.polywire.gen.fb./; s/^namespace google\./namespace dev.polywire.gen.fb.google./' \
		"$root/gen/$f" >"$stage/fb/$f"
done
for f in "${fbs[@]}"; do
	# The camelCase warning is the seeds' names, kept on purpose (see scripts/flatc-generate.sh).
	if ! (cd "$stage/fb" && flatc --java --gen-object-api -I . -o "$out" "$f") 2>&1 |
		{ grep -v -e 'field names should be lowercase snake_case' -e '^warning:$' -e '^[[:space:]]*$' || true; } >&2; then
		echo "clients/java/generate.sh: flatc failed on gen/$f" >&2
		exit 1
	fi
done
