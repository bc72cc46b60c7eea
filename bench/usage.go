package bench

// UsageError stops a run for something the user can change: Msg says
// what went wrong and Try what to do instead. The polywire command prints
// them as "Error: Msg" and "Try: Try" and exits 1; the load runs and the
// drivers of the browser and JVM clients return them, worded for the
// command that called them.
type UsageError struct {
	Msg string
	Try string
}

func (e *UsageError) Error() string { return e.Msg }
