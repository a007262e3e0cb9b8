/**
 * Immobiliare Group pages as people paste them: a listing (`immobiliare.it/annunci/<id>/`) and an agency
 * (`immobiliare.it/agenzie-immobiliari/<id>/<name>/`), on any of the group's four portals. The portal's host names the
 * market, so a URL says both the ID and the market.
 */

/** The four portals the overview lists (`| Code | Country | Portal | Locale | Currency |`), all pricing in EUR. */
export const IMMOBILIARE_MARKETS: ReadonlyArray<{ code: string; country: string; domain: string }> = [
	{ code: 'it', country: 'Italy', domain: 'www.immobiliare.it' },
	{ code: 'es', country: 'Spain', domain: 'www.indomio.es' },
	{ code: 'gr', country: 'Greece', domain: 'www.indomio.gr' },
	{ code: 'lu', country: 'Luxembourg', domain: 'www.immotop.lu' },
];

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A listing or agency ID: the pages type both as integers (`121584766`, `41235`). */
export const NUMERIC_ID = /^[0-9]{1,12}$/;

/** A geography ID of /autocomplete (a region `10`, a province `MI`, a comune `8042`): letters and digits. */
export const GEO_ID = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * The path section before a listing's ID on each portal, in the portal's language (immobiliare.it's `annunci` is the
 * pages' example; the others are the same page in Spanish, Greek transliterated, and French).
 */
const LISTING_SECTIONS = ['annunci', 'anuncios', 'aggelies', 'annonces'];

/** The path section before an agency's ID (immobiliare.it's `agenzie-immobiliari` is the pages' example). */
const AGENCY_SECTIONS = ['agenzie-immobiliari', 'agencias-inmobiliarias', 'mesitika-grafeia', 'agences-immobilieres'];

/** The market of a portal host (`immobiliare.it`, `www.indomio.es`, `en.immotop.lu`...), undefined for any other. */
export function marketOfHost(host: string): string | undefined {
	const bare = host.toLowerCase().replace(/\.$/, '');
	return IMMOBILIARE_MARKETS.find((market) => {
		const domain = market.domain.replace(/^www\./, '');
		return bare === domain || bare.endsWith(`.${domain}`);
	})?.code;
}

export const marketFromUrl = (url: URL): string | undefined => marketOfHost(url.hostname);

/** The numeric segment after one of `sections` (a language segment such as `/en/` may come before it). */
function idAfter(url: URL, sections: string[]): string | undefined {
	if (marketOfHost(url.hostname) === undefined) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	const at = segments.findIndex((segment) => sections.includes(segment.toLowerCase()));
	const id = at < 0 ? undefined : segments[at + 1];
	return id !== undefined && NUMERIC_ID.test(id) ? id : undefined;
}

export const listingIdFromUrl = (url: URL): string | undefined => idAfter(url, LISTING_SECTIONS);

export const agencyIdFromUrl = (url: URL): string | undefined => idAfter(url, AGENCY_SECTIONS);
