import { bird, cloud, doc, dots, glow, H, P, person, petals, rng, vgrad, W } from './svg.js';

/** A cup of chai on a sill, an evening window behind it. */
export function eveningChai(): string {
  const defs =
    vgrad('wall', [P.cream, P.peach]) + vgrad('view', [P.navy, P.violet, P.orange]) + vgrad('cup', [P.white, P.mist]);
  const steam = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${560 + i * 40},470 c-30,-40 30,-70 0,-110 c-25,-35 20,-60 5,-90" fill="none" stroke="${P.white}" stroke-width="9" stroke-linecap="round" opacity="0.8"/>`,
    )
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect x="170" y="90" width="860" height="520" rx="18" fill="#7c5a3c"/>`,
    `<rect x="195" y="115" width="810" height="470" rx="8" fill="url(#view)"/>`,
    dots(61, 50, { x: 200, y: 120, w: 800, h: 220 }, P.butter, 2, 0.8),
    `<circle cx="850" cy="210" r="48" fill="${P.cream}"/><circle cx="870" cy="195" r="44" fill="${P.violet}" opacity="0.9"/>`,
    `<path d="M195,520 L330,440 L430,500 L560,420 L700,505 L820,450 L1005,530 L1005,585 L195,585 Z" fill="#312e81" opacity="0.8"/>`,
    `<rect x="596" y="115" width="14" height="470" fill="#7c5a3c"/>`,
    `<rect x="130" y="600" width="940" height="40" rx="8" fill="#92400e"/>`,
    `<rect x="0" y="640" width="${W}" height="260" fill="#fcd9b6"/>`,
    `<ellipse cx="600" cy="640" rx="170" ry="26" fill="${P.mist}"/>`,
    `<path d="M480,470 L720,470 L700,615 C695,635 505,635 500,615 Z" fill="url(#cup)"/>`,
    `<path d="M720,500 c70,0 70,90 -8,90" fill="none" stroke="${P.mist}" stroke-width="20"/>`,
    `<ellipse cx="600" cy="472" rx="120" ry="16" fill="#b45309"/>`,
    `<rect x="485" y="520" width="230" height="22" fill="${P.lavender}" opacity="0.6"/>`,
    steam,
    `<path d="M930,640 L910,540 L1030,540 L1010,640 Z" fill="${P.terracotta}"/>`,
    petals(970, 500, 7, 14, 46, 44, P.leaf, -60),
  ].join('');
  return doc(defs, body);
}

/** A lotus opening on still water. */
export function lotusBloom(): string {
  const defs =
    vgrad('water', [P.violet, P.navy, '#172554']) +
    vgrad('petal', [P.white, P.blush, P.rose]) +
    glow('halo', P.blush, 0.6);
  const ripples = [260, 200, 140]
    .map(
      (r, i) =>
        `<ellipse cx="600" cy="600" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="${P.lilac}" stroke-width="3" opacity="${0.2 + i * 0.1}"/>`,
    )
    .join('');
  const pad = (x: number, y: number, s: number) =>
    `<path d="M${x},${y} m${-120 * s},0 a${120 * s},${45 * s} 0 1,0 ${240 * s},0 a${120 * s},${45 * s} 0 0,0 ${-120 * s},${-45 * s} L${x},${y} Z" fill="${P.leaf}" opacity="0.85"/>`;
  let lotus = '';
  const rings: Array<[number, number, number, number]> = [
    [-70, 70, 180, 0.75],
    [-50, 50, 160, 0.9],
    [-28, 28, 140, 1],
  ];
  for (const [from, to, len, opacity] of rings) {
    for (let deg = from; deg <= to; deg += 20) {
      lotus += `<path d="M600,600 C${600 - 45},${600 - len * 0.5} ${600 - 20},${600 - len} 600,${600 - len - 10} C${600 + 20},${600 - len} ${600 + 45},${600 - len * 0.5} 600,600 Z" fill="url(#petal)" opacity="${opacity}" transform="rotate(${deg} 600 600)"/>`;
    }
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#water)"/>`,
    dots(71, 70, { x: 0, y: 0, w: W, h: H }, P.lilac, 3, 0.5),
    `<circle cx="600" cy="520" r="320" fill="url(#halo)"/>`,
    ripples,
    pad(300, 700, 1.2),
    pad(920, 720, 1),
    pad(820, 560, 0.6),
    lotus,
    `<circle cx="600" cy="560" r="22" fill="${P.marigold}"/>`,
  ].join('');
  return doc(defs, body);
}

/** Kites flying over rooftops on a festival afternoon. */
export function kitesTerrace(): string {
  const defs = vgrad('sky', [P.sky, P.skyLight, P.mist]);
  const kite = (x: number, y: number, s: number, a: string, b: string, rot: number) =>
    `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x},${y - 70 * s} L${x + 55 * s},${y} L${x},${y + 80 * s} L${x - 55 * s},${y} Z" fill="${a}"/><path d="M${x},${y - 70 * s} L${x + 55 * s},${y} L${x},${y + 80 * s} Z" fill="${b}"/><path d="M${x},${y + 80 * s} q${30 * s},${60 * s} ${-10 * s},${120 * s} q${-40 * s},${60 * s} ${10 * s},${110 * s}" fill="none" stroke="${b}" stroke-width="${4 * s}"/></g>` +
    `<path d="M${x},${y + 10 * s} Q${x - 80},${y + 300} ${x - 160 + (x % 120)},${H - 140}" fill="none" stroke="${P.white}" stroke-width="1.5" opacity="0.7"/>`;
  const rand = rng(83);
  let roofs = '';
  let x = 0;
  while (x < W) {
    const w = 90 + rand() * 120;
    const h = 90 + rand() * 110;
    roofs += `<rect x="${Math.round(x)}" y="${Math.round(H - h)}" width="${Math.round(w) + 1}" height="${Math.round(h)}" fill="${['#4c3a7a', '#3b2f6b', '#5b4b8a'][Math.floor(rand() * 3)]}"/>`;
    x += w;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    cloud(220, 160, 1.2),
    cloud(980, 250, 0.9),
    cloud(640, 110, 0.7),
    kite(380, 300, 1.1, P.marigold, P.orange, -12),
    kite(700, 200, 0.9, P.rose, P.pink, 8),
    kite(930, 380, 0.8, P.purple, P.lavender, -5),
    kite(200, 470, 0.6, P.teal, '#14b8a6', 14),
    roofs,
    person(230, H - 300, 0.9, P.orange, '#8d5b3a'),
    person(860, H - 270, 0.8, P.rose, '#c68a5e'),
  ].join('');
  return doc(defs, body);
}

/** A rangoli-like pattern of rings, petals and dots. */
export function rangoliPattern(): string {
  const defs = vgrad('floor', ['#4c1d95', '#3b0764']) + glow('halo', P.marigold, 0.35);
  const cx = 600;
  const cy = 450;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#floor)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="440" fill="url(#halo)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="380" fill="none" stroke="${P.butter}" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round"/>`,
    petals(cx, cy, 16, 40, 90, 270, P.rose, 11.25),
    petals(cx, cy, 16, 36, 84, 270, P.pink, 11.25, 0.7),
    `<circle cx="${cx}" cy="${cy}" r="250" fill="#5b21b6"/>`,
    petals(cx, cy, 12, 34, 80, 170, P.marigold),
    petals(cx, cy, 12, 22, 60, 175, P.orange),
    `<circle cx="${cx}" cy="${cy}" r="130" fill="${P.blue}"/>`,
    petals(cx, cy, 8, 26, 60, 70, P.skyLight, 22.5),
    petals(cx, cy, 8, 16, 44, 72, P.white, 22.5, 0.8),
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${P.marigold}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="16" fill="${P.terracotta}"/>`,
    petals(cx, cy, 32, 6, 6, 330, P.white, 0, 0.9),
    petals(cx, cy, 24, 5, 5, 215, P.butter, 7.5),
    [
      [110, 110],
      [1090, 110],
      [110, 790],
      [1090, 790],
    ]
      .map(
        ([x, y]) =>
          petals(x!, y!, 8, 14, 34, 40, P.lavender) + `<circle cx="${x}" cy="${y}" r="12" fill="${P.marigold}"/>`,
      )
      .join(''),
  ].join('');
  return doc(defs, body);
}

/** Friends in a circle, hands joined, seen from above. */
export function circleOfFriends(): string {
  const defs = vgrad('bg', [P.mist, P.lilac, P.cream]) + glow('halo', P.white, 0.9);
  const n = 8;
  const colors = [P.purple, P.orange, P.blue, P.rose, P.teal, P.saffron, P.violet, P.sky];
  const tones = ['#8d5b3a', '#c68a5e', '#a16207', '#6b4226'];
  let ring = `<circle cx="600" cy="450" r="290" fill="none" stroke="${P.lavender}" stroke-width="22" opacity="0.6"/>`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const x = Math.round(600 + Math.cos(a) * 290);
    const y = Math.round(450 + Math.sin(a) * 290);
    const deg = Math.round((a * 180) / Math.PI + 90);
    ring += `<g transform="rotate(${deg} ${x} ${y})"><ellipse cx="${x}" cy="${y + 24}" rx="80" ry="52" fill="${colors[i]}"/><circle cx="${x}" cy="${y + 10}" r="38" fill="${tones[i % 4]}"/></g>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="450" r="400" fill="url(#halo)"/>`,
    dots(97, 60, { x: 0, y: 0, w: W, h: H }, P.lavender, 5, 0.45),
    ring,
    `<circle cx="600" cy="450" r="130" fill="${P.butter}" opacity="0.9"/>`,
    `<circle cx="600" cy="450" r="80" fill="${P.marigold}"/>`,
  ].join('');
  return doc(defs, body);
}

/** A shared garden in bloom. */
export function communityGarden(): string {
  const defs = vgrad('sky', [P.mist, P.cream]) + vgrad('soil', ['#a16207', '#78350f']);
  const rand = rng(113);
  let flowers = '';
  const colors = [P.rose, P.marigold, P.lavender, P.orange, P.pink, P.purple, P.sky];
  for (let i = 0; i < 30; i++) {
    const x = Math.round(40 + rand() * 1120);
    const y = Math.round(520 + rand() * 260);
    const s = 0.6 + ((y - 520) / 260) * 0.7;
    const c = colors[i % colors.length]!;
    flowers +=
      `<path d="M${x},${y} q${Math.round(rand() * 20 - 10)},${Math.round(60 * s)} 0,${Math.round(140 * s)}" stroke="${P.leaf}" stroke-width="${Math.round(6 * s)}" fill="none"/>` +
      `<ellipse cx="${x + Math.round(18 * s)}" cy="${y + Math.round(70 * s)}" rx="${Math.round(18 * s)}" ry="${Math.round(8 * s)}" fill="${P.sage}"/>` +
      petals(x, y, 6, Math.round(13 * s), Math.round(24 * s), Math.round(22 * s), c) +
      `<circle cx="${x}" cy="${y}" r="${Math.round(12 * s)}" fill="${P.butter}"/>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="200" cy="170" r="80" fill="${P.butter}"/>`,
    cloud(700, 150, 1),
    cloud(1030, 220, 0.7),
    `<path d="M0,470 C300,430 900,430 ${W},470 L${W},${H} L0,${H} Z" fill="#9bc59d"/>`,
    `<rect x="0" y="800" width="${W}" height="100" fill="url(#soil)"/>`,
    `<path d="M60,470 L60,360 L160,300 L260,360 L260,470 Z" fill="${P.lilac}"/><rect x="140" y="400" width="42" height="70" fill="${P.violet}"/>`,
    flowers,
    `<g transform="translate(880 360)"><ellipse cx="-14" cy="0" rx="18" ry="12" fill="${P.purple}"/><ellipse cx="14" cy="0" rx="18" ry="12" fill="${P.lavender}"/></g>`,
    `<g transform="translate(430 330)"><ellipse cx="-12" cy="0" rx="15" ry="10" fill="${P.orange}"/><ellipse cx="12" cy="0" rx="15" ry="10" fill="${P.marigold}"/></g>`,
  ].join('');
  return doc(defs, body);
}

/** A footbridge joining two banks of the backwaters, palms leaning over. */
export function backwatersBridge(): string {
  const defs =
    vgrad('sky', [P.peach, P.blush, P.lilac]) +
    vgrad('water', [P.lavender, P.blue, P.navy]) +
    glow('sun', P.cream, 0.8);
  const palm = (x: number, y: number, lean: number, s: number) => {
    const topX = x + lean;
    const topY = y - 330 * s;
    let fronds = '';
    for (let i = 0; i < 7; i++) {
      const a = (-160 + i * 23) * (Math.PI / 180);
      const ex = Math.round(topX + Math.cos(a) * 150 * s);
      const ey = Math.round(topY + Math.sin(a) * 70 * s + 60 * s);
      fronds += `<path d="M${topX},${topY} Q${Math.round((topX + ex) / 2)},${Math.round(topY - 50 * s)} ${ex},${ey}" fill="none" stroke="#14532d" stroke-width="${Math.round(14 * s)}" stroke-linecap="round"/>`;
    }
    return `<path d="M${x},${y} Q${x + lean * 0.2},${y - 200 * s} ${topX},${topY}" fill="none" stroke="#5b3a1e" stroke-width="${Math.round(20 * s)}" stroke-linecap="round"/>${fronds}`;
  };
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="820" cy="330" r="200" fill="url(#sun)"/>`,
    `<circle cx="820" cy="330" r="60" fill="${P.cream}"/>`,
    `<rect x="0" y="520" width="${W}" height="380" fill="url(#water)"/>`,
    [560, 610, 660, 720, 790]
      .map(
        (y, i) =>
          `<rect x="${700 + i * 20}" y="${y}" width="${240 - i * 30}" height="5" rx="2" fill="${P.cream}" opacity="0.5"/>`,
      )
      .join(''),
    `<path d="M0,520 L0,${H} L180,${H} C260,700 330,580 380,520 Z" fill="#3f6212"/>`,
    `<path d="M${W},520 L${W},${H} L1040,${H} C980,720 930,600 880,520 Z" fill="#365314"/>`,
    `<path d="M300,560 Q630,330 960,560" fill="none" stroke="#5b3a1e" stroke-width="22"/>`,
    `<path d="M300,560 Q630,380 960,560" fill="none" stroke="#7c5a3c" stroke-width="10"/>`,
    [0.15, 0.28, 0.41, 0.59, 0.72, 0.85]
      .map((t) => {
        // Posts between the rail and the deck, both quadratic arcs over the same span.
        const x = Math.round(300 + 660 * t);
        return `<path d="M${x},${Math.round(560 - 460 * t * (1 - t))} L${x},${Math.round(560 - 360 * t * (1 - t))}" stroke="#5b3a1e" stroke-width="6"/>`;
      })
      .join(''),
    `<path d="M420,740 C470,700 620,700 700,740 L680,770 L440,770 Z" fill="#1e1b4b"/><path d="M470,735 C500,690 600,690 640,735 Z" fill="#78350f"/>`,
    palm(110, 700, 60, 1),
    palm(230, 660, -40, 0.8),
    palm(1100, 680, -70, 1),
    bird(560, 200, 1.2, P.violet),
    bird(610, 180, 0.8, P.violet),
    person(360, 430, 0.55, P.orange, '#8d5b3a'),
    person(900, 440, 0.55, P.purple, '#c68a5e'),
  ].join('');
  return doc(defs, body);
}
