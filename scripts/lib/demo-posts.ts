/**
 * The demo site's news, insights, research and sustainability articles, as authored text
 * (scripts/lib/post-blocks.ts describes the body format). `npx tsx scripts/write-demo-posts.ts`
 * turns them into content/posts/*.json, the shape WordPress serves.
 */

/** The leadership profiles that write articles (byline: 'By {name}', then the title). */
export const leaders = {
  jordan: { databaseId: 816, title: 'Jordan Ellis', slug: 'jordan-ellis', acf_leader_meta: { title: 'Senior Vice President, Leasing' } },
  hannah: { databaseId: 817, title: 'Dr. Hannah Okafor', slug: 'hannah-okafor', acf_leader_meta: { title: 'Head of Research' } },
  catherine: { databaseId: 812, title: 'Catherine Lyle', slug: 'catherine-lyle', acf_leader_meta: { title: 'Co-founder and Chief Executive Officer' } },
  marcus: { databaseId: 814, title: 'Marcus Bell', slug: 'marcus-bell', acf_leader_meta: { title: 'Chief Financial Officer' } },
  daniel: { databaseId: 815, title: 'Daniel Osei', slug: 'daniel-osei', acf_leader_meta: { title: 'Chief Operating Officer' } },
  amara: { databaseId: 822, title: 'Amara Castillo', slug: 'amara-castillo', acf_leader_meta: { title: 'Vice President, Sustainability' } },
  rachel: { databaseId: 813, title: 'Rachel Moreno', slug: 'rachel-moreno', acf_leader_meta: { title: 'Chief Investment Officer' } },
} as const;

export type LeaderKey = keyof typeof leaders;

export interface DemoContact {
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
}

export interface DemoPost {
  readonly id: number;
  readonly slug: string;
  /** Plain text; entities are added when written. */
  readonly title: string;
  /** `YYYY-MM-DDTHH:MM:SS`, site-local time. */
  readonly date: string;
  readonly categories: readonly string[];
  readonly tags: readonly string[];
  /** One sentence or two, plain text. */
  readonly excerpt: string;
  /** The featured image (cards, social) by media id. */
  readonly image: number;
  /** The lead section: an image by media id, or a bold paragraph. */
  readonly lead: { readonly image: number } | { readonly paragraph: string };
  /** Shown as the byline when set. */
  readonly author?: LeaderKey;
  readonly location?: string;
  /** Hides the article's contact list. */
  readonly hideContact?: boolean;
  /** The post's own media contact, replacing the site's default. */
  readonly mediaContact?: DemoContact;
  /** More contacts after the media contact, e.g. a partner's press office (HTML content). */
  readonly contactItems?: ReadonlyArray<{ readonly content: string; readonly phone: string; readonly email: string }>;
  readonly titleAlignment?: 'left' | 'center';
  /** The body in the post-blocks text format. */
  readonly body: string;
}

export const sustainabilityContact: DemoContact = { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' };

export const demoPosts: readonly DemoPost[] = [
  {
    id: 305,
    slug: 'larkspur-acquires-inland-empire-portfolio',
    title: 'Larkspur Acquires 2.1 Million Square Foot Inland Empire Portfolio',
    date: '2024-06-18T09:00:00',
    categories: ['news'],
    tags: ['acquisitions', 'inland-empire'],
    excerpt: 'Eleven fully leased distribution buildings in Ontario, Fontana and Rialto bring Larkspur’s Southern California holdings to 9.4 million square feet.',
    image: 237,
    lead: { image: 237 },
    location: 'Ontario, California',
    contactItems: [{ content: '<p><strong>Harbor Point Capital</strong><br>Investor Relations</p>', phone: '(213) 555-0147', email: 'press@harborpointcapital.com' }],
    body: `
<strong>DENVER, June 18, 2024</strong> — Larkspur Logistics today announced the acquisition of an eleven-building, 2.1 million square foot distribution portfolio in California’s Inland Empire from Harbor Point Capital. The buildings, in Ontario, Fontana and Rialto, are fully leased to nineteen customers, including two national retailers, a furniture importer and four third-party logistics providers.

The portfolio sits within six miles of Interstate 10 and fifty miles of the ports of Los Angeles and Long Beach, which together handle roughly a third of the country’s containerized imports. Buildings range from 68,000 to 412,000 square feet, with clear heights of 28 to 36 feet and a weighted average remaining lease term of 4.1 years.

> Inland Empire space this close to the ports and the freeways rarely comes to market in one piece. These buildings are full, well located and built to be re-leased for decades.
> — Rachel Moreno, Chief Investment Officer

## What changes for customers

Nothing changes on day one: leases, rents and service contacts stay as they are. Over the next six months Larkspur’s Southern California property management team will meet every customer, bring the buildings onto the <a href="/larkspur-plus/">Larkspur Plus</a> portal and begin a program of roof, lighting and yard improvements.

- LED lighting in every warehouse by the end of 2025
- Roof replacements on four buildings, each designed to carry rooftop solar
- Additional trailer parking on a 3.2-acre parcel included in the purchase

The transaction brings Larkspur’s Southern California holdings to 9.4 million square feet across 46 buildings. Terms were not disclosed.
`,
  },
  {
    id: 306,
    slug: 'larkspur-breaks-ground-south-dallas-speculative-building',
    title: 'Larkspur Breaks Ground on 640,000 Square Foot Speculative Building in South Dallas',
    date: '2024-02-20T10:00:00',
    categories: ['news'],
    tags: ['development', 'dallas'],
    excerpt: 'Larkspur Southport 20 will deliver a cross-dock building with 40-foot clear heights near the Interstate 20 and Interstate 45 interchange in early 2025.',
    image: 245,
    lead: { image: 245 },
    location: 'Dallas, Texas',
    body: `
<strong>DALLAS, February 20, 2024</strong> — Larkspur Logistics has broken ground on Larkspur Southport 20, a 640,000 square foot cross-dock distribution building in South Dallas. The building is being developed on a speculative basis and is scheduled for completion in the first quarter of 2025.

Southport 20 sits on 41 acres a mile from the interchange of Interstate 20 and Interstate 45, with direct access to both highways and the Union Pacific intermodal terminal in Wilmer. The design follows what customers in the market have asked for over the past two years: more yard, more power and more flexibility to divide the building.

- 40-foot clear height and 56-by-50-foot column spacing
- 130 dock doors and four drive-in ramps
- 185-foot truck courts with 160 trailer stalls
- 4,000 amps of power, expandable, and a roof ready for solar
- Divisible to 160,000 square feet

## Why build now

South Dallas has absorbed more than 30 million square feet of new space since 2021. New construction starts in the submarket fell by more than half in 2023, and our research team expects the availability of large, modern buildings to tighten by the time Southport 20 delivers.

> Dallas is one of the few markets where demand from retailers, manufacturers and logistics providers keeps growing at the same time. We want to have the right building ready when they call.
> — Jordan Ellis, Senior Vice President, Leasing

Leasing is handled by Larkspur’s Dallas team. <a href="/contact/">Contact us</a> for plans and a site visit.
`,
  },
  {
    id: 307,
    slug: 'ceo-catherine-lyle-joins-naiop-national-board',
    title: 'Larkspur CEO Catherine Lyle Joins the NAIOP National Board of Directors',
    date: '2023-10-10T09:30:00',
    categories: ['news'],
    tags: ['ceo', 'awards'],
    excerpt: 'Catherine Lyle, Larkspur’s co-founder and chief executive, will serve a three-year term on the board of the commercial real estate development association.',
    image: 233,
    lead: { paragraph: 'Catherine Lyle has been elected to a three-year term on the national board of NAIOP, the Commercial Real Estate Development Association.' },
    location: 'Denver, Colorado',
    body: `
<strong>DENVER, October 10, 2023</strong> — Larkspur Logistics today announced that Catherine Lyle, the company’s co-founder and chief executive officer, has been elected to the national board of directors of NAIOP, the Commercial Real Estate Development Association. Her three-year term begins in January.

Lyle co-founded Larkspur in 2012 with six warehouses near the Port of Oakland. Under her leadership the company has grown to more than 400 properties in 18 markets, and has made workforce development and energy efficiency part of how it builds and manages every property.

> The people who run warehouses, drive trucks and build our buildings are the industry’s real foundation. I want to use this seat to help more of them build careers in it.
> — Catherine Lyle, Co-founder and Chief Executive Officer

On the board, Lyle will serve on the association’s workforce and public policy committees. She has been a member of NAIOP’s Colorado chapter since 2014 and chaired its industrial forum in 2019 and 2020.

Larkspur’s <a href="/leadership/">leadership team</a> and <a href="/internship/">internship program</a> are described on this site.
`,
  },
  {
    id: 308,
    slug: 'larkspur-completes-first-rail-served-building-columbus',
    title: 'Larkspur Completes Its First Rail-Served Building in Columbus',
    date: '2023-08-15T09:00:00',
    categories: ['news'],
    tags: ['development', 'columbus', 'rail'],
    excerpt: 'Larkspur Rickenbacker Rail, a 520,000 square foot building with twelve rail doors on a Norfolk Southern spur, is 60% leased at completion.',
    image: 238,
    lead: { image: 238 },
    location: 'Groveport, Ohio',
    body: `
<strong>COLUMBUS, Ohio, August 15, 2023</strong> — Larkspur Logistics has completed Larkspur Rickenbacker Rail, a 520,000 square foot distribution building served by a Norfolk Southern spur, two miles from the Rickenbacker intermodal terminal. It is the company’s first building designed from the ground up for rail.

A paper and packaging distributor has leased 312,000 square feet, or 60% of the building, and will receive twelve to fifteen boxcars a week through the building’s twelve interior rail doors. The remaining 208,000 square feet offers 62 truck doors and can be divided into two suites.

## Built for two modes

Rail-served buildings cost more to build and take longer to entitle, and they are rare: fewer than one in twenty large buildings completed in the Midwest last year had rail access. For customers who move heavy, bulky goods, rail lowers freight costs and takes trucks off the road.

- 36-foot clear height and a 6-inch, reinforced slab
- A 1,900-foot loop track that holds 26 railcars
- 120-foot truck courts on the opposite side of the building

> Our customer ships about four hundred truckloads a month. Moving a third of that volume to rail saves them money and takes a lot of diesel off Interstate 270.
> — Daniel Osei, Chief Operating Officer
`,
  },
  {
    id: 309,
    slug: 'larkspur-closes-1-1-billion-credit-facility',
    title: 'Larkspur Closes $1.1 Billion Unsecured Credit Facility',
    date: '2023-03-28T08:00:00',
    categories: ['news'],
    tags: ['capital-markets'],
    excerpt: 'The facility, led by a group of eight banks, replaces a $750 million line and includes a pricing discount tied to Larkspur’s sustainability targets.',
    image: 231,
    lead: { paragraph: 'Larkspur has closed a $1.1 billion unsecured revolving credit facility with a margin tied to its sustainability targets.' },
    location: 'Denver, Colorado',
    body: `
<strong>DENVER, March 28, 2023</strong> — Larkspur Logistics today announced that it has closed a $1.1 billion unsecured revolving credit facility, replacing its $750 million facility that was due to mature in 2024. The new facility matures in March 2027, with two six-month extension options.

The facility’s interest margin falls by up to five basis points when Larkspur meets annual targets for rooftop solar capacity and for the share of its portfolio with green building certification. Progress against both targets is reported in the company’s annual <a href="/sustainability/">ESG report</a> and reviewed by an independent assurance provider.

> In a year when many lenders pulled back, eight banks committed to this facility on better terms than the one it replaces. That reflects a portfolio that is 97% leased and a balance sheet we have kept conservative.
> — Marcus Bell, Chief Financial Officer

## Facility terms

- $1.1 billion revolving commitment, with an accordion feature to $1.5 billion
- Maturity in March 2027, with two six-month extension options
- A sustainability-linked margin adjustment of up to five basis points

Proceeds will fund acquisitions and the company’s development pipeline of 4.8 million square feet under construction.
`,
  },
  {
    id: 310,
    slug: 'larkspur-signs-410000-square-foot-lease-atlanta-grocer',
    title: 'Larkspur Signs 410,000 Square Foot Lease With a Regional Grocer in Atlanta',
    date: '2022-11-02T09:00:00',
    categories: ['news'],
    tags: ['leasing', 'atlanta', 'cold-storage'],
    excerpt: 'Southern Fresh Markets will convert 120,000 square feet of the Larkspur Fulton Industrial building to cold storage for its growing Georgia store network.',
    image: 240,
    lead: { image: 240 },
    location: 'Atlanta, Georgia',
    contactItems: [{ content: '<p><strong>Southern Fresh Markets</strong><br>Corporate Communications</p>', phone: '(404) 555-0133', email: 'news@southernfreshmarkets.com' }],
    body: `
<strong>ATLANTA, November 2, 2022</strong> — Larkspur Logistics has signed a twelve-year lease with Southern Fresh Markets for all 410,000 square feet of Larkspur Fulton Industrial, a distribution building on Fulton Industrial Boulevard in southwest Atlanta. The grocer will move in during the second quarter of 2023.

Southern Fresh Markets operates 64 stores in Georgia and Alabama and plans to open eighteen more by 2026. The new building will supply every store within a four-hour drive and replace two smaller, older warehouses in Forest Park.

## A cold storage conversion

Larkspur and the grocer will share the cost of converting 120,000 square feet to freezer and cooler space. The work includes insulated metal panel walls, a new under-floor heating system to protect the slab, 24 refrigerated dock doors and a 2,000-amp electrical upgrade.

> We looked at building new, but nothing new was available at this location or this size before 2025. Larkspur found a way to give us cold storage in an existing building in less than a year.
> — Angela Brooks, Vice President of Supply Chain, Southern Fresh Markets

Larkspur has converted space to cold storage in four markets since 2020. Our operations team explains when a conversion makes sense in <a href="/news/cold-storage-conversions-when-they-make-sense/">a separate article</a>.
`,
  },
  {
    id: 311,
    slug: 'larkspur-opens-chicago-regional-office',
    title: 'Larkspur Opens a Chicago Regional Office in Fulton Market',
    date: '2022-05-17T10:00:00',
    categories: ['news'],
    tags: ['chicago', 'careers'],
    excerpt: 'The new office will house 35 leasing, property management and development staff serving 11 million square feet in Chicago, Milwaukee and Indianapolis.',
    image: 243,
    lead: { image: 243 },
    location: 'Chicago, Illinois',
    mediaContact: { contact: 'Marisol Vega, Central Region Marketing', phone: '(312) 555-0162', email: 'central@larkspurlogistics.com' },
    body: `
<strong>CHICAGO, May 17, 2022</strong> — Larkspur Logistics has opened a regional office at 1100 West Fulton Market in Chicago. The office will house 35 people across leasing, property management, engineering and development, who serve the company’s 11 million square feet in Chicago, Milwaukee and Indianapolis.

Larkspur entered the Chicago market in 2018 with the acquisition of five buildings near O’Hare International Airport, and has since grown to 52 buildings across the region, from infill buildings in Elk Grove Village to large distribution centers in Joliet and Plainfield.

> Our customers want to be able to reach someone who knows their building and their market. Having the whole Central team in one place makes us faster to answer and easier to work with.
> — Daniel Osei, Chief Operating Officer

## We are hiring

The Central region will add twelve positions this year, including property managers, building engineers and a development manager. Open roles are listed on our <a href="/careers/">careers page</a>, and our <a href="/internship/">summer internship</a> will place four students in the Chicago office.
`,
  },
  {
    id: 312,
    slug: 'larkspur-adds-electric-truck-chargers-southern-california',
    title: 'Larkspur Adds 24 Electric Truck Chargers at Three Southern California Parks',
    date: '2023-06-06T09:00:00',
    categories: ['news', 'sustainability'],
    tags: ['esg', 'ev-charging', 'inland-empire'],
    excerpt: 'Shared high-power chargers at parks in Ontario, Fontana and Carson let customers run electric drayage trucks without building their own charging.',
    image: 239,
    lead: { image: 239 },
    location: 'Ontario, California',
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    body: `
<strong>ONTARIO, Calif., June 6, 2023</strong> — Larkspur Logistics has commissioned 24 high-power chargers for heavy-duty electric trucks at three of its business parks in Southern California. Customers in the parks, and drayage carriers that serve them, can charge by reservation and pay per kilowatt-hour through the <a href="/larkspur-plus/">Larkspur Plus</a> portal.

California requires every drayage truck registered at its ports to be zero-emission by 2035, and new registrations since January 2024. Most carriers serving the Inland Empire are small businesses that cannot afford to build charging on their own, and most warehouse customers lease too little yard to host it.

## What was installed

- Sixteen 350-kilowatt chargers and eight 150-kilowatt chargers across three parks
- A 2.5-megawatt battery at the Ontario park to limit peak demand charges
- Pull-through stalls sized for a tractor and a 53-foot trailer

> A shared charger in a park of twenty buildings is used all day. A charger behind one building sits idle most of it. Sharing is how electric trucks start to make financial sense.
> — Amara Castillo, Vice President, Sustainability

The project was funded in part by a grant from the Mobile Source Air Pollution Reduction Review Committee. Larkspur plans chargers at four more parks in California and New Jersey in 2024.
`,
  },
  {
    id: 313,
    slug: 'larkspur-plus-launches-phoenix-dallas',
    title: 'Larkspur Plus Launches for Customers in Phoenix and Dallas',
    date: '2024-03-19T09:00:00',
    categories: ['news'],
    tags: ['customers', 'phoenix', 'dallas'],
    excerpt: 'Customers in two more markets can now request service, pay rent, book a charger and reach their property team from one portal.',
    image: 241,
    lead: { image: 241 },
    location: 'Phoenix, Arizona',
    body: `
<strong>PHOENIX, March 19, 2024</strong> — Larkspur Logistics today opened <a href="/larkspur-plus/">Larkspur Plus</a>, its customer portal, to customers in Phoenix and Dallas. More than 230 companies in 88 buildings can now manage service requests, invoices, certificates of insurance and building documents in one place.

Larkspur Plus began as a pilot in Denver in 2022. Customers there now submit nine in ten service requests through the portal, and the average time to close a request has fallen from four days to under two.

## What customers can do

- Submit and follow service requests, with photos, from a phone
- See and pay invoices, and download statements
- Upload certificates of insurance and receive renewal reminders
- Reserve shared yard space and electric truck chargers where available

> Our customers run tight operations. They want a dock door fixed today, not a phone call about it tomorrow. The portal gives them that, and gives our property managers the whole picture.
> — Daniel Osei, Chief Operating Officer

Larkspur Plus is launching in multiple markets throughout the year. Customers should contact their Property Manager for access.
`,
  },
  {
    id: 314,
    slug: 'larkspur-publishes-2023-esg-report',
    title: 'Larkspur Publishes Its 2023 ESG Report',
    date: '2024-04-09T09:00:00',
    categories: ['sustainability', 'news'],
    tags: ['esg', 'sustainability', 'solar'],
    excerpt: 'Rooftop solar capacity grew 70% in 2023, and 78% of the portfolio now has LED lighting. The report sets a new target for customer energy data.',
    image: 235,
    lead: { image: 235 },
    location: 'Denver, Colorado',
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    body: `
<strong>DENVER, April 9, 2024</strong> — Larkspur Logistics today published its 2023 Environmental, Social and Governance report, its fourth. The report covers the company’s 410 properties and describes progress toward the targets Larkspur set in 2021 for energy, emissions, water, safety and community investment.

## Highlights

- Rooftop solar capacity grew from 18 to 31 megawatts, enough for about 5,000 homes
- LED lighting now covers 78% of the portfolio’s floor area, up from 61%
- 305 customers share their energy data with us, more than double the year before
- No lost-time injuries among Larkspur employees for the third consecutive year
- 1,850 volunteer hours and $1.2 million given to food banks and workforce programs

> The targets that matter most to our customers are the ones that lower their bills. This year we moved faster on solar and lighting than we planned, and we are raising the bar for 2025.
> — Amara Castillo, Vice President, Sustainability

## A new target

By the end of 2025, Larkspur aims to have energy data for at least 60% of its floor area, which is what it needs to measure the emissions of the buildings it owns as well as the ones it operates. Green lease clauses, now standard in every new Larkspur lease, make this possible.

The full report, with data tables and the assurance statement, is available on our <a href="/sustainability/">sustainability page</a>.
`,
  },
  {
    id: 315,
    slug: 'larkspur-acquires-infill-site-near-newark-airport',
    title: 'Larkspur Acquires a 38-Acre Infill Site Near Newark Airport',
    date: '2021-09-14T09:00:00',
    categories: ['news'],
    tags: ['acquisitions', 'new-jersey', 'last-mile'],
    excerpt: 'The former industrial site in Elizabeth, New Jersey, will be redeveloped into two last-mile buildings totaling 480,000 square feet.',
    image: 244,
    lead: { image: 244 },
    location: 'Elizabeth, New Jersey',
    body: `
<strong>ELIZABETH, N.J., September 14, 2021</strong> — Larkspur Logistics has acquired a 38-acre former manufacturing site in Elizabeth, New Jersey, a mile from Newark Liberty International Airport and two miles from Port Newark. Larkspur plans to clear the site and build two last-mile distribution buildings totaling 480,000 square feet.

The site has been vacant since a chemical manufacturer closed its plant in 2009. Larkspur will complete the environmental remediation under the New Jersey Licensed Site Remediation Professional program before construction begins in 2022.

## Why infill, why here

More than 20 million people live within a two-hour drive of the site. Vacancy for modern industrial space in northern New Jersey is below 2%, and almost no land near the airport and port remains available for development.

- Building 1: 290,000 square feet, 40-foot clear height, 60 dock doors
- Building 2: 190,000 square feet, 36-foot clear height, 42 dock doors
- Parking for 250 trailers, a scarce asset in this market

> Sites like this take years to clean up and entitle, which is exactly why so few get built. We are patient owners, and this is the kind of project that rewards patience.
> — Rachel Moreno, Chief Investment Officer
`,
  },
  {
    id: 316,
    slug: 'ten-years-of-larkspur-a-letter-from-our-ceo',
    title: 'Ten Years of Larkspur: A Letter From Our CEO',
    date: '2022-03-01T08:00:00',
    categories: ['news'],
    tags: ['ceo'],
    excerpt: 'Catherine Lyle looks back on a decade that began with six warehouses near the Port of Oakland, and ahead to what Larkspur wants to be in the next one.',
    image: 233,
    lead: { paragraph: 'We started Larkspur with six warehouses, four employees and a simple idea: treat the people in our buildings as customers, not tenants.' },
    author: 'catherine',
    location: 'Denver, Colorado',
    titleAlignment: 'center',
    body: `
Ten years ago this month, my co-founder and I closed on six warehouses near the Port of Oakland. We had four employees, a borrowed conference room and a list of every customer’s phone number that we called every Friday.

Today Larkspur owns more than 370 properties in 17 markets and employs 310 people. Much has changed. The Friday calls have not: every property manager still calls their customers, and I still call some of them myself.

## What we learned

1. Location beats almost everything. A building in the right place can be renovated; a building in the wrong place stays there.
2. Customers stay when problems are fixed quickly. Our renewal rate has been above 75% for seven years, and I believe it is because we answer the phone.
3. Good buildings are good for the neighborhood. Solar, trees, safe crossings and local hiring are not extras. They are how we earn the right to build the next one.

## What comes next

Over the next ten years we want to be the landlord that makes it easiest for our customers to run a clean, safe, efficient operation. That means power and charging for electric fleets, data that helps them cut energy use, and people who know their buildings.

Thank you to our customers, our partners and above all our employees, who made the first ten years.
`,
  },
  {
    id: 317,
    slug: 'larkspur-donates-space-to-phoenix-food-bank',
    title: 'Larkspur Donates 20,000 Square Feet to a Phoenix Food Bank for Its Summer Program',
    date: '2021-06-22T09:00:00',
    categories: ['news'],
    tags: ['community', 'phoenix'],
    excerpt: 'The space near Sky Harbor will store and pack meals for 14,000 children while schools are out.',
    image: 241,
    lead: { image: 241 },
    location: 'Phoenix, Arizona',
    body: `
<strong>PHOENIX, June 22, 2021</strong> — Larkspur Logistics is donating 20,000 square feet of warehouse space near Phoenix Sky Harbor International Airport to Valley Harvest Food Bank for the summer. The food bank will use the space to store and pack meals for its summer program, which feeds about 14,000 children a day while schools are closed.

The donated space, in a building between leases, includes eight dock doors, racking and a refrigerated area. Larkspur will cover the utilities, and its Phoenix property management team will help the food bank set up and run the space.

> Summer is when families need us most and when donations are lowest. Having a proper warehouse close to the freeway means our volunteers can pack more meals in fewer hours.
> — Teresa Nguyen, Executive Director, Valley Harvest Food Bank

Larkspur donates vacant space to community organizations in every market where it owns buildings. Organizations can apply through our <a href="/community-space/">community space program</a>.
`,
  },
  {
    id: 318,
    slug: 'larkspur-completes-one-million-square-feet-of-rooftop-solar-new-jersey',
    title: 'Larkspur Completes One Million Square Feet of Rooftop Solar in New Jersey',
    date: '2022-08-09T09:00:00',
    categories: ['sustainability', 'news'],
    tags: ['esg', 'solar', 'new-jersey'],
    excerpt: 'Arrays on nine buildings now generate 9.8 megawatts, sold to customers and to the local grid under New Jersey’s community solar program.',
    image: 235,
    lead: { image: 235 },
    location: 'Edison, New Jersey',
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    body: `
<strong>EDISON, N.J., August 9, 2022</strong> — Larkspur Logistics has completed rooftop solar arrays covering more than one million square feet on nine of its buildings in central New Jersey. Together the arrays have a capacity of 9.8 megawatts and will produce about 11,800 megawatt-hours a year.

Four of the arrays sell electricity directly to the customers in the buildings beneath them, at a fixed discount to utility rates for twenty years. The other five take part in New Jersey’s community solar program, which lets households subscribe to a share of a solar project and receive credits on their bills; half of the subscriptions are reserved for low- and moderate-income households.

## Roofs first

Every array was installed on a roof that was replaced or restored first, so that the roof and the panels will last as long as each other. Larkspur now designs every new building to carry solar from day one.

> Warehouse roofs are some of the largest flat, unshaded surfaces near where people live. Putting them to work is one of the simplest things we can do.
> — Amara Castillo, Vice President, Sustainability
`,
  },
  {
    id: 319,
    slug: 'larkspur-promotes-jordan-ellis-senior-vice-president-leasing',
    title: 'Larkspur Promotes Jordan Ellis to Senior Vice President, Leasing',
    date: '2021-04-13T09:00:00',
    categories: ['news'],
    tags: ['leasing', 'careers'],
    excerpt: 'Ellis, who joined Larkspur in 2014 as a leasing associate in Oakland, will lead the company’s national leasing team.',
    image: 233,
    lead: { paragraph: 'Jordan Ellis will lead Larkspur’s national leasing team and its work with tenant-representation brokers.' },
    location: 'Denver, Colorado',
    body: `
<strong>DENVER, April 13, 2021</strong> — Larkspur Logistics today announced the promotion of Jordan Ellis to Senior Vice President, Leasing. Ellis will lead the company’s national leasing team of 28 people and its relationships with tenant-representation brokers across its 15 markets.

Ellis joined Larkspur in 2014 as a leasing associate in Oakland and most recently served as Vice President, Leasing for the West region, where he signed more than 9 million square feet of leases. He led the lease-up of Larkspur’s first speculative development in the Inland Empire, which was fully leased four months before completion.

> Jordan has signed more leases than anyone in the company, and every customer I meet who has worked with him says the same thing: he listens, then he solves the problem.
> — Catherine Lyle, Co-founder and Chief Executive Officer

Ellis holds a degree in economics from the University of California, Davis, and serves on the advisory board of the real estate program at Sacramento State.
`,
  },
  {
    id: 320,
    slug: 'larkspur-welcomes-2024-internship-class',
    title: 'Larkspur Welcomes Its 2024 Internship Class',
    date: '2024-06-03T09:00:00',
    categories: ['news'],
    tags: ['careers', 'community'],
    excerpt: 'Twenty-two students from 17 colleges will spend ten weeks in property management, development, leasing, finance and research.',
    image: 233,
    lead: { image: 233 },
    location: 'Denver, Colorado',
    body: `
<strong>DENVER, June 3, 2024</strong> — Larkspur Logistics today welcomed twenty-two students to its 2024 summer internship program, the largest class in the program’s seven years. The interns come from seventeen colleges and universities, including four community colleges, and will work in nine offices.

Each intern joins a team for ten weeks, with a mentor and a project that the team will use. Past projects have included a new preventive maintenance schedule for dock equipment, a study of truck parking demand in Dallas and the first draft of the company’s water-use targets.

## This year’s class

- Property management and engineering: 9 interns
- Development and construction: 5 interns
- Leasing and research: 5 interns
- Finance and sustainability: 3 interns

Half of last year’s interns received offers of full-time roles. Applications for the 2025 program open in October on our <a href="/internship/">internship page</a>, and students from our <a href="/gateway-program/">Gateway Program</a> partner schools are encouraged to apply.
`,
  },
  {
    id: 321,
    slug: 'larkspur-tops-customer-satisfaction-survey-third-year',
    title: 'Larkspur Tops an Industrial Customer Satisfaction Survey for the Third Year',
    date: '2023-01-24T09:00:00',
    categories: ['news'],
    tags: ['customers', 'awards'],
    excerpt: 'Customers gave Larkspur its highest scores for responsiveness and for the quality of its property management.',
    image: 241,
    lead: { paragraph: 'For the third year running, Larkspur’s customers rated it first among large industrial landlords for responsiveness and service.' },
    location: 'Denver, Colorado',
    body: `
<strong>DENVER, January 24, 2023</strong> — Larkspur Logistics has received the highest overall score among large industrial landlords in the annual Industrial Occupier Survey for the third consecutive year. The survey collected responses from more than 4,000 warehouse and logistics customers of 40 landlords.

Larkspur scored highest in five of the survey’s eight categories, including responsiveness to service requests, quality of property management, and the likelihood that customers would lease from the landlord again.

> We measure ourselves the way our customers do: how quickly we fix things and whether we do what we said we would. It is good to hear we are getting it right, and the comments tell us where we are not.
> — Daniel Osei, Chief Operating Officer

## Where we will improve

The survey also pointed to areas where customers want more: clearer invoices, more trailer parking and better information about building energy use. Larkspur’s 2023 plans include a new invoice format, the launch of the <a href="/larkspur-plus/">Larkspur Plus</a> portal in more markets and monthly energy reports for customers who share their data.
`,
  },
  {
    id: 322,
    slug: 'larkspur-acquires-rail-served-portfolio-kansas-city',
    title: 'Larkspur Acquires a Rail-Served Warehouse Portfolio in Kansas City',
    date: '2021-11-30T09:00:00',
    categories: ['news'],
    tags: ['acquisitions', 'rail'],
    excerpt: 'The six-building, 1.4 million square foot portfolio marks Larkspur’s entry into the Kansas City market.',
    image: 238,
    lead: { image: 238 },
    location: 'Kansas City, Kansas',
    body: `
<strong>KANSAS CITY, Kan., November 30, 2021</strong> — Larkspur Logistics has acquired six distribution buildings totaling 1.4 million square feet in Kansas City, Kansas, its first investment in the market. Four of the buildings are served by a BNSF spur, and all six are within three miles of Interstate 435 and Interstate 70.

The buildings are 94% leased to eleven customers, including a building-products distributor, a tire wholesaler and a national e-commerce retailer. Larkspur will open a Kansas City property management office in the first quarter of 2022.

> Kansas City is two days by truck from 85% of the country, and it has some of the best rail service of any inland market. It has been on our list for years.
> — Rachel Moreno, Chief Investment Officer

The acquisition brings Larkspur’s portfolio to 16 markets and 342 properties.
`,
  },
  {
    id: 323,
    slug: 'how-to-read-a-warehouse-spec-sheet',
    title: 'How to Read a Warehouse Spec Sheet',
    date: '2023-09-12T08:30:00',
    categories: ['insights'],
    tags: ['leasing'],
    excerpt: 'Clear height, column spacing, slab thickness, truck court depth: what each line on a building’s specification sheet means for your operation.',
    image: 241,
    lead: { paragraph: 'A spec sheet packs a building into a dozen lines. Each one tells you something about what you can and cannot do inside it.' },
    author: 'jordan',
    hideContact: true,
    body: `
Every industrial building for lease comes with a one-page specification sheet. Brokers read them in seconds; customers new to the process often skim past the lines that matter most. Here is what we look at first, and why.

## Clear height

Clear height is the distance from the floor to the lowest thing hanging from the roof: a joist, a sprinkler main, a light. It decides how high you can stack. A 36-foot building holds roughly 20% more pallet positions than a 32-foot building of the same footprint, if your racking and your forklifts can use the height.

## Column spacing

Columns are where your racking cannot go. Wider spacing, such as 56 by 50 feet, fits more aisle layouts with less waste. If you plan very narrow aisles or automation, bring your racking designer before you sign.

## Slab, doors and yard

- Slab thickness and strength: 7 inches and 4,000 psi is common; heavy racking or automation may need more.
- Dock doors per 10,000 square feet: one is typical for storage, two or more for cross-dock.
- Truck court depth: 130 feet lets a truck swing into a door; 185 feet adds a row of trailer parking.
- Power: amps and voltage, and whether the utility can deliver more.

## What the sheet does not say

A spec sheet does not tell you how long the utility will take to upgrade power, whether the roof is near the end of its life, or whether trucks can turn left out of the driveway at 5 p.m. Ask. A good landlord will know.
`,
  },
  {
    id: 324,
    slug: 'planning-power-for-electric-fleets',
    title: 'Planning Power for Electric Fleets: What Shippers Should Ask Now',
    date: '2024-05-07T08:30:00',
    categories: ['insights', 'sustainability'],
    tags: ['esg', 'ev-charging'],
    excerpt: 'Utility upgrades for truck charging can take two years or more. The questions to ask your landlord and your utility before you commit to electric trucks.',
    image: 239,
    lead: { image: 239 },
    author: 'daniel',
    hideContact: true,
    body: `
Electric vans are already common at last-mile buildings, and the first battery-electric tractors are running regional routes from our parks in California. The trucks are arriving faster than the power to charge them. Here is how we advise customers to plan.

## Start with the load

A single 350-kilowatt truck charger draws as much power as a mid-sized warehouse. Ten of them can exceed what the local substation can deliver. Before you order trucks, work out how many will charge at once, for how long and at what time of day.

## Ask the utility early

Utilities plan upgrades years ahead. In our experience a new service of more than two megawatts takes eighteen to thirty months from application to energizing, and sometimes longer where a substation must be rebuilt.

- Apply for capacity as soon as you have a credible plan, even a phased one.
- Ask about managed-charging tariffs, which are often much cheaper than standard rates.
- Find out whether the utility will fund the work on its side of the meter.

## Share where you can

A shared depot that several customers use around the clock makes better use of expensive equipment than a private one. That is why Larkspur builds <a href="/news/larkspur-adds-electric-truck-chargers-southern-california/">shared chargers</a> in its parks, bookable through Larkspur Plus.

## Ask your landlord

Who owns the chargers when the lease ends? Who pays for the utility upgrade? Can the yard take the conduit without losing trailer stalls? Put the answers in the lease.
`,
  },
  {
    id: 325,
    slug: 'cold-storage-conversions-when-they-make-sense',
    title: 'Cold Storage Conversions: When They Make Sense',
    date: '2023-04-18T08:30:00',
    categories: ['insights'],
    tags: ['cold-storage', 'operations'],
    excerpt: 'Converting dry warehouse space to cold storage can be faster than building new, but only in the right building. Our checklist.',
    image: 240,
    lead: { image: 240 },
    author: 'daniel',
    hideContact: true,
    body: `
Demand for cold storage has grown faster than supply for most of the past decade, driven by online grocery, meal kits and pharmaceuticals. New cold storage buildings cost two to three times as much as dry warehouses and take longer to build. Converting existing space is often the quicker route. It is not always the right one.

## The building has to be right

- Clear height of 32 feet or more, so that insulated ceilings still leave room to stack
- A slab that can take under-floor heating or be raised, to keep the ground beneath freezers from heaving
- Power: a freezer needs roughly five times the electricity of dry storage
- Roof structure strong enough for refrigeration equipment and insulated panels

## The numbers

A conversion typically costs between $90 and $160 per square foot, depending on temperature and how much of the building is converted. Most of our conversions have taken nine to twelve months, against two to three years for a new building.

## Who pays

In our <a href="/news/larkspur-signs-410000-square-foot-lease-atlanta-grocer/">Atlanta lease with Southern Fresh Markets</a>, we shared the cost and set the lease term to match the useful life of the equipment. A long lease is usually what makes a conversion pencil for both sides.
`,
  },
  {
    id: 326,
    slug: 'five-ways-to-cut-energy-costs-in-a-distribution-center',
    title: 'Five Ways to Cut Energy Costs in a Distribution Center',
    date: '2022-10-04T08:30:00',
    categories: ['insights', 'sustainability'],
    tags: ['esg', 'sustainability', 'operations'],
    excerpt: 'Lighting, dock seals, fans, controls and solar: the upgrades that pay back fastest, from the buildings we manage.',
    image: 235,
    lead: { paragraph: 'Energy is one of the few operating costs a warehouse customer can cut without changing how they work.' },
    author: 'amara',
    hideContact: true,
    body: `
Across the buildings we manage, energy makes up between 2% and 6% of a customer’s occupancy cost. It is also one of the few costs that can fall by a quarter or more with upgrades that pay for themselves within a few years. These are the five we recommend most.

1. LED lighting with occupancy sensors. Replacing metal halide fixtures typically cuts lighting energy by 60% to 70%, and sensors save half of what is left in aisles that are rarely visited.
2. Dock seals and shelters. A gap around a trailer lets heated or cooled air escape all day. New seals cost a few hundred dollars per door.
3. High-volume, low-speed fans. Large ceiling fans make a space feel several degrees cooler in summer and push warm air down from the ceiling in winter.
4. Controls. Heating set to 50°F instead of 60°F overnight, and a schedule that matches your shifts, are free.
5. Rooftop solar. Where the roof and the utility allow it, a power purchase agreement can lower your rate from the first day with no upfront cost.

## Start with data

The first step is knowing what you use. Customers who share their utility data with us through a green lease receive a monthly report comparing their building with similar ones, and a list of upgrades with estimated paybacks.
`,
  },
  {
    id: 327,
    slug: 'ten-lessons-from-ten-years-of-building-warehouses',
    title: 'Ten Lessons From Ten Years of Building Warehouses',
    date: '2022-03-15T08:30:00',
    categories: ['insights'],
    tags: ['ceo', 'development'],
    excerpt: 'What our CEO has learned from a decade of industrial development, from truck courts to neighbors.',
    image: 236,
    lead: { image: 236 },
    author: 'catherine',
    hideContact: true,
    body: `
We delivered our first new building in 2014, a 210,000 square foot warehouse in Stockton. Since then we have built 46 more. Some lessons cost us money; most came from customers who told us what they needed. Here are ten.

1. Buy the land with the most yard, not the most floor.
2. Build the truck court deeper than the market standard. Nobody ever asked for less trailer parking.
3. Put in more power than the first customer needs. The second one will need it.
4. Design every roof for solar, even if the panels come later.
5. Meet the neighbors before the first hearing, not at it.
6. A speculative building should be divisible. The market decides the customer’s size, not you.
7. Clear height matters less than it used to; column spacing and slab quality matter more.
8. The best site plan is the one a truck driver can follow at night in the rain.
9. Local contractors finish on time more often, because their reputation lives next door.
10. A building is judged by its worst day: the snowstorm, the power cut, the broken dock leveler. Plan for those.

## What we are changing

In our next generation of buildings we are adding conduit for truck charging, space for batteries and more daylight in the warehouse. We expect our customers’ operations to change more in the next ten years than in the last ten.
`,
  },
  {
    id: 328,
    slug: 'flexible-lease-terms-in-uncertain-markets',
    title: 'Making the Case for Flexible Lease Terms in Uncertain Markets',
    date: '2021-07-20T08:30:00',
    categories: ['insights'],
    tags: ['leasing'],
    excerpt: 'Expansion rights, early termination options and short-term space: how landlords and customers can share the risk of an unpredictable year.',
    image: 232,
    lead: { paragraph: 'When customers cannot predict next year’s volumes, a lease that bends is worth more than a lower rent that does not.' },
    author: 'jordan',
    hideContact: true,
    body: `
The last eighteen months have been hard to forecast for almost every business in our buildings. Some customers doubled their volumes in a quarter; others paused expansion plans indefinitely. A standard five-year lease assumes you know what you will need for five years. Few of our customers do.

## Tools we use

- Expansion rights: a right of first offer on the neighboring suite, so that growth does not mean moving.
- Early termination options: the right to leave after three years of a seven-year lease, with a fee set in advance.
- Swing space: short-term licenses of a few months in a vacant building nearby, for a peak season or a product launch.
- Contraction rights: the right to give back a part of a building at a set date.

## What flexibility costs

Flexibility is not free. A landlord that gives an early termination option takes on the risk of an empty building, and prices it into the rent or the fee. In our experience, the cost is usually smaller than customers expect, and much smaller than the cost of moving twice.

The best time to ask for flexibility is before you sign. <a href="/contact/">Talk to our leasing team</a> about what you might need.
`,
  },
  {
    id: 329,
    slug: 'yard-space-is-the-new-square-footage',
    title: 'Yard Space Is the New Square Footage',
    date: '2024-01-09T08:30:00',
    categories: ['insights'],
    tags: ['last-mile', 'leasing'],
    excerpt: 'Trailer parking, van staging and charging have made the yard as valuable as the building for many customers. How to value it.',
    image: 232,
    lead: { image: 232 },
    author: 'jordan',
    hideContact: true,
    body: `
Ten years ago most of our customers asked first about the building: its size, its height, its doors. Today many ask first about the yard. How many trailers can I park? Where do the vans stage at 6 a.m.? Is there room for chargers?

## Why the yard matters more

- Drop-trailer programs keep loaded trailers on site for days, not hours.
- Last-mile operations stage dozens of vans in the early morning and need a safe place to load them.
- Electric fleets need charging, which needs space, conduit and power in the yard.
- Cities are restricting truck parking on streets, pushing it onto private land.

## How the market prices it

Outdoor storage and trailer parking now lease on their own in many markets, at rents per acre that rival those of the buildings beside them. In northern New Jersey, a paved acre of trailer parking near the port can lease for more than $200,000 a year.

## What to ask for

Ask how many trailer stalls come with your space and whether they are exclusive. Ask whether more can be added. And ask for the right to install charging equipment, before you need it.
`,
  },
  {
    id: 330,
    slug: 'building-safety-into-every-loading-dock',
    title: 'Building Safety Into Every Loading Dock',
    date: '2021-10-05T08:30:00',
    categories: ['insights'],
    tags: ['operations'],
    excerpt: 'Most warehouse injuries happen at the dock. The design choices and habits that prevent them.',
    image: 244,
    lead: { image: 244 },
    author: 'daniel',
    hideContact: true,
    body: `
The loading dock is where a warehouse meets the road, and where most serious injuries in our industry happen: a trailer that creeps away from the dock while a forklift is inside it, a fall from an open dock door, a driver struck in a busy yard. Most of these accidents can be prevented with equipment that costs less than a single lost-time injury.

## What we install

- Vehicle restraints that hook the trailer’s rear bumper and show a red or green light inside and out
- Dock levelers with lip sensors, and barrier gates across open doors
- Painted walkways and a driver waiting area, so drivers are never in the way of forklifts
- Lighting inside the trailer, so operators can see where they are driving

## What we ask of customers

Equipment works only if it is used. We ask customers to keep the restraint lights in view of forklift drivers, to inspect dock levelers as part of their daily checks and to report any fault through <a href="/larkspur-plus/">Larkspur Plus</a>, so our engineers can fix it the same day.
`,
  },
  {
    id: 331,
    slug: 'the-cfo-view-why-we-keep-leverage-low',
    title: 'The CFO’s View: Why We Keep Leverage Low',
    date: '2023-11-14T08:30:00',
    categories: ['insights'],
    tags: ['capital-markets'],
    excerpt: 'Our chief financial officer explains why a conservative balance sheet is a promise to our customers as well as our investors.',
    image: 231,
    lead: { paragraph: 'Debt is cheap until it is not. Our balance sheet is built for the years when it is not.' },
    author: 'marcus',
    hideContact: true,
    body: `
Interest rates rose faster in 2022 and 2023 than at any time in forty years. Several of our competitors had to sell buildings, cut development or stop investing in the properties they own. We did none of those things, and the reason is simple: we borrow less than we could.

## Our rules

- Debt below 35% of the value of our assets, through the cycle
- No more than 15% of our debt maturing in any one year
- Mostly fixed-rate, unsecured borrowing, so that no single building is tied to a lender

## Why customers should care

A landlord under financial pressure defers the roof replacement, slows down repairs and sells the building at the worst time. A landlord with a strong balance sheet keeps investing. In 2023 we spent more on capital improvements in our existing buildings than in any previous year.

Our $1.1 billion <a href="/news/larkspur-closes-1-1-billion-credit-facility/">credit facility</a>, closed in March, gives us room to buy and build when others cannot.
`,
  },
  {
    id: 332,
    slug: 'preparing-a-warehouse-for-hurricane-season',
    title: 'Preparing a Warehouse for Hurricane Season',
    date: '2022-06-14T08:30:00',
    categories: ['insights'],
    tags: ['operations', 'atlanta'],
    excerpt: 'Roofs, doors, drains and a plan: what our property teams in the Southeast do before June, and what customers can do too.',
    image: 243,
    lead: { image: 243 },
    author: 'daniel',
    hideContact: true,
    body: `
Hurricane season runs from June to November, and our buildings in Savannah, Charleston, Jacksonville and Houston sit in its path. Wind and water damage to a warehouse can stop an operation for weeks. Most of it can be limited with a few days of preparation each spring.

## What our teams do

- Inspect roofs and flashing, and fix anything loose before the first storm
- Clear roof drains, gutters and the site’s storm drains
- Test generators, sump pumps and fire pumps
- Check that dock doors are rated for local wind loads, and brace the ones that are not

## What customers can do

1. Keep goods at least six inches off the floor near doors and low points.
2. Know where your electrical shut-offs are, and who is allowed to use them.
3. Keep an up-to-date contact list for your property manager and our 24-hour line.
4. Photograph your inventory and racking before the season for insurance claims.

After a storm, do not re-enter a building until it has been checked. Our teams inspect every building in an affected area within 48 hours and report through <a href="/larkspur-plus/">Larkspur Plus</a>.
`,
  },
  {
    id: 333,
    slug: 'our-ceo-on-why-customers-come-first',
    title: 'Our CEO on Why Customers Come First in Every Market',
    date: '2024-08-27T08:30:00',
    categories: ['insights'],
    tags: ['ceo', 'customers'],
    excerpt: 'Catherine Lyle on regional teams, answering the phone, and why Larkspur makes most decisions close to the building.',
    image: 244,
    lead: { paragraph: 'The people who decide how quickly a dock door gets fixed should be the people who can see the dock door.' },
    author: 'catherine',
    hideContact: true,
    body: `
People sometimes ask me why a company of our size runs nineteen local offices instead of one big one. The answer is in our customer survey: the thing our customers value most is speed, and speed comes from being close.

## Decisions close to the building

Our regional managing directors can approve repairs, lease amendments and capital projects up to limits that most landlords reserve for headquarters. Property managers can approve emergency work on their own. We trust the people who know the building and the customer.

## Answering the phone

Every customer has the mobile number of their property manager and of our regional engineer. Our 24-hour line is answered by a person. We measure how quickly we respond, and we publish the numbers to our customers every quarter.

## What it costs

Local teams cost more than a central call center. We think they pay for themselves: our customers renew with us three times out of four, and every renewal saves months of vacancy and the cost of a new lease. More importantly, it is the kind of company our people want to work for.
`,
  },
  {
    id: 334,
    slug: 'industrial-outlook-2024-supply-wave-crests',
    title: 'Industrial Outlook 2024: The Supply Wave Crests as Demand Steadies',
    date: '2024-02-06T07:45:00',
    categories: ['research'],
    tags: ['market-outlook'],
    excerpt: 'New supply peaked in 2023 and construction starts have fallen by half. We expect vacancy to level off in the second half of 2024.',
    image: 242,
    lead: { image: 242 },
    author: 'hannah',
    hideContact: true,
    body: `
The U.S. industrial market added more than 550 million square feet of new space in 2023, a record. Demand slowed from the pace of 2021 and 2022 but stayed positive in every quarter. The result was the first sustained rise in vacancy in a decade, from 3.5% at the start of 2023 to 5.4% at its end.

## Our view for 2024

- Construction starts fell by more than half in 2023. Deliveries will fall sharply from the second half of 2024.
- Vacancy will rise a little further, to around 6%, before leveling off late in the year.
- Rent growth will slow to low single digits nationally, with wide differences between markets.
- Small and mid-sized buildings, where little was built, will stay tight.

## Where we see strength

Markets with limited land and strong population growth, such as Phoenix, Dallas, Atlanta and northern New Jersey, should absorb new supply fastest. Markets where developers built most speculatively, such as parts of the Inland Empire’s eastern submarkets, will take longer.

![National new supply and net absorption, millions of square feet, 2019 to 2024 forecast.](242)

## Risks

Higher interest rates for longer, a slowdown in consumer spending and new trade barriers are the main risks to demand. On the supply side, the risk is that construction restarts too quickly once rates fall.
`,
  },
  {
    id: 335,
    slug: 'industrial-outlook-2023-a-year-of-normalization',
    title: 'Industrial Outlook 2023: A Year of Normalization',
    date: '2023-02-07T07:45:00',
    categories: ['research'],
    tags: ['market-outlook'],
    excerpt: 'After two record years, demand is returning to its long-term trend while a large wave of new supply arrives.',
    image: 242,
    lead: { image: 242 },
    author: 'hannah',
    hideContact: true,
    body: `
2021 and 2022 were the two strongest years for industrial demand on record, as retailers and logistics companies raced to add space for online sales and bigger safety stocks. In the second half of 2022 that race slowed. We expect 2023 to look more like the years before the pandemic than the years during it.

## Key calls

- Net absorption of around 250 million square feet, half of 2022’s total but in line with the 2015 to 2019 average
- More than 500 million square feet of new supply, mostly started in 2021 and 2022
- Vacancy rising from 3.4% to between 4.5% and 5%
- Rent growth slowing from double digits to 6% to 8%

## What normal means for customers

For customers, a normal market means more choice, more time to decide and more room to negotiate terms such as free rent and improvement allowances. It does not mean cheap space: rents will remain well above their 2020 levels in almost every market.

Our research team publishes a market update every quarter. Customers can request the report for their market from their leasing contact.
`,
  },
  {
    id: 336,
    slug: 'industrial-outlook-2022-record-demand-meets-record-construction',
    title: 'Industrial Outlook 2022: Record Demand Meets Record Construction',
    date: '2022-02-08T07:45:00',
    categories: ['research'],
    tags: ['market-outlook'],
    excerpt: 'Vacancy ended 2021 at a record low of 3.6%. Developers are responding, but not fast enough to loosen the market this year.',
    image: 242,
    lead: { image: 242 },
    author: 'hannah',
    hideContact: true,
    body: `
Industrial demand set a record in 2021, with more than 430 million square feet of net absorption, and vacancy fell to 3.6%, the lowest since records began. Rents rose by more than 11% nationally and by more than 20% in Southern California and northern New Jersey.

## Why demand is so strong

1. Online sales need roughly three times as much warehouse space per dollar of sales as store-based retail.
2. Supply-chain disruptions pushed retailers and manufacturers to hold more inventory.
3. Third-party logistics providers expanded to serve companies that no longer want to run their own warehouses.

## The supply response

Developers started more than 600 million square feet of new buildings in 2021. Much of it will not deliver until 2023. Shortages of steel, roofing and electrical equipment have added three to six months to many schedules.

## Our view for 2022

We expect vacancy to stay below 4% throughout 2022 and rents to rise by another 10% or more. Customers with leases expiring in 2023 or 2024 should start planning now.
`,
  },
  {
    id: 337,
    slug: 'industrial-outlook-2021-e-commerce-rewrites-the-warehouse-map',
    title: 'Industrial Outlook 2021: E-Commerce Rewrites the Warehouse Map',
    date: '2021-02-09T07:45:00',
    categories: ['research'],
    tags: ['market-outlook', 'last-mile'],
    excerpt: 'The pandemic brought forward years of online sales growth. Warehouses close to dense populations will benefit most.',
    image: 242,
    lead: { image: 242 },
    author: 'hannah',
    hideContact: true,
    body: `
Online sales grew by more than 30% in 2020, compressing about five years of growth into one. Retailers and logistics companies leased a record amount of warehouse space in the second half of the year, and we expect that pace to continue through 2021.

## Three shifts

- From regional to local: next-day and same-day delivery need inventory in or near every large metro.
- From stores to warehouses: retailers are turning store stockrooms into fulfillment space and leasing warehouses to replace them.
- From just-in-time to just-in-case: companies will hold more stock to protect against disruption.

## What it means for buildings

Last-mile buildings near dense populations, often older and smaller, will see the strongest rent growth. Large distribution centers on the edge of metros will still be needed to feed them. Land for both is scarce in the markets where demand is greatest.

We expect 2021 to be a record year for demand, with vacancy falling below 4% by the end of the year.
`,
  },
  {
    id: 338,
    slug: 'port-volumes-and-warehouse-demand-in-southern-california',
    title: 'Port Volumes and Warehouse Demand in Southern California',
    date: '2023-07-11T07:45:00',
    categories: ['research'],
    tags: ['inland-empire', 'ports', 'market-outlook'],
    excerpt: 'Container volumes at Los Angeles and Long Beach are recovering. What history tells us about the link between ports and warehouse leasing.',
    image: 237,
    lead: { image: 237 },
    author: 'hannah',
    hideContact: true,
    body: `
The ports of Los Angeles and Long Beach handled about 18 million containers in 2022, a fifth fewer than their 2021 record, as shippers moved some volume to East and Gulf Coast ports during labor negotiations. With a new contract ratified this summer, we expect volumes to recover through 2024.

## Ports and warehouses move together

Over the past fifteen years, a 10% change in import volumes at the two ports has been followed by a change of roughly 6% in Inland Empire warehouse demand, about six months later. Importers need space to unload containers, store goods and distribute them across the West.

## What we are watching

- Share: whether volumes that moved east during 2022 come back
- Transloading: how much cargo is moved from ocean containers to domestic trailers near the ports
- Rail: intermodal service from the ports to inland markets such as Phoenix and Dallas

## Our view

We expect Inland Empire vacancy to peak in early 2024 and fall through 2025 as new construction slows and port volumes recover. Buildings within 30 miles of the ports, where almost no land remains, should stay tight throughout.
`,
  },
  {
    id: 339,
    slug: 'mid-year-update-dallas-fort-worth-absorption',
    title: 'Mid-Year Update: Dallas-Fort Worth Absorption Holds Up',
    date: '2024-07-16T07:45:00',
    categories: ['research'],
    tags: ['dallas', 'market-outlook'],
    excerpt: 'The country’s largest industrial market absorbed 14 million square feet in the first half of 2024, more than any other.',
    image: 245,
    lead: { image: 245 },
    author: 'hannah',
    hideContact: true,
    body: `
Dallas-Fort Worth absorbed 14 million square feet of industrial space in the first six months of 2024, more than any other U.S. market. Vacancy rose to 8.9% as 22 million square feet of new buildings delivered, but the pace of new construction has fallen sharply.

## The numbers

- Net absorption: 14.1 million square feet in the first half, against 31 million in all of 2023
- Deliveries: 22.4 million square feet, 60% of them speculative
- Under construction: 19 million square feet, the lowest since 2017
- Average asking rent: $7.40 per square foot, up 2% from a year ago

## Where demand is coming from

Manufacturers and their suppliers, many linked to nearshoring in Mexico, accounted for a third of large leases. Retailers and logistics companies made up most of the rest. The South Dallas submarket, where Larkspur is building <a href="/news/larkspur-breaks-ground-south-dallas-speculative-building/">Southport 20</a>, led absorption.

## Our view

We expect vacancy to peak around 9.5% at the end of 2024 and to fall through 2025. Buildings above 500,000 square feet will tighten first, as almost none are under construction.
`,
  },
  {
    id: 340,
    slug: 'nearshoring-and-the-rise-of-border-markets',
    title: 'Nearshoring and the Rise of Border Markets',
    date: '2023-05-23T07:45:00',
    categories: ['research'],
    tags: ['market-outlook', 'rail'],
    excerpt: 'Mexico became the United States’ largest trading partner this year. Laredo, El Paso and the Texas corridor are feeling it.',
    image: 238,
    lead: { image: 238 },
    author: 'hannah',
    hideContact: true,
    body: `
In the first quarter of 2023 Mexico overtook China as the largest trading partner of the United States. Manufacturers are moving production closer to American customers to shorten supply chains and reduce their exposure to tariffs and shipping disruptions. The effects are showing up in warehouse demand on both sides of the border.

## Where it shows

- Laredo, the busiest land port in the country, has vacancy below 3%.
- El Paso’s industrial inventory has grown by a fifth in three years.
- Dallas, San Antonio and Houston are absorbing space from suppliers that serve plants in northern Mexico.

## Rail and trucks

Most cross-border freight moves by truck, but rail’s share is growing, and the merger of two Class I railroads has created the first single-line rail network connecting Mexico, the U.S. and Canada. Rail-served buildings in Texas and the Midwest are likely to benefit.

## What it means for Larkspur

We do not own buildings at the border today. We do own buildings in Dallas, Phoenix, Columbus and Kansas City that sit on the main trade corridors, and we are studying sites in San Antonio.
`,
  },
  {
    id: 341,
    slug: 'the-carbon-footprint-of-a-warehouse-measured',
    title: 'The Carbon Footprint of a Warehouse, Measured',
    date: '2022-12-06T07:45:00',
    categories: ['research', 'sustainability'],
    tags: ['esg', 'sustainability'],
    excerpt: 'We measured the emissions of 120 buildings over a year. Lighting and heating dominate, and the building’s age matters less than how it is run.',
    image: 235,
    lead: { image: 235 },
    author: 'hannah',
    hideContact: true,
    body: `
How much carbon does a warehouse emit? The honest answer, until recently, was that nobody knew: most landlords do not see their customers’ utility bills. In 2022 we worked with 120 customers who share their data with us to measure the operating emissions of their buildings over a full year.

## What we found

- The median building emitted 2.1 kilograms of carbon dioxide per square foot per year.
- Lighting accounted for 38% of electricity use, heating for 41% of gas use.
- Buildings with LED lighting emitted 30% less than those without, whatever their age.
- The best-run quarter of buildings emitted half as much as the worst-run quarter of the same age and type.

## Embodied carbon

Operating emissions are only part of the picture. The concrete and steel in a new 500,000 square foot building account for about 5,000 tonnes of emissions before it opens, as much as the building will emit in operation over twenty years. We are now measuring embodied carbon on every new development.

The full study is part of our annual <a href="/sustainability/">ESG report</a>.
`,
  },
  {
    id: 342,
    slug: 'inside-our-net-zero-operations-plan',
    title: 'Inside Our Net Zero Operations Plan',
    date: '2023-09-26T08:30:00',
    categories: ['sustainability'],
    tags: ['esg', 'ceo'],
    excerpt: 'How Larkspur will reach net zero emissions in the buildings and offices it operates by 2035, and how we will help customers follow.',
    image: 235,
    lead: { paragraph: 'Our target is net zero emissions from the buildings and offices we operate by 2035, and from our customers’ use of our buildings by 2050.' },
    author: 'amara',
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    body: `
In 2021 our CEO committed Larkspur to reach net zero emissions in the parts of the business we control. This year our board approved the plan that will get us there. Here is what it includes.

## What we control

Our own emissions come from our offices, our vehicles, and the common areas and vacant space of our buildings. They are small compared with our customers’ emissions, but they are ours to cut.

1. All electricity for our offices and common areas from renewable sources by 2026
2. An electric fleet for our property and engineering teams by 2028
3. No new gas heating in any building we develop, starting in 2024

## What we share

Most emissions in our buildings come from our customers’ operations, which we do not control. We can make lower emissions the easy choice: LED lighting as standard, solar on every suitable roof, chargers in every park and monthly energy reports for customers who share their data.

## Reporting

We will report progress every year in our ESG report, with the data reviewed by an independent assurance provider. Where we miss a milestone, we will say so and say why.
`,
  },
  {
    id: 343,
    slug: 'native-landscaping-saves-water-in-phoenix',
    title: 'Native Landscaping Saves 40 Million Gallons of Water in Phoenix',
    date: '2022-04-19T08:30:00',
    categories: ['sustainability'],
    tags: ['esg', 'phoenix'],
    excerpt: 'Replacing turf with desert plants at 26 properties has cut irrigation by 70% and landscaping costs by a third.',
    image: 243,
    lead: { image: 243 },
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    location: 'Phoenix, Arizona',
    body: `
<strong>PHOENIX, April 19, 2022</strong> — Larkspur Logistics has replaced 31 acres of turf with native, drought-tolerant plants at 26 of its properties in the Phoenix area. Since the work began in 2020, irrigation use at those properties has fallen by 70%, saving about 40 million gallons of water a year.

The new landscapes use desert trees, shrubs and groundcovers such as palo verde, desert spoon and brittlebush, watered by drip irrigation controlled by weather-based timers. Landscaping maintenance costs, which customers share through their operating expenses, have fallen by a third.

> Arizona is in its third decade of drought. A green lawn in front of a warehouse is something this desert cannot afford, and our customers should not have to pay for it either.
> — Amara Castillo, Vice President, Sustainability

Larkspur will extend the program to its properties in Las Vegas, the Inland Empire and Denver over the next three years.
`,
  },
  {
    id: 344,
    slug: 'green-lease-clauses-explained-for-customers',
    title: 'Green Lease Clauses, Explained for Customers',
    date: '2021-12-07T08:30:00',
    categories: ['sustainability', 'insights'],
    tags: ['esg', 'sustainability', 'leasing'],
    excerpt: 'What the sustainability clauses in a Larkspur lease ask of customers, what they give back, and why they lower costs for both sides.',
    image: 232,
    lead: { paragraph: 'A green lease shares the cost and the savings of energy upgrades fairly between the landlord and the customer.' },
    author: 'amara',
    hideContact: true,
    body: `
From January 2022, every new Larkspur lease will include a set of green lease clauses. They are short, and they are designed to save money for both sides. Here is what they say, in plain words.

## Sharing data

The customer agrees to share monthly utility data for the building, through an automatic connection to the utility where possible. In return, we send a monthly report comparing the building with similar ones and list upgrades that would pay back.

## Sharing the cost of upgrades

When we make an upgrade that lowers the customer’s utility bills, such as LED lighting, we may recover part of its cost through operating expenses, but never more than the savings. The customer always comes out ahead.

## Solar and charging

The customer agrees that we may install solar panels on the roof and offer the electricity at a discount to the utility rate. We agree to give the customer the right to install chargers in the yard, with our help.

## Why it matters

Without data, neither side can see what an upgrade is worth. Without a fair split, neither side has a reason to pay for it. The clauses fix both problems. <a href="/news/larkspur-named-green-lease-leader/">Our green lease program</a> has since been recognized nationally.
`,
  },
  {
    id: 345,
    slug: 'larkspur-commits-to-science-based-targets',
    title: 'Larkspur Commits to Science-Based Emissions Targets',
    date: '2021-05-11T09:00:00',
    categories: ['sustainability', 'news'],
    tags: ['esg', 'ceo'],
    excerpt: 'The company will set near-term targets in line with limiting warming to 1.5°C and have them validated independently.',
    image: 235,
    lead: { image: 235 },
    location: 'Denver, Colorado',
    mediaContact: { contact: 'Nadia Fernandes, Sustainability Communications', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' },
    body: `
<strong>DENVER, May 11, 2021</strong> — Larkspur Logistics today committed to set near-term emissions reduction targets in line with limiting global warming to 1.5°C, and to submit them for independent validation within two years. The commitment covers the company’s own operations and the emissions of its customers’ use of its buildings.

> Our customers, our investors and our neighbors all expect us to act on climate, and they expect the targets to mean something. Independent validation is how we make sure they do.
> — Catherine Lyle, Co-founder and Chief Executive Officer

## First steps

- A baseline of emissions across the portfolio, for the year 2020
- LED lighting in all common areas and vacant space by 2022
- Solar on every suitable new roof from 2021

Larkspur will publish its first ESG report, including the baseline, in the spring of 2022.
`,
  },
];
