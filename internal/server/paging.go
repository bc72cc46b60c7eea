package server

import (
	"github.com/polywire/polywire/rest"
	"github.com/polywire/polywire/store"
)

// Paging of saved documents (seed 003's default limit) and posted people:
// one rule each (rest.PageRule), applied alike to the REST query and to the
// RPC's fields.
const (
	DefaultDocumentsLimit = 10
	MaxDocumentsLimit     = store.MaxListLimit
	DefaultPeopleLimit    = 1000
	MaxPeopleLimit        = 50_000
)

var (
	documentsPaging = rest.PageRule{Default: DefaultDocumentsLimit, Max: MaxDocumentsLimit}
	peoplePaging    = rest.PageRule{Default: DefaultPeopleLimit, Max: MaxPeopleLimit}
)
