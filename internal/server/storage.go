package server

import (
	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/store"
)

// What the operations that write and list (documents, posted people) share
// about the store: its absence. Its failures in the error model are
// store.APIError, new ids store.NewID.

func (s *Server) requireStore() (store.Store, error) {
	if s.store == nil {
		return nil, apierror.New(apierror.CodeUnavailable, "no store is configured")
	}
	return s.store, nil
}
