/** Leboncoin IDs as people paste them: seller profile URLs and ad URLs. */

// No flags: only the source reaches n8n's own field validation.
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** An ad's numeric ID (`list_id`): a positive whole number, at most 15 digits so it stays exact in JSON. */
export const LIST_ID = /^[1-9]\d{0,14}$/;

const LEBONCOIN_HOST = /(^|\.)leboncoin\.fr$/i;
/** The ad ID closing an ad page's path: `/<category>/<id>.htm`, `/ad/<category>/<id>`, `/vi/<id>.htm`. */
const AD_PATH = /\/([1-9]\d{0,14})(?:\.html?)?\/?$/i;

/** The seller UUID in a Leboncoin profile URL (`/profil/<uuid>`, `/profile/<uuid>`, or a `user_id=` query). */
export function sellerIdFromUrl(url: URL): string | undefined {
	if (!LEBONCOIN_HOST.test(url.hostname)) return undefined;
	const found = UUID_INSIDE.exec(url.pathname) ?? UUID_INSIDE.exec(url.search);
	return found?.[0].toLowerCase();
}

/**
 * The ad ID in a Leboncoin ad URL, old or new form, with or without `www.`, whatever query or fragment
 * follows: https://www.leboncoin.fr/velos/2845123456.htm, https://leboncoin.fr/ad/velos/2845123456.
 */
export function adIdFromUrl(url: URL): string | undefined {
	if (!LEBONCOIN_HOST.test(url.hostname)) return undefined;
	return AD_PATH.exec(url.pathname)?.[1];
}
