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
