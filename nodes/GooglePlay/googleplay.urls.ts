/**
 * Google Play pages as people paste them: an app's store page (play.google.com/store/apps/details?id=<package>) and a
 * developer's page (…/store/apps/dev?id=<number> or …/store/apps/developer?id=<name>), each read down to what the
 * service's path takes.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** An Android package name: two or more dot-separated segments, each starting with a letter (Android's own rule). */
export const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** A developer as the service takes it: the numeric ID, or the display name (letters of any script, spaces, punctuation). */
export const DEVELOPER = /^[^/?#\\\r\n]{1,200}$/;

/** A Play category ID, e.g. GAME_PUZZLE or SOCIAL. */
export const CATEGORY_ID = /^[A-Z][A-Z0-9_]{1,60}$/;

const PLAY_HOST = /^play\.google\.com$/i;

/** The path segments of a play.google.com URL under /store/apps/; undefined for another host or section. */
function appsSection(url: URL): string[] | undefined {
	if (!PLAY_HOST.test(url.hostname)) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	return segments[0] === 'store' && segments[1] === 'apps' ? segments.slice(2) : undefined;
}

/** The package an app's store page names: `/store/apps/details?id=com.whatsapp` (an old `/details/<Title>?id=` too). */
export function packageFromUrl(url: URL): string | undefined {
	if (appsSection(url)?.[0] !== 'details') return undefined;
	const id = url.searchParams.get('id');
	return id !== null && PACKAGE_NAME.test(id) ? id : undefined;
}

/** The developer a developer page names: its numeric ID (`/store/apps/dev?id=`) or its name (`/store/apps/developer?id=`). */
export function developerFromUrl(url: URL): string | undefined {
	const page = appsSection(url)?.[0];
	if (page !== 'dev' && page !== 'developer') return undefined;
	const id = url.searchParams.get('id')?.trim();
	if (id === undefined || id === '') return undefined;
	return page === 'dev' ? (/^\d{5,25}$/.test(id) ? id : undefined) : id;
}
