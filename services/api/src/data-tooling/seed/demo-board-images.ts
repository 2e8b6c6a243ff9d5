import sharp from 'sharp';

/** The light of a generated gallery photo. */
export type DemoScene = 'morning' | 'day' | 'sunset' | 'night' | 'autumn';

export interface DemoPhoto {
  scene: DemoScene;
  /** Drawn on the photo's caption bar. Latin letters and digits only: a fresh machine may have no Korean font for librsvg. */
  caption: string;
  /** Places the players differently from one photo to the next. */
  variant: number;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  hills: string;
  grass: string;
  stripe: string;
  dirt: string;
  fence: string;
  light: string | null;
  sun: string | null;
}

const PALETTES: Record<DemoScene, Palette> = {
  morning: { skyTop: '#8ec5ff', skyBottom: '#e8f4ff', hills: '#5d8f6a', grass: '#4f9a4a', stripe: '#5aa855', dirt: '#c48a55', fence: '#1f5a3a', light: null, sun: '#fff3b0' },
  day: { skyTop: '#3d8fe0', skyBottom: '#bfe1ff', hills: '#3f7a52', grass: '#3f8f3c', stripe: '#4a9c46', dirt: '#b97a45', fence: '#17472d', light: null, sun: '#fffbe0' },
  sunset: { skyTop: '#4b3f8f', skyBottom: '#ffb36b', hills: '#4a4a5e', grass: '#3e7a3a', stripe: '#468440', dirt: '#a8683c', fence: '#22303a', light: null, sun: '#ffd27a' },
  night: { skyTop: '#0b1330', skyBottom: '#24365f', hills: '#1a2238', grass: '#2f7a38', stripe: '#37863f', dirt: '#9c6a43', fence: '#0e2a1c', light: '#fffbe6', sun: null },
  autumn: { skyTop: '#6fa8d8', skyBottom: '#f3e3c3', hills: '#b5652e', grass: '#6f9440', stripe: '#7a9f48', dirt: '#b6773f', fence: '#3b3a1f', light: null, sun: '#fff0c0' },
};

const WIDTH = 1200;
const HEIGHT = 800;

/** A small deterministic generator, so the same photo is drawn the same way every time. */
function random(seed: number): () => number {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function player(x: number, y: number, scale: number, jersey: string): string {
  const s = scale;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})">
    <ellipse cx="0" cy="2" rx="9" ry="3" fill="#000" opacity="0.25"/>
    <rect x="-5" y="-22" width="4" height="22" fill="#eeeeee"/><rect x="1" y="-22" width="4" height="22" fill="#eeeeee"/>
    <rect x="-7" y="-42" width="14" height="22" rx="3" fill="${jersey}"/>
    <circle cx="0" cy="-48" r="6" fill="#e0b08a"/>
    <path d="M-7 -50 a7 7 0 0 1 14 0 l4 1 l-18 0 z" fill="${jersey}"/>
  </g>`;
}

/** The SVG of a ball field photo: sky, hills, outfield fence, mown grass, the diamond, players, a caption bar. */
export function demoPhotoSvg(photo: DemoPhoto): string {
  const p = PALETTES[photo.scene];
  const next = random(photo.variant + 7);
  const horizon = 300;
  // The diamond in perspective: home plate near the bottom, second base far up the field.
  const home = { x: 600, y: 700 };
  const first = { x: 840, y: 560 };
  const second = { x: 600, y: 470 };
  const third = { x: 360, y: 560 };
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = -200 + i * 180;
    return `<polygon points="${x},${horizon + 40} ${x + 90},${horizon + 40} ${x + 260},${HEIGHT} ${x + 80},${HEIGHT}" fill="${p.stripe}" opacity="0.55"/>`;
  }).join('');
  const stars = p.light
    ? Array.from({ length: 40 }, () => `<circle cx="${(next() * WIDTH).toFixed(0)}" cy="${(next() * 200).toFixed(0)}" r="${(next() * 1.6 + 0.4).toFixed(1)}" fill="#fff" opacity="0.8"/>`).join('')
    : '';
  const lights = p.light
    ? [150, 1050]
        .map(
          (x) => `<rect x="${x - 4}" y="90" width="8" height="220" fill="#55606e"/>
            <rect x="${x - 40}" y="70" width="80" height="30" rx="4" fill="#39414d"/>
            <rect x="${x - 34}" y="76" width="68" height="18" fill="${p.light}"/>
            <polygon points="${x - 40},100 ${x + 40},100 ${x + 260},${HEIGHT} ${x - 260},${HEIGHT}" fill="${p.light}" opacity="0.07"/>`,
        )
        .join('')
    : '';
  const sun = p.sun ? `<circle cx="${photo.scene === 'sunset' ? 930 : 980}" cy="${photo.scene === 'sunset' ? 270 : 110}" r="${photo.scene === 'sunset' ? 70 : 46}" fill="${p.sun}" opacity="0.9"/>` : '';
  const clouds = p.light
    ? ''
    : Array.from({ length: 4 }, () => {
        const x = next() * WIDTH;
        const y = 60 + next() * 140;
        return `<g fill="#fff" opacity="0.75"><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="70" ry="18"/><ellipse cx="${(x + 40).toFixed(0)}" cy="${(y - 12).toFixed(0)}" rx="45" ry="16"/></g>`;
      }).join('');
  const jerseys = ['#1d4e9e', '#c0392b'];
  const fielders = [
    { x: 600, y: 545, s: 0.9 },
    { x: 600, y: 712, s: 1.15 },
    { x: 800, y: 545, s: 0.9 },
    { x: 700, y: 485, s: 0.8 },
    { x: 480, y: 490, s: 0.8 },
    { x: 395, y: 545, s: 0.9 },
    { x: 330 + next() * 60, y: 380, s: 0.6 },
    { x: 570 + next() * 60, y: 350, s: 0.55 },
    { x: 810 + next() * 60, y: 380, s: 0.6 },
  ]
    .map((f) => player(f.x, f.y, f.s, jerseys[0]))
    .join('');
  const batter = player(560 + next() * 10, 700, 1.2, jerseys[1]);
  const runner = next() > 0.4 ? player(first.x - 10 - next() * 60, first.y - 5 + next() * 40, 1, jerseys[1]) : '';
  const base = (b: { x: number; y: number }) => `<rect x="${b.x - 9}" y="${b.y - 5}" width="18" height="10" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${stars}${sun}${clouds}
  <path d="M0 ${horizon - 40} Q 200 ${horizon - 120} 420 ${horizon - 50} T 820 ${horizon - 70} T ${WIDTH} ${horizon - 60} V ${horizon} H 0 Z" fill="${p.hills}"/>
  ${lights}
  <rect x="0" y="${horizon}" width="${WIDTH}" height="44" fill="${p.fence}"/>
  <rect x="520" y="${horizon - 60}" width="160" height="70" rx="4" fill="#222a2f"/>
  <g fill="#f5c542">${Array.from({ length: 7 }, (_, i) => `<rect x="${532 + i * 21}" y="${horizon - 48}" width="14" height="10"/>`).join('')}</g>
  <g fill="#9be39b">${Array.from({ length: 7 }, (_, i) => `<rect x="${532 + i * 21}" y="${horizon - 30}" width="14" height="10"/>`).join('')}</g>
  <rect x="0" y="${horizon + 44}" width="${WIDTH}" height="${HEIGHT - horizon - 44}" fill="${p.grass}"/>
  ${stripes}
  <polygon points="${home.x},${home.y + 60} ${first.x + 90},${first.y} ${second.x},${second.y - 60} ${third.x - 90},${third.y}" fill="${p.dirt}"/>
  <polygon points="${home.x},${home.y - 25} ${first.x - 45},${first.y} ${second.x},${second.y + 25} ${third.x + 45},${third.y}" fill="${p.grass}"/>
  <polyline points="${home.x},${home.y} ${third.x - 300},${horizon + 44}" fill="none" stroke="#fff" stroke-width="3" opacity="0.85"/>
  <polyline points="${home.x},${home.y} ${first.x + 300},${horizon + 44}" fill="none" stroke="#fff" stroke-width="3" opacity="0.85"/>
  <ellipse cx="600" cy="570" rx="34" ry="14" fill="${p.dirt}"/>
  <rect x="592" y="566" width="16" height="4" fill="#fff"/>
  ${base(first)}${base(second)}${base(third)}
  <polygon points="${home.x - 10},${home.y - 4} ${home.x + 10},${home.y - 4} ${home.x + 10},${home.y + 2} ${home.x},${home.y + 8} ${home.x - 10},${home.y + 2}" fill="#fff"/>
  ${fielders}${batter}${runner}
  <rect x="0" y="${HEIGHT - 64}" width="${WIDTH}" height="64" fill="#000" opacity="0.55"/>
  <text x="32" y="${HEIGHT - 22}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="30" font-weight="bold" fill="#fff">${escapeXml(photo.caption)}</text>
</svg>`;
}

/** The photo as a JPEG, the way a phone would send it; FilesService.upload re-encodes it like any upload. */
export function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(photo))).jpeg({ quality: 85 }).toBuffer();
}
