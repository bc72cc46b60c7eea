package main

import (
	"strings"
	"testing"
)

func TestSummarize(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		opt      options // the zero value: label "go test"
		code     int
		want     []string
	}{
		{
			name: "skips_listed_at_the_end",
			in: `{"Action":"start","Package":"p"}
{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"output","Package":"p","Test":"TestA","Output":"    a_test.go:9: needs flatc: apt-get install flatbuffers-compiler\n"}
{"Action":"output","Package":"p","Test":"TestA","Output":"--- SKIP: TestA (0.00s)\n"}
{"Action":"skip","Package":"p","Test":"TestA"}
{"Action":"pass","Package":"p","Test":"TestB"}
{"Action":"pass","Package":"p","Elapsed":1.5}
`,
			want: []string{"ok   p", "1 skipped", "SKIP p TestA: a_test.go:9: needs flatc: apt-get install flatbuffers-compiler", "PASS go test: 1 tests passed, 0 failed, 1 skipped"},
		},
		{
			name: "failure_output",
			in: `{"Action":"start","Package":"p"}
{"Action":"output","Package":"p","Test":"TestC","Output":"    c_test.go:3: got 2, want 3\n"}
{"Action":"fail","Package":"p","Test":"TestC"}
{"Action":"fail","Package":"p","Elapsed":0.1}
`,
			code: 1,
			want: []string{"--- FAIL p TestC", "got 2, want 3", "FAIL p", "FAIL go test: 0 tests passed, 1 failed"},
		},
		{
			name: "subtest_failure_output",
			in: `{"Action":"start","Package":"p"}
{"Action":"output","Package":"p","Test":"TestD","Output":"=== RUN   TestD\n"}
{"Action":"output","Package":"p","Test":"TestD/a/line:7","Output":"    d_test.go:9: exited with status 1\n"}
{"Action":"fail","Package":"p","Test":"TestD/a/line:7"}
{"Action":"output","Package":"p","Test":"TestD/a","Output":"--- FAIL: TestD/a (1.00s)\n"}
{"Action":"fail","Package":"p","Test":"TestD/a"}
{"Action":"output","Package":"p","Test":"TestD","Output":"    d_test.go:20: ran 3 lines\n"}
{"Action":"fail","Package":"p","Test":"TestD"}
{"Action":"fail","Package":"p","Elapsed":0.1}
`,
			code: 1,
			want: []string{"--- FAIL p TestD/a/line:7", "exited with status 1", "--- FAIL p TestD\n", "ran 3 lines", "FAIL p", "0 tests passed, 3 failed"},
		},
		{
			name: "no_tests_ran",
			opt:  options{label: "go test -race", requireTests: true},
			in: `{"Action":"start","Package":"p"}
{"Action":"output","Package":"p","Output":"testing: warning: no tests to run\n"}
{"Action":"pass","Package":"p","Elapsed":0.1}
`,
			code: 1,
			want: []string{"FAIL p", "ran no test", "FAIL go test -race: 0 tests passed, 0 failed, 0 skipped; 1 packages failed"},
		},
		{
			name: "build_failure",
			in: `{"ImportPath":"p [p.test]","Action":"build-output","Output":"p/x.go:1: syntax error\n"}
{"ImportPath":"p [p.test]","Action":"build-fail"}
`,
			code: 1,
			want: []string{"FAIL p [p.test] [build failed]", "syntax error", "1 builds failed"},
		},
		{
			name: "crash_without_result",
			in: `{"Action":"start","Package":"p"}
{"Action":"run","Package":"p","Test":"TestD"}
`,
			code: 1,
			want: []string{"FAIL p: no result"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var out strings.Builder
			if tt.opt.label == "" {
				tt.opt.label = "go test"
			}
			if code := summarize(strings.NewReader(tt.in), &out, tt.opt); code != tt.code {
				t.Fatalf("exit %d, want %d:\n%s", code, tt.code, out.String())
			}
			rest := out.String()
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("output lacks %q (in order):\n%s", w, out.String())
				}
				rest = rest[i+len(w):]
			}
		})
	}
}
