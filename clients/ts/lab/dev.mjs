// A development server for the lab page while `polywire serve` on this
// branch does not mount /lab: serves internal/lab/page/dist at /lab and /lab/,
// and proxies every other path to a polywire server, so the page is
// same-origin with the API as it is in production.
//
// Usage (from clients/ts): POLYWIRE_URL=http://127.0.0.1:18080 PORT=18090 node lab/dev.mjs
import { createServer, request } from "node:http";
import { readFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "internal", "lab", "page", "dist");
const upstream = new URL(process.env.POLYWIRE_URL ?? "http://127.0.0.1:8080");
const port = Number(process.env.PORT ?? 8090);
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/lab" || url.pathname.startsWith("/lab/")) {
    let name = url.pathname.slice("/lab".length).replace(/^\//, "") || "index.html";
    name = normalize(name).replace(/^(\.\.[/\\])+/, "");
    try {
      const body = await readFile(join(dist, name));
      const ext = name.slice(name.lastIndexOf("."));
      res.writeHead(200, { "Content-Type": types[ext] ?? "application/octet-stream", "Cache-Control": "no-cache" });
      res.end(body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found\n");
    }
    return;
  }
  const up = request({
    hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url,
    headers: { ...req.headers, host: upstream.host },
  }, (ur) => {
    res.writeHead(ur.statusCode ?? 502, ur.headers);
    ur.pipe(res);
  });
  up.on("error", (e) => {
    if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
    res.end(`polywire unreachable: ${e.message}\n`);
  });
  req.pipe(up);
}).listen(port, "127.0.0.1", () => console.log(`lab at http://127.0.0.1:${port}/lab → ${upstream.href}`));
