/**
 * Small helpers for composing the gallery's seed illustrations as SVG. Every picture is drawn
 * here from shapes (nothing is downloaded) and carries no text.
 */

export const W = 1200;
export const H = 900;

/** The site's calm palette: trustworthy blues, soft purples and warm dawn colours. */
export const P = {
  navy: '#1e3a8a',
  blue: '#1d4ed8',
  sky: '#3b82f6',
  skyLight: '#93c5fd',
  mist: '#dbeafe',
  violet: '#6d28d9',
  purple: '#7c3aed',
  lavender: '#a78bfa',
  lilac: '#ddd6fe',
  blush: '#f9a8d4',
  pink: '#ec4899',
  rose: '#f472b6',
  saffron: '#f59e0b',
  marigold: '#fbbf24',
  peach: '#fdba74',
  orange: '#fb923c',
  cream: '#fef3c7',
  butter: '#fde68a',
  terracotta: '#c2410c',
  clay: '#b45309',
  leaf: '#15803d',
  sage: '#65a30d',
  teal: '#0f766e',
  ink: '#1f2937',
  white: '#ffffff',
} as const;

/** A deterministic random sequence, so the seed draws the same picture every time. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A whole picture: gradients and other definitions, then the shapes. */
export function doc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/** A vertical linear gradient through the given colours, evenly spaced unless offsets are given. */
export function vgrad(id: string, stops: Array<string | [string, number]>): string {
  const n = stops.length - 1;
  const s = stops
    .map((stop, i) => {
      const [color, offset] = Array.isArray(stop) ? stop : [stop, n === 0 ? 0 : i / n];
      return `<stop offset="${offset}" stop-color="${color}"/>`;
    })
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

/** A radial glow: the colour fading to transparent. */
export function glow(id: string, color: string, opacity = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A filled band of rolling hills whose ridge runs around y, down to the bottom edge. */
export function hills(y: number, amp: number, seed: number, fill: string, bottom = H): string {
  const rand = rng(seed);
  const a = [rand() * 6, rand() * 6, rand() * 6];
  const pts: string[] = [];
  for (let x = 0; x <= W; x += 20) {
    const ridge =
      y + amp * (Math.sin(x / 210 + a[0]!) * 0.6 + Math.sin(x / 97 + a[1]!) * 0.25 + Math.sin(x / 41 + a[2]!) * 0.08);
    pts.push(`${x},${r1(ridge)}`);
  }
  return `<path d="M0,${bottom} L${pts.join(' L')} L${W},${bottom} Z" fill="${fill}"/>`;
}

/** Scattered small circles (stars, bokeh, pollen) inside a box. */
export function dots(
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  rMax = 3,
  opacity = 0.8,
): string {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(box.x + rand() * box.w)}" cy="${r1(box.y + rand() * box.h)}" r="${r1(0.8 + rand() * rMax)}" fill="${color}" opacity="${r1(opacity * (0.4 + rand() * 0.6))}"/>`;
  }
  return out;
}

/** A soft cloud from overlapping ellipses. */
export function cloud(x: number, y: number, s: number, fill = P.white, opacity = 0.85): string {
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${28 * s}"/><ellipse cx="${x - 35 * s}" cy="${y - 18 * s}" rx="${45 * s}" ry="${30 * s}"/><ellipse cx="${x + 30 * s}" cy="${y - 24 * s}" rx="${52 * s}" ry="${36 * s}"/></g>`;
}

/** A distant bird as two small arcs. */
export function bird(x: number, y: number, s: number, color: string): string {
  return `<path d="M${x - 18 * s},${y} q${9 * s},${-10 * s} ${18 * s},0 q${9 * s},${-10 * s} ${18 * s},0" fill="none" stroke="${color}" stroke-width="${3 * s}" stroke-linecap="round"/>`;
}

/** A simple person seen from the front: head and rounded shoulders. */
export function person(x: number, y: number, s: number, body: string, head: string): string {
  return `<g><path d="M${x - 34 * s},${y + 90 * s} C${x - 34 * s},${y + 30 * s} ${x + 34 * s},${y + 30 * s} ${x + 34 * s},${y + 90 * s} Z" fill="${body}"/><circle cx="${x}" cy="${y + 12 * s}" r="${20 * s}" fill="${head}"/></g>`;
}

/** Petals around a centre (flowers, lotus, rangoli rings). */
export function petals(
  cx: number,
  cy: number,
  n: number,
  rx: number,
  ry: number,
  dist: number,
  fill: string,
  rotate = 0,
  opacity = 1,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const deg = rotate + (360 / n) * i;
    out += `<ellipse cx="${cx}" cy="${r1(cy - dist)}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}" transform="rotate(${r1(deg)} ${cx} ${cy})"/>`;
  }
  return out;
}
