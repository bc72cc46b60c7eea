// What the browser knows about one request beyond its own clock: Resource
// Timing's sizes and the server's Server-Timing metrics, and the JS heap.

export interface Transfer {
  /** Body bytes on the wire (encodedBodySize), after content coding. */
  wire: number;
  /** Body bytes after content decoding (decodedBodySize). */
  decoded: number;
  /**
   * The server's own time, in ms, from its Server-Timing header: "total"
   * (handler start to headers written — a body-cache hit is ~0.1 ms), or
   * encode + compress + store when a server sends no total.
   */
  server?: number;
}

const SERVER_METRICS = new Set(["encode", "compress", "store"]);

try {
  performance.setResourceTimingBufferSize(100_000);
} catch {
  // not every runtime has it; entries are cleared as they are read anyway
}

function entry(url: string): PerformanceResourceTiming | undefined {
  const es = performance.getEntriesByName(url, "resource");
  return es[es.length - 1] as PerformanceResourceTiming | undefined;
}

/**
 * The Resource Timing entry of the request to url (absolute, unique per
 * request), waiting a few ticks for the browser to queue it; the body's
 * length when there is none.
 */
export async function transfer(url: string, fallback: number): Promise<Transfer> {
  let e = entry(url);
  for (let i = 0; e === undefined && i < 5; i++) {
    await new Promise((r) => setTimeout(r, i));
    e = entry(url);
  }
  if (e === undefined) return { wire: fallback, decoded: fallback };
  performance.clearResourceTimings();
  const t: Transfer = {
    wire: e.encodedBodySize > 0 ? e.encodedBodySize : fallback,
    decoded: e.decodedBodySize > 0 ? e.decodedBodySize : fallback,
  };
  const st = e.serverTiming ?? [];
  let sum = 0;
  let seen = false;
  for (const m of st) {
    if (m.name === "total") {
      t.server = m.duration;
      return t;
    }
    if (SERVER_METRICS.has(m.name)) {
      sum += m.duration;
      seen = true;
    }
  }
  if (seen) t.server = sum;
  return t;
}

interface MemoryInfo { usedJSHeapSize: number }

/** The JS heap in use, where the browser tells (Chromium's performance.memory). */
export function heapUsed(): number | undefined {
  const m = (performance as unknown as { memory?: MemoryInfo }).memory;
  return m === undefined ? undefined : m.usedJSHeapSize;
}

/**
 * Collects garbage when the browser exposes gc (--js-flags=--expose-gc):
 * called before every repetition, so one decode's garbage is not collected
 * inside the next one's timed request.
 */
export function collect(): void {
  const gc = (globalThis as unknown as { gc?: () => void }).gc;
  if (typeof gc === "function") gc();
}
