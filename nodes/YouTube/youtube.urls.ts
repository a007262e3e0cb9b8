/**
 * Reading video, playlist and mix IDs out of the many URL forms YouTube hands out: share links
 * (youtu.be), Shorts, embeds, live links, the mobile and Music sites, and links with extra query
 * parameters or timestamps. A URL on any other host holds no YouTube ID, whatever its path says.
 */

const YOUTUBE_HOSTS = new Set([
	'youtube.com',
	'www.youtube.com',
	'm.youtube.com',
	'music.youtube.com',
	'gaming.youtube.com',
	'youtube-nocookie.com',
	'www.youtube-nocookie.com',
]);
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** Path prefixes followed by the video ID as the next segment. */
const VIDEO_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** A mix (radio) is a generated list whose ID starts with RD, e.g. RD + the seed video's ID. */
export const MIX_ID = /^RD[A-Za-z0-9_-]{10,100}$/;
/** A saved list: two capital letters naming its kind (PL, UU, OL, FL...) and at least ten more characters. */
export const PLAYLIST_ID = /^(?!RD)[A-Z]{2}[A-Za-z0-9_-]{10,100}$/;
/** Either of the two: the playlist items endpoint pages through both. */
export const PLAYLIST_OR_MIX_ID = /^[A-Z]{2}[A-Za-z0-9_-]{10,100}$/;

function host(url: URL): string {
	return url.hostname.toLowerCase();
}

function isYouTube(url: URL): boolean {
	return YOUTUBE_HOSTS.has(host(url)) || SHORT_LINK_HOSTS.has(host(url));
}

/** The video a URL points at; undefined for a URL that names none (a channel page, another site). */
export function videoIdFromUrl(url: URL): string | undefined {
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	if (SHORT_LINK_HOSTS.has(host(url))) return segments[0];
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
	if (segments.length >= 2 && VIDEO_PATH_PREFIXES.has(segments[0])) return segments[1];
	return undefined;
}

/** The `list=` of a YouTube URL: a playlist page, a watch URL inside a list, an embedded list. */
export function listIdFromUrl(url: URL): string | undefined {
	if (!isYouTube(url)) return undefined;
	return url.searchParams.get('list') ?? undefined;
}

/** A channel ID: UC and 22 letters, digits, - or _. */
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** An @handle: 3 to 30 letters, digits, '.', '-' or '_' after the @ (YouTube's own rule, any script). */
export const HANDLE = /^@[\p{L}\p{N}._-]{3,30}$/u;
/** A community post ID: Ugkx, Ugw... (Ug and at least 10 more characters). */
export const POST_ID = /^Ug[A-Za-z0-9_-]{10,60}$/;
/** A Shorts sound (audio) ID as YouTube shows it in /source/<id>/shorts links. */
export const SOUND_ID = /^[A-Za-z0-9_-]{5,64}$/;
/**
 * A hashtag without its #: letters and digits of any script and _ (anything but spaces and punctuation; no flags,
 * since n8n's field validation gets the regex as text).
 */
export const HASHTAG = /^[^\s#/?&%.,;:!'"()[\]{}<>@*+=|\\^~`$]{1,100}$/;

/** `#lofi` and ` lofi ` are the hashtag `lofi`. */
export const bareHashtag = (text: string): string => text.trim().replace(/^#/, '');

function segmentsOf(url: URL): string[] {
	return url.pathname
		.split('/')
		.filter((segment) => segment !== '')
		.map((segment) => {
			try {
				return decodeURIComponent(segment);
			} catch {
				return segment;
			}
		});
}

/** The UC... ID of a /channel/UC... URL (its tabs included); undefined for other channel URL forms. */
export function channelIdFromUrl(url: URL): string | undefined {
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	const segments = segmentsOf(url);
	return segments[0] === 'channel' && segments[1] !== undefined ? segments[1] : undefined;
}

/**
 * What the resolve endpoint needs for a channel given by @handle or by a URL without its ID (/@handle, /c/name,
 * /user/name): the handle itself, or the URL cut to the channel's own page. Undefined for anything else.
 */
export function channelResolveQuery(value: string): Record<string, string> | undefined {
	const text = value.trim();
	if (HANDLE.test(text)) return { handle: text };
	let url: URL;
	try {
		url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
	} catch {
		return undefined;
	}
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	const [first, second] = segmentsOf(url);
	if (first !== undefined && HANDLE.test(first)) return { handle: first };
	if ((first === 'c' || first === 'user') && second !== undefined && /^[\p{L}\p{N}._-]{1,100}$/u.test(second)) {
		return { url: `https://www.youtube.com/${first}/${encodeURIComponent(second)}` };
	}
	return undefined;
}

/** A post URL: youtube.com/post/<id>, or a community tab link with lb=<id>. */
export function postIdFromUrl(url: URL): string | undefined {
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	const segments = segmentsOf(url);
	if (segments[0] === 'post' && segments[1] !== undefined) return segments[1];
	return url.searchParams.get('lb') ?? undefined;
}

/** The sound of a Shorts sound page: youtube.com/source/<id>/shorts. */
export function soundIdFromUrl(url: URL): string | undefined {
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	const segments = segmentsOf(url);
	return segments[0] === 'source' && segments[1] !== undefined ? segments[1] : undefined;
}

/** The tag of a hashtag page: youtube.com/hashtag/<tag>. */
export function hashtagFromUrl(url: URL): string | undefined {
	if (!YOUTUBE_HOSTS.has(host(url))) return undefined;
	const segments = segmentsOf(url);
	return segments[0] === 'hashtag' && segments[1] !== undefined ? segments[1] : undefined;
}
