// XML as polywire writes it (codec/xmlcodec): the XML declaration, a root
// element named after the message, one child element per populated field
// named by its proto JSON name, repeated fields as repeated elements, text
// escaping only <, >, & and CR. Reading goes through fast-xml-parser (every
// runtime) or the browser's DOMParser, then canonicalJson's XML mode turns
// the text into typed proto3 JSON by the schema: "0001" stays a string
// where the schema says string, and becomes 1 only where it says integer.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ScalarType } from "@bufbuild/protobuf";
import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { canonicalJson, ShapeError } from "./canonical.js";
import type { JsonValue } from "./types.js";

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

// Characters XML 1.0 cannot carry, which polywire refuses to write.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function escapeText(s: string, path: string): string {
  if (FORBIDDEN.test(s)) throw new ShapeError(path, "a character XML 1.0 cannot carry");
  return s.replace(/[&<>\r]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&#xD;"));
}

/** A double as protojson (and polywire's XML) writes it: JavaScript's shortest round-trip form, "-0" kept. */
function formatDouble(v: JsonValue): string {
  if (typeof v === "string") return v; // "NaN", "Infinity", "-Infinity"
  const n = v as number;
  return Object.is(n, -0) ? "-0" : String(n);
}

/** The XML document of a proto3 JSON message, byte-compatible with polywire's writer. */
export function writeXml(json: JsonValue, desc: DescMessage): string {
  return `${HEADER}<${desc.name}>${fields(json, desc, "")}</${desc.name}>`;
}

function fields(json: JsonValue, desc: DescMessage, path: string): string {
  if (desc.typeName === "google.protobuf.Timestamp" && typeof json === "string") return timestampFields(json, path);
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new ShapeError(path, `want a ${desc.name} object`);
  let out = "";
  for (const f of desc.fields) {
    const v = json[f.jsonName];
    if (v === undefined || v === null) continue;
    const name = f.jsonName;
    const p = path ? `${path}/${name}` : name;
    const text = (item: JsonValue, scalarType: ScalarType | undefined, ip: string): string => {
      if (scalarType === ScalarType.DOUBLE || scalarType === ScalarType.FLOAT) return formatDouble(item);
      if (typeof item === "string") return escapeText(item, ip);
      return String(item);
    };
    if (f.fieldKind === "map") {
      // A map is one element per entry, key then value, in the object's order (polywire's: by key).
      if (typeof v !== "object" || Array.isArray(v)) throw new ShapeError(p, "want a map");
      for (const [k, x] of Object.entries(v)) {
        const ep = `${p}[${JSON.stringify(k)}]`;
        const value = f.mapKind === "message" ? fields(x, f.message, ep) : text(x, f.mapKind === "scalar" ? f.scalar : undefined, ep);
        out += `<${name}><key>${escapeText(k, ep)}</key><value>${value}</value></${name}>`;
      }
      continue;
    }
    const one = (item: JsonValue, ip: string): string => {
      if (f.fieldKind === "message" || (f.fieldKind === "list" && f.listKind === "message")) {
        return `<${name}>${fields(item, f.message!, ip)}</${name}>`;
      }
      const scalarType = f.fieldKind === "scalar" || (f.fieldKind === "list" && f.listKind === "scalar") ? f.scalar : undefined;
      return `<${name}>${text(item, scalarType, ip)}</${name}>`;
    };
    if (Array.isArray(v)) v.forEach((item, i) => (out += one(item, `${p}[${i}]`)));
    else out += one(v, p);
  }
  return out;
}

/** A Timestamp's elements (seconds, nanos; defaults left out) from its JSON form. */
function timestampFields(json: string, path: string): string {
  const m = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.([0-9]{1,9}))?(Z|[+-][0-9]{2}:[0-9]{2})$/.exec(json);
  const ms = m ? Date.parse(m[1]! + m[3]!) : NaN;
  if (!m || Number.isNaN(ms)) throw new ShapeError(path, `${JSON.stringify(json.slice(0, 40))} is not an RFC 3339 date-time`);
  const seconds = Math.floor(ms / 1000);
  const nanos = m[2] ? parseInt(m[2] + "0".repeat(9 - m[2].length), 10) : 0;
  return (seconds !== 0 ? `<seconds>${seconds}</seconds>` : "") + (nanos !== 0 ? `<nanos>${nanos}</nanos>` : "");
}

// fast-xml-parser keeping text exactly: no number parsing (parseTagValue),
// no trimming (strings may end in spaces), attributes kept so that any
// attribute is an unknown key and rejected, as polywire rejects them.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Character references (&#xD; is how polywire writes CR) are what
  // fast-xml-parser calls HTML entities; without them they stay literal.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
});

/** Parses an XML document with fast-xml-parser into proto3 JSON of desc. */
export function parseXmlFast(text: string, desc: DescMessage): { [key: string]: JsonValue } {
  // The parser alone accepts malformed documents (truncated ones too);
  // the validator rejects them first, as an XML decoder must.
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ShapeError("", `invalid XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(text) as Record<string, unknown>;
  const keys = Object.keys(doc);
  if (keys.length !== 1 || keys[0] !== desc.name) throw new ShapeError("", `want one <${desc.name}> root element, got ${keys.map((k) => `<${k}>`).join(", ") || "none"}`);
  return canonicalJson(doc[desc.name], desc, { xml: true });
}

/** Whether this runtime has a DOMParser (browsers; not Node). */
export function hasDomParser(): boolean {
  return typeof (globalThis as { DOMParser?: unknown }).DOMParser === "function";
}

/** Parses an XML document with the runtime's DOMParser into proto3 JSON of desc. */
export function parseXmlDom(text: string, desc: DescMessage): { [key: string]: JsonValue } {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const err = doc.getElementsByTagName("parsererror")[0];
  if (err) throw new ShapeError("", `invalid XML: ${(err.textContent ?? "").trim().slice(0, 200)}`);
  const root = doc.documentElement;
  if (root.nodeName !== desc.name) throw new ShapeError("", `want a <${desc.name}> root element, got <${root.nodeName}>`);
  return canonicalJson(elementToObject(root, desc, ""), desc, { xml: true });
}

/** An element's children as fast-xml-parser would give them: text, objects, arrays for repeats. */
function elementToObject(el: Element, desc: DescMessage, path: string): Record<string, unknown> | string {
  if (el.attributes.length > 0) throw new ShapeError(path, `attribute ${el.attributes[0]?.name ?? ""} not allowed`);
  const out: Record<string, unknown> = {};
  let any = false;
  for (let n = el.firstChild; n !== null; n = n.nextSibling) {
    if (n.nodeType === 3 || n.nodeType === 4) {
      if (/[^ \t\r\n]/.test(n.nodeValue ?? "")) throw new ShapeError(path, "text inside a message");
      continue;
    }
    if (n.nodeType !== 1) continue; // comments
    const child = n as Element;
    const f = desc.fields.find((x) => x.jsonName === child.nodeName);
    const p = path ? `${path}/${child.nodeName}` : child.nodeName;
    if (!f) throw new ShapeError(p, `unknown field of ${desc.typeName}`);
    const m = f.fieldKind === "message" || (f.fieldKind === "list" && f.listKind === "message") ? f.message : undefined;
    const v = f.fieldKind === "map" ? entryToObject(child, f, p) : m ? elementToObject(child, m, p) : child.textContent ?? "";
    if (f.fieldKind === "list" || f.fieldKind === "map") {
      const list = (out[f.jsonName] as unknown[] | undefined) ?? [];
      list.push(v);
      out[f.jsonName] = list;
    } else {
      if (f.jsonName in out) throw new ShapeError(p, "repeated element for a singular field");
      out[f.jsonName] = v;
    }
    any = true;
  }
  return any ? out : "";
}

/** A map entry element (<key>, <value>) as fast-xml-parser would give it. */
function entryToObject(el: Element, f: DescField & { fieldKind: "map" }, path: string): Record<string, unknown> | string {
  if (el.attributes.length > 0) throw new ShapeError(path, `attribute ${el.attributes[0]?.name ?? ""} not allowed`);
  const out: Record<string, unknown> = {};
  for (let n = el.firstChild; n !== null; n = n.nextSibling) {
    if (n.nodeType === 3 || n.nodeType === 4) {
      if (/[^ \t\r\n]/.test(n.nodeValue ?? "")) throw new ShapeError(path, "text inside a map entry");
      continue;
    }
    if (n.nodeType !== 1) continue;
    const child = n as Element;
    const p = `${path}/${child.nodeName}`;
    if (child.nodeName !== "key" && child.nodeName !== "value") throw new ShapeError(p, "unknown field of a map entry");
    if (child.nodeName in out) throw new ShapeError(p, "repeated element in a map entry");
    out[child.nodeName] = child.nodeName === "value" && f.mapKind === "message" ? elementToObject(child, f.message, p) : child.textContent ?? "";
  }
  return Object.keys(out).length > 0 ? out : "";
}
