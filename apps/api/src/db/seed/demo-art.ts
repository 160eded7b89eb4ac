import sharp from 'sharp';

/**
 * Pictures for the demo, drawn as SVG and rasterised with sharp at seed time: nothing is
 * downloaded, and the same family looks the same on every machine. Portraits are a silhouette
 * with the person's initials, covers and scenes a few layered shapes (sky, hills, a house, people).
 */

const palettes = [
  ['#f6d5b8', '#c0674a', '#3d5a80'],
  ['#dbe9d1', '#5b8c5a', '#2f3e46'],
  ['#e8dff5', '#8e6bbf', '#34344a'],
  ['#fde2c4', '#d98e32', '#5e3b21'],
  ['#d7ecf3', '#3c8dad', '#1d3557'],
  ['#f3d9de', '#b5546a', '#4a2c3a'],
] as const;

const pick = (seed: number) => palettes[Math.abs(seed) % palettes.length]!;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square portrait: a coloured ground, a head-and-shoulders silhouette and the initials. */
export function portraitSvg(initials: string, seed: number, female: boolean): string {
  const [ground, figure, ink] = pick(seed);
  // Long hair falls behind the face; short hair sits on top of the head.
  const behind = female
    ? `<path d="M122 190 Q118 96 200 100 Q282 96 278 190 L286 290 Q200 262 114 290 Z" fill="${ink}" opacity=".9"/>`
    : '';
  const top = female
    ? `<path d="M130 178 Q150 110 200 112 Q252 110 270 178 Q240 140 200 140 Q160 140 130 178 Z" fill="${ink}"/>`
    : `<path d="M130 176 Q134 108 200 108 Q266 108 270 176 Q256 136 200 134 Q144 136 130 176 Z" fill="${ink}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${ground}"/>
  <circle cx="200" cy="170" r="170" fill="#fff" opacity=".35"/>
  ${behind}
  <path d="M60 400 Q70 290 200 282 Q330 290 340 400 Z" fill="${figure}"/>
  <rect x="182" y="240" width="36" height="50" fill="#dcb08c"/>
  <circle cx="200" cy="190" r="72" fill="#e9c7a8"/>
  ${top}
  <rect x="150" y="318" width="100" height="44" rx="10" fill="#fff" opacity=".85"/>
  <text x="200" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(initials)}</text>
</svg>`;
}

/** A landscape of the given size: sky, sun, two ranges of hills and, optionally, a house. */
export function sceneSvg(width: number, height: number, seed: number, withHouse: boolean): string {
  const [light, mid, dark] = pick(seed);
  const sunX = 0.2 + ((seed * 37) % 60) / 100;
  const house = withHouse
    ? `<g transform="translate(${width * 0.62} ${height * 0.48}) scale(${height / 400})">
        <rect x="0" y="40" width="120" height="90" fill="#f4efe6"/>
        <path d="M-12 44 L60 -10 L132 44 Z" fill="${dark}"/>
        <rect x="48" y="80" width="26" height="50" fill="${mid}"/>
        <rect x="14" y="62" width="22" height="22" fill="#9cc5e0"/><rect x="86" y="62" width="22" height="22" fill="#9cc5e0"/>
      </g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#fffaf2"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * sunX}" cy="${height * 0.3}" r="${height * 0.12}" fill="#ffd27a" opacity=".9"/>
  <path d="M0 ${height * 0.65} Q${width * 0.3} ${height * 0.42} ${width * 0.6} ${height * 0.62} T${width} ${height * 0.55} V${height} H0 Z" fill="${mid}" opacity=".75"/>
  <path d="M0 ${height * 0.8} Q${width * 0.4} ${height * 0.62} ${width * 0.75} ${height * 0.78} T${width} ${height * 0.74} V${height} H0 Z" fill="${dark}" opacity=".8"/>
  ${house}
</svg>`;
}

/** A group of figures on a lawn: the reunion album's pictures. */
export function gatheringSvg(width: number, height: number, seed: number, people: number): string {
  const [light, mid, dark] = pick(seed);
  const figures = Array.from({ length: people }, (_, i) => {
    const x = ((i + 0.5) * width) / people;
    const tall = height * (0.16 + ((seed + i * 7) % 5) * 0.015);
    const colour = pick(seed + i + 1)[1];
    const ground = height * 0.82;
    return `<path d="M${x - tall * 0.4} ${ground} Q${x - tall * 0.42} ${ground - tall} ${x} ${ground - tall} Q${x + tall * 0.42} ${ground - tall} ${x + tall * 0.4} ${ground} Z" fill="${colour}"/>
      <circle cx="${x}" cy="${ground - tall * 1.22}" r="${tall * 0.25}" fill="#e3bd9a"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${light}"/>
  <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="${mid}"/>
  <circle cx="${width * 0.85}" cy="${height * 0.18}" r="${height * 0.08}" fill="#fff3c4"/>
  <rect x="${width * 0.05}" y="${height * 0.4}" width="${width * 0.9}" height="${height * 0.04}" fill="${dark}" opacity=".3"/>
  ${figures}
</svg>`;
}

/** The SVG as a JPEG; plain libjpeg, since mozjpeg costs the seed much more time to save a few KB. */
export async function rasterise(
  svg: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
