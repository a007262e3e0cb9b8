/**
 * Instagram accounts as people paste them: a username (`instagram`), `@instagram`, or a profile URL on instagram.com
 * (with or without `www.` or `m.`; a tab such as /reels/ or /tagged/ after the name is ignored).
 */

/** Instagram usernames: 1 to 30 letters, digits, periods or underscores. The `@` people type in front is allowed and dropped. */
export const USERNAME = /^@?[A-Za-z0-9._]{1,30}$/;

/** `@instagram` and ` instagram ` are the username `instagram`. */
export const stripAt = (text: string): string => text.trim().replace(/^@/, '');

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'm.instagram.com']);

/** First path segments of instagram.com pages that are not profiles. */
const NOT_PROFILES = new Set(['p', 'reel', 'reels', 'tv', 'stories', 'explore', 'accounts', 'direct', 'about', 'legal', 'developer', 'web', 'challenge']);

/** The username an instagram.com profile URL names (`https://www.instagram.com/instagram/`, `.../instagram/reels/`). */
export function usernameFromUrl(url: URL): string | undefined {
	if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''))) return undefined;
	const first = url.pathname.split('/').filter(Boolean)[0];
	if (first === undefined || NOT_PROFILES.has(first.toLowerCase())) return undefined;
	return /^[A-Za-z0-9._]{1,30}$/.test(first) ? first : undefined;
}
