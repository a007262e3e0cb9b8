/**
 * eBay IDs as people paste them: seller usernames and the profile and listings URLs that name them, item IDs
 * and listing URLs (with a title slug, tracking parameters or a variation), and the marketplace a URL's host names.
 */

// No flags: only the source reaches n8n's own field validation.
const EBAY_HOST = /(^|\.)ebay\.[a-z]{2,3}(\.[a-z]{2})?$/i;
export const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._*-]{1,63}$/;
/** An eBay item (listing) number: 9 to 15 digits, today usually 12, e.g. 256123456789. */
export const ITEM_ID = /^\d{9,15}$/;
/** What the By ID field takes: an item number, with a `#` before it, or in eBay's Browse API form v1|<number>|0. */
export const ITEM_ID_INPUT = /^(#?\d{9,15}|v1\|\d{9,15}\|\d{1,19})$/;
/** An eBay category ID: digits, e.g. 139971 (Video Game Consoles). */
export const CATEGORY_ID = /^\d{1,12}$/;

const isEbay = (url: URL) => EBAY_HOST.test(url.hostname);

const decoded = (segment: string): string | undefined => {
	try {
		return decodeURIComponent(segment);
	} catch {
		return undefined;
	}
};

/**
 * The seller's username in an eBay URL: a profile (/usr/<name>), a seller's listings (/sch/<name>/m.html)
 * or any URL carrying `_ssn=<name>`. A store URL (/str/<store>) names the store, not the seller, so it
 * only counts when it carries `_ssn`.
 */
export function sellerFromUrl(url: URL): string | undefined {
	if (!isEbay(url)) return undefined;
	const fromQuery = url.searchParams.get('_ssn');
	if (fromQuery) return fromQuery;
	const fromPath = /^\/(?:usr\/([^/]+)\/?|sch\/([^/]+)\/m\.html)$/i.exec(url.pathname);
	const segment = fromPath?.[1] ?? fromPath?.[2];
	return segment === undefined ? undefined : decoded(segment);
}

/**
 * `v1|256123456789|0`, the form eBay's own Browse API prints, and `#256123456789` as a page shows it, are the item
 * 256123456789. Anything else gives '' (refused), so a prefix is never sent.
 */
export function bareItemId(text: string): string {
	const bare = /^(?:#|v1\|)?(\d{9,15})(?:\|\d{1,19})?$/.exec(text.trim())?.[1];
	return bare !== undefined && ITEM_ID_INPUT.test(text.trim()) ? bare : '';
}

/**
 * The item number of an eBay listing URL on any marketplace and host (www., m., cgi.): `/itm/<id>`,
 * `/itm/<title-slug>/<id>`, with any query (`?hash=...`, `_trkparms`, `var=`) or fragment, and the old
 * `ViewItem&item=<id>` links. Undefined for other pages (a product page /p/<epid>, a search, a store) and sites.
 */
export function itemFromUrl(url: URL): string | undefined {
	if (!isEbay(url)) return undefined;
	const fromPath = /^\/itm\/(?:[^/]+\/)?(\d{9,15})(?:\/|$)/i.exec(url.pathname)?.[1];
	if (fromPath) return fromPath;
	const fromQuery = url.searchParams.get('item') ?? url.searchParams.get('itm');
	return fromQuery !== null && ITEM_ID.test(fromQuery) ? fromQuery : undefined;
}

/** The marketplace an eBay URL's host names, as the service's `domain` takes it: www.ebay.co.uk -> co.uk, m.ebay.de -> de. */
export function marketplaceFromUrl(url: URL): string | undefined {
	if (!isEbay(url)) return undefined;
	return /(?:^|\.)ebay\.([a-z]{2,3}(?:\.[a-z]{2})?)$/i.exec(url.hostname)?.[1].toLowerCase();
}
