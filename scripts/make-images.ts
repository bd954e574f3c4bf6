/**
 * Makes the demo site's photographs-by-illustration (nothing is hot-linked): SVG scenes of
 * warehouses, distribution centres and a team, rendered to JPEG in headless Chromium.
 * `npx tsx scripts/make-images.ts` rewrites site/public/images/*.jpg.
 */
import path from 'node:path';
import { launchChromium } from '../tests/e2e/chromium';

interface Scene {
  readonly file: string;
  readonly sky: readonly [string, string];
  readonly svg: string;
}

const W = 1600;
const H = 900;

function warehouse(x: number, y: number, width: number, height: number, doors: number, tone: string): string {
  const doorWidth = width / (doors * 1.8);
  const doorsSvg = Array.from({ length: doors }, (_, i) => {
    const dx = x + width * 0.06 + i * (width * 0.88) / doors;
    return `<rect x="${dx}" y="${y + height * 0.45}" width="${doorWidth}" height="${height * 0.5}" fill="#5b6b70" stroke="#3e4a4e" stroke-width="2"/>
      <rect x="${dx}" y="${y + height * 0.45}" width="${doorWidth}" height="${height * 0.08}" fill="#f2b33d"/>`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${tone}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height * 0.12}" fill="#2f4a53"/>
    <rect x="${x}" y="${y + height * 0.2}" width="${width}" height="${height * 0.06}" fill="#ffffff" opacity="0.35"/>
    ${doorsSvg}`;
}

function truck(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="0" y="0" width="260" height="90" rx="4" fill="#f4f4f2" stroke="#c9cdcc" stroke-width="2"/>
    <rect x="262" y="30" width="70" height="60" rx="8" fill="${colour}"/>
    <rect x="290" y="38" width="34" height="22" rx="3" fill="#cfe3ea"/>
    <circle cx="50" cy="96" r="16" fill="#222"/><circle cx="90" cy="96" r="16" fill="#222"/>
    <circle cx="220" cy="96" r="16" fill="#222"/><circle cx="305" cy="96" r="16" fill="#222"/>
  </g>`;
}

function tree(x: number, y: number, s: number): string {
  return `<rect x="${x - 4 * s}" y="${y}" width="${8 * s}" height="${30 * s}" fill="#6b4f35"/>
    <circle cx="${x}" cy="${y - 10 * s}" r="${28 * s}" fill="#4f7a52"/><circle cx="${x + 18 * s}" cy="${y}" r="${20 * s}" fill="#5e8c5f"/>`;
}

function person(x: number, y: number, shirt: string, skin: string, hair: string): string {
  return `<g transform="translate(${x} ${y})">
    <path d="M-90 330 Q-90 170 0 160 Q90 170 90 330 Z" fill="${shirt}"/>
    <rect x="-22" y="120" width="44" height="50" fill="${skin}"/>
    <ellipse cx="0" cy="80" rx="58" ry="70" fill="${skin}"/>
    <path d="M-60 70 Q-55 0 0 5 Q60 0 60 70 Q50 30 0 35 Q-45 30 -60 70 Z" fill="${hair}"/>
    <path d="M-30 235 L0 170 L30 235" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7"/>
  </g>`;
}

const ground = (y: number, colour: string) => `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${colour}"/>`;

const scenes: Scene[] = [
  {
    file: 'hero-warehouse.jpg',
    sky: ['#8fb3c4', '#e9eef0'],
    svg: `${ground(560, '#b9b3a6')}<rect x="0" y="640" width="${W}" height="260" fill="#8d8a84"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${80 + i * 190}" y="760" width="110" height="8" fill="#f4f4f2"/>`).join('')}
      ${warehouse(120, 300, 1360, 300, 10, '#dfe3e2')}
      ${tree(70, 560, 2.2)}${tree(1540, 560, 2.4)}
      ${truck(220, 680, 1.2, '#c0392b')}${truck(900, 700, 1.1, '#2f4a53')}`,
  },
  {
    file: 'distribution-center.jpg',
    sky: ['#f2b37a', '#f6e2c6'],
    svg: `${ground(600, '#a9a394')}<rect x="0" y="660" width="${W}" height="240" fill="#7d7a73"/>
      ${warehouse(-40, 380, 900, 240, 6, '#e8e4dc')}${warehouse(900, 420, 760, 200, 5, '#d4d8d6')}
      <circle cx="1250" cy="200" r="90" fill="#fbe3b0" opacity="0.9"/>
      ${tree(860, 610, 1.8)}${truck(120, 720, 1, '#40616a')}${truck(620, 740, 0.9, '#f2b33d')}${truck(1100, 720, 1, '#7a3b2e')}`,
  },
  {
    file: 'team.jpg',
    sky: ['#dfe7e9', '#f7f5f1'],
    svg: `<rect x="0" y="0" width="${W}" height="${H}" fill="url(#sky)"/>
      <rect x="0" y="120" width="${W}" height="420" fill="#cfdadd"/>
      ${warehouse(60, 170, 1480, 300, 9, '#e6e9e8')}
      <rect x="0" y="560" width="${W}" height="340" fill="#c9c4b8"/>
      ${person(380, 520, '#2f4a53', '#e0b391', '#3b2a20')}${person(640, 500, '#f2b33d', '#8d5a3b', '#1c1410')}
      ${person(900, 515, '#40616a', '#f1c9a5', '#a0683a')}${person(1160, 505, '#7a3b2e', '#c68a62', '#2a1d15')}`,
  },
];

function page(scene: Scene): string {
  return `<!doctype html><html><body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>${scene.svg}</svg></body></html>`;
}

async function main() {
  const browser = await launchChromium();
  const tab = await browser.newPage({ viewport: { width: W, height: H } });
  for (const scene of scenes) {
    await tab.setContent(page(scene));
    await tab.screenshot({ path: path.join(__dirname, '../site/public/images', scene.file), type: 'jpeg', quality: 78 });
    console.log(`wrote site/public/images/${scene.file}`);
  }
  await browser.close();
}

void main();
