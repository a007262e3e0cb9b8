/** Amazon IDs as people paste them: product and review-page URLs. */

const AMAZON_HOST = /(^|\.)amazon\.[a-z]{2,3}(\.[a-z]{2})?$/i;
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews)\/([A-Za-z0-9]{10})(?:\/|$)/i;

/** The ASIN in an Amazon product or review-page URL of any marketplace, whatever slug or tracking surrounds it. */
export function asinFromUrl(url: URL): string | undefined {
	if (!AMAZON_HOST.test(url.hostname)) return undefined;
	return PRODUCT_PATH.exec(url.pathname)?.[1].toUpperCase();
}
