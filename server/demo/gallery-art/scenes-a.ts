import { bird, cloud, doc, dots, glow, H, hills, P, person, rng, vgrad, W } from './svg.js';

/** Sunrise over layered hills. */
export function sunriseHills(): string {
  const defs = vgrad('sky', [P.navy, P.purple, [P.orange, 0.72], [P.butter, 1]]) + glow('sun', P.butter, 0.9);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="600" cy="560" r="260" fill="url(#sun)"/>`,
    `<circle cx="600" cy="560" r="95" fill="${P.cream}"/>`,
    dots(11, 40, { x: 0, y: 0, w: W, h: 260 }, P.white, 2, 0.7),
    bird(330, 300, 1.4, P.navy),
    bird(390, 270, 1, P.navy),
    bird(860, 330, 1.2, P.navy),
    hills(560, 60, 1, '#8b6fd6'),
    hills(620, 70, 2, P.violet),
    hills(700, 60, 3, '#4c3aa8'),
    hills(790, 45, 4, P.navy),
  ].join('');
  return doc(defs, body);
}

/** An awareness ribbon on a soft lilac ground. */
export function awarenessRibbon(): string {
  const defs = vgrad('bg', [P.lilac, '#f5f3ff', P.mist]) + vgrad('rib', [P.rose, P.pink]) + glow('halo', P.white, 0.9);
  const rings = [380, 300, 220]
    .map(
      (r, i) =>
        `<circle cx="600" cy="450" r="${r}" fill="none" stroke="${P.lavender}" stroke-width="2" opacity="${0.25 + i * 0.12}"/>`,
    )
    .join('');
  const ribbon = 'M455,800 C560,640 705,520 690,380 C678,250 522,250 510,380 C495,520 640,640 745,800';
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="450" r="330" fill="url(#halo)"/>`,
    rings,
    dots(23, 60, { x: 0, y: 0, w: W, h: H }, P.lavender, 4, 0.5),
    `<path d="${ribbon}" fill="none" stroke="#be185d" stroke-width="84" stroke-linejoin="round" opacity="0.35" transform="translate(8 10)"/>`,
    `<path d="${ribbon}" fill="none" stroke="url(#rib)" stroke-width="76" stroke-linejoin="round"/>`,
    `<path d="M690,380 C678,250 522,250 510,380" fill="none" stroke="${P.blush}" stroke-width="18" opacity="0.7"/>`,
  ].join('');
  return doc(defs, body);
}

/** A clay diya glowing in a blue night. */
export function diyaLamp(): string {
  const defs =
    vgrad('night', [P.navy, '#312e81', P.violet]) +
    glow('light', P.marigold, 0.85) +
    vgrad('flame', [P.cream, P.marigold, P.orange]) +
    vgrad('clay', [P.orange, P.terracotta, '#7c2d12']);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#night)"/>`,
    dots(5, 90, { x: 0, y: 0, w: W, h: 520 }, P.butter, 2.5, 0.8),
    `<circle cx="600" cy="430" r="330" fill="url(#light)"/>`,
    `<ellipse cx="600" cy="735" rx="420" ry="70" fill="#1e1b4b" opacity="0.6"/>`,
    `<path d="M380,585 C420,720 780,720 820,585 C760,615 440,615 380,585 Z" fill="url(#clay)"/>`,
    `<path d="M380,585 C440,615 760,615 820,585 C860,570 870,550 880,530 C780,585 420,585 320,540 C335,560 350,575 380,585 Z" fill="${P.clay}"/>`,
    `<ellipse cx="600" cy="585" rx="215" ry="26" fill="#431407" opacity="0.55"/>`,
    `<path d="M600,330 C655,420 650,500 600,560 C550,500 545,420 600,330 Z" fill="url(#flame)"/>`,
    `<path d="M600,440 C622,480 620,520 600,548 C580,520 578,480 600,440 Z" fill="${P.white}" opacity="0.75"/>`,
    [150, 300, 900, 1050]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${720 + (i % 2) * 30}" r="10" fill="${i % 2 ? P.rose : P.marigold}" opacity="0.85"/>`,
      )
      .join(''),
  ].join('');
  return doc(defs, body);
}

/** A winding path through quiet fields towards the horizon. */
export function windingPath(): string {
  const defs = vgrad('sky', [P.skyLight, P.mist, P.cream]) + vgrad('road', [P.cream, P.peach]);
  const trees = [
    [170, 560, 1.1],
    [260, 585, 0.8],
    [960, 570, 1.2],
    [1080, 600, 0.9],
    [820, 520, 0.6],
  ]
    .map(
      ([x, y, s]) =>
        `<rect x="${x! - 6 * s!}" y="${y}" width="${12 * s!}" height="${70 * s!}" fill="#78350f"/><circle cx="${x}" cy="${y! - 20 * s!}" r="${52 * s!}" fill="${P.teal}"/><circle cx="${x! + 22 * s!}" cy="${y! - 38 * s!}" r="${34 * s!}" fill="#14b8a6" opacity="0.8"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    cloud(260, 170, 1.1),
    cloud(900, 120, 0.8),
    hills(470, 40, 7, P.lavender),
    hills(520, 30, 8, '#86b7a5'),
    hills(600, 40, 9, '#5f9f83'),
    `<path d="M585,505 C560,560 700,590 650,650 C600,710 420,740 380,${H} L800,${H} C770,760 860,700 760,640 C690,595 610,560 615,505 Z" fill="url(#road)"/>`,
    trees,
    dots(17, 50, { x: 0, y: 680, w: W, h: 220 }, P.butter, 5, 0.9),
    bird(700, 240, 1.2, P.violet),
    bird(760, 215, 0.9, P.violet),
  ].join('');
  return doc(defs, body);
}

/** Two hands cupping a heart. */
export function handsHolding(): string {
  const defs = vgrad('bg', [P.cream, P.peach, P.blush]) + glow('halo', P.white, 0.9) + vgrad('heart', [P.rose, P.pink]);
  const heart =
    'M600,560 C470,470 430,360 510,320 C560,296 595,330 600,360 C605,330 640,296 690,320 C770,360 730,470 600,560 Z';
  const hand = (dir: 1 | -1, tone: string) => {
    const x = (v: number) => 600 + dir * v;
    return [
      `<path d="M${x(20)},690 C${x(150)},690 ${x(300)},620 ${x(330)},470" fill="none" stroke="${tone}" stroke-width="110" stroke-linecap="round"/>`,
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${x(300 - i * 8)},${470 + i * 55} l${dir * 55},${-70 + i * 12}" stroke="${tone}" stroke-width="44" stroke-linecap="round"/>`,
        )
        .join(''),
      `<path d="M${x(40)},760 C${x(90)},800 ${x(190)},860 ${x(260)},900" fill="none" stroke="${tone}" stroke-width="120" stroke-linecap="round"/>`,
    ].join('');
  };
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="450" r="380" fill="url(#halo)"/>`,
    dots(31, 40, { x: 0, y: 0, w: W, h: H }, P.white, 5, 0.6),
    hand(-1, '#c68a5e'),
    hand(1, '#8d5b3a'),
    `<path d="${heart}" fill="url(#heart)"/>`,
    `<path d="M520,350 C545,335 570,345 580,365" fill="none" stroke="${P.white}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>`,
  ].join('');
  return doc(defs, body);
}

/** People resting in the shade of a banyan tree. */
export function banyanTree(): string {
  const defs = vgrad('sky', [P.butter, P.peach, P.lilac]) + vgrad('ground', ['#a3b18a', '#6b8f71']);
  const rand = rng(41);
  let canopy = '';
  for (let i = 0; i < 46; i++) {
    const x = 170 + rand() * 860;
    const y = 150 + rand() * 230 + Math.abs(x - 600) * 0.18;
    const shade = ['#166534', '#15803d', P.teal, '#1f6f5c', '#3f7d4e'][i % 5];
    canopy += `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(60 + rand() * 60)}" fill="${shade}"/>`;
  }
  let roots = '';
  for (let i = 0; i < 22; i++) {
    const x = 220 + rand() * 760;
    roots += `<path d="M${Math.round(x)},${Math.round(330 + rand() * 90)} q${Math.round(rand() * 16 - 8)},120 0,${Math.round(220 + rand() * 120)}" stroke="#7c5a3c" stroke-width="${(3 + rand() * 4).toFixed(1)}" fill="none" opacity="0.85"/>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="980" cy="170" r="70" fill="${P.cream}" opacity="0.9"/>`,
    `<rect x="0" y="700" width="${W}" height="200" fill="url(#ground)"/>`,
    `<path d="M540,720 C560,600 555,480 520,380 L680,380 C645,480 640,600 660,720 Z" fill="#6b4226"/>`,
    roots,
    canopy,
    person(420, 640, 1, P.purple, '#8d5b3a'),
    person(520, 660, 0.9, P.orange, '#c68a5e'),
    person(720, 650, 1, P.blue, '#a16207'),
    person(810, 670, 0.8, P.rose, '#8d5b3a'),
  ].join('');
  return doc(defs, body);
}

/** A river at dawn between two banks, a small boat drifting. */
export function riverDawn(): string {
  const defs =
    vgrad('sky', [P.lilac, P.blush, P.butter]) +
    vgrad('water', [P.peach, P.lavender, P.blue]) +
    glow('sun', P.cream, 0.9);
  const rand = rng(53);
  let ripples = '';
  for (let i = 0; i < 36; i++) {
    const y = 520 + rand() * 380;
    const w = 30 + (y - 500) * 0.3 * rand();
    const x = 600 + (rand() - 0.5) * (y - 480) * 1.6;
    ripples += `<rect x="${Math.round(x - w / 2)}" y="${Math.round(y)}" width="${Math.round(w)}" height="4" rx="2" fill="${P.cream}" opacity="0.55"/>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="600" cy="470" r="220" fill="url(#sun)"/>`,
    `<circle cx="600" cy="470" r="70" fill="${P.cream}"/>`,
    hills(480, 40, 12, P.lavender),
    `<rect x="0" y="500" width="${W}" height="400" fill="url(#water)"/>`,
    ripples,
    `<path d="M0,500 L0,${H} L260,${H} C300,760 420,600 520,500 Z" fill="#5b4b8a"/>`,
    `<path d="M${W},500 L${W},${H} L980,${H} C900,760 780,600 690,500 Z" fill="#4c3a7a"/>`,
    `<path d="M560,690 L700,690 L680,720 L580,720 Z" fill="${P.navy}"/>`,
    `<path d="M628,690 L628,620" stroke="${P.navy}" stroke-width="4"/>`,
    bird(420, 260, 1.1, P.violet),
    bird(470, 235, 0.8, P.violet),
  ].join('');
  return doc(defs, body);
}
