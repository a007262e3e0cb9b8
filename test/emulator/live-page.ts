/**
 * The page that changes, for the page-change trigger: a shop's product page whose facts (price, stock, a sale banner,
 * the protection in front of it) the live world changes between polls (live.ts: a change set on `/v1/web/scrape`).
 * The Web routes serve it at LIVE_PAGE_URL in every format, pick its parts by CSS selector and extract it by prompt,
 * each from the same facts, so a change shows wherever it should and nowhere else.
 */
import type { WebPage } from './fixtures/web/pages';
import type { LiveView } from './live';

export const LIVE_PAGE_URL = 'https://shop.example.com/products/badger-desk-lamp';

/** The request path whose live changes are the page's: the scrape's, as the monitoring run changes "the record at a path". */
export const LIVE_PAGE_PATH = '/v1/web/scrape';

/**
 * What reading the page takes: any engine; a browser (Auto picks one for it, 5 credits); or getting past a blocking
 * page, which only escalation to the premium browser (or the anti-bot solver) does.
 */
export type Protection = 'none' | 'browser' | 'premium';

export interface LivePageFacts {
	name: string;
	price: number;
	in_stock: boolean;
	/** The sale banner at the top of the page: outside the product's own block. */
	banner: string;
	reviews: number;
	protection: Protection;
	/** Lines of specifications under the product (a long page: each is about 60 characters). */
	specifications: number;
}

export const LIVE_PAGE: LivePageFacts = {
	name: 'Badger Desk Lamp',
	price: 44.99,
	in_stock: true,
	banner: 'Spring sale: 10% off all lamps this week',
	reviews: 128,
	protection: 'none',
	specifications: 0,
};

/** The page's facts as they are now, with the changes set on LIVE_PAGE_PATH, whichever Web path reads it. */
export const livePageFacts = (live: LiveView): LivePageFacts => live.record(LIVE_PAGE, LIVE_PAGE_PATH);

const price = (facts: LivePageFacts) => `$${facts.price.toFixed(2)}`;
const stock = (facts: LivePageFacts) => (facts.in_stock ? 'In stock' : 'Out of stock');

/** The page's elements with the selectors that pick them, in page order. */
function elements(facts: LivePageFacts): Array<{ tag: string; className: string; text: string }> {
	return [
		{ tag: 'p', className: 'banner', text: facts.banner },
		{ tag: 'h1', className: 'product-title', text: facts.name },
		{ tag: 'p', className: 'price', text: price(facts) },
		{ tag: 'p', className: 'stock', text: stock(facts) },
		{ tag: 'p', className: 'reviews', text: `${facts.reviews} reviews` },
		...Array.from({ length: facts.specifications }, (_, index) => ({
			tag: 'li',
			className: 'spec',
			text: `Specification ${index + 1}: brushed steel arm, warm white LED, ${index + 10} cm`,
		})),
	];
}

/** The page as Markdown: the Web routes make its HTML and text from it, as for every page they serve. */
export function livePageMarkdown(facts: LivePageFacts): string {
	const [banner, title, priceLine, stockLine, reviews, ...specifications] = elements(facts).map((element) => element.text);
	return [
		`> ${banner}`, '', `# ${title}`, '', `**Price:** ${priceLine}`, '', stockLine, '', reviews, '',
		...specifications.map((text) => `- ${text}`), ...(specifications.length > 0 ? [''] : []), 'Badger Shop, 1 Sett Lane',
	].join('\n');
}

/** The page as the Web routes serve a page: its Markdown, the engine it needs, the wall in front of it, its extraction. */
export function livePage(live: LiveView): WebPage {
	const facts = livePageFacts(live);
	return {
		title: `${facts.name} | Badger Shop`,
		markdown: livePageMarkdown(facts),
		...(facts.protection === 'browser' ? { needsBrowser: true } : {}),
		...(facts.protection === 'premium'
			? { protectedBy: { blockType: 'cloudflare', system: 'cloudflare_turnstile', details: 'Cloudflare challenge page detected' } }
			: {}),
		extraction: livePageExtraction(facts),
	};
}

/** What any AI prompt extracts from the page: the product's facts, never the banner. */
export const livePageExtraction = (facts: LivePageFacts) => ({ name: facts.name, price: facts.price, currency: 'USD', in_stock: facts.in_stock });

/**
 * The text of the elements a CSS selector picks: by class (`.price`), tag (`h1`), tag and class (`p.price`), or the
 * product block (`main`, `#product`), one entry per match; none when it picks nothing.
 */
export function livePageSelect(facts: LivePageFacts, selector: string): string[] {
	const all = elements(facts);
	const wanted = selector.trim();
	if (wanted === 'main' || wanted === '#product') return all.slice(1).map((element) => element.text);
	if (wanted === 'header') return [all[0].text];
	const match = /^([a-z][a-z0-9]*)?(?:\.([\w-]+))?$/i.exec(wanted);
	if (!match || (!match[1] && !match[2])) return [];
	return all.filter((element) => (!match[1] || element.tag === match[1].toLowerCase()) && (!match[2] || element.className === match[2])).map((element) => element.text);
}

/** A selector's value as Extract answers it: null when it picks nothing, the text of one match, or every match's. */
export function livePageSelection(facts: LivePageFacts, selector: string): string | string[] | null {
	const picked = livePageSelect(facts, selector);
	return picked.length === 0 ? null : picked.length === 1 ? picked[0] : picked;
}
