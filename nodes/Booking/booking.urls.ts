/**
 * Booking.com pages as people paste them: a property page `booking.com/hotel/<country>/<name>.html`, with or without a
 * language (`<name>.en-gb.html`) and query string, on www. or any other booking.com host, read down to the two path
 * segments the service takes: the country code and the page name (slug).
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A property's page name as Booking writes it in its URL: letters, digits, hyphens and underscores. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
/** The two-letter country of a property's URL, in lower case. */
export const COUNTRY_CODE = /^[a-z]{2}$/;

const BOOKING_HOST = /(?:^|\.)booking\.com$/i;

/** The `/hotel/<cc>/<name>[.<language>].html` segments of a property URL; undefined for another page or host. */
function propertyPage(url: URL): { country: string; slug: string } | undefined {
	if (!BOOKING_HOST.test(url.hostname)) return undefined;
	const [section, country, page, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
	if (section !== 'hotel' || country === undefined || page === undefined || rest.length > 0) return undefined;
	const slug = /^([A-Za-z0-9][A-Za-z0-9_-]*)(?:\.[a-z]{2}(?:-[a-z]{2})?)?\.html$/i.exec(page)?.[1];
	return slug !== undefined && COUNTRY_CODE.test(country.toLowerCase()) ? { country: country.toLowerCase(), slug } : undefined;
}

export const slugFromUrl = (url: URL): string | undefined => propertyPage(url)?.slug;
export const countryFromUrl = (url: URL): string | undefined => propertyPage(url)?.country;
