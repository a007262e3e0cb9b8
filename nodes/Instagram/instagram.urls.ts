/**
 * Instagram as people paste it: an account as a username (`instagram`), `@instagram` or a profile URL; a post or reel as
 * its URL (`/p/<code>/`, `/reel/<code>/`, `/tv/<code>/`) or its shortcode; a hashtag as `travel`, `#travel` or its
 * explore URL; a place and a sound by their number or URL. Any instagram.com host counts (with or without `www.` or `m.`).
 */

// No flags on the forms: only the source reaches n8n's own field validation.
/** Instagram usernames: 1 to 30 letters, digits, periods or underscores. The `@` people type in front is allowed and dropped. */
export const USERNAME = /^@?[A-Za-z0-9._]{1,30}$/;

/** A post's or reel's shortcode, the token of its URL: letters, digits, `-` and `_` (11 characters for most posts, longer for some). */
export const SHORTCODE = /^[A-Za-z0-9_-]{5,64}$/;

/**
 * A hashtag's name: letters of any script, digits and underscores, with the `#` people type in front allowed and
 * dropped. (Written with code-point ranges instead of the `u` flag, which n8n's field validation would not get.)
 */
export const HASHTAG = /^#?[0-9A-Za-z_\u00C0-\u024F\u0370-\u1FFF\u2C00-\uD7FF\uF900-\uFFEF]{1,100}$/;

/** A numeric Instagram ID (a place's `pk`, a sound's ID). */
export const NUMERIC_ID = /^\d{1,25}$/;

/** `@instagram` and ` instagram ` are the username `instagram`. */
export const stripAt = (text: string): string => text.trim().replace(/^@/, '');

/** `#travel` and ` travel ` are the hashtag `travel`. */
export const stripHash = (text: string): string => text.trim().replace(/^#/, '');

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'm.instagram.com']);

/** The path segments of an instagram.com URL; undefined for another site. */
function segmentsOf(url: URL): string[] | undefined {
	if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''))) return undefined;
	return url.pathname.split('/').filter(Boolean);
}

/** First path segments of instagram.com pages that are not profiles. */
const NOT_PROFILES = new Set(['p', 'reel', 'reels', 'tv', 'stories', 'explore', 'accounts', 'direct', 'about', 'legal', 'developer', 'web', 'challenge']);

/** The username an instagram.com profile URL names (`https://www.instagram.com/instagram/`, `.../instagram/reels/`). */
export function usernameFromUrl(url: URL): string | undefined {
	const first = segmentsOf(url)?.[0];
	if (first === undefined || NOT_PROFILES.has(first.toLowerCase())) return undefined;
	return /^[A-Za-z0-9._]{1,30}$/.test(first) ? first : undefined;
}

/** Sections whose next segment is a post's shortcode: a post, a reel (the app shares `/reel/`, the web also `/reels/`), an IGTV video. */
const MEDIA_SECTIONS = new Set(['p', 'reel', 'reels', 'tv']);

/**
 * The shortcode a post or reel URL names: `/p/<code>/`, `/reel/<code>/`, `/reels/<code>/`, `/tv/<code>/`, also after the
 * author's name (`/instagram/p/<code>/`, as a shared link may be written). `/reels/audio/...` is a sound, not a reel.
 */
export function shortcodeFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined) return undefined;
	const at = MEDIA_SECTIONS.has(segments[0]?.toLowerCase() ?? '') ? 0 : MEDIA_SECTIONS.has(segments[1]?.toLowerCase() ?? '') ? 1 : -1;
	const code = at < 0 ? undefined : segments[at + 1];
	return code !== undefined && code.toLowerCase() !== 'audio' && SHORTCODE.test(code) ? code : undefined;
}

/** The hashtag an explore URL names: `https://www.instagram.com/explore/tags/travel/`. */
export function hashtagFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] !== 'explore' || segments[1] !== 'tags' || segments[2] === undefined) return undefined;
	return decodeURIComponent(segments[2]);
}

/** A place's number from its page: `https://www.instagram.com/explore/locations/213385402/new-york-new-york/`. */
export function locationFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] !== 'explore' || segments[1] !== 'locations') return undefined;
	return segments[2];
}

/** A sound's ID from its page: `https://www.instagram.com/reels/audio/1234567890123456/`. */
export function audioFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] !== 'reels' || segments[1] !== 'audio') return undefined;
	return segments[2];
}
