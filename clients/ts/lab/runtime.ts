// Which browser this is: Chromium's client hints when present, else the
// user agent string.
import type { Runtime } from "./lib.js";

interface Brand { brand: string; version: string }
interface UAData { getHighEntropyValues(hints: string[]): Promise<{ fullVersionList?: Brand[] }> }

const PREFERRED = ["Google Chrome", "Microsoft Edge", "Opera", "Brave", "HeadlessChrome", "Chromium"];

export function fromUserAgent(ua: string): { name: string; version: string } {
  const tests: [RegExp, string][] = [
    [/Edg\/([\d.]+)/, "Edge"],
    [/OPR\/([\d.]+)/, "Opera"],
    [/Firefox\/([\d.]+)/, "Firefox"],
    [/HeadlessChrome\/([\d.]+)/, "Chromium"],
    [/Chromium\/([\d.]+)/, "Chromium"],
    [/Chrome\/([\d.]+)/, "Chrome"],
    [/Version\/([\d.]+).*Safari\//, "Safari"],
  ];
  for (const [re, name] of tests) {
    const m = re.exec(ua);
    if (m) return { name, version: m[1]! };
  }
  return { name: "unknown", version: "" };
}

export async function runtime(): Promise<Runtime> {
  const ua = navigator.userAgent;
  const r: Runtime = { ...fromUserAgent(ua), userAgent: ua };
  const data = (navigator as unknown as { userAgentData?: UAData }).userAgentData;
  if (data !== undefined) {
    try {
      const list = (await data.getHighEntropyValues(["fullVersionList"])).fullVersionList ?? [];
      const real = list.filter((b) => !/not.?a.?brand/i.test(b.brand));
      const pick = PREFERRED.map((p) => real.find((b) => b.brand === p)).find((b) => b !== undefined) ?? real[0];
      if (pick !== undefined) {
        r.name = pick.brand === "HeadlessChrome" ? "Chromium" : pick.brand;
        r.version = pick.version;
      }
    } catch {
      // keep the user agent's answer
    }
  }
  if (/Headless/.test(ua)) r.headless = true;
  return r;
}
