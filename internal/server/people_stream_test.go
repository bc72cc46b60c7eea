package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	peoplev1 "github.com/polywire/polywire/gen/polywire/people/v1"
	"github.com/polywire/polywire/gen/polywire/people/v1/peoplev1connect"
)

// TestStreamPeople: seed 004's streaming read answers the dataset's people
// in order over REST (NDJSON and enveloped Protobuf, per
// docs/STREAMING.md) and over gRPC and Connect, limit bounds it, and a
// negative limit is a 400 naming the field before any item.
func TestStreamPeople(t *testing.T) {
	t.Parallel()
	data := mustData(t, generatedData)
	base := startServer(t, Config{}, data)
	want := data.People.GetPerson()
	const limit = 25

	t.Run("ndjson", func(t *testing.T) {
		t.Parallel()
		r := do(t, newClient(t, protocols[0]), http.MethodGet, fmt.Sprintf("%s/people:stream?limit=%d", base, limit),
			http.Header{"Accept": {"application/x-ndjson"}}, nil)
		if r.StatusCode != http.StatusOK || r.Header.Get("Content-Type") != "application/x-ndjson" {
			t.Fatalf("status %d, Content-Type %q: %s", r.StatusCode, r.Header.Get("Content-Type"), r.body)
		}
		var got []*peoplev1.Person
		sc := bufio.NewScanner(bytes.NewReader(r.body))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			p := &peoplev1.Person{}
			if err := protojson.Unmarshal(sc.Bytes(), p); err != nil {
				t.Fatalf("line %d: %v: %s", len(got), err, sc.Bytes())
			}
			got = append(got, p)
		}
		checkPersons(t, got, want[:limit])
	})
	t.Run("protobuf_envelopes_h2c", func(t *testing.T) {
		t.Parallel()
		r := do(t, newClient(t, protocols[1]), http.MethodGet, base+"/people:stream",
			http.Header{"Accept": {"application/x-protobuf"}}, nil)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", r.StatusCode, r.body)
		}
		var got []*peoplev1.Person
		b := r.body
		for {
			if len(b) < 5 {
				t.Fatalf("stream ends without an end frame after %d persons", len(got))
			}
			flag, n := b[0], binary.BigEndian.Uint32(b[1:5])
			payload := b[5 : 5+n]
			b = b[5+n:]
			if flag == 2 {
				if n != 0 || len(b) != 0 {
					t.Fatalf("end frame of %d bytes, %d bytes after it", n, len(b))
				}
				break
			}
			p := &peoplev1.Person{}
			if err := proto.Unmarshal(payload, p); err != nil {
				t.Fatal(err)
			}
			got = append(got, p)
		}
		checkPersons(t, got, want)
	})
	t.Run("negative_limit", func(t *testing.T) {
		t.Parallel()
		r := do(t, newClient(t, protocols[0]), http.MethodGet, base+"/people:stream?limit=-1",
			http.Header{"Accept": {"application/x-ndjson"}}, nil)
		if e := decodeError(t, r); r.StatusCode != http.StatusBadRequest || len(e.Violations) != 1 || e.Violations[0].Field != "limit" {
			t.Fatalf("status %d, error %+v", r.StatusCode, e)
		}
	})
	for _, rpc := range []struct {
		name string
		opts []connect.ClientOption
	}{{"grpc", []connect.ClientOption{connect.WithGRPC()}}, {"connect", nil}} {
		t.Run(rpc.name, func(t *testing.T) {
			t.Parallel()
			c := peoplev1connect.NewPeopleServiceClient(h2cClient(t), base, rpc.opts...)
			st, err := c.StreamPeople(context.Background(), connect.NewRequest(&peoplev1.StreamPeopleRequest{Limit: limit}))
			if err != nil {
				t.Fatal(err)
			}
			var got []*peoplev1.Person
			for st.Receive() {
				got = append(got, st.Msg())
			}
			if err := st.Err(); err != nil && !errors.Is(err, io.EOF) {
				t.Fatal(err)
			}
			checkPersons(t, got, want[:limit])
		})
	}
}

func checkPersons(t *testing.T, got, want []*peoplev1.Person) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d persons, want %d", len(got), len(want))
	}
	for i := range want {
		if !proto.Equal(got[i], want[i]) {
			t.Fatalf("person %d: %v, want %v", i, got[i], want[i])
		}
	}
}
