package transcode

import (
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/rest"
)

// WithMethodOptions gives every binding of method (its full name,
// "pkg.Service.Method") the rest handler options opts, as a hand-written
// rest.Exchange handler would take them: rest.WithStatus for a success
// status other than 200 (201 for a create), rest.WithImmutable or
// rest.WithETag for ETags and 304s, rest.WithGate to check a token before
// the body is read, a rest.MaxBodyOption for its own body cap. Given more
// than once for a method, the options add up, in order.
func WithMethodOptions(method protoreflect.FullName, opts ...rest.HandlerOption) Option {
	return func(c *config) {
		if c.methodOpts == nil {
			c.methodOpts = map[protoreflect.FullName][]rest.HandlerOption{}
		}
		c.methodOpts[method] = append(c.methodOpts[method], opts...)
	}
}
