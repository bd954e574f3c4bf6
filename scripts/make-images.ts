/**
 * Makes the demo site's photographs-by-illustration (nothing is hot-linked): SVG scenes of
 * warehouses, ports, regions, construction and people, rendered to JPEG in headless Chromium;
 * partner logos as SVG files; and a short film of a cross-dock (WebM, recorded from a canvas
 * with the browser's MediaRecorder) for the video of the large CTA card.
 * `npx tsx scripts/make-images.ts` rewrites site/public/images/ and site/public/media/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium';

interface Scene {
  readonly file: string;
  readonly sky: readonly [string, string];
  readonly svg: string;
  /** 1600×900 unless said otherwise (portraits are 960×1200). */
  readonly width?: number;
  readonly height?: number;
}

const PUBLIC = path.join(__dirname, '../site/public');

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

const ground = (y: number, colour: string, width = W, height = H) => `<rect x="0" y="${y}" width="${width}" height="${height - y}" fill="${colour}"/>`;

/** A small deterministic random sequence, so the images are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const CONTAINER_COLOURS = ['#b5452f', '#2f4a53', '#c9962c', '#40616a', '#7a3b2e', '#5e8c5f', '#8d8a84', '#2f6b57'];

function container(x: number, y: number, w: number, h: number, colour: string): string {
  const ribs = Array.from({ length: Math.floor(w / 14) }, (_, i) => `<line x1="${x + 7 + i * 14}" y1="${y + 3}" x2="${x + 7 + i * 14}" y2="${y + h - 3}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}" stroke="#1d2a30" stroke-opacity="0.35" stroke-width="2"/>${ribs}`;
}

function containerStack(x: number, y: number, cols: number, rows: number, seed: number, w = 110, h = 44): string {
  const next = random(seed);
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (r > 0 && next() < 0.2) continue;
      out += container(x + c * (w + 4), y - (r + 1) * h, w, h, CONTAINER_COLOURS[Math.floor(next() * CONTAINER_COLOURS.length)] ?? '#8d8a84');
    }
  }
  return out;
}

/** A ship-to-shore gantry crane standing at `groundY`, boom reaching out to the right over the water. */
function crane(x: number, groundY: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${groundY}) scale(${scale})" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="square">
    <path d="M0 0 L0 -330 M120 0 L120 -330 M0 -330 L120 -330 M0 -200 L120 -200 M0 -200 L120 -330 M0 -330 L60 -420 L120 -330"/>
    <path d="M-140 -330 L420 -330 M-140 -330 L60 -420 L420 -330" stroke-width="10"/>
    <rect x="250" y="-322" width="40" height="30" fill="${colour}" stroke="none"/>
    <line x1="270" y1="-292" x2="270" y2="-180" stroke="#1d2a30" stroke-width="3"/>
  </g>`;
}

function ship(x: number, y: number): string {
  return `<path d="M${x} ${y} L${x + 900} ${y} L${x + 860} ${y + 90} L${x + 40} ${y + 90} Z" fill="#2f4a53"/>
    <rect x="${x}" y="${y + 8}" width="900" height="12" fill="#b5452f"/>
    <rect x="${x + 760}" y="${y - 130}" width="90" height="130" fill="#f4f4f2"/><rect x="${x + 775}" y="${y - 115}" width="60" height="16" fill="#8fb3c4"/>
    ${containerStack(x + 40, y, 6, 3, 7, 110, 40)}`;
}

function mountains(y: number, colour: string, peaks: ReadonlyArray<readonly [number, number]>): string {
  const points = peaks.map(([px, py]) => `${px},${py}`).join(' ');
  return `<polygon points="0,${y} ${points} ${W},${y}" fill="${colour}"/>`;
}

function cactus(x: number, y: number, s: number): string {
  return `<g fill="#5e8c5f" transform="translate(${x} ${y}) scale(${s})"><rect x="-10" y="-90" width="20" height="90" rx="10"/><rect x="-38" y="-60" width="16" height="40" rx="8"/><rect x="-38" y="-30" width="30" height="14" rx="7"/><rect x="22" y="-75" width="16" height="40" rx="8"/><rect x="8" y="-45" width="30" height="14" rx="7"/></g>`;
}

function train(x: number, y: number, cars: number): string {
  const loco = `<rect x="${x}" y="${y - 70}" width="150" height="70" rx="6" fill="#b5452f"/><rect x="${x + 10}" y="${y - 60}" width="40" height="24" fill="#cfe3ea"/>`;
  const wagons = Array.from({ length: cars }, (_, i) => container(x + 160 + i * 150, y - 60, 140, 56, CONTAINER_COLOURS[(i * 3) % CONTAINER_COLOURS.length] ?? '#8d8a84')).join('');
  const wheels = Array.from({ length: cars + 1 }, (_, i) => `<circle cx="${x + 30 + i * 150}" cy="${y + 6}" r="9" fill="#222"/><circle cx="${x + 120 + i * 150}" cy="${y + 6}" r="9" fill="#222"/>`).join('');
  return `${loco}${wagons}${wheels}`;
}

function deciduous(x: number, y: number, s: number, colour: string): string {
  return `<rect x="${x - 5 * s}" y="${y - 10 * s}" width="${10 * s}" height="${40 * s}" fill="#5b4330"/>
    <circle cx="${x}" cy="${y - 30 * s}" r="${30 * s}" fill="${colour}"/><circle cx="${x - 22 * s}" cy="${y - 15 * s}" r="${20 * s}" fill="${colour}"/><circle cx="${x + 22 * s}" cy="${y - 12 * s}" r="${22 * s}" fill="${colour}" opacity="0.9"/>`;
}

function forklift(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="-90" width="110" height="70" rx="8" fill="#f2b33d"/><rect x="10" y="-160" width="70" height="70" fill="none" stroke="#1d2a30" stroke-width="8"/>
    <rect x="110" y="-190" width="12" height="170" fill="#1d2a30"/><rect x="122" y="-40" width="90" height="10" fill="#1d2a30"/>
    <rect x="130" y="-110" width="80" height="70" fill="#c9a97a" stroke="#8a6418" stroke-width="3"/>
    <circle cx="25" cy="-12" r="22" fill="#222"/><circle cx="95" cy="-12" r="22" fill="#222"/>
  </g>`;
}

function portrait(shirt: string, skin: string, hair: string, backdrop: string, longHair = false): string {
  const behind = longHair ? `<path d="M290 560 Q270 330 480 300 Q700 330 670 560 L700 860 Q480 900 260 860 Z" fill="${hair}"/>` : '';
  return `<rect width="960" height="1200" fill="${backdrop}"/>${behind}
    <rect x="0" y="760" width="960" height="440" fill="#000" opacity="0.06"/>
    <path d="M120 1200 Q130 880 480 840 Q830 880 840 1200 Z" fill="${shirt}"/>
    <path d="M400 860 L480 990 L560 860" fill="#f4f4f2"/>
    <rect x="420" y="700" width="120" height="170" rx="40" fill="${skin}"/>
    <ellipse cx="480" cy="560" rx="175" ry="215" fill="${skin}"/>
    <path d="M300 560 Q290 330 480 320 Q680 320 665 560 Q640 420 480 420 Q330 420 300 560 Z" fill="${hair}"/>
    <ellipse cx="415" cy="575" rx="14" ry="10" fill="#1d2a30"/><ellipse cx="545" cy="575" rx="14" ry="10" fill="#1d2a30"/>
    <path d="M430 665 Q480 695 530 665" fill="none" stroke="#7a3b2e" stroke-width="8" stroke-linecap="round"/>`;
}

function solarRoof(): string {
  const panels: string[] = [];
  for (let r = 0; r < 9; r += 1) for (let c = 0; c < 22; c += 1) panels.push(`<rect x="${220 + c * 52}" y="${220 + r * 46}" width="46" height="38" fill="#27445a" stroke="#8fb3c4" stroke-width="1.5"/>`);
  const trucks = Array.from({ length: 9 }, (_, i) => `<rect x="${240 + i * 125}" y="700" width="34" height="150" fill="#f4f4f2" stroke="#c9cdcc"/><rect x="${240 + i * 125}" y="676" width="34" height="26" fill="${i % 2 === 0 ? '#2f4a53' : '#b5452f'}"/>`).join('');
  return `<rect width="${W}" height="${H}" fill="#9c988d"/><rect x="180" y="180" width="1240" height="470" fill="#e4e6e3"/>${panels.join('')}
    <rect x="180" y="650" width="1240" height="24" fill="#5b6b70"/>${trucks}
    ${[0, 1, 2, 3].map((i) => deciduous(90, 240 + i * 170, 1.3, '#4f7a52')).join('')}${[0, 1, 2, 3].map((i) => deciduous(1510, 240 + i * 170, 1.3, '#5e8c5f')).join('')}`;
}

function interior(): string {
  const racks = [0, 1].map((side) => {
    const x0 = side === 0 ? 0 : W;
    const dir = side === 0 ? 1 : -1;
    let out = '';
    for (let level = 0; level < 5; level += 1) {
      const y = 180 + level * 130;
      out += `<polygon points="${x0},${y} ${x0 + dir * 640},${y + (430 - y) * 0.55} ${x0 + dir * 640},${y + (430 - y) * 0.55 + 10} ${x0},${y + 14}" fill="#d36b2c"/>`;
      for (let b = 0; b < 6; b += 1) {
        const bx = x0 + dir * (20 + b * 100);
        const top = y + (430 - y) * (b * 100 / 640) * 0.55;
        const h = 100 * (1 - b * 0.1);
        out += `<rect x="${dir === 1 ? bx : bx - 80 * (1 - b * 0.1)}" y="${top - h}" width="${80 * (1 - b * 0.1)}" height="${h}" fill="${b % 2 ? '#c9a97a' : '#b8955f'}" stroke="#8a6418" stroke-width="2"/>`;
      }
    }
    return out;
  }).join('');
  const lights = Array.from({ length: 6 }, (_, i) => `<rect x="${700 - i * 12}" y="${60 + i * 45}" width="${200 + i * 24}" height="10" rx="5" fill="#fdfcf2"/>`).join('');
  return `<rect width="${W}" height="${H}" fill="#cfd6d8"/><polygon points="0,0 ${W},0 960,430 640,430" fill="#aeb8bb"/>
    <polygon points="0,${H} ${W},${H} 960,430 640,430" fill="#b9b6ae"/><polygon points="760,${H} 840,${H} 812,430 788,430" fill="#f2b33d" opacity="0.8"/>
    ${lights}${racks}${forklift(880, 760, 1.1)}`;
}

function construction(): string {
  const panels = Array.from({ length: 7 }, (_, i) => `<rect x="${180 + i * 150}" y="${360 + (i % 2) * 10}" width="140" height="${260 - (i % 2) * 10}" fill="#c7c3ba" stroke="#8d8a84" stroke-width="3"/><line x1="${200 + i * 150}" y1="${400}" x2="${180 + i * 150 - 60}" y2="${620}" stroke="#40616a" stroke-width="6"/>`).join('');
  const lattice = Array.from({ length: 14 }, (_, i) => `<line x1="${1220 + i * 20}" y1="${620 - i * 38}" x2="${1240 + i * 20}" y2="${582 - i * 38}" stroke="#f2b33d" stroke-width="4"/>`).join('');
  return `${ground(600, '#b08a5c')}<rect x="0" y="640" width="${W}" height="260" fill="#9c7a50"/>
    ${panels}<rect x="150" y="340" width="1110" height="14" fill="#5b6b70"/>
    <path d="M1220 620 L1500 88 M1250 620 L1530 88" stroke="#f2b33d" stroke-width="12"/>${lattice}
    <path d="M1515 88 L900 150 L1515 110" stroke="#f2b33d" stroke-width="10" fill="none"/><line x1="960" y1="145" x2="960" y2="330" stroke="#1d2a30" stroke-width="3"/>
    <rect x="930" y="330" width="60" height="24" fill="#c7c3ba"/><rect x="1190" y="620" width="120" height="60" fill="#f2b33d"/>
    ${truck(260, 700, 0.9, '#f2b33d')}${person(1100, 640, '#f2b33d', '#c68a62', '#2a1d15').replace('<g ', '<g opacity="0.95" ')}`;
}

function dockDoors(): string {
  const doors = Array.from({ length: 4 }, (_, i) => {
    const x = 120 + i * 360;
    return `<rect x="${x}" y="210" width="240" height="330" fill="#d9dcdb" stroke="#5b6b70" stroke-width="6"/>
      ${Array.from({ length: 10 }, (_, j) => `<line x1="${x}" y1="${240 + j * 30}" x2="${x + 240}" y2="${240 + j * 30}" stroke="#9aa3a5" stroke-width="3"/>`).join('')}
      <rect x="${x - 30}" y="540" width="300" height="70" fill="#6f7a7c"/><rect x="${x - 30}" y="470" width="26" height="80" fill="#1d2a30"/><rect x="${x + 244}" y="470" width="26" height="80" fill="#1d2a30"/>
      <rect x="${x - 30}" y="540" width="300" height="14" fill="#f2b33d"/><circle cx="${x + 280}" cy="190" r="14" fill="#fdfcf2" stroke="#5b6b70" stroke-width="4"/>
      <path d="M${x + 270} 190 L${x + 300} 176" stroke="#5b6b70" stroke-width="5"/>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="#e3e6e4"/><rect x="0" y="0" width="${W}" height="120" fill="#2f4a53"/><rect x="0" y="120" width="${W}" height="20" fill="#f2b33d"/>
    ${doors}${ground(610, '#8d8a84')}<rect x="0" y="610" width="${W}" height="12" fill="#6f7a7c"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 360}" y="760" width="300" height="10" fill="#f4f4f2"/>`).join('')}`;
}

function interns(): string {
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${interior().replace(`<rect width="${W}" height="${H}" fill="#cfd6d8"/>`, '')}
    <rect x="0" y="520" width="${W}" height="380" fill="#1d2a30" opacity="0.08"/>
    ${person(360, 540, '#f2b33d', '#8d5a3b', '#1c1410')}${person(620, 560, '#40616a', '#f1c9a5', '#a0683a')}${person(880, 545, '#2f6b57', '#c68a62', '#2a1d15')}${person(1160, 555, '#2f4a53', '#e0b391', '#3b2a20')}
    ${[360, 620, 880, 1160].map((x, i) => `<path d="M${x - 62} ${[590, 610, 595, 605][i]} Q${x} ${[520, 540, 525, 535][i]} ${x + 62} ${[590, 610, 595, 605][i]} Z" fill="#ffffff" stroke="#c9cdcc" stroke-width="3"/>`).join('')}`;
}

/** The cross-dock at sunrise without its moving trucks: the video's backdrop and its poster. */
const crossDock = (): string => `${ground(560, '#b9a88f')}<rect x="0" y="630" width="${W}" height="270" fill="#7d7a73"/>
  <circle cx="1280" cy="330" r="110" fill="#fbd38a" opacity="0.9"/>${warehouse(100, 300, 1400, 280, 11, '#e4ddd0')}
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${60 + i * 200}" y="760" width="120" height="8" fill="#f4f4f2" opacity="0.8"/>`).join('')}
  ${tree(50, 560, 2)}${tree(1550, 560, 2.2)}`;

/** News illustrations (scripts/lib/demo-posts.ts): workers, solar arrays, port cranes, racking, chargers. */
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
function solarArray(x: number, y: number, width: number, depth: number, rows: number): string {
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
function stsCrane(x: number, y: number, s: number, colour: string): string {
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

function liftTruck(x: number, y: number, s: number, colour: string): string {
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
    file: 'port-terminal.jpg',
    sky: ['#9cc0d0', '#eef2f1'],
    svg: `<rect x="0" y="520" width="${W}" height="380" fill="#3f6f86"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${i * 280} ${600 + (i % 2) * 40} q70 -12 140 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>`).join('')}
      ${ship(700, 470)}<rect x="0" y="470" width="760" height="60" fill="#8d8a84"/><rect x="0" y="530" width="760" height="370" fill="#a6a196"/>
      ${crane(120, 500, 1, '#c0392b')}${crane(420, 500, 0.95, '#c0392b')}
      ${containerStack(20, 760, 6, 3, 3)}${warehouse(-20, 350, 360, 120, 3, '#e8e4dc')}`,
  },
  {
    file: 'region-east.jpg',
    sky: ['#b7c4cc', '#eceae4'],
    svg: `${ground(560, '#9ea48a')}<rect x="0" y="640" width="${W}" height="260" fill="#7f7d76"/>
      ${warehouse(200, 330, 1200, 260, 9, '#c98b6b')}<rect x="200" y="330" width="1200" height="24" fill="#7a3b2e"/>
      ${[60, 170, 1450, 1560].map((x, i) => deciduous(x, 600, 2 + (i % 2) * 0.4, ['#d36b2c', '#c9962c', '#b5452f', '#e09b3d'][i] ?? '#d36b2c')).join('')}
      ${deciduous(1300, 700, 1.6, '#c9962c')}${truck(300, 700, 1, '#2f4a53')}${truck(760, 720, 0.95, '#b5452f')}`,
  },
  {
    file: 'region-central.jpg',
    sky: ['#7fb0d6', '#f1efe6'],
    svg: `${ground(520, '#c9b77a')}<rect x="0" y="640" width="${W}" height="260" fill="#a99a63"/>
      ${warehouse(420, 300, 1000, 240, 8, '#e3e1da')}<rect x="0" y="610" width="${W}" height="10" fill="#5b4330"/>
      ${Array.from({ length: 40 }, (_, i) => `<rect x="${i * 42}" y="604" width="8" height="22" fill="#5b4330"/>`).join('')}
      ${train(60, 600, 8)}<rect x="120" y="360" width="30" height="180" fill="#c7c3ba"/><rect x="160" y="320" width="30" height="220" fill="#c7c3ba"/>
      ${truck(900, 720, 1, '#40616a')}`,
  },
  {
    file: 'region-west.jpg',
    sky: ['#f0b27a', '#f8e6c9'],
    svg: `${mountains(520, '#b07d62', [[0, 380], [220, 250], [420, 360], [640, 210], [900, 340], [1150, 230], [1400, 330], [1600, 260]])}
      ${mountains(540, '#c99272', [[0, 470], [300, 400], [600, 460], [980, 390], [1300, 450], [1600, 410]])}
      ${ground(540, '#d8b98f')}<rect x="0" y="650" width="${W}" height="250" fill="#b7a48a"/>
      ${warehouse(260, 360, 1100, 230, 8, '#f1ede4')}<circle cx="1360" cy="170" r="80" fill="#fff2d0"/>
      ${cactus(140, 640, 1.3)}${cactus(1480, 660, 1.6)}${truck(520, 720, 1, '#c9962c')}`,
  },
  { file: 'warehouse-interior.jpg', sky: ['#cfd6d8', '#cfd6d8'], svg: interior() },
  { file: 'construction.jpg', sky: ['#9fc3d6', '#eef1ee'], svg: construction() },
  { file: 'solar-roof.jpg', sky: ['#9c988d', '#9c988d'], svg: solarRoof() },
  { file: 'dock-doors.jpg', sky: ['#e3e6e4', '#e3e6e4'], svg: dockDoors() },
  { file: 'interns.jpg', sky: ['#dfe7e9', '#f7f5f1'], svg: interns() },
  { file: 'video-poster.jpg', sky: ['#f4a261', '#fde7c8'], svg: `${crossDock()}${truck(260, 690, 1.1, '#2f4a53')}${truck(1000, 700, 1, '#b5452f')}` },
  { file: 'portrait-lyle.jpg', width: 960, height: 1200, sky: ['#e7e4de', '#e7e4de'], svg: portrait('#2f4a53', '#e0b391', '#6b4330', '#e7e4de', true) },
  { file: 'portrait-osei.jpg', width: 960, height: 1200, sky: ['#efe4d2', '#efe4d2'], svg: portrait('#40616a', '#6b4330', '#1c1410', '#efe4d2') },
  {
    file: 'solar-array.jpg',
    sky: ['#7fb0d6', '#e6f0f5'],
    svg: `${ground(430, '#9fb08e')}<rect x="0" y="760" width="${W}" height="140" fill="#8d8a84"/>
      ${solarArray(160, 330, 1180, 330, 9)}
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
      ${stsCrane(300, 160, 1, '#c0392b')}${stsCrane(700, 160, 1, '#c0392b')}${stsCrane(1100, 180, 0.95, '#d35400')}
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
      ${liftTruck(700, 690, 1.1, '#f2b33d')}`,
  },
  {
    file: 'racking-aisle.jpg',
    sky: ['#efe4d2', '#f7f5f1'],
    svg: `<rect width="${W}" height="${H}" fill="#ece6da"/><path d="M0 900 L720 440 L880 440 L1600 900 Z" fill="#b9b2a5"/>
      <rect x="720" y="340" width="160" height="100" fill="#fdf1d8"/>
      ${racking(800, 440, '#d35400', '#2f4a53', ['#c9a97a', '#b8915e', '#e0c9a4', '#a77d4f'])}
      ${liftTruck(640, 700, 1.2, '#f2b33d')}${liftTruck(980, 560, 0.6, '#f2b33d')}`,
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
  { file: 'portrait-moreno.jpg', width: 960, height: 1200, sky: ['#dfe7e9', '#dfe7e9'], svg: portrait('#7a3b2e', '#c58c63', '#2a1a12', '#dfe7e9', true) },
  { file: 'portrait-bell.jpg', width: 960, height: 1200, sky: ['#e9e2d6', '#e9e2d6'], svg: portrait('#1d2a30', '#8a5a3c', '#1c1410', '#e9e2d6') },
  { file: 'portrait-ellis.jpg', width: 960, height: 1200, sky: ['#e4e8e2', '#e4e8e2'], svg: portrait('#2f6b57', '#f0c8a8', '#b07a3a', '#e4e8e2') },
  { file: 'portrait-okafor.jpg', width: 960, height: 1200, sky: ['#efe6dc', '#efe6dc'], svg: portrait('#3b4f9a', '#5a3825', '#120c08', '#efe6dc', true) },
  { file: 'portrait-vasquez.jpg', width: 960, height: 1200, sky: ['#f2e7d8', '#f2e7d8'], svg: portrait('#8a6418', '#d8a27c', '#3a2418', '#f2e7d8', true) },
  { file: 'portrait-brennan.jpg', width: 960, height: 1200, sky: ['#dde3e6', '#dde3e6'], svg: portrait('#5b6b70', '#ecbfa0', '#8c8c8c', '#dde3e6') },
  { file: 'portrait-carter.jpg', width: 960, height: 1200, sky: ['#e7e1ea', '#e7e1ea'], svg: portrait('#2f4a53', '#7a4a2e', '#1c1410', '#e7e1ea', true) },
  { file: 'portrait-whitfield.jpg', width: 960, height: 1200, sky: ['#e3e8ea', '#e3e8ea'], svg: portrait('#40616a', '#f1c9a5', '#5a3a22', '#e3e8ea', true) },
  { file: 'portrait-castillo.jpg', width: 960, height: 1200, sky: ['#e9efe4', '#e9efe4'], svg: portrait('#2f6b57', '#c68a62', '#1c1410', '#e9efe4', true) },
];

function svgDocument(scene: Scene): string {
  const width = scene.width ?? W;
  const height = scene.height ?? H;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>${scene.svg}</svg>`;
}

const page = (scene: Scene): string => `<!doctype html><html><body style="margin:0">${svgDocument(scene)}</body></html>`;

/** Partner logos: a mark and a word mark each, as SVG files (they stay sharp at any size). */
const PARTNERS: ReadonlyArray<{ readonly file: string; readonly name: string; readonly sub: string; readonly colour: string; readonly mark: string }> = [
  { file: 'northwind', name: 'Northwind', sub: 'FOODS', colour: '#2f6b57', mark: '<path d="M30 62 C10 40 20 14 52 10 C56 40 44 56 30 62 Z M30 62 L46 24" fill="#2f6b57" stroke="#fff" stroke-width="3"/>' },
  { file: 'cascade', name: 'Cascade', sub: 'PARCEL', colour: '#2f4a53', mark: '<rect x="10" y="16" width="44" height="44" rx="6" fill="#2f4a53"/><path d="M14 44 q9 -10 18 0 t18 0" stroke="#f2b33d" stroke-width="5" fill="none"/>' },
  { file: 'ridgeline', name: 'Ridgeline', sub: 'BUILDING SUPPLY', colour: '#7a3b2e', mark: '<path d="M6 60 L26 24 L38 42 L48 28 L62 60 Z" fill="#7a3b2e"/>' },
  { file: 'harbor-rail', name: 'Harbor & Rail', sub: 'LOGISTICS', colour: '#40616a', mark: '<circle cx="34" cy="38" r="26" fill="none" stroke="#40616a" stroke-width="6"/><path d="M34 20 V56 M22 36 H46 M20 50 Q34 62 48 50" stroke="#40616a" stroke-width="5" fill="none"/>' },
  { file: 'meridian', name: 'Meridian', sub: 'COLD CHAIN', colour: '#1f5f8b', mark: '<path d="M34 10 V66 M10 38 H58 M17 21 L51 55 M51 21 L17 55" stroke="#1f5f8b" stroke-width="6" stroke-linecap="round"/>' },
  { file: 'summit', name: 'Summit', sub: 'RETAIL GROUP', colour: '#8a6418', mark: '<path d="M8 62 L34 12 L60 62 Z" fill="#c9962c"/><path d="M24 40 L34 22 L44 40 Z" fill="#fff"/>' },
  { file: 'bluebonnet', name: 'Bluebonnet', sub: 'BEVERAGE CO.', colour: '#3b4f9a', mark: '<circle cx="34" cy="22" r="10" fill="#3b4f9a"/><circle cx="22" cy="38" r="10" fill="#3b4f9a"/><circle cx="46" cy="38" r="10" fill="#3b4f9a"/><circle cx="34" cy="54" r="10" fill="#6d7fc4"/>' },
  { file: 'atlas', name: 'Atlas', sub: '3PL SERVICES', colour: '#1d2a30', mark: '<circle cx="34" cy="38" r="26" fill="#1d2a30"/><path d="M8 38 H60 M34 12 C20 24 20 52 34 64 C48 52 48 24 34 12" stroke="#fff" stroke-width="3" fill="none"/>' },
];

function partnerLogo(partner: (typeof PARTNERS)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="76" viewBox="0 0 280 76" role="img" aria-label="${partner.name.replace('&', '&amp;')}">
  <g>${partner.mark}</g>
  <text x="72" y="40" font-family="Inter, Helvetica, Arial, sans-serif" font-size="27" font-weight="700" fill="${partner.colour}">${partner.name.replace('&', '&amp;')}</text>
  <text x="73" y="61" font-family="Inter, Helvetica, Arial, sans-serif" font-size="12" font-weight="600" letter-spacing="2.5" fill="#5b6b70">${partner.sub}</text>
</svg>
`;
}

/**
 * The cross-dock film: the poster's backdrop with a truck backing up to a door and another
 * leaving, drawn on a canvas and recorded as WebM (VP8) by the browser itself.
 */
async function recordFilm(tab: Page): Promise<Buffer> {
  const backdrop = `data:image/svg+xml;base64,${Buffer.from(svgDocument({ file: '', sky: ['#f4a261', '#fde7c8'], svg: crossDock() })).toString('base64')}`;
  // Plain JavaScript for the page: code compiled by tsx would call helpers the page does not have.
  const base64 = await tab.evaluate<string>(`(${FILM_SCRIPT})(${JSON.stringify(backdrop)})`);
  return Buffer.from(base64, 'base64');
}

const FILM_SCRIPT = `async (src) => {
  const canvas = document.createElement('canvas');
  canvas.width = 960;
  canvas.height = 540;
  const context = canvas.getContext('2d');
  const image = new Image();
  image.src = src;
  await image.decode();
  function drawTruck(x, y, colour) {
    context.fillStyle = '#f4f4f2';
    context.fillRect(x, y, 156, 54);
    context.fillStyle = colour;
    context.fillRect(x + 158, y + 18, 42, 36);
    context.fillStyle = '#222';
    for (const wheel of [30, 54, 132, 183]) {
      context.beginPath();
      context.arc(x + wheel, y + 58, 10, 0, Math.PI * 2);
      context.fill();
    }
  }
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 900000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start(500);
  const start = performance.now();
  await new Promise((resolve) => {
    function frame(now) {
      const t = Math.min(1, (now - start) / 6000);
      context.drawImage(image, 0, 0, 960, 540);
      drawTruck(960 - t * 760, 412, '#2f4a53');
      drawTruck(120 + t * 900, 425, '#b5452f');
      context.fillStyle = 'rgba(29, 42, 48, 0.55)';
      context.fillRect(0, 490, 960, 50);
      context.fillStyle = '#ffffff';
      context.font = '600 22px sans-serif';
      context.fillText('Larkspur cross-dock, Jurupa Valley, 6:10 a.m.', 24, 523);
      if (t < 1) requestAnimationFrame(frame); else resolve();
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}`;

async function main() {
  const browser = await launchChromium();
  const tab = await browser.newPage({ viewport: { width: W, height: H } });
  const only = process.argv.slice(2);
  for (const scene of scenes.filter((candidate) => only.length === 0 || only.includes(candidate.file))) {
    await tab.setViewportSize({ width: scene.width ?? W, height: scene.height ?? H });
    await tab.setContent(page(scene));
    await tab.screenshot({ path: path.join(PUBLIC, 'images', scene.file), type: 'jpeg', quality: 78 });
    console.log(`wrote site/public/images/${scene.file}`);
  }
  mkdirSync(path.join(PUBLIC, 'images/partners'), { recursive: true });
  for (const partner of PARTNERS) {
    writeFileSync(path.join(PUBLIC, 'images/partners', `${partner.file}.svg`), partnerLogo(partner));
    console.log(`wrote site/public/images/partners/${partner.file}.svg`);
  }
  if (only.length === 0 || only.includes('film')) {
    mkdirSync(path.join(PUBLIC, 'media'), { recursive: true });
    await tab.setContent('<!doctype html><html><body></body></html>');
    writeFileSync(path.join(PUBLIC, 'media/larkspur-cross-dock.webm'), await recordFilm(tab));
    console.log('wrote site/public/media/larkspur-cross-dock.webm');
  }
  await browser.close();
}

void main();
