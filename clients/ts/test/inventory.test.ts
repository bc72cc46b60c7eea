// The inventory schema's shapes in the TypeScript readers, on the golden
// vector inventory_small (testdata/vectors): a map read by key, oneof
// members set to their zero value present (not undefined or null), a
// Timestamp in its proto3 JSON form, and two members of one oneof refused.
// vectors.test.ts compares every decoder's whole value with protobuf-es's;
// this names the properties one by one.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ByteBuffer } from "flatbuffers";
import { fbRoot } from "../src/fb.js";
import { verifyFlatBuffer } from "../src/fbverify.js";
import { ListProductsResponse as FbList } from "../src/gen/fb/inventory_generated.js";
import type { AttrsEntry } from "../src/gen/fb/inventory_generated.js";
import type { ListProductsResponse, Product } from "../src/gen/pwts/polywire/inventory/v1/inventory_pwts.js";
import { PWFB, PWMP, PWTS, PolywireDecodeError } from "../src/pwts.js";
import { SCHEMAS } from "../src/schema.js";
import { readVector } from "./vectors.js";

const TYPE = "polywire.inventory.v1.ListProductsResponse";

const decoded: Record<string, ListProductsResponse> = {
  "polywire-ts (Protobuf)": PWTS[TYPE].decode(readVector("inventory_small.pb")) as ListProductsResponse,
  "polywire-ts flatbuffers": PWFB[TYPE].decode(readVector("inventory_small.fb")) as ListProductsResponse,
  "polywire-ts msgpack": PWMP[TYPE].decode(readVector("inventory_small.msgpack")) as ListProductsResponse,
};

describe("inventory_small in polywire-ts's three readers", () => {
  for (const [name, page] of Object.entries(decoded)) {
    test(`${name}: the map by key, the zero-valued oneof members present, Timestamps as RFC 3339`, () => {
      const [widget, retired, bolt, lamp, unannounced] = page.products as [Product, Product, Product, Product, Product];
      assert.equal(widget.attrs[""], "empty key");
      assert.equal(widget.attrs["alpha"], "");
      assert.equal(widget.attrs["é"], "accent");
      assert.equal(widget.attrs["missing"], undefined);
      assert.deepEqual(Object.keys(widget.attrs).sort(), ["", "Beta", "alpha", "zeta", "é"]);
      // in_stock 0 is set (sold out), not unset: the oneof's other members are.
      assert.equal(widget.inStock, 0);
      assert.equal(widget.discontinued, undefined);
      assert.equal(widget.backorderUntil, undefined);
      assert.equal(retired.discontinued, false);
      assert.equal(retired.inStock, undefined);
      assert.equal(bolt.backorderUntil, "2026-01-01T00:00:00.500Z");
      assert.equal(lamp.inStock, 42);
      assert.deepEqual([unannounced.inStock, unannounced.discontinued, unannounced.backorderUntil], [undefined, undefined, undefined]);
      assert.equal(widget.updatedAt, "2023-11-14T22:13:20.123456789Z");
      assert.equal(bolt.updatedAt, "2023-11-14T22:13:20Z");
      assert.deepEqual(retired.tags, []);
      assert.deepEqual(retired.attrs, {});
    });
  }
});

/**
 * flatc's lookup by key (C++ LookupByKey, Java's attrsByKey; flatc 2.0.8's
 * TypeScript has none): a binary search over the entry vector, comparing
 * keys' UTF-8 bytes. It works only because polywire writes entries sorted
 * by key with every key present.
 */
function attrsByKey(p: { attrsLength(): number; attrs(i: number): AttrsEntry | null }, key: string): AttrsEntry | undefined {
  const want = new TextEncoder().encode(key);
  const cmp = (e: AttrsEntry): number => {
    const got = new TextEncoder().encode(e.key() ?? "");
    for (let i = 0; i < Math.min(got.length, want.length); i++) if (got[i] !== want[i]) return got[i]! - want[i]!;
    return got.length - want.length;
  };
  let lo = 0;
  let hi = p.attrsLength() - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const e = p.attrs(mid)!;
    const c = cmp(e);
    if (c === 0) return e;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

describe("inventory_small in flatc's TypeScript (flatbuffers lazy)", () => {
  const bytes = readVector("inventory_small.fb");
  const desc = SCHEMAS[TYPE];
  const page = fbRoot(bytes, desc, verifyFlatBuffer(bytes, desc)) as unknown as FbList;

  test("a binary search by key finds every entry: the vector is sorted, every key written (the empty one too)", () => {
    const widget = page.products(0)!;
    assert.equal(widget.attrsLength(), 5);
    for (const [k, v] of [["", "empty key"], ["Beta", "capital"], ["alpha", ""], ["zeta", "last"], ["é", "accent"]] as const) {
      const e = attrsByKey(widget, k);
      assert.ok(e, `no entry ${JSON.stringify(k)}`);
      assert.equal(e.value() ?? "", v, k);
    }
    assert.equal(attrsByKey(widget, "gamma"), undefined);
  });

  test("an optional scalar (a oneof member) set to zero reads 0 or false, an unset one null", () => {
    assert.equal(page.products(0)!.inStock(), 0);
    assert.equal(page.products(0)!.discontinued(), null);
    assert.equal(page.products(1)!.discontinued(), false);
    assert.equal(page.products(1)!.inStock(), null);
    assert.equal(page.products(3)!.inStock(), 42);
    assert.equal(page.products(4)!.inStock(), null);
    assert.equal(page.products(2)!.backorderUntil()!.nanos(), 500000000);
  });
});

describe("two members of one oneof", () => {
  const product = { sku: "x", name: "", priceCents: "0", tags: [], updatedAt: undefined, attrs: {}, inStock: 0, backorderUntil: undefined, discontinued: true };
  test("the encoders refuse an object with two set", () => {
    const page = { products: [product], nextPageToken: "" };
    assert.throws(() => PWTS[TYPE].encode(page as never), /more than one member of oneof polywire.inventory.v1.Product.availability/);
    assert.throws(() => PWMP[TYPE].encode(page as never), /more than one member of oneof polywire.inventory.v1.Product.availability/);
  });

  test("MessagePack and FlatBuffers readers refuse a body with two present; Protobuf keeps the last, as fromBinary does", () => {
    // {"products": [{"inStock": 0, "discontinued": true}]}
    const enc = new TextEncoder();
    const str = (s: string) => [0xa0 | s.length, ...enc.encode(s)];
    const mp = Uint8Array.from([0x81, ...str("products"), 0x91, 0x82, ...str("inStock"), 0x00, ...str("discontinued"), 0xc3]);
    assert.throws(() => PWMP[TYPE].decode(mp), (e: unknown) => e instanceof PolywireDecodeError && /oneof availability already set by field "inStock"/.test(e.message));
    // Protobuf: in_stock 0 (field 7) then discontinued true (field 9): the last member wins.
    const pb = Uint8Array.from([0x0a, 4, 0x38, 0x00, 0x48, 0x01]);
    const last = (PWTS[TYPE].decode(pb) as ListProductsResponse).products[0]!;
    assert.deepEqual([last.inStock, last.discontinued], [undefined, true]);
    // FlatBuffers: a Product table with slots 6 (in_stock) and 8 (discontinued) both present.
    const fb = new Uint8Array(72);
    const d = new DataView(fb.buffer);
    d.setUint32(0, 16, true); // root: the list table at 16
    d.setUint16(4, 6, true); d.setUint16(6, 8, true); d.setUint16(8, 4, true); // list vtable at 4: products at 4
    d.setInt32(16, 16 - 4, true); d.setUint32(20, 4, true); // list table, products -> 24
    d.setUint32(24, 1, true); d.setUint32(28, 56 - 28, true); // vector of 1 -> Product at 56
    d.setUint16(32, 22, true); d.setUint16(34, 12, true); // Product vtable at 32: 9 slots
    d.setUint16(32 + 4 + 2 * 6, 4, true); d.setUint16(32 + 4 + 2 * 8, 8, true); // in_stock at 4, discontinued at 8
    d.setInt32(56, 56 - 32, true); d.setInt32(60, 0, true); fb[64] = 1;
    assert.throws(() => PWFB[TYPE].decode(fb), (e: unknown) => e instanceof PolywireDecodeError && /more than one member of oneof availability/.test(e.message));
    assert.throws(() => verifyFlatBuffer(fb, SCHEMAS[TYPE]), /of the same oneof availability is present too/);
  });
});
