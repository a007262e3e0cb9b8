/**
 * X IDs and names as people paste them: tweet, profile, list, community, article, Space, broadcast and place URLs on
 * x.com or twitter.com (with or without `www.`, and the `mobile.` hosts), and `@username`.
 */

const X_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com']);

export const NUMERIC_ID = /^\d{1,20}$/;

/** X usernames: 1 to 15 letters, digits or underscores. The `@` people type in front is allowed and dropped. */
export const USERNAME = /^@?[A-Za-z0-9_]{1,15}$/;

/** `@jack` and ` jack ` are the username `jack`. */
export const stripAt = (text: string): string => text.trim().replace(/^@/, '');

/** X place IDs: 16 hexadecimal characters, e.g. 5a110d312052166f. */
export const PLACE_ID = /^[0-9a-f]{16}$/;

/** Place IDs are lower-case; a pasted upper-case one is still the place. */
export const barePlaceId = (text: string): string => text.trim().toLowerCase();

/** Space and broadcast IDs: letters and digits, e.g. 1eaJbrPZRwOKX. */
export const MEDIA_ROOM_ID = /^[A-Za-z0-9]{10,20}$/;

/** Whether a URL is on X, with or without `www.`. */
function onX(url: URL): boolean {
	return X_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''));
}

/** `/<user>/status/<id>`, `/i/web/status/<id>` or `/i/status/<id>`, with any suffix (`/photo/1`) or query. */
export function tweetIdFromUrl(url: URL): string | undefined {
	if (!onX(url)) return undefined;
	return /^\/(?:[^/]+|i\/web)\/status(?:es)?\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
}

/** `/i/<kind>/<id>` with any suffix, e.g. `/i/lists/1580582120482430976/members`. */
export function idAfter(kind: string, id = '\\d+'): (url: URL) => string | undefined {
	const pattern = new RegExp(`^/i/${kind}/(${id})(?:/|$)`);
	return (url) => (onX(url) ? pattern.exec(url.pathname)?.[1] : undefined);
}

/** A list URL such as https://x.com/i/lists/1580582120482430976 (also its /members and other tabs). */
export const listIdFromUrl = idAfter('lists');

/** A community URL such as https://x.com/i/communities/1500000000000000123. */
export const communityIdFromUrl = idAfter('communities');

/** A Space URL such as https://x.com/i/spaces/1eaJbrPZRwOKX. */
export const spaceIdFromUrl = idAfter('spaces', '[A-Za-z0-9]+');

/** A broadcast URL such as https://x.com/i/broadcasts/1rmGPkBbVzqKN. */
export const broadcastIdFromUrl = idAfter('broadcasts', '[A-Za-z0-9]+');

/** First path segments of x.com pages that are not profiles. */
const NOT_PROFILES = new Set([
	'i',
	'home',
	'explore',
	'search',
	'settings',
	'notifications',
	'messages',
	'compose',
	'intent',
	'hashtag',
	'login',
	'logout',
	'signup',
	'tos',
	'privacy',
	'about',
	'jobs',
	'share',
	'account',
	'download',
	'places',
]);

/**
 * The username of a profile URL: `/<user>` with any profile tab after it (`/followers`, `/media`) or a query, or
 * `/intent/user?screen_name=<user>`. A tweet URL (`/<user>/status/<id>`) names a tweet, not a profile: refused.
 */
export function usernameFromUrl(url: URL): string | undefined {
	if (!onX(url)) return undefined;
	const [first, second] = url.pathname.split('/').filter((segment) => segment !== '');
	if (first === 'intent' && (second === 'user' || second === 'follow')) {
		const named = url.searchParams.get('screen_name') ?? undefined;
		return named !== undefined && USERNAME.test(named) ? stripAt(named) : undefined;
	}
	if (first === undefined || NOT_PROFILES.has(first.toLowerCase())) return undefined;
	if (second === 'status' || second === 'statuses') return undefined;
	return USERNAME.test(first) ? stripAt(first) : undefined;
}

/** The numeric ID a profile URL holds: `/i/user/<id>` or `/intent/user?user_id=<id>`. */
export function userIdFromUrl(url: URL): string | undefined {
	if (!onX(url)) return undefined;
	const byPath = idAfter('user')(url);
	if (byPath !== undefined) return byPath;
	if (!/^\/intent\/(?:user|follow)\/?$/.test(url.pathname)) return undefined;
	const id = url.searchParams.get('user_id') ?? undefined;
	return id !== undefined && NUMERIC_ID.test(id) ? id : undefined;
}

/** `/<user>/article/<id>` or `/i/article/<id>`, with any suffix. */
export function articleIdFromUrl(url: URL): string | undefined {
	if (!onX(url)) return undefined;
	return /^\/[^/]+\/articles?\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
}

/** `x.com/places/<id>` (the place page) or the API link a place record carries (`api.twitter.com/1.1/geo/id/<id>.json`). */
export function placeIdFromUrl(url: URL): string | undefined {
	const host = url.hostname.toLowerCase();
	if (host === 'api.twitter.com' || host === 'api.x.com') {
		return /^\/1\.1\/geo\/id\/([0-9a-fA-F]{16})(?:\.json)?$/.exec(url.pathname)?.[1]?.toLowerCase();
	}
	if (!onX(url)) return undefined;
	return /^\/places\/([0-9a-fA-F]{16})(?:\/|$)/.exec(url.pathname)?.[1]?.toLowerCase();
}
