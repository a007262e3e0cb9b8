/**
 * Vinted pages as people paste them: a listing (`/items/<id>-<slug>`), a member (`/member/<id>-<login>`) or a catalog
 * (`/catalog?catalog[]=<id>`, `/catalog/<id>-<slug>`), on any of Vinted's country domains. The domain names the market
 * too (vinted.de: de), so a URL can set the Market field or be refused when that field says another one.
 */

/** The markets Vinted's overview lists (27 country domains), with the currency each prices in (its Market > List). */
export const VINTED_MARKETS: ReadonlyArray<{ code: string; domain: string; country: string; currency: string }> = [
	{ code: 'fr', domain: 'vinted.fr', country: 'France', currency: 'EUR' },
	{ code: 'de', domain: 'vinted.de', country: 'Germany', currency: 'EUR' },
	{ code: 'gb', domain: 'vinted.co.uk', country: 'United Kingdom', currency: 'GBP' },
	{ code: 'it', domain: 'vinted.it', country: 'Italy', currency: 'EUR' },
	{ code: 'es', domain: 'vinted.es', country: 'Spain', currency: 'EUR' },
	{ code: 'pl', domain: 'vinted.pl', country: 'Poland', currency: 'PLN' },
	{ code: 'nl', domain: 'vinted.nl', country: 'Netherlands', currency: 'EUR' },
	{ code: 'be', domain: 'vinted.be', country: 'Belgium', currency: 'EUR' },
	{ code: 'cz', domain: 'vinted.cz', country: 'Czech Republic', currency: 'CZK' },
	{ code: 'lt', domain: 'vinted.lt', country: 'Lithuania', currency: 'EUR' },
	{ code: 'pt', domain: 'vinted.pt', country: 'Portugal', currency: 'EUR' },
	{ code: 'at', domain: 'vinted.at', country: 'Austria', currency: 'EUR' },
	{ code: 'lu', domain: 'vinted.lu', country: 'Luxembourg', currency: 'EUR' },
	{ code: 'sk', domain: 'vinted.sk', country: 'Slovakia', currency: 'EUR' },
	{ code: 'dk', domain: 'vinted.dk', country: 'Denmark', currency: 'DKK' },
	{ code: 'fi', domain: 'vinted.fi', country: 'Finland', currency: 'EUR' },
	{ code: 'se', domain: 'vinted.se', country: 'Sweden', currency: 'SEK' },
	{ code: 'ro', domain: 'vinted.ro', country: 'Romania', currency: 'RON' },
	{ code: 'hu', domain: 'vinted.hu', country: 'Hungary', currency: 'HUF' },
	{ code: 'hr', domain: 'vinted.hr', country: 'Croatia', currency: 'EUR' },
	{ code: 'gr', domain: 'vinted.gr', country: 'Greece', currency: 'EUR' },
	{ code: 'ie', domain: 'vinted.ie', country: 'Ireland', currency: 'EUR' },
	{ code: 'si', domain: 'vinted.si', country: 'Slovenia', currency: 'EUR' },
	{ code: 'lv', domain: 'vinted.lv', country: 'Latvia', currency: 'EUR' },
	{ code: 'ee', domain: 'vinted.ee', country: 'Estonia', currency: 'EUR' },
	{ code: 'us', domain: 'vinted.com', country: 'United States', currency: 'USD' },
	{ code: 'au', domain: 'vinted.com.au', country: 'Australia', currency: 'AUD' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A listing's or a member's numeric ID: a positive whole number, at most 15 digits so it stays exact in JSON. */
export const NUMERIC_ID = /^[1-9]\d{0,14}$/;

/** The market of a Vinted host (www.vinted.co.uk: gb); undefined for any other host. */
function marketOfHost(hostname: string): string | undefined {
	const domain = hostname.toLowerCase().replace(/^www\./, '');
	return VINTED_MARKETS.find((market) => market.domain === domain)?.code;
}

/** The market a Vinted URL's domain names (https://www.vinted.de/items/...: de). */
export function marketFromUrl(url: URL): string | undefined {
	return marketOfHost(url.hostname);
}

/** The numeric ID opening the path segment after `section` (`/items/9492962028-tee-shirt`), on a Vinted host only. */
function idAfter(url: URL, sections: string[]): string | undefined {
	if (marketOfHost(url.hostname) === undefined) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	// A language segment may come first on multilingual markets (vinted.be/fr/items/...): the section is found anywhere.
	const at = segments.findIndex((segment) => sections.includes(segment.toLowerCase()));
	const id = at < 0 ? undefined : /^(\d{1,15})(?:-|$)/.exec(segments[at + 1] ?? '')?.[1];
	return id !== undefined && NUMERIC_ID.test(id) ? id : undefined;
}

/** A listing's ID: `/items/9492962028-tee-shirt` or `/items/9492962028`. */
export const itemIdFromUrl = (url: URL): string | undefined => idAfter(url, ['items']);

/** A member's ID: `/member/20298345-majyp` or `/member/20298345`. */
export const userIdFromUrl = (url: URL): string | undefined => idAfter(url, ['member', 'members']);

/** A catalog's ID: the `catalog[]` value of a catalog page (`/catalog?catalog[]=221`), or `/catalog/221-t-shirts`. */
export function catalogIdFromUrl(url: URL): string | undefined {
	if (marketOfHost(url.hostname) === undefined) return undefined;
	const queried = url.searchParams.get('catalog[]') ?? url.searchParams.get('catalog_ids') ?? url.searchParams.get('catalog');
	if (queried !== null && NUMERIC_ID.test(queried)) return queried;
	return idAfter(url, ['catalog']);
}
