package rest

import (
	"log/slog"
	"slices"

	"github.com/polywire/polywire/contentcoding"
)

// Codings are the content codings the exchange offers for responses, in
// its order of preference (identity, always acceptable, not included);
// none when compression is off. A handler that writes its own body (a
// stream, say) negotiates Accept-Encoding among these, as the exchange
// does for bodies.
func (x *Exchange) Codings() []contentcoding.Coding {
	if x.encoder == nil {
		return nil
	}
	return slices.Clone(x.codings)
}

// Logger is where the exchange logs internal errors and panics.
func (x *Exchange) Logger() *slog.Logger { return x.log }
