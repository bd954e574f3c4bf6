/**
 * Makes the demo site's photographs-by-illustration (nothing is hot-linked): SVG scenes of
 * warehouses, distribution centres and a team, rendered to JPEG in headless Chromium.
 * `npx tsx scripts/make-images.ts` rewrites site/public/images/*.jpg; name files to make only
 * those (`npx tsx scripts/make-images.ts solar-roof.jpg port-cranes.jpg`).
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


function hardHat(x: number, y: number, colour: string): string {
  return `<path d="M${x - 62} ${y + 52} Q${x - 60} ${y - 8} ${x} ${y - 6} Q${x + 60} ${y - 8} ${x + 62} ${y + 52} Z" fill="${colour}"/>
    <rect x="${x - 74}" y="${y + 46}" width="148" height="14" rx="7" fill="${colour}"/>`;
}

/** A worker: a person in a hi-vis vest and a hard hat. */
function worker(x: number, y: number, skin: string, hat: string): string {
  return `${person(x, y, '#f28c28', skin, '#2a1d15')}
    <rect x="${x - 70}" y="${y + 250}" width="140" height="16" fill="#e8f04a" opacity="0.9"/>
    ${hardHat(x, y + 10, hat)}`;
}

/** A warehouse roof seen from above at an angle, covered in rows of solar panels. */
function solarRoof(x: number, y: number, width: number, depth: number, rows: number): string {
  const skew = depth * 0.55;
  const roof = `<path d="M${x} ${y + depth} L${x + skew} ${y} L${x + skew + width} ${y} L${x + width} ${y + depth} Z" fill="#c9cdcc"/>
    <path d="M${x} ${y + depth} L${x + width} ${y + depth} L${x + width} ${y + depth + 120} L${x} ${y + depth + 120} Z" fill="#dfe3e2"/>`;
  const panels = Array.from({ length: rows }, (_, r) => {
    const t = (r + 0.6) / (rows + 0.4);
    const rowY = y + depth - t * depth;
    const rowX = x + t * skew + width * 0.04;
    return Array.from({ length: 14 }, (_, c) => {
      const px = rowX + c * (width * 0.92) / 14;
      return `<path d="M${px} ${rowY} l${width * 0.055} 0 l${skew * 0.03} ${-depth / (rows * 1.9)} l${-width * 0.055} 0 Z" fill="#24466b" stroke="#8fb6d8" stroke-width="1.2"/>`;
    }).join('');
  }).join('');
  return roof + panels;
}

/** A ship-to-shore container crane. */
function crane(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${colour}" stroke-width="10" fill="none">
    <path d="M0 400 L40 60 M120 400 L80 60 M40 60 L80 60 M20 230 L100 230"/>
    <path d="M-160 40 L320 40 M-160 70 L320 70 M60 0 L-160 40 M60 0 L320 40" stroke-width="8"/>
    <rect x="-40" y="70" width="50" height="26" fill="${colour}"/>
  </g>`;
}

function containers(x: number, y: number, columns: number, rows: number, size: number): string {
  const colours = ['#c0392b', '#2f4a53', '#f2b33d', '#40616a', '#7a3b2e', '#5e8c5f', '#96b7c0'];
  return Array.from({ length: columns * rows }, (_, i) => {
    const c = i % columns;
    const r = Math.floor(i / columns);
    return `<rect x="${x + c * size * 2.1}" y="${y - (r + 1) * size}" width="${size * 2}" height="${size * 0.94}" fill="${colours[(c * 3 + r * 5) % colours.length]}" stroke="#1d2a30" stroke-width="1.5"/>`;
  }).join('');
}

/** Pallet racking in one-point perspective towards (vx, vy), for warehouse interiors. */
function racking(vx: number, vy: number, tone: string, beam: string, goods: readonly string[]): string {
  const side = (sign: number) =>
    Array.from({ length: 7 }, (_, i) => {
      const t = i / 7;
      const x = vx + sign * (780 - t * 700);
      const top = 40 + t * (vy - 120);
      const bottom = 900 - t * (900 - vy - 80);
      const shelves = Array.from({ length: 4 }, (_, k) => {
        const sy = bottom - (k + 1) * (bottom - top) / 4.4;
        return `<rect x="${Math.min(x, x + sign * 90 * (1 - t))}" y="${sy}" width="${90 * (1 - t) + 4}" height="${(bottom - top) / 7}" fill="${goods[(i + k) % goods.length]}"/>
          <rect x="${Math.min(x, x + sign * 100 * (1 - t))}" y="${sy + (bottom - top) / 7}" width="${100 * (1 - t) + 6}" height="${6 - t * 4}" fill="${beam}"/>`;
      }).join('');
      return `<rect x="${x - 4}" y="${top}" width="${8 - t * 5}" height="${bottom - top}" fill="${tone}"/>${shelves}`;
    }).join('');
  return side(-1) + side(1);
}

function forklift(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="40" width="120" height="70" rx="8" fill="${colour}"/>
    <path d="M20 40 L30 -30 L100 -30 L110 40" fill="none" stroke="#1d2a30" stroke-width="8"/>
    <rect x="-50" y="-60" width="10" height="170" fill="#1d2a30"/><rect x="-90" y="100" width="60" height="8" fill="#1d2a30"/>
    <rect x="-95" y="60" width="70" height="40" fill="#c9a97a"/>
    <circle cx="25" cy="115" r="20" fill="#222"/><circle cx="100" cy="115" r="20" fill="#222"/>
  </g>`;
}

/** A low multi-tenant building with glass storefronts. */
function parkBuilding(x: number, y: number, width: number, height: number, tone: string): string {
  const bays = Math.floor(width / 120);
  const glass = Array.from({ length: bays }, (_, i) => `<rect x="${x + 20 + i * 120}" y="${y + height * 0.35}" width="70" height="${height * 0.6}" fill="#5d8aa0" stroke="#2f4a53" stroke-width="3"/>
      <rect x="${x + 95 + i * 120}" y="${y + height * 0.5}" width="18" height="${height * 0.45}" fill="#5b6b70"/>`).join('');
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${tone}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height * 0.1}" fill="#40616a"/>${glass}`;
}

function chargePost(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="44" height="130" rx="6" fill="#f4f4f2" stroke="#2f4a53" stroke-width="3"/>
    <rect x="${x + 8}" y="${y + 14}" width="28" height="20" fill="#1d2a30"/>
    <path d="M${x + 26} ${y + 50} l-12 26 h10 l-6 22 l18 -30 h-10 l8 -18 Z" fill="#00d084"/>
    <path d="M${x + 44} ${y + 90} q40 10 60 50" fill="none" stroke="#1d2a30" stroke-width="6"/>`;
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
  {
    file: 'solar-roof.jpg',
    sky: ['#7fb0d6', '#e6f0f5'],
    svg: `${ground(430, '#9fb08e')}<rect x="0" y="760" width="${W}" height="140" fill="#8d8a84"/>
      ${solarRoof(160, 330, 1180, 330, 9)}
      ${tree(90, 700, 2)}${tree(1480, 640, 2.3)}${tree(1400, 720, 1.6)}
      ${truck(980, 790, 0.7, '#2f4a53')}${truck(1240, 800, 0.7, '#f2b33d')}`,
  },
  {
    file: 'construction-steel.jpg',
    sky: ['#9cc3d9', '#f1ece2'],
    svg: `${ground(640, '#b89d7a')}
      <g stroke="#6f7d82" stroke-width="14">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${200 + i * 170}" y1="640" x2="${200 + i * 170}" y2="330"/>`).join('')}
      <line x1="190" y1="340" x2="1230" y2="340"/><line x1="190" y1="480" x2="1230" y2="480"/></g>
      <g stroke="#8c9aa0" stroke-width="5">${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${200 + i * 170}" y1="340" x2="${370 + i * 170}" y2="480"/>`).join('')}</g>
      <rect x="960" y="480" width="270" height="160" fill="#d6d1c7"/><rect x="200" y="520" width="340" height="120" fill="#cfc9bd"/>
      <g stroke="#f2b33d" stroke-width="12" fill="none"><path d="M1400 640 L1400 90 M1180 110 L1560 110 M1400 90 L1180 110 M1400 90 L1560 110"/><path d="M1250 110 L1250 300" stroke-width="4" stroke="#1d2a30"/></g>
      <rect x="1225" y="300" width="50" height="30" fill="#6f7d82"/>
      ${worker(380, 560, '#c68a62', '#f4f4f2')}`,
  },
  {
    file: 'port-cranes.jpg',
    sky: ['#f0b27a', '#f7e4cf'],
    svg: `<rect x="0" y="560" width="${W}" height="340" fill="#40616a"/><rect x="0" y="540" width="${W}" height="30" fill="#8d8a84"/>
      <path d="M80 560 L1000 560 L960 640 L120 640 Z" fill="#2f4a53"/>${containers(160, 560, 18, 3, 24)}
      ${crane(300, 160, 1, '#c0392b')}${crane(700, 160, 1, '#c0392b')}${crane(1100, 180, 0.95, '#d35400')}
      ${containers(1150, 540, 8, 4, 22)}<circle cx="260" cy="160" r="70" fill="#fbe3b0" opacity="0.8"/>`,
  },
  {
    file: 'rail-served.jpg',
    sky: ['#a9c7d6', '#eef2f3'],
    svg: `${ground(560, '#b9b3a6')}${warehouse(100, 290, 1400, 290, 9, '#e3e5e1')}
      <rect x="0" y="700" width="${W}" height="14" fill="#5b4a3a"/><rect x="0" y="740" width="${W}" height="14" fill="#5b4a3a"/>
      ${Array.from({ length: 40 }, (_, i) => `<rect x="${i * 42}" y="695" width="14" height="65" fill="#6b5a48"/>`).join('')}
      ${[0, 1, 2, 3].map((i) => `<g transform="translate(${60 + i * 380} 560)"><rect width="350" height="130" rx="6" fill="${['#7a3b2e', '#2f4a53', '#7a3b2e', '#40616a'][i]}"/>
        <rect x="150" y="20" width="60" height="100" fill="#000" opacity="0.15"/><circle cx="50" cy="140" r="18" fill="#222"/><circle cx="300" cy="140" r="18" fill="#222"/></g>`).join('')}
      ${tree(1540, 560, 2)}`,
  },
  {
    file: 'ev-charging.jpg',
    sky: ['#8fc1d8', '#edf4f2'],
    svg: `${ground(560, '#a8a59d')}${warehouse(-20, 280, 1640, 290, 11, '#e6e8e4')}
      ${[0, 1, 2, 3].map((i) => chargePost(150 + i * 370, 600)).join('')}
      ${truck(230, 700, 0.95, '#2f6b57')}${truck(960, 700, 0.95, '#2f4a53')}
      <text x="310" y="760" font-family="sans-serif" font-size="34" font-weight="700" fill="#2f6b57">ELECTRIC</text>`,
  },
  {
    file: 'cold-storage.jpg',
    sky: ['#b9d6e6', '#e9f3f8'],
    svg: `<rect width="${W}" height="${H}" fill="#dfeaf0"/><path d="M0 900 L720 430 L880 430 L1600 900 Z" fill="#c4d3da"/>
      <rect x="720" y="330" width="160" height="100" fill="#f7fbfd"/>
      ${racking(800, 430, '#2f6fa0', '#f2b33d', ['#e9eef2', '#c9d8e2', '#f7fbfd', '#a9c3d3'])}
      ${forklift(700, 690, 1.1, '#f2b33d')}`,
  },
  {
    file: 'warehouse-interior.jpg',
    sky: ['#efe4d2', '#f7f5f1'],
    svg: `<rect width="${W}" height="${H}" fill="#ece6da"/><path d="M0 900 L720 440 L880 440 L1600 900 Z" fill="#b9b2a5"/>
      <rect x="720" y="340" width="160" height="100" fill="#fdf1d8"/>
      ${racking(800, 440, '#d35400', '#2f4a53', ['#c9a97a', '#b8915e', '#e0c9a4', '#a77d4f'])}
      ${forklift(640, 700, 1.2, '#f2b33d')}${forklift(980, 560, 0.6, '#f2b33d')}`,
  },
  {
    file: 'market-research.jpg',
    sky: ['#e7e4de', '#f7f6f3'],
    svg: `<rect width="${W}" height="${H}" fill="#e7e4de"/><rect x="0" y="700" width="${W}" height="200" fill="#8a6418"/>
      <rect x="220" y="110" width="1160" height="640" rx="18" fill="#ffffff" stroke="#c9c4b8" stroke-width="4"/>
      ${[0, 1, 2, 3, 4].map((i) => `<line x1="300" y1="${200 + i * 110}" x2="1300" y2="${200 + i * 110}" stroke="#e7e4de" stroke-width="3"/>`).join('')}
      ${[210, 260, 240, 330, 300, 380, 420, 400, 470].map((h, i) => `<rect x="${330 + i * 105}" y="${640 - h}" width="60" height="${h}" fill="${i === 8 ? '#f2b33d' : '#40616a'}"/>`).join('')}
      <polyline points="360,470 465,440 570,455 675,380 780,395 885,330 990,290 1095,300 1200,240" fill="none" stroke="#c0392b" stroke-width="8"/>
      <rect x="1120" y="760" width="280" height="30" rx="6" fill="#2f4a53"/><circle cx="180" cy="800" r="60" fill="#f7f6f3"/><rect x="150" y="740" width="60" height="60" fill="#2f4a53"/>`,
  },
  {
    file: 'business-park.jpg',
    sky: ['#9bc4dd', '#eef3f1'],
    svg: `${ground(560, '#9fb08e')}<rect x="0" y="700" width="${W}" height="200" fill="#8d8a84"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<rect x="${40 + i * 150}" y="800" width="90" height="8" fill="#f4f4f2"/>`).join('')}
      ${parkBuilding(60, 390, 700, 190, '#e8e4dc')}${parkBuilding(840, 410, 700, 170, '#d9dcd8')}
      ${tree(800, 560, 1.6)}${tree(40, 600, 1.9)}${tree(1560, 600, 1.9)}${tree(420, 640, 1.3)}${tree(1180, 640, 1.3)}`,
  },
  {
    file: 'night-cross-dock.jpg',
    sky: ['#0f1c2e', '#2f4a53'],
    svg: `${ground(580, '#3b3f45')}<rect x="0" y="660" width="${W}" height="240" fill="#2b2e33"/>
      ${warehouse(80, 320, 1440, 280, 10, '#7d8a90')}
      ${Array.from({ length: 10 }, (_, i) => `<circle cx="${150 + i * 140}" cy="350" r="9" fill="#fbe3b0"/><path d="M${150 + i * 140} 355 L${110 + i * 140} 620 L${190 + i * 140} 620 Z" fill="#fbe3b0" opacity="0.12"/>`).join('')}
      ${truck(200, 700, 1.1, '#c0392b')}${truck(760, 720, 1.05, '#f2b33d')}
      <circle cx="1380" cy="130" r="46" fill="#f7f6f3" opacity="0.9"/>`,
  },
  {
    file: 'groundbreaking.jpg',
    sky: ['#a3cbe0', '#f3efe6'],
    svg: `${ground(600, '#a07d56')}<rect x="0" y="760" width="${W}" height="140" fill="#8a6a48"/>
      <rect x="420" y="250" width="760" height="120" rx="8" fill="#2f4a53"/><text x="800" y="328" font-family="sans-serif" font-size="58" font-weight="700" fill="#ffffff" text-anchor="middle">GROUNDBREAKING</text>
      <line x1="440" y1="370" x2="440" y2="600" stroke="#6f7d82" stroke-width="10"/><line x1="1160" y1="370" x2="1160" y2="600" stroke="#6f7d82" stroke-width="10"/>
      ${worker(460, 470, '#e0b391', '#f4f4f2')}${worker(800, 455, '#8d5a3b', '#f2b33d')}${worker(1140, 470, '#f1c9a5', '#f4f4f2')}
      ${[560, 900, 1240].map((x) => `<line x1="${x}" y1="560" x2="${x + 60}" y2="840" stroke="#6b4f35" stroke-width="10"/><path d="M${x + 40} 830 l50 -10 l10 60 l-50 10 Z" fill="#c9a97a"/>`).join('')}`,
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
  const only = process.argv.slice(2);
  for (const scene of scenes.filter((candidate) => only.length === 0 || only.includes(candidate.file))) {
    await tab.setContent(page(scene));
    await tab.screenshot({ path: path.join(__dirname, '../site/public/images', scene.file), type: 'jpeg', quality: 78 });
    console.log(`wrote site/public/images/${scene.file}`);
  }
  await browser.close();
}

void main();
