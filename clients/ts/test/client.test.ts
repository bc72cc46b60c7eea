// The typed client against a real polywire server on loopback (built from
// this checkout, or $POLYWIRE_BIN): no mocks. Without Go the suite is
// skipped, except under CI=true, where that is a failure.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { create } from "@bufbuild/protobuf";
import { startServer, unavailableReason } from "../bench/server.js";
import type { RunningServer } from "../bench/server.js";
import { createClient } from "../src/client.js";
import { decodersFor } from "../src/decoders.js";
import { PolywireError } from "../src/errors.js";
import { DocumentSchema } from "../src/gen/es/polywire/docs/v1/docs_pb.js";
import { FORMATS } from "../src/types.js";

const reason = unavailableReason();
if (reason && process.env["CI"] === "true") {
  test("a polywire server can be built", () => assert.fail(`CI=true: ${reason}`));
}

describe("client against polywire", { skip: reason ?? false }, () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server?.stop();
  });

  for (const format of FORMATS) {
    test(`getAccount(1) in ${format} with every decoder has 1,001 transactions`, async () => {
      for (const d of decodersFor(format).filter((x) => x.available())) {
        const c = createClient({ baseUrl: server.url, format, decoder: d.name });
        const a = await c.getAccount(1);
        assert.equal(a.id, 1n, d.name);
        assert.equal(a.transactions.length, 1001, d.name);
      }
    });

    test(`getAccount(3) in ${format} rejects with not_found`, async () => {
      const c = createClient({ baseUrl: server.url, format });
      const err = await c.getAccount(3).then(
        () => assert.fail("resolved"),
        (e: unknown) => e,
      );
      assert.ok(err instanceof PolywireError, String(err));
      assert.equal(err.status, 404);
      assert.equal(err.code, "not_found");
      assert.equal(err.format, format);
      assert.match(err.message, /no account with id 3/);
    });

    test(`a bad account id in ${format} is a 400 with violations`, async () => {
      const c = createClient({ baseUrl: server.url, format });
      const err = await c.getAccount("x").catch((e: unknown) => e);
      assert.ok(err instanceof PolywireError);
      assert.equal(err.status, 400);
      assert.equal(err.code, "invalid_argument");
      assert.deepEqual(err.violations.map((v) => v.field), ["accountId"]);
    });
  }

  for (const format of ["proto", "json"] as const) {
    test(`getPeople() in ${format} has 50,000 people`, async () => {
      const c = createClient({ baseUrl: server.url, format });
      const p = await c.getPeople();
      assert.equal(p.person.length, 50_000);
      assert.equal(p.person[49_999]?.name, "Person Number 49999");
    });
  }

  test("gzip on request (?encoding=gzip) still decodes", async () => {
    const c = createClient({ baseUrl: server.url, format: "msgpack", encoding: "gzip" });
    assert.equal((await c.getAccountList()).accounts.length, 2);
  });

  test("postPeople round-trips in every format", async () => {
    for (const format of FORMATS) {
      const c = createClient({ baseUrl: server.url, format });
      const r = await c.postPeople({
        person: [
          { name: `poster ${format}`, address: [{ street: "Main", number: 7 }], mobile: ["1"], email: ["a@b"] },
          { name: "second" },
        ],
      });
      assert.equal(r.received, 2, format);
    }
  });

  test("getArticle with a seed repeats the same subsections in every format", async () => {
    const ids = [];
    for (const format of FORMATS) {
      const a = await createClient({ baseUrl: server.url, format }).getArticle(20, 7);
      assert.equal(a.subsections.length, 20, format);
      ids.push(a.subsections.map((s) => s.id).join(","));
    }
    assert.equal(new Set(ids).size, 1);
  });

  test("saveDocument then listDocuments reads it back, in every format", async () => {
    const saved: string[] = [];
    for (const format of FORMATS) {
      const c = createClient({ baseUrl: server.url, format });
      const doc = create(DocumentSchema, {
        name: `doc ${format} 0001`,
        department: { code: "6a2f41a3-c54c-fce8-32d2-0324e1c32e22", time: 123123123n, employee: { name: "Ivan", surname: "Polich", code: "uuidv4" } },
        price: { categoryA: "1.0", categoryB: "2.0", categoryC: "3.0" },
        owner: { uuid: "uuid", secret: "s" },
        data: { transaction: { type: "CODE", uuid: "u", pointCode: "01" } },
        delivery: { company: "TTC", address: { code: "01", country: "uk", street: "Main avenue", apartment: "1A" } },
        goods: [{ name: "toaster", amount: 15, code: "0001" }],
      });
      const r = await c.saveDocument(doc);
      assert.ok(r.message.length > 0, format);
      saved.push(doc.name);
    }
    const c = createClient({ baseUrl: server.url, format: "xml" });
    const list = await c.listDocuments(1000, 0);
    const names = list.documents.map((d) => d.name);
    for (const n of saved) assert.ok(names.includes(n), `${n} not listed`);
    const back = list.documents.find((d) => d.name === saved[0]);
    assert.equal(back?.goods[0]?.code, "0001", "a string of digits stays a string");
    assert.equal(back?.department?.time, 123123123n);
  });

  test("an invalid document is a 422 with every violation", async () => {
    for (const format of FORMATS) {
      const c = createClient({ baseUrl: server.url, format });
      const err = await c.saveDocument({ name: "x" }).catch((e: unknown) => e);
      assert.ok(err instanceof PolywireError, format);
      assert.equal(err.status, 422, format);
      assert.equal(err.code, "validation_failed", format);
      assert.deepEqual(err.violations.map((v) => v.field).sort(), ["delivery", "department"], format);
    }
  });

  test("network failures propagate as they are", async () => {
    const c = createClient({ baseUrl: "http://127.0.0.1:1", format: "json" });
    await assert.rejects(c.getAccount(1), (e: unknown) => !(e instanceof PolywireError) && e instanceof TypeError);
  });
});
