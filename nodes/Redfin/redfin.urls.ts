/**
 * Redfin pages as people paste them: a home (`redfin.com/<ST>/<City>/<address>/home/<propertyId>`, the live OpenAPI's
 * "/CA/City/.../home/12345678") and an agent (`redfin.com/real-estate-agents/<name>`, the OpenAPI's "/realestateagents/
 * URL"). The service takes both URLs whole, so they are checked here and sent as given, without a #fragment.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** Redfin's numeric propertyId, the number after /home/ in a home URL (e.g. 12345678). */
export const PROPERTY_ID = /^\d{1,15}$/;
/** A Redfin agent ID: digits (the OpenAPI says "Redfin agent id"; Redfin numbers its agents). */
export const AGENT_ID = /^\d{1,15}$/;

const isRedfin = (url: URL) => /(^|\.)redfin\.com$/i.test(url.hostname);
const whole = (url: URL) => `https://${url.hostname.toLowerCase()}${url.pathname}${url.search}`;

/** The propertyId of a home URL. */
export function propertyIdFromUrl(url: URL): string | undefined {
	if (!isRedfin(url)) return undefined;
	return /\/home\/(\d{1,15})\/?$/.exec(url.pathname)?.[1];
}

/** A home URL, to send whole to the property-by-URL endpoint; undefined for any other page. */
export const homeUrl = (url: URL): string | undefined => (propertyIdFromUrl(url) !== undefined ? whole(url) : undefined);

/** An agent's profile URL (`/real-estate-agents/<name>` or `/realestateagents/<name>`), to send whole. */
export function agentUrl(url: URL): string | undefined {
	return isRedfin(url) && /^\/(real-estate-agents|realestateagents)\/[^/]+/i.test(url.pathname) ? whole(url) : undefined;
}
