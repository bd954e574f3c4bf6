/**
 * Makes the PDFs the demo content links to (ESG reports, tenant guides in English and Spanish,
 * vendor insurance requirements, a site plan): short, real documents written as HTML and printed
 * by headless Chromium. Nothing is downloaded. `npx tsx scripts/make-files.ts` rewrites
 * site/public/files/*.pdf.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/e2e/chromium';

const root = path.resolve(__dirname, '..');
const out = (file: string) => path.join(root, 'site/public/files', file);

interface Doc {
  readonly file: string;
  readonly lang: 'en' | 'es';
  readonly title: string;
  readonly kicker: string;
  /** The body: trusted HTML written in this file. */
  readonly body: string;
}

const STYLE = `
  @page { size: Letter; margin: 0.8in 0.85in; }
  body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1d2a30; font-size: 10.5pt; line-height: 1.5; }
  header { border-top: 8px solid #f2b33d; padding-top: 18px; margin-bottom: 28px; }
  .brand { letter-spacing: 0.3em; font-weight: 700; color: #2f4a53; font-size: 9pt; }
  .kicker { text-transform: uppercase; letter-spacing: 0.12em; color: #40616a; font-size: 9pt; margin-top: 26px; }
  h1 { font-size: 26pt; line-height: 1.15; margin: 6px 0 0; color: #2f4a53; }
  h2 { font-size: 13pt; color: #2f4a53; margin: 22px 0 6px; border-bottom: 1px solid #e7e4de; padding-bottom: 4px; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0; }
  th, td { text-align: left; border-bottom: 1px solid #e7e4de; padding: 6px 8px; vertical-align: top; }
  th { background: #f7f6f3; }
  .figures { display: flex; gap: 14px; margin: 14px 0; }
  .figures div { flex: 1; border-top: 4px solid #f2b33d; padding-top: 8px; }
  .figures b { display: block; font-size: 20pt; color: #2f4a53; }
  footer { margin-top: 32px; font-size: 8.5pt; color: #40616a; border-top: 1px solid #e7e4de; padding-top: 8px; }
  img { max-width: 100%; }
`;

const figures = (items: ReadonlyArray<readonly [string, string]>) =>
  `<div class="figures">${items.map(([value, label]) => `<div><b>${value}</b>${label}</div>`).join('')}</div>`;

function esgReport(year: number, led: number, solar: number, customers: number, gresb: number): Doc {
  return {
    file: `larkspur-esg-report-${year}.pdf`,
    lang: 'en',
    kicker: 'Environmental, social and governance report',
    title: `${year} ESG Report`,
    body: `
      <p>This report summarises how Larkspur Logistics managed the energy, emissions, water and people of its
      portfolio of industrial buildings in ${year}. Figures cover every building we owned for the full year.</p>
      ${figures([[`${led}%`, 'of buildings with LED lighting'], [`${solar} MW`, 'of rooftop solar installed or contracted'], [String(customers), 'customers sharing energy data'], [String(gresb), 'GRESB score (out of 100)']])}
      <h2>Environment</h2>
      <p>We replace lighting with LED fixtures and occupancy controls when a building changes hands or a lease
      renews, and design every new roof to carry solar. Landscaping in our desert markets uses drought-tolerant
      plants and smart irrigation controllers.</p>
      <h2>Social</h2>
      <p>Our Community Space program opened training rooms in five parks to local nonprofits, schools and
      workforce programs free of charge. Every employee received at least 24 hours of paid training.</p>
      <h2>Governance</h2>
      <p>The sustainability committee of our board reviews progress against published targets each quarter.
      Energy and emissions data are reported annually to GRESB and reviewed by an independent assurance provider.</p>
      <h2>Contact</h2>
      <p>Questions about this report: sustainability@larkspurlogistics.com.</p>`,
  };
}

const docs: Doc[] = [
  esgReport(2023, 78, 31, 305, 84),
  esgReport(2022, 61, 22, 214, 79),
  esgReport(2021, 48, 14, 131, 72),
  {
    file: 'tenant-sustainability-guide-en.pdf',
    lang: 'en',
    kicker: 'Tenant guide',
    title: 'Running an efficient warehouse',
    body: `
      <p>Most of the energy a warehouse uses goes to lighting, heating the office and charging equipment. These
      steps lower your bills without changing how you operate.</p>
      <h2>Lighting</h2><p>Ask your property manager about LED fixtures with occupancy sensors; under our green lease
      we share the cost and you keep most of the savings.</p>
      <h2>Dock doors</h2><p>Keep dock seals in good repair and doors closed between loads. A damaged seal can add
      10% to heating costs in winter.</p>
      <h2>Charging</h2><p>Charge forklifts and yard trucks outside peak hours where your utility offers time-of-use rates.</p>
      <h2>Share your data</h2><p>Share monthly meter data through Larkspur Plus and we will compare your building with
      similar ones in our portfolio.</p>`,
  },
  {
    file: 'tenant-sustainability-guide-es.pdf',
    lang: 'es',
    kicker: 'Guía para inquilinos',
    title: 'Cómo operar un almacén eficiente',
    body: `
      <p>La mayor parte de la energía de un almacén se usa en iluminación, calefacción de oficinas y carga de
      equipos. Estos pasos reducen sus facturas sin cambiar su forma de operar.</p>
      <h2>Iluminación</h2><p>Pregunte a su administrador de propiedad por luminarias LED con sensores de ocupación;
      con nuestro contrato verde compartimos el costo y usted conserva la mayor parte del ahorro.</p>
      <h2>Puertas de andén</h2><p>Mantenga los sellos de andén en buen estado y las puertas cerradas entre cargas.</p>
      <h2>Carga de equipos</h2><p>Cargue montacargas fuera de las horas pico si su compañía eléctrica ofrece tarifas por horario.</p>
      <h2>Comparta sus datos</h2><p>Comparta los datos mensuales de su medidor en Larkspur Plus y compararemos su
      edificio con otros similares de nuestra cartera.</p>`,
  },
  {
    file: 'green-lease-addendum-en.pdf',
    lang: 'en',
    kicker: 'Lease addendum',
    title: 'Green lease addendum',
    body: `
      <p>This addendum forms part of every Larkspur lease signed since 2022.</p>
      <h2>1. Energy data</h2><p>Tenant shares whole-building utility data monthly; Landlord uses it only for benchmarking and reporting.</p>
      <h2>2. Efficiency upgrades</h2><p>Landlord may install LED lighting, controls and efficient HVAC. The cost is recovered
      from Tenant only up to the savings those upgrades produce.</p>
      <h2>3. Rooftop solar</h2><p>Tenant may request rooftop solar; Landlord will not unreasonably withhold consent.</p>
      <h2>4. Waste</h2><p>The parties cooperate on recycling programmes suited to Tenant's operations.</p>`,
  },
  {
    file: 'green-lease-addendum-es.pdf',
    lang: 'es',
    kicker: 'Anexo al contrato',
    title: 'Anexo de contrato verde',
    body: `
      <p>Este anexo forma parte de todos los contratos de Larkspur firmados desde 2022.</p>
      <h2>1. Datos de energía</h2><p>El Inquilino comparte mensualmente los datos de consumo del edificio; el Arrendador
      los usa solo para comparaciones e informes.</p>
      <h2>2. Mejoras de eficiencia</h2><p>El Arrendador puede instalar iluminación LED, controles y climatización eficiente.
      El costo se recupera del Inquilino solo hasta el ahorro que generen.</p>
      <h2>3. Energía solar</h2><p>El Inquilino puede solicitar paneles solares en el techo; el Arrendador no negará su consentimiento sin motivo.</p>
      <h2>4. Residuos</h2><p>Las partes colaboran en programas de reciclaje adecuados a la operación del Inquilino.</p>`,
  },
  {
    file: 'recycling-guide-en.pdf',
    lang: 'en',
    kicker: 'Tenant guide',
    title: 'Recycling and waste',
    body: `
      <p>Cardboard, stretch film and pallets make up most of a warehouse's waste, and all three can be recycled.</p>
      <h2>Cardboard</h2><p>Flatten and bale cardboard; your property manager can arrange a baler and a recycling hauler.</p>
      <h2>Stretch film</h2><p>Collect clean film in a separate bin; many haulers take it at no charge.</p>
      <h2>Pallets</h2><p>Broken pallets are collected for repair or grinding. Never leave pallets in fire lanes.</p>`,
  },
  {
    file: 'recycling-guide-es.pdf',
    lang: 'es',
    kicker: 'Guía para inquilinos',
    title: 'Reciclaje y residuos',
    body: `
      <p>El cartón, la película estirable y las tarimas son la mayor parte de los residuos de un almacén, y los tres se pueden reciclar.</p>
      <h2>Cartón</h2><p>Aplane y empaque el cartón; su administrador de propiedad puede gestionar una empacadora y un recolector.</p>
      <h2>Película estirable</h2><p>Junte la película limpia en un contenedor aparte; muchos recolectores la retiran sin costo.</p>
      <h2>Tarimas</h2><p>Las tarimas rotas se recogen para reparación o triturado. Nunca deje tarimas en las rutas de incendio.</p>`,
  },
  {
    file: 'vendor-insurance-requirements.pdf',
    lang: 'en',
    kicker: 'For vendors',
    title: 'Insurance requirements',
    body: `
      <p>Every vendor working at a Larkspur property carries the following coverage before work begins.</p>
      <table>
        <tr><th>Coverage</th><th>Minimum</th></tr>
        <tr><td>Commercial general liability</td><td>$2,000,000 per occurrence, $4,000,000 aggregate</td></tr>
        <tr><td>Automobile liability</td><td>$1,000,000 combined single limit</td></tr>
        <tr><td>Workers' compensation</td><td>Statutory limits</td></tr>
        <tr><td>Umbrella (roofing, electrical, general contracting)</td><td>$5,000,000</td></tr>
      </table>
      <h2>Certificate of insurance</h2><p>Name Larkspur Logistics and the property-owning entity as additional insureds,
      and send the certificate to vendors@larkspurlogistics.com with your W-9.</p>`,
  },
  {
    file: 'gateway-303-building-c-site-plan.pdf',
    lang: 'en',
    kicker: 'Gateway 303 · Glendale, Arizona',
    title: 'Building C site plan',
    body: `
      <img alt="Site plan of Gateway 303 Building C" src="data:image/svg+xml;base64,${readFileSync(path.join(root, 'site/public/images/illustrations/site-plan.svg')).toString('base64')}">
      <table>
        <tr><th>Building size</th><td>240,000 SF, divisible to 120,000 SF</td></tr>
        <tr><th>Clear height</th><td>40 feet</td></tr>
        <tr><th>Dock doors</th><td>48, with 40,000 lb levelers</td></tr>
        <tr><th>Truck courts</th><td>185 feet, with trailer parking</td></tr>
        <tr><th>Power</th><td>4,000 amps, 277/480 V</td></tr>
        <tr><th>Delivery</th><td>Third quarter of 2024</td></tr>
      </table>
      <p>Leasing: leasing@larkspurlogistics.com</p>`,
  },
];

const html = (doc: Doc) => `<!doctype html><html lang="${doc.lang}"><head><meta charset="utf-8"><title>${doc.title}</title><style>${STYLE}</style></head>
<body><header><div class="brand">LARKSPUR LOGISTICS</div><div class="kicker">${doc.kicker}</div><h1>${doc.title}</h1></header>
${doc.body}<footer>© Larkspur Logistics · larkspurlogistics.com</footer></body></html>`;

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    for (const doc of docs) {
      await page.setContent(html(doc), { waitUntil: 'load' });
      await page.pdf({ path: out(doc.file), format: 'Letter', printBackground: true, tagged: true });
      console.log(doc.file);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
