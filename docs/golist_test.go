package docs

import "testing"

func TestGoTestList(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, cmd, want string
		ok              bool
	}{
		{"run_pattern", "go test -count=1 -run TestSizeTable -v ./internal/server", "go test -list 'TestSizeTable' ./internal/server", true},
		{"run_equals", "go test -run=TestA ./a ./b", "go test -list 'TestA' ./a ./b", true},
		{"every_test", "go test -count=1 ./loadgen", "go test -list '.' ./loadgen", true},
		{"benchmarks_run", "go test -run=NONE -bench=RPCvsREST ./internal/server", "", false},
		{"quoted_pattern_runs", "go test -run '^$' ./x", "", false},
		{"pipe_runs", "go test ./x | tee out", "", false},
		{"no_package", "go test", "", false},
		{"not_go_test", "go vet ./...", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, ok := goTestList(tt.cmd)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("goTestList(%q) = %q, %v; want %q, %v", tt.cmd, got, ok, tt.want, tt.ok)
			}
		})
	}
}
