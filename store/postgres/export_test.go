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
