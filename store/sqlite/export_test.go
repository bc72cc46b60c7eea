package sqlite

// Entered is how many writes have entered s's queue so far: those the
// writer has taken off it and those waiting in it. A write being taken is
// briefly in neither, so Entered may lag, never lead.
func Entered(s *Store) int64 { return s.received.Load() + int64(len(s.queue)) }

// Closing reports whether Close has begun (new writes fail from then on).
func Closing(s *Store) bool { return s.closed.Load() }
