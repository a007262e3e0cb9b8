/** Zillow IDs as people paste them: property (homedetails) URLs and agent profile URLs. */

// No flags: only the source reaches n8n's own field validation.
/** A ZPID, Zillow's property ID: digits only, e.g. 29499726. */
export const ZPID = /^\d{1,12}$/;
/** A Zillow profile username (screen name) as it appears in `/profile/<username>/`, e.g. jane-doe. */
export const AGENT_USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const isZillow = (url: URL) => /(^|\.)zillow\.com$/i.test(url.hostname);

/** `29499726_zpid`, copied from the end of a property URL, is still the ZPID 29499726. */
export const bareZpid = (text: string): string => text.replace(/_zpid\/?$/i, '');

/**
 * The ZPID of any Zillow URL with a `<digits>_zpid` segment (`/homedetails/<address>/29499726_zpid/`,
 * `/homes/29499726_zpid/`); undefined for other sites and for URLs without one.
 */
export function zpidFromUrl(url: URL): string | undefined {
	if (!isZillow(url)) return undefined;
	return /(?:^|\/)(\d{1,12})_zpid(?:\/|$)/i.exec(url.pathname)?.[1];
}

/**
 * A Zillow property page (`https://www.zillow.com/homedetails/...`), as the URL to send whole to the
 * property-by-URL endpoint: https, without a #fragment. Undefined for anything else (another site, a
 * search page, a building page under /apartments/ or /b/, a profile).
 */
export function homedetailsUrl(url: URL): string | undefined {
	if (!isZillow(url) || !/^\/homedetails\/[^/]+/i.test(url.pathname)) return undefined;
	return `https://${url.hostname.toLowerCase()}${url.pathname}${url.search}`;
}

/** The username of a Zillow profile URL (`https://www.zillow.com/profile/<username>/`). */
export function agentFromUrl(url: URL): string | undefined {
	if (!isZillow(url)) return undefined;
	const segment = /^\/profile\/([^/]+)/i.exec(url.pathname)?.[1];
	if (segment === undefined) return undefined;
	try {
		return decodeURIComponent(segment);
	} catch {
		return undefined;
	}
}
