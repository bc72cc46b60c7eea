package transcode

import (
	"fmt"
	"net/http"
)

// RouteHandler serves binding i of h (in the order of Routes) on its own,
// for a router that matches methods and paths itself: mount each binding at
// its route's pattern (net/http.ServeMux: HTTPMethod+" "+Path for a path
// without variables; a pattern with {wildcards} of your choosing for one
// with them) and the request skips h's routing. The request's path is still
// matched against the binding's template, for its variables: a path the
// template does not match is a 404 error body. The method is not checked:
// the router does that. It panics when i is out of range, as indexing
// Routes would.
func (h *Handler) RouteHandler(i int) http.Handler {
	if i < 0 || i >= len(h.routes) {
		panic(fmt.Sprintf("transcode: RouteHandler(%d) of %d routes", i, len(h.routes)))
	}
	return h.routes[i].handler
}
