// The worker that makes http.js's requests with fetch.
import { workerData } from "node:worker_threads";

const { port, flag } = workerData;
port.on("message", async (m) => {
  let out;
  try {
    const res = await fetch(m.url, { method: m.method, headers: m.headers, body: m.body });
    out = { status: res.status, headers: Object.fromEntries(res.headers), body: new Uint8Array(await res.arrayBuffer()) };
  } catch (e) {
    out = { error: String(e.cause ?? e) };
  }
  port.postMessage(out);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
