package bench

// UsageError stops a run for something the user can change: Msg says
// what went wrong and Try what to do instead. The polywire command prints
// them as "Error: Msg" and "Try: Try" and exits 1; the client-runtime
// drivers (internal/lab/browser, internal/lab/jvm, through internal/lab/harness) and the load runs return them, worded
// for the command that called them.
type UsageError struct {
	Msg string
	Try string
}

func (e *UsageError) Error() string { return e.Msg }
