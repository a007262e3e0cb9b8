/**
 * The page that changes, for the page-change trigger: a shop's product page whose facts (price, stock, a sale banner,
 * the protection in front of it) the live world changes between polls (live.ts: a change set on `/v1/web/scrape`).
 * The Web routes serve it at LIVE_PAGE_URL in every format, pick its parts by CSS selector and extract it by prompt,
 * each from the same facts, so a change shows wherever it should and nowhere else.
 */
import type { LiveView } from './live';

export const LIVE_PAGE_URL = 'https://shop.example.com/products/badger-desk-lamp';

/** The request path whose live changes are the page's: the scrape's, as the monitoring run changes "the record at a path". */
export const LIVE_PAGE_PATH = '/v1/web/scrape';

/** The weakest engine tier that can read the page: any, a browser (a JavaScript check), a premium browser (an anti-bot wall). */
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

/** The page's facts as they are now, with the changes set on LIVE_PAGE_PATH. */
export const livePageFacts = (live: LiveView): LivePageFacts => live.record(LIVE_PAGE);

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

export function renderLivePage(facts: LivePageFacts, format: 'html' | 'markdown' | 'text'): string {
	const [banner, ...product] = elements(facts);
	if (format === 'html') {
		const tag = ({ tag: name, className, text }: { tag: string; className: string; text: string }) => `<${name} class="${className}">${text}</${name}>`;
		return [
			'<!doctype html>',
			`<html><head><title>${facts.name} | Badger Shop</title></head><body>`,
			`<header>${tag(banner)}</header>`,
			`<main id="product">${product.map(tag).join('')}</main>`,
			'<footer><p>Badger Shop, 1 Sett Lane</p></footer>',
			'</body></html>',
		].join('\n');
	}
	const specifications = product.slice(4).map((element) => element.text);
	if (format === 'markdown') {
		return [
			`> ${facts.banner}`, '', `# ${facts.name}`, '', `**Price:** ${price(facts)}`, '', stock(facts), '', `${facts.reviews} reviews`, '',
			...specifications.map((text) => `- ${text}`), ...(specifications.length > 0 ? [''] : []), 'Badger Shop, 1 Sett Lane',
		].join('\n');
	}
	return [facts.banner, facts.name, `Price: ${price(facts)}`, stock(facts), `${facts.reviews} reviews`, ...specifications, 'Badger Shop, 1 Sett Lane'].join('\n');
}

/** What any AI prompt extracts from the page: the product's facts, never the banner. */
export const livePageExtraction = (facts: LivePageFacts) => ({ name: facts.name, price: facts.price, currency: 'USD', in_stock: facts.in_stock });

/**
 * The text of the elements a CSS selector picks: by class (`.price`), tag (`h1`), tag and class (`p.price`), or the
 * product block (`main`, `#product`), every match's text on its own line; undefined when it picks nothing.
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
