/** TikTok accounts as people paste them: an @handle, a bare handle, or a profile URL (tiktok.com/@name, with or without a video path after it). */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A TikTok handle, its @ optional: 2 to 24 letters, digits, '_' and '.' (TikTok's own rule). */
export const USERNAME = /^@?[A-Za-z0-9_.]{2,24}$/;

const TIKTOK_HOST = /(?:^|\.)tiktok\.com$/i;

/** `@scrapebadger` and ` scrapebadger ` are the handle `scrapebadger`. */
export const bareUsername = (text: string): string => text.trim().replace(/^@/, '');

/** The handle a tiktok.com URL names (`/@name`, `/@name/video/<id>`); undefined on any other host or path. */
export function usernameFromUrl(url: URL): string | undefined {
	if (!TIKTOK_HOST.test(url.hostname)) return undefined;
	const first = url.pathname.split('/').filter((segment) => segment !== '')[0];
	return first?.startsWith('@') && USERNAME.test(first) ? bareUsername(first) : undefined;
}

/** A TikTok video's (aweme's) numeric ID: 19 digits today, up to 25 allowed. */
export const VIDEO_ID = /^\d{8,25}$/;

/**
 * The video a tiktok.com URL names: `/@name/video/<id>` (and a photo post's `/@name/photo/<id>`), the old `/v/<id>`
 * and `/v/<id>.html` (also on m.tiktok.com), and an embed player's `/embed/<id>` or `/embed/v2/<id>`. The share links
 * vm.tiktok.com and vt.tiktok.com name no video until TikTok redirects them, which the service documents no way to do:
 * they hold none here, so the refusal names the full-URL form.
 */
export function videoIdFromUrl(url: URL): string | undefined {
	if (!TIKTOK_HOST.test(url.hostname) || /^(?:vm|vt)\./i.test(url.hostname)) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	const [first, second, third] = segments;
	let id: string | undefined;
	if (first?.startsWith('@') && (second === 'video' || second === 'photo')) id = third;
	else if (first === 'v') id = second?.replace(/\.html$/, '');
	else if (first === 'embed') id = second === 'v2' ? third : second;
	return id !== undefined && VIDEO_ID.test(id) ? id : undefined;
}

/** The author's handle a video URL names (`/@name/video/<id>`); undefined for a URL without one (`/v/<id>`). */
export function videoAuthorFromUrl(url: URL): string | undefined {
	return videoIdFromUrl(url) === undefined ? undefined : usernameFromUrl(url);
}

/** A hashtag as people type it, its # optional: no spaces or URL punctuation (letters of any script, digits, _). */
export const HASHTAG = /^#?[^\s#/?&.,!@'"]{1,100}$/;

/** `#sourdough` and ` sourdough ` are the hashtag `sourdough`. */
export const bareHashtag = (text: string): string => text.trim().replace(/^#/, '');

/** The hashtag a tiktok.com/tag/<name> URL names. */
export function hashtagFromUrl(url: URL): string | undefined {
	if (!TIKTOK_HOST.test(url.hostname)) return undefined;
	const [first, second] = url.pathname.split('/').filter((segment) => segment !== '');
	if (first !== 'tag' || second === undefined) return undefined;
	// A broken %-escape names no hashtag: refused like any other URL without one, not a crash.
	try {
		return decodeURIComponent(second);
	} catch {
		return undefined;
	}
}

/** A TikTok sound's (music's) numeric ID. */
export const MUSIC_ID = /^\d{8,25}$/;

/** The sound a tiktok.com/music/<title>-<id> URL names (the title part optional). */
export function musicIdFromUrl(url: URL): string | undefined {
	if (!TIKTOK_HOST.test(url.hostname)) return undefined;
	const [first, second] = url.pathname.split('/').filter((segment) => segment !== '');
	return first === 'music' && second !== undefined ? /(?:^|-)(\d{8,25})$/.exec(second)?.[1] : undefined;
}

/**
 * A video or profile URL as the oEmbed endpoint takes it: the full tiktok.com URL (www., m. or none), with any query.
 * A share link (vm.tiktok.com, vt.tiktok.com) names nothing until opened, and `/v/<id>` names no author: refused.
 */
export const EMBEDDABLE_URL = /^https?:\/\/(?:www\.|m\.)?tiktok\.com\/@[A-Za-z0-9_.]{2,24}(?:\/(?:video|photo)\/\d{8,25})?\/?(?:[?#]\S*)?$/;
