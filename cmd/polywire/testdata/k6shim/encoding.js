// k6/encoding's b64decode: an ArrayBuffer, or a string with format "s".
export function b64decode(input, encoding = "std", format) {
  const buf = Buffer.from(input, encoding.startsWith("url") ? "base64url" : "base64");
  if (format === "s") return buf.toString("utf8");
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}
