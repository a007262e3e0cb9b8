/**
 * apartments.com pages as people paste them: a property (`apartments.com/<slug>/<property id>/`, the slug naming the
 * building and its city, the ID a 7-character listing key) and a search (`apartments.com/<location>/`, the location
 * slug the search takes). apartments.com is one US site: a URL names no market.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A property's listing key: letters and digits, 7 as the pages show them (wcd6e5k); a little room either way. */
export const PROPERTY_ID = /^[a-z0-9]{5,12}$/;
/** A property's SEO slug (urbane-kansas-city-mo): lower-case letters, digits and hyphens. */
export const PROPERTY_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** A location slug (kansas-city-mo, new-york-ny) or a ZIP code (64108). */
export const LOCATION_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

const APARTMENTS_HOST = /^(?:www\.)?apartments\.com$/i;

/** The two segments of a property page: `/<slug>/<property id>/`; undefined for another page or site. */
function propertyPage(url: URL): { slug: string; propertyId: string } | undefined {
	if (!APARTMENTS_HOST.test(url.hostname)) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	if (segments.length !== 2) return undefined;
	const [slug, propertyId] = segments.map((segment) => segment.toLowerCase());
	return PROPERTY_SLUG.test(slug) && PROPERTY_ID.test(propertyId) ? { slug, propertyId } : undefined;
}

export const propertyIdFromUrl = (url: URL): string | undefined => propertyPage(url)?.propertyId;

/** A property page as the URL the service's by-URL endpoint takes: https, www., the two segments, nothing else. */
export function propertyPageUrl(url: URL): string | undefined {
	const page = propertyPage(url);
	return page ? `https://www.apartments.com/${page.slug}/${page.propertyId}/` : undefined;
}
