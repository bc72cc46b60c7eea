// Inline SVG charts, drawn as strings: horizontal bars, optionally stacked
// (request + decode), with reference bars (a seed's published numbers)
// drawn hatched and labelled as another browser and machine.

export interface Part { value: number; cls: string; label: string }
export interface Bar {
  label: string;
  parts: Part[];
  /** A published number from elsewhere: drawn hatched. */
  reference?: boolean;
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function niceMax(x: number): number {
  if (!(x > 0)) return 1;
  const p = Math.pow(10, Math.floor(Math.log10(x)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

export function fmtNum(x: number, unit: string): string {
  if (unit === "B") {
    if (x >= 1e6) return `${(x / 1e6).toFixed(2)} MB`;
    if (x >= 1e3) return `${(x / 1e3).toFixed(1)} kB`;
    return `${Math.round(x)} B`;
  }
  return `${x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)} ${unit}`;
}

function tick(x: number, unit: string): string {
  if (x === 0) return "0";
  if (unit === "B") return fmtNum(x, unit);
  return `${Number(x.toPrecision(3))} ${unit}`;
}

/**
 * A horizontal bar chart: one row per bar, parts stacked left to right,
 * the total printed at the end. legend lists the part classes.
 */
export function barChart(title: string, bars: readonly Bar[], unit: string, legend: readonly { cls: string; label: string }[]): string {
  if (bars.length === 0) return "";
  const labelW = 290, plotW = 470, valueW = 90, rowH = 20, top = 34, bottom = 26;
  const W = labelW + plotW + valueW;
  const H = top + bars.length * rowH + bottom;
  const max = niceMax(Math.max(...bars.map((b) => b.parts.reduce((s, p) => s + p.value, 0))));
  const x = (v: number) => labelW + (v / max) * plotW;
  const out: string[] = [];
  out.push(`<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">`);
  out.push(`<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" class="hatch-bg"/><line x1="0" y1="0" x2="0" y2="6" class="hatch-line"/></pattern></defs>`);
  out.push(`<text x="0" y="14" class="title">${esc(title)}</text>`);
  let lx = labelW;
  for (const l of legend) {
    out.push(`<rect x="${lx}" y="20" width="10" height="10" class="${l.cls}"/><text x="${lx + 14}" y="29" class="legend">${esc(l.label)}</text>`);
    lx += 24 + l.label.length * 6.5;
  }
  for (let t = 0; t <= 4; t++) {
    const v = (max * t) / 4;
    const gx = x(v);
    out.push(`<line x1="${gx}" y1="${top}" x2="${gx}" y2="${H - bottom + 4}" class="grid"/>`);
    out.push(`<text x="${gx}" y="${H - 8}" class="tick" text-anchor="middle">${esc(tick(v, unit))}</text>`);
  }
  bars.forEach((b, i) => {
    const y = top + i * rowH;
    out.push(`<text x="${labelW - 6}" y="${y + 14}" class="label${b.reference ? " ref" : ""}" text-anchor="end">${esc(b.label)}</text>`);
    let acc = 0;
    for (const p of b.parts) {
      const x0 = x(acc), x1 = x(acc + p.value);
      out.push(`<rect x="${x0.toFixed(1)}" y="${y + 3}" width="${Math.max(0.5, x1 - x0).toFixed(1)}" height="${rowH - 6}" class="${b.reference ? "ref" : p.cls}"><title>${esc(`${b.label}: ${p.label} ${fmtNum(p.value, unit)}`)}</title></rect>`);
      acc += p.value;
    }
    out.push(`<text x="${x(acc) + 4}" y="${y + 14}" class="value">${esc(fmtNum(acc, unit))}</text>`);
  });
  out.push(`</svg>`);
  return out.join("");
}
