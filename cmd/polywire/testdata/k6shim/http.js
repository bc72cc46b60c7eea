// k6/http's request, get and post, synchronous as k6's are: the request
// is made with fetch in a worker thread while this one waits on a shared
// flag.
import { MessageChannel, Worker, receiveMessageOnPort } from "node:worker_threads";

const { port1, port2 } = new MessageChannel();
const flag = new Int32Array(new SharedArrayBuffer(4));
const worker = new Worker(new URL("./fetcher.js", import.meta.url), { workerData: { port: port2, flag }, transferList: [port2] });
worker.unref();

export function request(method, url, body, params = {}) {
  Atomics.store(flag, 0, 0);
  port1.postMessage({ method, url, body: body ?? null, headers: params.headers ?? {} });
  Atomics.wait(flag, 0, 0);
  const res = receiveMessageOnPort(port1).message;
  if (res.error) return { status: 0, error: res.error, body: null, headers: {} };
  return { status: res.status, headers: res.headers, body: Buffer.from(res.body).toString("latin1") };
}

export const get = (url, params) => request("GET", url, null, params);
export const post = (url, body, params) => request("POST", url, body, params);
export default { request, get, post };
