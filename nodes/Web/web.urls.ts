/**
 * The addresses the Web node takes: any public http(s) page. The service itself refuses private addresses and cloud
 * metadata endpoints; here a value is refused before any request when it is not an http(s) URL with a host.
 */

/** An http(s) URL with a host, optional port, path, query and fragment, and no spaces. No flags: n8n reads the source. */
export const WEB_URL = /^[hH][tT][tT][pP][sS]?:\/\/[^\s/?#@]+(?::\d{1,5})?(?:[/?#]\S*)?$/;

export const WEB_URL_FORM = 'an http(s) address such as https://example.com/page';

/** Whether `text` is a URL the service can fetch: http(s), parseable, with a host name. */
export function isWebUrl(text: string): boolean {
	if (!WEB_URL.test(text) || !URL.canParse(text)) return false;
	const url = new URL(text);
	return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A file name for what was fetched from `url`: its host and last path segment, safe on every file system. */
export function fileNameFor(url: string, extension: string): string {
	const parsed = URL.canParse(url) ? new URL(url) : undefined;
	const last = parsed?.pathname.split('/').filter((segment) => segment !== '').pop() ?? '';
	const stem = [parsed?.hostname ?? 'page', last.replace(/\.[A-Za-z0-9]{1,5}$/, '')].filter((part) => part !== '').join('-');
	const safe = stem.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100) || 'page';
	return `${safe}.${extension}`;
}
