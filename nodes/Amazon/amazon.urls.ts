/** Amazon IDs as people paste them: product, seller and category URLs of any marketplace, and the marketplace they name. */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** An ASIN: 10 capital letters and digits (books use their ISBN-10), e.g. B08N5WRWNW. */
export const ASIN = /^[A-Z0-9]{10}$/;
/** An Amazon seller (merchant) ID, the `seller=` value of a seller page: A and 9 to 19 capital letters and digits. */
export const SELLER_ID = /^A[A-Z0-9]{9,19}$/;
/** A browse node, Amazon's numeric category ID, e.g. 172282. */
export const BROWSE_NODE = /^\d{1,20}$/;

/** `www.amazon.co.uk`, `smile.amazon.com`, `amazon.de`: the marketplace is what follows `amazon.`. */
const AMAZON_HOST = /(?:^|\.)amazon\.([a-z]{2,3}(?:\.[a-z]{2})?)$/i;
const PRODUCT_PATH =
	/\/(?:dp|dp\/product|gp\/product|gp\/aw\/d|gp\/offer-listing|product-reviews|exec\/obidos\/ASIN|o\/ASIN)\/([A-Za-z0-9]{10})(?:[/?#]|$)/i;

const isAmazon = (url: URL) => AMAZON_HOST.test(url.hostname);

/** The marketplace an Amazon URL's host names (`co.uk` for www.amazon.co.uk); undefined for other sites. */
export function marketplaceFromUrl(url: URL): string | undefined {
	return AMAZON_HOST.exec(url.hostname)?.[1].toLowerCase();
}

/**
 * The ASIN in an Amazon product, offer-listing or review-page URL of any marketplace, whatever slug, `ref=` part or
 * tracking query surrounds it. Undefined for short links (amzn.eu, amzn.to, a.co), which hide the product until opened.
 */
export function asinFromUrl(url: URL): string | undefined {
	if (!isAmazon(url)) return undefined;
	return PRODUCT_PATH.exec(url.pathname)?.[1].toUpperCase();
}

/** Seller IDs are capitals; a pasted lower-case one is still the seller. */
export const bareSellerId = (text: string): string => (/^a[a-z0-9]{9,19}$/i.test(text) ? text.toUpperCase() : text);

/**
 * The seller ID in an Amazon seller URL: a seller profile (`/sp?seller=<id>`, `/gp/aag/main?seller=<id>`,
 * `/gp/help/seller/at-a-glance.html?seller=<id>`), a storefront (`/s?me=<id>`) or a shop page (`/shops/<id>`).
 */
export function sellerIdFromUrl(url: URL): string | undefined {
	if (!isAmazon(url)) return undefined;
	const named = url.searchParams.get('seller') ?? url.searchParams.get('me') ?? /^\/shops\/([A-Za-z0-9]+)/i.exec(url.pathname)?.[1];
	return named ? bareSellerId(named) : undefined;
}

/**
 * The browse node in an Amazon category URL: `node=<id>` (`/b?node=172282`, `/gp/browse.html?node=...`), a
 * search refinement `rh=n:<id>` (the last, most specific one), or a best-sellers page ending in the node
 * (`/gp/bestsellers/electronics/172541`, `/zgbs/...`).
 */
export function browseNodeFromUrl(url: URL): string | undefined {
	if (!isAmazon(url)) return undefined;
	const node = url.searchParams.get('node');
	if (node !== null) return node;
	const refinements = [...(url.searchParams.get('rh') ?? '').matchAll(/(?:^|,)n:(\d+)/g)];
	if (refinements.length > 0) return refinements[refinements.length - 1][1];
	return /\/(?:gp\/bestsellers|gp\/new-releases|zgbs|bestsellers)\/[^/]+\/(\d+)(?:\/|$)/i.exec(url.pathname)?.[1];
}
