package server

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/codec/protocodec"
)

// TestReferenceCodecs checks that Config.ReferenceCodecs (serve -codecs
// reference, the lab's baseline) puts the library paths in the server's
// registry, and that both servers answer the same bytes.
func TestReferenceCodecs(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	fast, err := New(Config{Logger: discardLogger(), DisableCache: true}, data)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := New(Config{Logger: discardLogger(), DisableCache: true, ReferenceCodecs: true}, data)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := ref.codecs.ByName("proto"); c != (protocodec.Codec{Reference: true}) {
		t.Errorf("reference server's proto codec is %#v", c)
	}
	if c, _ := ref.codecs.ByName("json"); c != (jsoncodec.Codec{Reference: true}) {
		t.Errorf("reference server's json codec is %#v", c)
	}
	if c, _ := fast.codecs.ByName("proto"); c != (protocodec.Codec{}) {
		t.Errorf("default server's proto codec is %#v", c)
	}
	for _, accept := range []string{"application/x-protobuf", "application/json", "application/x-flatbuffers"} {
		var bodies [][]byte
		for _, s := range []*Server{fast, ref} {
			req := httptest.NewRequest(http.MethodGet, "/account/1", nil)
			req.Header.Set("Accept", accept)
			rec := httptest.NewRecorder()
			s.Handler().ServeHTTP(rec, req)
			if rec.Code != 200 {
				t.Fatalf("%s: status %d: %s", accept, rec.Code, rec.Body)
			}
			bodies = append(bodies, rec.Body.Bytes())
		}
		if !bytes.Equal(bodies[0], bodies[1]) {
			t.Errorf("%s: fast and reference servers answer different bodies (%d and %d bytes)", accept, len(bodies[0]), len(bodies[1]))
		}
	}
}
