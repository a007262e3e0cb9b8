/**
 * App Store pages as people paste them: an app's page (apps.apple.com/<country>/app/<slug>/id<number>, the older
 * itunes.apple.com form, with or without the country and slug) and a developer's (…/developer/<slug>/id<number>), each
 * read down to the numeric ID the service's path takes and the storefront its country names.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A numeric App Store ID (an app's track ID, a developer's artist ID), its `id` prefix as Apple's URLs write it optional. */
export const NUMERIC_ID = /^(id)?\d{3,12}$/;

/** An iOS bundle ID (com.whatsapp, net.whatsapp.WhatsApp): two or more dot-separated segments. */
const BUNDLE_ID = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;

/** What App > Get takes: a numeric track ID or a bundle ID (the service reads a value holding a dot as a bundle ID). */
export const APP_OR_BUNDLE_ID = new RegExp(`${NUMERIC_ID.source}|${BUNDLE_ID.source}`);

/** A storefront code as the service takes it: two lower-case letters. */
export const STOREFRONT = /^[a-z]{2}$/;

/** `id310633997` (as Apple's URLs write it) and ` 310633997 ` are the ID `310633997`. */
export const bareId = (text: string): string => text.trim().replace(/^id(?=\d)/, '');

const APPLE_HOST = /^(apps|itunes)\.apple\.com$/i;

/** The path segments of an apps.apple.com (or itunes.apple.com) URL, less a leading storefront code. */
function segmentsOf(url: URL): { country?: string; rest: string[] } | undefined {
	if (!APPLE_HOST.test(url.hostname)) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	return STOREFRONT.test(segments[0] ?? '') ? { country: segments[0], rest: segments.slice(1) } : { rest: segments };
}

/** The numeric ID after `/<section>/` (`/app/whatsapp-messenger/id310633997`, `/app/id310633997`). */
function idAfter(url: URL, section: string): string | undefined {
	const page = segmentsOf(url);
	if (page?.rest[0] !== section) return undefined;
	const id = /^id(\d{3,12})$/.exec(page.rest[page.rest.length - 1] ?? '')?.[1];
	return id;
}

export const appIdFromUrl = (url: URL): string | undefined => idAfter(url, 'app');
export const developerIdFromUrl = (url: URL): string | undefined => idAfter(url, 'developer');

/** The storefront an app or developer URL names (`apps.apple.com/gb/app/...`): gb; none for a URL without one. */
export function storefrontFromUrl(url: URL): string | undefined {
	const page = segmentsOf(url);
	return page && (idAfter(url, 'app') ?? idAfter(url, 'developer')) !== undefined ? page.country : undefined;
}
