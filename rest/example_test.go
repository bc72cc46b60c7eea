package rest_test

import (
	"cmp"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/apipb"

	"github.com/polywire/polywire/apierror"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/rest"
)

// Example serves a message from outside polywire's schema (apipb.Api) in
// every format, with compression, an ETag and errors in the negotiated
// format.
func Example() {
	x, err := rest.New(rest.WithCompression(32, contentcoding.Zstd, contentcoding.Gzip), rest.WithMaxBody(1<<20))
	if err != nil {
		log.Fatal(err)
	}
	library := &apipb.Api{Name: "library", Version: "v1", Methods: []*apipb.Method{{Name: "ListBooks"}, {Name: "GetBook"}}}
	mux := http.NewServeMux()
	mux.Handle("GET /apis/{name}", x.Handler(func(r *http.Request) (proto.Message, error) {
		if name := r.PathValue("name"); name != library.Name {
			return nil, apierror.New(apierror.CodeNotFound, "get api: no api named %q", name)
		}
		return library, nil
	}, rest.WithImmutable()))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	for _, c := range []struct{ path, accept, encoding string }{
		{"/apis/library", "application/json", ""},
		{"/apis/library", "application/x-protobuf", "zstd"},
		{"/apis/library", "application/x-flatbuffers", "gzip"},
		{"/apis/library", "application/msgpack", ""},
		{"/apis/library", "application/xml", ""},
		{"/apis/shelf", "application/xml", ""},
		{"/apis/library", "image/png", ""},
	} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+c.path, nil)
		req.Header.Set("Accept", c.accept)
		req.Header.Set("Accept-Encoding", c.encoding) // set, so the client leaves the body compressed
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			fmt.Println(err)
			return
		}
		res.Body.Close()
		fmt.Println(res.StatusCode, res.Header.Get("Content-Type"), cmp.Or(res.Header.Get("Content-Encoding"), "identity"))
	}
	// Output:
	// 200 application/json identity
	// 200 application/x-protobuf zstd
	// 200 application/x-flatbuffers gzip
	// 200 application/msgpack identity
	// 200 application/xml identity
	// 404 application/xml identity
	// 406 application/json identity
}
