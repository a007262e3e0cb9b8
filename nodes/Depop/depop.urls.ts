/**
 * Depop pages as people paste them: a product (`depop.com/products/<slug>/`) and a shop (`depop.com/<username>/`).
 * Depop runs on one host for every market (the market is a setting, not a domain), so a URL names no market.
 */

/** The markets Depop's overview lists, with the currency each prices in (its Market > List). */
export const DEPOP_MARKETS: ReadonlyArray<{ code: string; country: string; currency: string }> = [
	{ code: 'us', country: 'United States', currency: 'USD' },
	{ code: 'gb', country: 'United Kingdom', currency: 'GBP' },
	{ code: 'au', country: 'Australia', currency: 'AUD' },
	{ code: 'ie', country: 'Ireland', currency: 'EUR' },
	{ code: 'it', country: 'Italy', currency: 'EUR' },
	{ code: 'fr', country: 'France', currency: 'EUR' },
	{ code: 'de', country: 'Germany', currency: 'EUR' },
	{ code: 'es', country: 'Spain', currency: 'EUR' },
	{ code: 'nl', country: 'Netherlands', currency: 'EUR' },
	{ code: 'nz', country: 'New Zealand', currency: 'NZD' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A product's slug (`seller123-nike-air-max-90-uk-9`) or its numeric ID: letters, digits and hyphens. */
export const PRODUCT_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,199}$/;
/**
 * A Depop username: letters, digits, dots, underscores and hyphens, with the @ Depop shows before it allowed (n8n's own
 * field check sees the value as typed; bareUsername drops the @ before it is sent).
 */
export const USERNAME = /^@?[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

const DEPOP_HOST = /(?:^|\.)depop\.com$/i;

/** Depop's own sections, which are no shop's username (`depop.com/search/`, `/category/`...). */
const SECTIONS = new Set(['products', 'search', 'category', 'explore', 'sell', 'login', 'signup', 'about', 'help', 'messages', 'likes', 'settings', 'brands', 'app', 'blog', 'policies']);

const segmentsOf = (url: URL): string[] | undefined =>
	DEPOP_HOST.test(url.hostname) ? url.pathname.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment)) : undefined;

/** A product's slug: `/products/<slug>/`, with or without a market path before it. */
export function productSlugFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	const at = segments?.indexOf('products') ?? -1;
	return at < 0 ? undefined : segments?.[at + 1];
}

/** A shop's username: the one path segment of `depop.com/<username>/` that is no Depop section. */
export function usernameFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.length !== 1 || SECTIONS.has(segments[0].toLowerCase())) return undefined;
	return segments[0];
}

/** A username typed with its @ (`@seller123`), as Depop shows it, read as the bare name. */
export const bareUsername = (text: string): string => text.replace(/^@/, '');
