/**
 * Images made locally for the seed (no network): avatars (initials on a colour) and abstract
 * featured images (gradients and shapes from the article's `featured` hint). SVG is rendered
 * to raster with sharp, which Strapi's upload plugin already depends on.
 */
import sharp from 'sharp';
import { createRng, type Rng } from './prng';

export const FEATURED_WIDTH = 1600;
export const FEATURED_HEIGHT = 900;
export const AVATAR_SIZE = 640;

const PALETTES: Record<string, [string, string, string]> = {
  teal: ['#0B7285', '#15AABF', '#C5F6FA'],
  indigo: ['#1A1B4B', '#364FC7', '#BAC8FF'],
  blue: ['#1864AB', '#4DABF7', '#D0EBFF'],
  navy: ['#1A1B3A', '#3B5BDB', '#DBE4FF'],
  sky: ['#1971C2', '#74C0FC', '#FFF3BF'],
  orange: ['#E8590C', '#FF922B', '#FFE8CC'],
  saffron: ['#F08C00', '#FFA94D', '#FFF4E6'],
  golden: ['#E67700', '#FCC419', '#FFF9DB'],
  warm: ['#7F3B08', '#D9480F', '#FFD8A8'],
  brown: ['#5C3317', '#A0522D', '#F4E1C1'],
  sepia: ['#704214', '#B08D57', '#F3E9D2'],
  green: ['#2B8A3E', '#69DB7C', '#EBFBEE'],
  forest: ['#1B4332', '#40916C', '#D8F3DC'],
  violet: ['#5F3DC4', '#9775FA', '#F3F0FF'],
  purple: ['#862E9C', '#DA77F2', '#F8F0FC'],
  rose: ['#C2255C', '#F783AC', '#FFF0F6'],
  pink: ['#D6336C', '#FAA2C1', '#FFF0F6'],
  red: ['#C92A2A', '#FF6B6B', '#FFF5F5'],
  earth: ['#5C4033', '#C08552', '#F5E6CA'],
  grey: ['#343A40', '#868E96', '#F1F3F5'],
};

const MOTIFS = [
  'rain',
  'stars',
  'waves',
  'grid',
  'lines',
  'swirls',
  'petals',
  'burst',
  'kites',
  'mist',
  'circles',
] as const;
type Motif = (typeof MOTIFS)[number];

const MOTIF_WORDS: Array<[RegExp, Motif]> = [
  [/kite|diamond|festival|flag/i, 'kites'],
  [/rain|drop|monsoon|drizzle|बारिश|ಮಳೆ/i, 'rain'],
  [/star|night|moon|sky/i, 'stars'],
  [/wave|sea|river|water|ocean|lake|tide/i, 'waves'],
  [/grid|circuit|city|electric|platform|metro|pixel/i, 'grid'],
  [/line|paper|map|page|quill|ink|script/i, 'lines'],
  [/swirl|smoke|steam|spice|coffee|tea/i, 'swirls'],
  [/petal|flower|bloom|leaf|rose|garden/i, 'petals'],
  [/burst|sun|light|lamp|fire|glow|ray/i, 'burst'],
  [/mist|fog|cloud|haze|soft|dawn/i, 'mist'],
];

export function paletteFor(hint: string | undefined, rng: Rng): [string, string, string] {
  const words = (hint ?? '').toLowerCase().split(/[^a-z]+/);
  for (const w of words) {
    const palette = PALETTES[w];
    if (palette) return palette;
  }
  const names = Object.keys(PALETTES);
  return (
    PALETTES[names[Math.floor(rng.next() * names.length)] ?? 'grey'] ?? ['#343A40', '#868E96', '#F1F3F5']
  );
}

export function motifFor(hint: string | undefined, rng: Rng): Motif {
  for (const [re, motif] of MOTIF_WORDS) if (hint && re.test(hint)) return motif;
  return MOTIFS[Math.floor(rng.next() * MOTIFS.length)] ?? 'circles';
}

const f = (n: number) => n.toFixed(1);

function shapes(motif: Motif, rng: Rng, light: string, mid: string): string {
  const W = FEATURED_WIDTH;
  const H = FEATURED_HEIGHT;
  const out: string[] = [];
  switch (motif) {
    case 'rain':
      for (let i = 0; i < 140; i++) {
        const x = rng.next() * W;
        const y = rng.next() * H;
        const len = 30 + rng.next() * 70;
        out.push(
          `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - len * 0.25)}" y2="${f(y + len)}" stroke="${light}" stroke-opacity="${f(0.2 + rng.next() * 0.5)}" stroke-width="${f(2 + rng.next() * 3)}" stroke-linecap="round"/>`,
        );
      }
      break;
    case 'stars':
      for (let i = 0; i < 220; i++) {
        out.push(
          `<circle cx="${f(rng.next() * W)}" cy="${f(rng.next() * H * 0.8)}" r="${f(0.8 + rng.next() ** 3 * 5)}" fill="${light}" fill-opacity="${f(0.4 + rng.next() * 0.6)}"/>`,
        );
      }
      out.push(
        `<circle cx="${f(W * (0.6 + rng.next() * 0.3))}" cy="${f(H * 0.25)}" r="70" fill="${light}" fill-opacity="0.85"/>`,
      );
      break;
    case 'waves':
      for (let i = 0; i < 9; i++) {
        const y = H * 0.25 + i * (H / 11);
        const amp = 20 + rng.next() * 40;
        const len = 200 + rng.next() * 200;
        let d = `M0 ${f(y)}`;
        for (let x = 0; x <= W + len; x += len) d += ` q ${f(len / 2)} ${f(-amp)} ${f(len)} 0`;
        d += ` V${H} H0 Z`;
        out.push(`<path d="${d}" fill="${i % 2 ? light : mid}" fill-opacity="${f(0.1 + i * 0.05)}"/>`);
      }
      break;
    case 'grid': {
      const step = 60 + Math.floor(rng.next() * 40);
      for (let x = 0; x <= W; x += step)
        out.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${light}" stroke-opacity="0.15"/>`);
      for (let y = 0; y <= H; y += step)
        out.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${light}" stroke-opacity="0.15"/>`);
      for (let i = 0; i < 40; i++) {
        const x = Math.floor(rng.next() * (W / step)) * step;
        const y = Math.floor(rng.next() * (H / step)) * step;
        out.push(
          `<rect x="${x}" y="${y}" width="${step}" height="${step}" fill="${rng.next() < 0.5 ? light : mid}" fill-opacity="${f(0.15 + rng.next() * 0.4)}"/>`,
        );
      }
      break;
    }
    case 'lines':
      for (let i = 0; i < 28; i++) {
        const y = 40 + i * 32 + rng.next() * 8;
        const x1 = rng.next() * W * 0.3;
        const x2 = W * 0.6 + rng.next() * W * 0.4;
        out.push(
          `<line x1="${f(x1)}" y1="${f(y)}" x2="${f(x2)}" y2="${f(y + (rng.next() - 0.5) * 10)}" stroke="${light}" stroke-opacity="${f(0.15 + rng.next() * 0.35)}" stroke-width="${f(1 + rng.next() * 3)}"/>`,
        );
      }
      break;
    case 'swirls':
      for (let i = 0; i < 16; i++) {
        const cx = rng.next() * W;
        const cy = rng.next() * H;
        const r = 60 + rng.next() * 260;
        out.push(
          `<path d="M${f(cx - r)} ${f(cy)} a ${f(r)} ${f(r)} 0 0 1 ${f(2 * r)} 0 a ${f(r * 0.6)} ${f(r * 0.6)} 0 0 1 ${f(-r * 1.2)} 0" fill="none" stroke="${i % 2 ? light : mid}" stroke-opacity="${f(0.25 + rng.next() * 0.4)}" stroke-width="${f(4 + rng.next() * 14)}" stroke-linecap="round"/>`,
        );
      }
      break;
    case 'petals':
      for (let i = 0; i < 36; i++) {
        const cx = rng.next() * W;
        const cy = rng.next() * H;
        const rx = 20 + rng.next() * 60;
        out.push(
          `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(rx * 0.4)}" transform="rotate(${f(rng.next() * 180)} ${f(cx)} ${f(cy)})" fill="${i % 3 ? light : mid}" fill-opacity="${f(0.3 + rng.next() * 0.5)}"/>`,
        );
      }
      break;
    case 'burst': {
      const cx = W * (0.3 + rng.next() * 0.4);
      const cy = H * (0.3 + rng.next() * 0.4);
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        const b = a + Math.PI / 60;
        const R = 1400;
        out.push(
          `<path d="M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a) * R)} ${f(cy + Math.sin(a) * R)} L${f(cx + Math.cos(b) * R)} ${f(cy + Math.sin(b) * R)} Z" fill="${light}" fill-opacity="${f(0.06 + (i % 3) * 0.05)}"/>`,
        );
      }
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(90 + rng.next() * 60)}" fill="${light}" fill-opacity="0.8"/>`,
      );
      break;
    }
    case 'kites':
      for (let i = 0; i < 14; i++) {
        const cx = rng.next() * W;
        const cy = rng.next() * H * 0.7;
        const s = 30 + rng.next() * 60;
        out.push(
          `<path d="M${f(cx)} ${f(cy - s)} L${f(cx + s * 0.7)} ${f(cy)} L${f(cx)} ${f(cy + s * 1.2)} L${f(cx - s * 0.7)} ${f(cy)} Z" fill="${i % 2 ? light : mid}" fill-opacity="${f(0.5 + rng.next() * 0.5)}"/>`,
          `<path d="M${f(cx)} ${f(cy + s * 1.2)} q 40 80 -10 ${f(200 + rng.next() * 200)}" fill="none" stroke="${light}" stroke-opacity="0.4" stroke-width="2"/>`,
        );
      }
      break;
    case 'mist':
      for (let i = 0; i < 24; i++) {
        out.push(
          `<ellipse cx="${f(rng.next() * W)}" cy="${f(H * 0.3 + rng.next() * H * 0.7)}" rx="${f(200 + rng.next() * 400)}" ry="${f(40 + rng.next() * 80)}" fill="${light}" fill-opacity="${f(0.05 + rng.next() * 0.12)}"/>`,
        );
      }
      break;
    default:
      for (let i = 0; i < 30; i++) {
        out.push(
          `<circle cx="${f(rng.next() * W)}" cy="${f(rng.next() * H)}" r="${f(20 + rng.next() * 200)}" fill="${i % 2 ? light : mid}" fill-opacity="${f(0.08 + rng.next() * 0.25)}"/>`,
        );
      }
  }
  return out.join('');
}

/** An abstract 1600×900 SVG for an article: deterministic for a given key and hint. */
export function featuredSvg(key: string, hint?: string): string {
  const rng = createRng(`featured:${key}`);
  const [dark, mid, light] = paletteFor(hint, rng);
  const motif = motifFor(hint, rng);
  const angle = Math.floor(rng.next() * 360);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FEATURED_WIDTH}" height="${FEATURED_HEIGHT}" viewBox="0 0 ${FEATURED_WIDTH} ${FEATURED_HEIGHT}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${f(0.2 + rng.next() * 0.6)}" cy="${f(0.2 + rng.next() * 0.6)}" r="0.7"><stop offset="0" stop-color="${light}" stop-opacity="0.45"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>`,
    shapes(motif, rng, light, mid),
    '</svg>',
  ].join('');
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0] ?? '', parts[parts.length - 1] ?? ''] : parts;
  return letters
    .map((p) => Array.from(p)[0] ?? '')
    .join('')
    .toUpperCase();
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function avatarSvg(name: string, background: string, foreground: string): string {
  const S = AVATAR_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">`,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background}" stop-opacity="0.8"/></linearGradient></defs>`,
    `<rect width="${S}" height="${S}" fill="url(#a)"/>`,
    `<circle cx="${S * 0.85}" cy="${S * 0.15}" r="${S * 0.3}" fill="${foreground}" fill-opacity="0.08"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${S * 0.38}" fill="${foreground}">${xml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

export function logoSvg(name: string, background: string, foreground: string): string {
  const S = 600;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">`,
    `<rect width="${S}" height="${S}" rx="80" fill="${background}"/>`,
    `<circle cx="${S / 2}" cy="${S * 0.42}" r="${S * 0.2}" fill="none" stroke="${foreground}" stroke-width="24"/>`,
    `<text x="50%" y="${S * 0.82}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="56" fill="${foreground}">${xml(name)}</text>`,
    '</svg>',
  ].join('');
}

export async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}

export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
