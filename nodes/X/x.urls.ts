/** X IDs as people paste them: tweet, list and community URLs on x.com or twitter.com. */

const X_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com']);

export const NUMERIC_ID = /^\d{1,20}$/;

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
export function idAfter(kind: string): (url: URL) => string | undefined {
	const pattern = new RegExp(`^/i/${kind}/(\\d+)(?:/|$)`);
	return (url) => (onX(url) ? pattern.exec(url.pathname)?.[1] : undefined);
}
