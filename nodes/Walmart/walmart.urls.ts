/**
 * Walmart pages as people paste them: a product, a seller's storefront, a store and a category or department page, each
 * read down to the ID or browse path the service takes. Only walmart.com is served (the docs: walmart.ca and
 * walmart.com.mx are other platforms), so a URL of another host holds nothing here and is refused with the forms named.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A Walmart item ID (usItemId): digits, 8 to 11 today (43786351, 5689919121, 20353606354). */
export const ITEM_ID = /^\d{4,20}$/;
/** A marketplace seller's numeric catalog seller ID (152, 6907, 101040442), not its 32-character hex seller_id. */
export const CATALOG_SELLER_ID = /^\d{1,15}$/;
/** A physical store's number (100). */
export const STORE_NUMBER = /^\d{1,6}$/;
/**
 * A browse path as the service takes it: `electronics/3944` (a /browse/ page's path), or a department page's path
 * `/cp/electronics/3944`. The first segment has no dot, so a URL typed without its scheme (walmart.com/browse/...) is
 * read as a URL, not sent as a path.
 */
export const BROWSE_PATH = /^(?:\/cp\/)?[A-Za-z0-9][A-Za-z0-9_%'&-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.%'&-]*)*$/;

const WALMART_HOST = /(?:^|\.)walmart\.com$/i;

/** The path segments of a walmart.com URL; undefined for another host. */
function segmentsOf(url: URL): string[] | undefined {
	if (!WALMART_HOST.test(url.hostname)) return undefined;
	return url.pathname.split('/').filter((segment) => segment !== '');
}

/** A product's item ID: `/ip/<slug>/<id>`, `/ip/<id>`, or its reviews page `/reviews/product/<id>`. */
export function itemIdFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined) return undefined;
	const [first, second] = segments;
	let id: string | undefined;
	if (first === 'ip') id = segments[segments.length - 1];
	else if (first === 'reviews' && second === 'product') id = segments[2];
	return id !== undefined && ITEM_ID.test(id) ? id : undefined;
}

/** A seller's catalog ID: `/global/seller/<id>` (a product's seller_storefront_url) or `/seller/<id>` when numeric. */
export function sellerIdFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined) return undefined;
	const at = segments[0] === 'global' ? 1 : 0;
	const id = segments[at] === 'seller' ? segments[at + 1] : undefined;
	return id !== undefined && CATALOG_SELLER_ID.test(id) ? id : undefined;
}

/** A store's number: `/store/<number>` or `/store/<number>-<city>-<state>` (walmart.com/store/100-bentonville-ar). */
export function storeNumberFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] !== 'store' || segments[1] === undefined) return undefined;
	const id = /^(\d{1,6})(?:-|$)/.exec(segments[1])?.[1];
	return id !== undefined && STORE_NUMBER.test(id) ? id : undefined;
}

/** A category's browse path: `/browse/<path>` gives `<path>`, a department page `/cp/<path>` gives `/cp/<path>`. */
export function browsePathFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined || segments.length < 2) return undefined;
	let path: string;
	try {
		path = segments.slice(1).map((segment) => decodeURIComponent(segment)).join('/');
	} catch {
		// A broken %-escape names no category: refused like any other URL without one, not a crash.
		return undefined;
	}
	if (segments[0] === 'browse') return BROWSE_PATH.test(path) ? path : undefined;
	if (segments[0] === 'cp') return BROWSE_PATH.test(`/cp/${path}`) ? `/cp/${path}` : undefined;
	return undefined;
}

/** A browse path typed with the page's own prefix or slashes (`browse/electronics/3944/`) as the service takes it. */
export function bareBrowsePath(text: string): string {
	const trimmed = text.trim().replace(/\/+$/, '');
	if (/^\/?browse\//i.test(trimmed)) return trimmed.replace(/^\/?browse\//i, '');
	if (/^cp\//i.test(trimmed)) return `/${trimmed}`;
	return trimmed.replace(/^\/(?!cp\/)/, '');
}
