package pwtsgen

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"google.golang.org/protobuf/compiler/protogen"
)

// asciiCasesLine is a runtime source's placeholder for the short-string
// switch: "// @ascii-cases 0-32" stands for case 0 to case 32.
var asciiCasesLine = regexp.MustCompile(`(?m)^( *)// @ascii-cases (\d+)-(\d+).*\n`)

// expandASCIICases writes out every "@ascii-cases A-B" line of an embedded
// runtime (pwts_runtime.ts, pwfb_runtime.ts, pwmp_runtime.ts) as a case
// per length, each one String.fromCharCode call with the bytes as
// arguments: the short-string path all three share, kept in one place
// here instead of typed out three times.
func expandASCIICases(src string) string {
	return asciiCasesLine.ReplaceAllStringFunc(src, func(line string) string {
		m := asciiCasesLine.FindStringSubmatch(line)
		indent := m[1]
		lo, _ := strconv.Atoi(m[2])
		hi, _ := strconv.Atoi(m[3])
		var b strings.Builder
		for n := lo; n <= hi; n++ {
			if n == 0 {
				fmt.Fprintf(&b, "%scase 0: return \"\";\n", indent)
				continue
			}
			args := make([]string, n)
			for i := range args {
				if i == 0 {
					args[i] = "buf[p]!"
				} else {
					args[i] = fmt.Sprintf("buf[p + %d]!", i)
				}
			}
			fmt.Fprintf(&b, "%scase %d: return String.fromCharCode(%s);\n", indent, n, strings.Join(args, ", "))
		}
		return b.String()
	})
}

// writeImports writes one import line per module of imports (module path
// -> names), modules and names sorted — a name's "type " prefix does not
// count — so a file's imports are byte-stable between runs.
func writeImports(out *protogen.GeneratedFile, imports map[string]map[string]bool) {
	specs := make([]string, 0, len(imports))
	for s := range imports {
		specs = append(specs, s)
	}
	slices.Sort(specs)
	for _, s := range specs {
		names := make([]string, 0, len(imports[s]))
		for n := range imports[s] {
			names = append(names, n)
		}
		slices.SortFunc(names, func(a, b string) int {
			return strings.Compare(strings.TrimPrefix(a, "type "), strings.TrimPrefix(b, "type "))
		})
		out.P("import { ", strings.Join(names, ", "), " } from \"", s, "\";")
	}
}
