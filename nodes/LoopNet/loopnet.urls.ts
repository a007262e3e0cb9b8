/**
 * LoopNet pages as people paste them: a listing (`loopnet.com/Listing/<address-slug>/<listing id>/`) and a broker's
 * profile (`loopnet.com/commercial-real-estate-brokers/profile/<name-slug>/<broker id>/`), on any of the five
 * national portals. The portal's host names the market (loopnet.co.uk is uk), which the service otherwise takes as a
 * parameter.
 */

/** The markets the overview lists, with the portal host and the currency each prices in (its Market > List). */
export const LOOPNET_MARKETS: ReadonlyArray<{ code: string; country: string; currency: string; host: string }> = [
	{ code: 'us', country: 'United States', currency: 'USD', host: 'loopnet.com' },
	{ code: 'ca', country: 'Canada', currency: 'CAD', host: 'loopnet.ca' },
	{ code: 'uk', country: 'United Kingdom', currency: 'GBP', host: 'loopnet.co.uk' },
	{ code: 'fr', country: 'France', currency: 'EUR', host: 'loopnet.fr' },
	{ code: 'es', country: 'Spain', currency: 'EUR', host: 'loopnet.es' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A listing ID: digits (12345678). */
export const LISTING_ID = /^\d{1,12}$/;
/** A broker ID as LoopNet writes it in a profile URL: letters and digits (w7x2k9d). */
export const BROKER_ID = /^[A-Za-z0-9]{1,32}$/;
/** A broker's name slug as in a profile URL: letters, digits and hyphens (john-smith). */
export const BROKER_SLUG = /^[A-Za-z0-9][A-Za-z0-9-]{0,119}$/;

/** The market a LoopNet host belongs to (`www.loopnet.co.uk` is uk); undefined for any other site. */
export function marketFromUrl(url: URL): string | undefined {
	const host = url.hostname.toLowerCase().replace(/^www\./, '');
	return LOOPNET_MARKETS.find((market) => market.host === host)?.code;
}

const segmentsOf = (url: URL): string[] | undefined => {
	if (marketFromUrl(url) === undefined) return undefined;
	try {
		return url.pathname.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
	} catch {
		return undefined;
	}
};

/** A listing's ID: the numeric segment of `/Listing/<address-slug>/<id>/` (or `/Listing/<id>/`). */
export function listingIdFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0]?.toLowerCase() !== 'listing') return undefined;
	const id = segments.slice(1).reverse().find((segment) => LISTING_ID.test(segment));
	return id;
}

/** A broker profile's two segments: `/commercial-real-estate-brokers/profile/<slug>/<broker id>/`. */
function brokerProfile(url: URL): { slug: string; brokerId: string } | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined) return undefined;
	const at = segments.findIndex((segment) => segment.toLowerCase() === 'profile');
	const [slug, brokerId] = at < 0 ? [] : segments.slice(at + 1, at + 3);
	return slug !== undefined && brokerId !== undefined && BROKER_SLUG.test(slug) && BROKER_ID.test(brokerId) ? { slug, brokerId } : undefined;
}

export const brokerIdFromUrl = (url: URL): string | undefined => brokerProfile(url)?.brokerId;
export const brokerSlugFromUrl = (url: URL): string | undefined => brokerProfile(url)?.slug;
