/**
 * Idealista pages as people paste them: a listing (`idealista.com/inmueble/<code>/`, `idealista.it/immobile/<code>/`,
 * `idealista.pt/imovel/<code>/`) and an agency's microsite (`idealista.com/pro/<short name>/`). The portal's host names
 * the market (idealista.com: es, idealista.it: it, idealista.pt: pt), so a URL says both the code and the market.
 */

/** The three markets the OpenAPI names ("es|it|pt"), with the portal each is read from. */
export const IDEALISTA_MARKETS: ReadonlyArray<{ code: string; country: string; domain: string }> = [
	{ code: 'es', country: 'Spain', domain: 'www.idealista.com' },
	{ code: 'it', country: 'Italy', domain: 'www.idealista.it' },
	{ code: 'pt', country: 'Portugal', domain: 'www.idealista.pt' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A property code: Idealista numbers its listings (the code in `/inmueble/104412345/`). */
export const PROPERTY_CODE = /^[0-9]{4,12}$/;

/** An agency's shortName, the slug of its microsite (`/pro/<short name>/`): letters, digits and dashes. */
export const SHORT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** A national phone number as the by-phone lookup takes it ("national number"): digits only, no country code. */
export const NATIONAL_PHONE = /^[0-9]{6,15}$/;

/** The path section before a listing's code, in each portal's language. */
const LISTING_SECTIONS = ['inmueble', 'immobile', 'imovel'];

/** The market of a portal host (`idealista.com`, `www.idealista.it`, `m.idealista.pt`...), undefined for any other. */
export function marketOfHost(host: string): string | undefined {
	const bare = host.toLowerCase().replace(/\.$/, '');
	return IDEALISTA_MARKETS.find((market) => {
		const domain = market.domain.replace(/^www\./, '');
		return bare === domain || bare.endsWith(`.${domain}`);
	})?.code;
}

export const marketFromUrl = (url: URL): string | undefined => marketOfHost(url.hostname);

/** The segment after one of `sections` (a language segment such as `/en/` may come before it), if it has `form`. */
function segmentAfter(url: URL, sections: string[], form: RegExp): string | undefined {
	if (marketOfHost(url.hostname) === undefined) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	const at = segments.findIndex((segment) => sections.includes(segment.toLowerCase()));
	const found = at < 0 ? undefined : segments[at + 1];
	return found !== undefined && form.test(found) ? found : undefined;
}

export const propertyCodeFromUrl = (url: URL): string | undefined => segmentAfter(url, LISTING_SECTIONS, PROPERTY_CODE);

export const shortNameFromUrl = (url: URL): string | undefined => segmentAfter(url, ['pro'], SHORT_NAME);
