package postgres

import "context"

// HoldConn takes one of s's connections until release is called, for
// tests of an exhausted pool.
func HoldConn(ctx context.Context, s *Store) (release func(), err error) {
	c, err := s.pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	return c.Release, nil
}

// AcceptedDocuments is how many saves s's group commit has queued so far
// (0 without group commit).
func AcceptedDocuments(s *Store) int64 {
	if s.writers == nil {
		return 0
	}
	return s.writers.docs.accepted.Load()
}

// AcceptedAppends is the same for AppendPeople.
func AcceptedAppends(s *Store) int64 {
	if s.writers == nil {
		return 0
	}
	return s.writers.people.accepted.Load()
}
