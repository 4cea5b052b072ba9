import type { Random } from './prng';

// Stylised portraits drawn as SVG and rendered by sharp: a coloured backdrop with shapes, a head, hair and
// shoulders, each varied by the PRNG, so every talent gets a recognisably different picture offline.
const skins = ['#f1c7a5', '#e0ac8a', '#c98e68', '#a8704f', '#8a5538', '#6b3f2a'];
const hairs = ['#1d1411', '#3b2417', '#5a3a22', '#8c5a2b', '#b9853f', '#d8b36a', '#7a2e1d', '#9a9a9a'];
const palettes = [
  ['#0f3057', '#00587a', '#e7e7de'],
  ['#3d155f', '#df2e38', '#f5c7a9'],
  ['#1b4332', '#52b788', '#d8f3dc'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#5f0f40', '#fb8b24', '#e36414'],
  ['#003049', '#f77f00', '#fcbf49'],
  ['#2b2d42', '#ef233c', '#edf2f4'],
  ['#283618', '#dda15e', '#fefae0'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#590d22', '#ff8fa3', '#fff0f3'],
];

export type PortraitOptions = { width: number; height: number; label?: string };

export function portraitSvg(random: Random, { width, height, label }: PortraitOptions): string {
  const [bg, accent, light] = random.pick(palettes);
  const skin = random.pick(skins);
  const hair = random.pick(hairs);
  const cx = width / 2 + random.int(-width / 10, width / 10);
  const head = Math.min(width, height) * (0.16 + random.next() * 0.06);
  const cy = height * (0.38 + random.next() * 0.06);
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const r = random.int(width / 12, width / 3);
    const colour = random.pick([accent, light, bg]);
    shapes.push(
      random.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.35"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 1.6}" height="${r}" fill="${colour}" opacity="0.3" transform="rotate(${random.int(-40, 40)} ${x} ${y})"/>`,
    );
  }
  const longHair = random.chance(0.55);
  const hairShape = longHair
    ? `<path d="M${cx - head * 1.15},${cy} Q${cx - head * 1.3},${cy + head * 2.4} ${cx - head * 0.6},${cy + head * 2.2} L${cx + head * 0.6},${cy + head * 2.2} Q${cx + head * 1.3},${cy + head * 2.4} ${cx + head * 1.15},${cy} Z" fill="${hair}"/>`
    : '';
  const caption = label
    ? `<text x="${width / 2}" y="${height - height * 0.05}" font-family="sans-serif" font-size="${Math.round(width / 18)}" fill="${light}" text-anchor="middle" opacity="0.85">${label}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}${hairShape}
<path d="M${cx - head * 2.2},${height} Q${cx - head * 2},${cy + head * 2} ${cx},${cy + head * 1.9} Q${cx + head * 2},${cy + head * 2} ${cx + head * 2.2},${height} Z" fill="${random.pick([accent, light, '#1a1a1a', '#fafafa'])}"/>
<rect x="${cx - head * 0.35}" y="${cy + head * 0.8}" width="${head * 0.7}" height="${head * 1.2}" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${head * 0.85}" ry="${head * 1.05}" fill="${skin}"/>
<path d="M${cx - head * 0.95},${cy - head * 0.1} Q${cx - head},${cy - head * 1.35} ${cx},${cy - head * 1.2} Q${cx + head},${cy - head * 1.35} ${cx + head * 0.95},${cy - head * 0.1} Q${cx + head * 0.4},${cy - head * 0.8} ${cx - head * 0.95},${cy - head * 0.1} Z" fill="${hair}"/>
${caption}</svg>`;
}
