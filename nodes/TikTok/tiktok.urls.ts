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
