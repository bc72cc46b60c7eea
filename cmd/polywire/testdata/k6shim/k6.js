// k6's check and sleep, as exported scripts use them. Checks are counted
// in globalThis.__checks for run.mjs to print.
globalThis.__checks ??= { pass: 0, fail: 0 };

export function check(val, sets) {
  let ok = true;
  for (const f of Object.values(sets)) {
    const r = !!f(val);
    globalThis.__checks[r ? "pass" : "fail"]++;
    ok &&= r;
  }
  return ok;
}

export function sleep(seconds) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, seconds * 1000);
}
