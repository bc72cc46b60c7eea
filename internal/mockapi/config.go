package mockapi

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/polywire/polywire/internal/suggest"
	"github.com/polywire/polywire/internal/userschema"
)

// File is a config file (polywire serve -config polywire.yaml): the
// schema, the routes, and the options -skip-bad and -builtin-routes.
//
//	schema:
//	  proto_path: [proto]               # a list, or one directory
//	  files: [acme/shop/v1/shop.proto]  # relative to proto_path
//	  # descriptor_set: shop.binpb      # instead of proto_path and files
//	skip_bad: false
//	builtin_routes: false              # seed_routes, its old name, works too
//	routes:
//	  - GET /orders=orders.jsonl:acme.shop.v1.Order   # as -route writes it
//	  - method: GET                                   # or spelled out
//	    path: /orders/{id}
//	    data: orders.jsonl
//	    message: acme.shop.v1.Order
//	  - POST /orders=:acme.shop.v1.Order
//	  - POST /v1/orders=rpc:acme.shop.v1.OrderService/PlaceOrder
//	  - method: POST                                  # the same spelled out
//	    path: /v2/orders
//	    rpc: acme.shop.v1.OrderService/PlaceOrder
//	  - RPC acme.shop.v1.OrderService/GetOrder=orders.jsonl  # what a method answers
//	  - method: RPC
//	    path: acme.shop.v1.OrderService/PlaceOrder
//	    data: generate                                # or echo, empty, a data file
//
// Relative paths (proto_path, descriptor_set, data) are relative to the
// file's directory. A key it does not know is an error naming its line.
type File struct {
	Schema        userschema.Source
	Routes        []RouteSpec
	SkipBad       bool
	BuiltinRoutes bool
}

// ExampleFile is a config to start from (serve's usage shows it).
const ExampleFile = `schema:
  proto_path: [testdata/yourschema]
  files: [acme/shop/v1/shop.proto]
routes:
  - GET /orders=testdata/yourschema/orders.jsonl:acme.shop.v1.Order
  - GET /orders/{id}=testdata/yourschema/orders.jsonl:acme.shop.v1.Order
  - POST /orders=:acme.shop.v1.Order
`

// ReadFile reads a config file. Its errors are *userschema.Error values
// with file:line.
func ReadFile(path string) (*File, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, &userschema.Error{Msg: fmt.Sprintf("config: %v", err), Try: "-config polywire.yaml, a file such as:\n" + ExampleFile}
	}
	return parseFile(path, raw)
}

// parseFile parses a config's bytes; path names it in errors and roots
// its relative paths.
func parseFile(path string, raw []byte) (*File, error) {
	dir := filepath.Dir(path)
	at := func(n *yaml.Node, format string, args ...any) error {
		return &userschema.Error{Msg: fmt.Sprintf("%s:%d: %s", path, n.Line, fmt.Sprintf(format, args...)), Try: "fix that line; a config looks like:\n" + ExampleFile}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		var te *yaml.TypeError
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		if errors.As(err, &te) && len(te.Errors) > 0 {
			msg = te.Errors[0]
		}
		return nil, &userschema.Error{Msg: fmt.Sprintf("%s: %s", path, msg), Try: "fix the YAML there; a config looks like:\n" + ExampleFile}
	}
	f := &File{}
	if len(doc.Content) == 0 {
		return nil, &userschema.Error{Msg: path + ": empty config", Try: "a config looks like:\n" + ExampleFile}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, at(root, "want a mapping with schema and routes")
	}
	rel := func(p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if k := root.Content[i]; k.Value == "seed_routes" {
			k.Value = "builtin_routes" // its name before issue 26; configs that use it still work
		}
	}
	err := eachKey(root, []string{"schema", "routes", "skip_bad", "builtin_routes"}, at, func(key string, v *yaml.Node) error {
		switch key {
		case "skip_bad":
			return decodeScalar(v, &f.SkipBad, at)
		case "builtin_routes":
			return decodeScalar(v, &f.BuiltinRoutes, at)
		case "schema":
			if v.Kind != yaml.MappingNode {
				return at(v, "schema: want a mapping with proto_path and files, or descriptor_set")
			}
			return eachKey(v, []string{"proto_path", "files", "descriptor_set"}, at, func(key string, v *yaml.Node) error {
				switch key {
				case "proto_path":
					l, err := stringList(v, at)
					for _, p := range l {
						f.Schema.ProtoPath = append(f.Schema.ProtoPath, rel(p))
					}
					return err
				case "files":
					l, err := stringList(v, at)
					f.Schema.Files = append(f.Schema.Files, l...)
					return err
				default:
					var s string
					err := decodeScalar(v, &s, at)
					f.Schema.DescriptorSet = rel(s)
					return err
				}
			})
		default:
			if v.Kind != yaml.SequenceNode {
				return at(v, "routes: want a list of routes")
			}
			for _, item := range v.Content {
				spec, err := parseRouteNode(item, at)
				if err != nil {
					return err
				}
				spec.Where = fmt.Sprintf("%s:%d", path, item.Line)
				if spec.Method != MethodRPC || !isAnswerWord(spec.Data) {
					spec.Data = rel(spec.Data)
				}
				f.Routes = append(f.Routes, spec)
			}
			return nil
		}
	})
	if err != nil {
		return nil, err
	}
	if len(f.Routes) == 0 {
		return nil, at(root, "no routes")
	}
	if f.Schema.DescriptorSet == "" && len(f.Schema.ProtoPath) == 0 && len(f.Schema.Files) > 0 {
		f.Schema.ProtoPath = []string{dir} // files are relative to the config's directory
	}
	return f, nil
}

// parseRouteNode reads one route: a -route string or a mapping.
func parseRouteNode(n *yaml.Node, at func(*yaml.Node, string, ...any) error) (RouteSpec, error) {
	if n.Kind == yaml.ScalarNode {
		spec, err := ParseRoute(n.Value)
		if err != nil {
			var ue *userschema.Error
			if errors.As(err, &ue) {
				return spec, &userschema.Error{Msg: fmt.Sprintf("%s at line %d", ue.Msg, n.Line), Try: ue.Try}
			}
		}
		return spec, err
	}
	if n.Kind != yaml.MappingNode {
		return RouteSpec{}, at(n, "a route is a string (GET /orders=orders.jsonl:acme.shop.v1.Order) or a mapping with method, path, data, message")
	}
	var spec RouteSpec
	err := eachKey(n, []string{"method", "path", "data", "message", "rpc"}, at, func(key string, v *yaml.Node) error {
		p := map[string]*string{"method": &spec.Method, "path": &spec.Path, "data": &spec.Data, "message": &spec.Message, "rpc": &spec.Call}[key]
		return decodeScalar(v, p, at)
	})
	if err != nil {
		return spec, err
	}
	spec.Method = strings.ToUpper(spec.Method)
	spec.Call = strings.TrimPrefix(spec.Call, "/")
	if spec.Method == MethodRPC {
		spec.Path = strings.TrimPrefix(spec.Path, "/")
	}
	if e := spec.check(); e != nil {
		return spec, at(n, "route %s: %s", spec, e.Msg)
	}
	return spec, nil
}

// eachKey calls fn for each key of mapping n, refusing keys not in known
// and keys given twice.
func eachKey(n *yaml.Node, known []string, at func(*yaml.Node, string, ...any) error, fn func(key string, v *yaml.Node) error) error {
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !slices.Contains(known, k.Value) {
			msg := fmt.Sprintf("unknown key %q (known here: %s)", k.Value, strings.Join(known, ", "))
			if near := suggest.Nearest(k.Value, known, 1); len(near) > 0 {
				msg = fmt.Sprintf("unknown key %q; did you mean %q? (known here: %s)", k.Value, near[0], strings.Join(known, ", "))
			}
			return at(k, "%s", msg)
		}
		if seen[k.Value] {
			return at(k, "key %q given twice", k.Value)
		}
		seen[k.Value] = true
		if err := fn(k.Value, v); err != nil {
			return err
		}
	}
	return nil
}

func decodeScalar[T any](n *yaml.Node, v *T, at func(*yaml.Node, string, ...any) error) error {
	if n.Kind != yaml.ScalarNode {
		return at(n, "want a single value, not a %s", kindName(n.Kind))
	}
	if err := n.Decode(v); err != nil {
		return at(n, "%v", strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:\n  "))
	}
	return nil
}

// stringList reads a list of strings, or one string.
func stringList(n *yaml.Node, at func(*yaml.Node, string, ...any) error) ([]string, error) {
	if n.Kind == yaml.ScalarNode {
		return []string{n.Value}, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, at(n, "want a list of strings")
	}
	var out []string
	for _, c := range n.Content {
		var s string
		if err := decodeScalar(c, &s, at); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func kindName(k yaml.Kind) string {
	switch k {
	case yaml.SequenceNode:
		return "list"
	case yaml.MappingNode:
		return "mapping"
	case yaml.AliasNode:
		return "alias"
	}
	return "value"
}
