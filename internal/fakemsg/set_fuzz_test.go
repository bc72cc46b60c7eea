package fakemsg

import (
	"context"
	"errors"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/polywire/polywire/internal/userschema"
)

// FuzzSets feeds arbitrary -set-file contents and -set arguments to the
// overrides' reader and checker: they return Sets or a *SetError, never
// panic, and overrides they accept fill messages that encode.
func FuzzSets(f *testing.F) {
	f.Add([]byte("status: STATUS_PAID\nitems.quantity: [1, 2, 3]\nitems.price: {currency: EUR}\n"), "labels=a|b")
	f.Add([]byte(`{"card.brand": "visa", "created_at": "2026-01-02T15:04:05Z"}`), `refunds={"units":"3"}`)
	f.Add([]byte("scalars.raw: base64:AQ==\nwkt.any: {\"@type\": \"type.googleapis.com/fakemsg.test.kinds.Scalars\"}\n"), "tree.left.left.name=x")
	f.Add([]byte("a: &x 1\nb: *x\n"), `maps.s32=COLOR_RED\|x`)
	f.Add([]byte("- 1\n"), "=")
	ctx := context.Background()
	shop, err := userschema.Load(ctx, userschema.Source{ProtoPath: []string{"../../testdata/yourschema"}, Files: []string{"acme/shop/v1/shop.proto"}})
	if err != nil {
		f.Fatal(err)
	}
	kinds, err := userschema.Load(ctx, userschema.Source{ProtoPath: []string{"testdata"}, Files: []string{"kinds.proto"}})
	if err != nil {
		f.Fatal(err)
	}
	var mds []protoreflect.MessageDescriptor
	for _, x := range []struct {
		s    *userschema.Schema
		name string
	}{{shop, "acme.shop.v1.Order"}, {kinds, "fakemsg.test.kinds.Everything"}} {
		md, err := x.s.Message(x.name)
		if err != nil {
			f.Fatal(err)
		}
		mds = append(mds, md)
	}
	f.Fuzz(func(t *testing.T, file []byte, arg string) {
		sets, err := parseSets("f.yaml", file)
		var se *SetError
		if err != nil && !errors.As(err, &se) {
			t.Fatalf("parseSets: error of type %T: %v", err, err)
		}
		if s, err := ParseSet(arg); err == nil {
			sets = append(sets, s)
		} else if !errors.As(err, &se) {
			t.Fatalf("ParseSet: error of type %T: %v", err, err)
		}
		for _, md := range mds {
			o, err := NewOverrides(md, sets)
			if err != nil {
				if !errors.As(err, &se) {
					t.Fatalf("NewOverrides: error of type %T: %v", err, err)
				}
				continue
			}
			opt := DefaultOptions(1)
			opt.Overrides = o
			g := New(opt)
			for range 2 {
				if _, err := proto.Marshal(g.Message(md)); err != nil {
					t.Fatalf("a message filled with %+v does not encode: %v", sets, err)
				}
			}
		}
	})
}
