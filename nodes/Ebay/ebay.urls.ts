/** eBay IDs as people paste them: seller usernames, and the profile and listings URLs that name them. */

const EBAY_HOST = /(^|\.)ebay\.[a-z]{2,3}(\.[a-z]{2})?$/i;
export const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._*-]{1,63}$/;

/**
 * The seller's username in an eBay URL: a profile (/usr/<name>), a seller's listings (/sch/<name>/m.html)
 * or any URL carrying `_ssn=<name>`. A store URL (/str/<store>) names the store, not the seller, so it
 * only counts when it carries `_ssn`.
 */
export function sellerFromUrl(url: URL): string | undefined {
	if (!EBAY_HOST.test(url.hostname)) return undefined;
	const fromQuery = url.searchParams.get('_ssn');
	if (fromQuery) return fromQuery;
	const fromPath = /^\/(?:usr\/([^/]+)\/?|sch\/([^/]+)\/m\.html)$/i.exec(url.pathname);
	const segment = fromPath?.[1] ?? fromPath?.[2];
	return segment === undefined ? undefined : decodeURIComponent(segment);
}
