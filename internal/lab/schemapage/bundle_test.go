package schemapage

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	labschema "github.com/polywire/polywire/internal/lab/schema"
	"github.com/polywire/polywire/listmsg"
)

func TestBundle(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name    string
		files   map[string]string
		want    string // in the bundle
		wantErr string // in the error, which wraps ErrSchema
	}{
		{name: "relative .js import finds the .ts", files: map[string]string{
			"entry.ts":  `import { twice } from "./lib/a.js"; (globalThis as any).x = twice(2);`,
			"lib/a.ts":  `import { one } from "../b.js"; export function twice(n: number): number { return n * 2 * one; }`,
			"b.ts":      `export const one: number = 1;`,
			"unused.ts": `throw new Error("never bundled");`,
		}, want: "function twice("},
		{name: "syntax error names file and line", files: map[string]string{
			"entry.ts": "const a = 1;\nconst b = ;\n",
		}, wantErr: "entry.ts:2:"},
		{name: "missing file", files: map[string]string{
			"entry.ts": `import { a } from "./gone.js"; console.log(a);`,
		}, wantErr: `import "./gone.js": no file gone.js`},
		{name: "bare import", files: map[string]string{
			"entry.ts": `import * as pb from "protobufjs"; console.log(pb);`,
		}, wantErr: `import "protobufjs": only the generated files can be imported`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			js, err := Bundle(tt.files, "entry.ts")
			if tt.wantErr != "" {
				if err == nil || !errors.Is(err, ErrSchema) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Bundle: %v, want an error wrapping ErrSchema with %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s := string(js); !strings.Contains(s, tt.want) || strings.Contains(s, "never bundled") || strings.Contains(s, ": number") {
				t.Errorf("bundle:\n%s\nwant %q, no unused file and no TypeScript types", s, tt.want)
			}
		})
	}
}

// TestDecodersAndDescriptor generates and bundles polywire-ts for the shop
// schema's list and makes its protobuf.js descriptor.
func TestDecodersAndDescriptor(t *testing.T) {
	t.Parallel()
	d, err := labschema.Load(context.Background(), "bench browser", labschema.Source{
		ProtoPath: []string{"../../../testdata/yourschema"}, Files: []string{"acme/shop/v1/shop.proto"}, Message: "acme.shop.v1.Order",
	}, false, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	list, err := listmsg.Of(d.Message)
	if err != nil {
		t.Fatal(err)
	}
	js, err := Decoders(list)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"polywireSchema", "function decodeOrderList(", "function decodeOrderListFb(", "function decodeOrderListMsgpack("} {
		if !strings.Contains(string(js), want) {
			t.Errorf("decoders bundle (%d bytes) has no %q", len(js), want)
		}
	}
	desc, err := Descriptor(list.ParentFile())
	if err != nil {
		t.Fatal(err)
	}
	var root struct {
		Nested map[string]json.RawMessage `json:"nested"`
	}
	if err := json.Unmarshal(desc, &root); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"acme", "google", "polywire"} {
		if _, ok := root.Nested[pkg]; !ok {
			t.Errorf("descriptor has no package %s: %s", pkg, desc)
		}
	}
	for _, want := range []string{`"refunds":{"edition":"proto3","keyType":"int32","type":".acme.shop.v1.Money","id":7}`,
		`"note":{"edition":"proto3","type":"string","id":10,"options":{"proto3_optional":true}}`,
		`"payment":{"oneof":["card","voucher"]}`, `"warehouseIds":{"edition":"proto3","rule":"repeated","type":"int32","id":5}`} {
		if !strings.Contains(string(desc), want) {
			t.Errorf("descriptor has no %s:\n%s", want, desc)
		}
	}
}
