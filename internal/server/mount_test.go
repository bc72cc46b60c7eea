package server

import (
	"net/http"
	"strings"
	"testing"
)

func TestPathsOverlap(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b string
		want bool
	}{
		{"/orders", "/orders", true},
		{"/orders", "/orders/{id}", false},
		{"/orders/{id}", "/orders/{name}", true},
		{"/people/{id}", "/people/posted", true},
		{"/accounts", "/account/{accountId}", false},
		{"/lab/x", "/lab/{file...}", true},
		{"/labs", "/lab", false},
		{"/a/{x}/b", "/a/c/d", false},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.a+"_"+tt.b, "/", "_"), func(t *testing.T) {
			t.Parallel()
			if got := PathsOverlap(tt.a, tt.b); got != tt.want {
				t.Errorf("PathsOverlap(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

func TestCheckAPIRoutes(t *testing.T) {
	t.Parallel()
	builtin := []route{{method: http.MethodGet, path: "/people"}, {method: http.MethodGet, path: "/people/posted"}}
	tests := []struct {
		name  string
		api   []APIRoute
		error string // "" for none
	}{
		{"distinct", []APIRoute{{Method: "GET", Path: "/orders"}, {Method: "GET", Path: "/orders/{id}"}, {Method: "POST", Path: "/orders"}}, ""},
		{"post_beside_seed_get", []APIRoute{{Method: "POST", Path: "/people/{id}"}}, ""},
		{"builtin_route", []APIRoute{{Method: "GET", Path: "/people"}}, "conflicts with the built-in route GET /people"},
		{"shadowing_builtin_route", []APIRoute{{Method: "GET", Path: "/people/{id}"}}, "conflicts with the built-in route GET /people/posted"},
		{"server_path", []APIRoute{{Method: "GET", Path: "/metrics"}}, "/metrics is the server's own"},
		{"lab_file", []APIRoute{{Method: "GET", Path: "/lab/{x}"}}, "/lab is the server's own"},
		{"docs_page", []APIRoute{{Method: "GET", Path: "/docs"}}, "/docs is the server's own"},
		{"docs_file", []APIRoute{{Method: "GET", Path: "/docs/{x}"}}, "/docs is the server's own"},
		{"each_other", []APIRoute{{Method: "GET", Path: "/o/{id}"}, {Method: "GET", Path: "/o/{n}"}}, "conflicts with route GET /o/{id}"},
		{"trailing_slash", []APIRoute{{Method: "GET", Path: "/orders/"}}, "does not end with one"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := checkAPIRoutes(tt.api, builtin)
			switch {
			case tt.error == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tt.error != "" && (err == nil || !strings.Contains(err.Error(), tt.error)):
				t.Fatalf("error %v, want one containing %q", err, tt.error)
			}
		})
	}
}
