/**
 * Realtor listing pages as people paste them: realtor.com (US) `realtor.com/realestateandhomes-detail/<address>_M<id>`
 * (the property ID written in two groups, `M12345-67890`, or bare digits) and realtor.ca (Canada)
 * `realtor.ca/real-estate/<id>/<address>`. The host names the market, so a URL sets Market too.
 */

/** The two markets of the overview's "Supported Markets" table (Market > List gives the same). */
export const REALTOR_MARKETS: ReadonlyArray<{ code: string; country: string; currency: string; domain: string }> = [
	{ code: 'us', country: 'United States', currency: 'USD', domain: 'realtor.com' },
	{ code: 'ca', country: 'Canada', currency: 'CAD', domain: 'realtor.ca' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/**
 * A property ID as both portals write it: digits (realtor.com's 10-digit property IDs, realtor.ca's listing numbers). The
 * endpoint page calls it "the portal property id" and shows `1234567890`.
 */
export const PROPERTY_ID = /^\d{1,20}$/;

const COM_HOST = /(?:^|\.)realtor\.com$/i;
const CA_HOST = /(?:^|\.)realtor\.ca$/i;

/** The segments of a URL's path, decoded, without empty ones. */
const segmentsOf = (url: URL): string[] => url.pathname.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));

/** realtor.com: the `M<5 digits>-<5 digits>` (or `M<digits>`) ending of a detail page's slug, or a bare numeric slug. */
function comPropertyId(url: URL): string | undefined {
	const [section, slug] = segmentsOf(url);
	if (section !== 'realestateandhomes-detail' || slug === undefined) return undefined;
	if (PROPERTY_ID.test(slug)) return slug;
	const written = /_M(\d{1,10})-?(\d{1,10})$/.exec(slug) ?? /_M(\d{1,20})()$/.exec(slug);
	return written ? written[1] + written[2] : undefined;
}

/** realtor.ca: `/real-estate/<id>/<address>`. */
function caPropertyId(url: URL): string | undefined {
	const [section, id] = segmentsOf(url);
	return section === 'real-estate' && id !== undefined && PROPERTY_ID.test(id) ? id : undefined;
}

/** The property ID a listing URL of either portal holds. */
export function propertyIdFromUrl(url: URL): string | undefined {
	if (COM_HOST.test(url.hostname)) return comPropertyId(url);
	if (CA_HOST.test(url.hostname)) return caPropertyId(url);
	return undefined;
}

/** The market a listing URL's host names: us for realtor.com, ca for realtor.ca. */
export function marketFromUrl(url: URL): string | undefined {
	if (COM_HOST.test(url.hostname)) return 'us';
	if (CA_HOST.test(url.hostname)) return 'ca';
	return undefined;
}
