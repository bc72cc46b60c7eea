package connectcodec_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	"github.com/polywire/polywire/codec/formats"
	"github.com/polywire/polywire/codec/jsoncodec"
	"github.com/polywire/polywire/connectcodec"
	"github.com/polywire/polywire/contentcoding"
	"github.com/polywire/polywire/dataset"
	bankv1 "github.com/polywire/polywire/gen/polywire/bank/v1"
)

func TestCodec(t *testing.T) {
	t.Parallel()
	msg := dataset.Document()
	binary := map[string]bool{"json": false, "xml": false, "proto": true, "msgpack": true, "flatbuffers": true}
	for _, c := range formats.Registry().Codecs() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			a := connectcodec.New(c)
			want, err := c.Marshal(nil, msg)
			if err != nil {
				t.Fatal(err)
			}
			if a.Name() != c.Name() {
				t.Errorf("Name() = %q, want %q", a.Name(), c.Name())
			}
			got, err := a.Marshal(msg)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("Marshal: %v; equal to the codec's: %t", err, bytes.Equal(got, want))
			}
			stable, err := a.MarshalStable(msg)
			if err != nil || !bytes.Equal(stable, want) {
				t.Errorf("MarshalStable: %v; equal to the codec's: %t", err, bytes.Equal(stable, want))
			}
			appended, err := a.MarshalAppend([]byte("prefix"), msg)
			if err != nil || !bytes.Equal(appended, append([]byte("prefix"), want...)) {
				t.Errorf("MarshalAppend: %v; prefix and encoding kept: %t", err, bytes.Equal(appended, append([]byte("prefix"), want...)))
			}
			if a.IsBinary() != binary[c.Name()] {
				t.Errorf("IsBinary() = %t", a.IsBinary())
			}
			back := msg.ProtoReflect().New().Interface()
			if err := a.Unmarshal(want, back); err != nil || !proto.Equal(back, msg) {
				t.Errorf("Unmarshal: %v; round trip equal: %t", err, proto.Equal(back, msg))
			}
			if _, err := a.Marshal("not a message"); err == nil {
				t.Error("Marshal(string) succeeded")
			}
			if err := a.Unmarshal(want, new(int)); err == nil {
				t.Error("Unmarshal into *int succeeded")
			}
		})
	}
}

// TestJSONUnknownFields: RPC JSON ignores unknown fields as connect's own
// codec does, while REST's jsoncodec refuses them; malformed input is
// still an error.
func TestJSONUnknownFields(t *testing.T) {
	t.Parallel()
	a := connectcodec.New(jsoncodec.Codec{})
	for _, tc := range []struct {
		name, in string
		ok       bool
		id       uint64
	}{
		{"known", `{"accountId":"7"}`, true, 7},
		{"unknown_field", `{"accountId":"7","addedLater":{"x":[1,2]}}`, true, 7},
		{"malformed", `{"accountId":`, false, 0},
		{"wrong_type", `{"accountId":true}`, false, 0},
		{"empty", ``, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			m := &bankv1.GetAccountRequest{}
			err := a.Unmarshal([]byte(tc.in), m)
			if (err == nil) != tc.ok || m.GetAccountId() != tc.id {
				t.Fatalf("Unmarshal(%s) = %v, id %d", tc.in, err, m.GetAccountId())
			}
		})
	}
	if err := (jsoncodec.Codec{}).Unmarshal([]byte(`{"accountId":"7","addedLater":1}`), &bankv1.GetAccountRequest{}); err == nil {
		t.Error("jsoncodec (REST) accepted an unknown field")
	}
}

// TestCompression: each coding's compressor writes what the REST encoder
// writes, its decompressor reads it back, and a bomb stops at the limit
// with resource_exhausted, as connect reads it (at most limit+1 bytes).
func TestCompression(t *testing.T) {
	t.Parallel()
	enc, err := contentcoding.NewEncoder(contentcoding.DefaultLevels)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 64 << 10
	small := []byte(strings.Repeat("polywire ", 1000))
	bomb := make([]byte, 8<<20) // zeros: a few KB compressed
	for _, c := range connectcodec.Codings {
		t.Run(string(c), func(t *testing.T) {
			t.Parallel()
			z := connectcodec.NewCompressor(enc, c)
			d := connectcodec.NewDecompressor(c, limit)
			for range 2 { // the second time through, pooled state is reused
				var wire bytes.Buffer
				z.Reset(&wire)
				if _, err := z.Write(small); err != nil {
					t.Fatal(err)
				}
				if err := z.Close(); err != nil {
					t.Fatal(err)
				}
				want, _ := enc.Append(nil, small, c)
				if !bytes.Equal(wire.Bytes(), want) {
					t.Errorf("compressed %d bytes, the REST encoder %d", wire.Len(), len(want))
				}
				if err := d.Reset(&wire); err != nil {
					t.Fatal(err)
				}
				got, err := io.ReadAll(io.LimitReader(d, limit+1))
				if err != nil || !bytes.Equal(got, small) {
					t.Errorf("decompress: %v; round trip equal: %t", err, bytes.Equal(got, small))
				}
				_ = d.Close()
			}
			packed, _ := enc.Append(nil, bomb, c)
			_ = d.Reset(bytes.NewReader(packed))
			n, err := io.Copy(io.Discard, d) // what connect does past its own limit
			var ce *connect.Error
			if !errors.As(err, &ce) || ce.Code() != connect.CodeResourceExhausted || n != 0 {
				t.Fatalf("bomb of %d bytes (%d compressed): read %d, %v; want resource_exhausted", len(bomb), len(packed), n, err)
			}
			unlimited := connectcodec.NewDecompressor(c, 0)
			_ = unlimited.Reset(bytes.NewReader(packed))
			if got, err := io.ReadAll(unlimited); err != nil || len(got) != len(bomb) {
				t.Errorf("no limit: read %d of %d, %v", len(got), len(bomb), err)
			}
		})
	}
}
