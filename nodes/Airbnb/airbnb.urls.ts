/**
 * Airbnb pages as people paste them: a stay (`/rooms/<id>`, `/rooms/plus/<id>`, `/luxury/listing/<id>`) or an experience
 * (`/experiences/<id>`), on any of Airbnb's country sites (airbnb.com, www.airbnb.co.uk, fr.airbnb.ca, airbnb.com.au...),
 * each read down to the numeric ID the service's path takes.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A numeric Airbnb ID: a room's (up to 19 digits for newer listings) or an experience's. */
export const NUMERIC_ID = /^\d{1,20}$/;

/** airbnb.com, airbnb.fr, airbnb.co.uk, airbnb.com.au, with or without a subdomain (www., fr.). */
const AIRBNB_HOST = /(?:^|\.)airbnb\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/i;

function segments(url: URL): string[] | undefined {
	if (!AIRBNB_HOST.test(url.hostname)) return undefined;
	return url.pathname.split('/').filter((segment) => segment !== '');
}

const numeric = (segment: string | undefined): string | undefined => (segment !== undefined && NUMERIC_ID.test(segment) ? segment : undefined);

/** A stay's room ID: `/rooms/48291736`, `/rooms/plus/48291736`, `/luxury/listing/48291736`. */
export function roomIdFromUrl(url: URL): string | undefined {
	const path = segments(url);
	if (path?.[0] === 'rooms') return numeric(path[1] === 'plus' ? path[2] : path[1]);
	if (path?.[0] === 'luxury' && path[1] === 'listing') return numeric(path[2]);
	return undefined;
}

/** An experience's ID: `/experiences/1847362`. */
export function experienceIdFromUrl(url: URL): string | undefined {
	const path = segments(url);
	return path?.[0] === 'experiences' ? numeric(path[1]) : undefined;
}
