/**
 * Facebook pages as people paste them: a Page or profile, a group, a post, a Marketplace listing, an ad or an advertiser
 * in the Ad Library, each read down to the ID or name the service's path takes. Any facebook.com host counts (www., m.,
 * web., mbasic., a language's such as de-de., or none) and fb.com. A share link (/share/p/…, fb.watch) only names its
 * post after Facebook redirects it, which the service does not document taking: it is refused, naming the full URL.
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A numeric Facebook ID (a Page's, a profile's, a group's, a post's, a listing's, an ad's). */
export const NUMERIC_ID = /^\d{1,25}$/;
/**
 * A Page's or profile's name as its URL writes it (facebook.com/NASA): letters, digits and dots, or its numeric ID. The
 * @ people write before a name is allowed here (n8n's own field check reads this) and dropped before sending.
 */
export const ENTITY = /^@?[A-Za-z0-9][A-Za-z0-9.\-_]{0,99}$/;
/** A group's numeric ID or the name in its URL (facebook.com/groups/brooklynbuynothing). */
export const GROUP = /^[A-Za-z0-9][A-Za-z0-9.\-_]{0,99}$/;
/** A post's ID: numeric, or the `pfbid…` string Facebook's post URLs carry. */
export const POST_ID = /^(?:\d{5,25}|pfbid0[A-Za-z0-9]{10,100})$/;

const FACEBOOK_HOST = /(?:^|\.)(?:facebook\.com|fb\.com)$/i;

/** First path segments that are Facebook's own sections, never a Page or profile name. */
const SECTIONS = new Set([
	'groups', 'marketplace', 'watch', 'reel', 'reels', 'events', 'share', 'photo', 'photo.php', 'story.php', 'permalink.php',
	'ads', 'hashtag', 'search', 'login', 'help', 'gaming', 'stories', 'messages', 'notifications', 'friends', 'settings',
	'home.php', 'policies', 'privacy', 'business', 'videos', 'media', 'posts',
]);

/** The path segments of a facebook.com URL (decoded); undefined for another host. */
function segmentsOf(url: URL): string[] | undefined {
	if (!FACEBOOK_HOST.test(url.hostname)) return undefined;
	return url.pathname
		.split('/')
		.filter((segment) => segment !== '')
		.map((segment) => decodeURIComponent(segment));
}

/** A name typed with the @ people write before it (@NASA) is the name. */
export const bareName = (text: string): string => text.replace(/^@/, '');

/**
 * A Page's or profile's name or ID: facebook.com/NASA (and any tab after it), profile.php?id=<n>,
 * facebook.com/people/<Name>/<n>, facebook.com/pages/<Name>/<n>, facebook.com/pg/<name>.
 */
export function entityFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined || segments.length === 0) return undefined;
	const [first] = segments;
	if (first === 'profile.php') return url.searchParams.get('id') ?? undefined;
	if ((first === 'people' || first === 'pages') && segments[2] !== undefined && NUMERIC_ID.test(segments[2])) return segments[2];
	if (first === 'pg') return segments[1];
	if (SECTIONS.has(first.toLowerCase()) || first === 'people' || first === 'pages') return undefined;
	return first;
}

/** A group's ID or name: facebook.com/groups/<id or name>, with any tab or post after it. */
export function groupFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	return segments?.[0] === 'groups' ? segments[1] : undefined;
}

/**
 * A post's ID: /<page>/posts/<id>, /groups/<group>/posts/<id> or /groups/<group>/permalink/<id>, /reel/<id>,
 * /<page>/videos/<id>, /watch/?v=<id>, permalink.php or story.php ?story_fbid=<id>, photo ?fbid=<id>.
 */
export function postFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined) return undefined;
	const [first] = segments;
	if (first === 'permalink.php' || first === 'story.php') return url.searchParams.get('story_fbid') ?? undefined;
	if (first === 'photo' || first === 'photo.php') return url.searchParams.get('fbid') ?? undefined;
	if (first === 'watch') return url.searchParams.get('v') ?? undefined;
	if (first === 'reel' || first === 'reels') return segments[1];
	const marker = segments.findIndex((segment, index) => index > 0 && ['posts', 'permalink', 'videos'].includes(segment));
	return marker > 0 ? segments[marker + 1] : undefined;
}

/** A Marketplace listing's ID: facebook.com/marketplace/item/<id>. */
export function itemFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	return segments?.[0] === 'marketplace' && segments[1] === 'item' ? segments[2] : undefined;
}

/** An ad's Library ID: facebook.com/ads/library/?id=<n>. */
export function adFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	return segments?.[0] === 'ads' && segments[1] === 'library' ? (url.searchParams.get('id') ?? undefined) : undefined;
}

/** An advertiser's Page ID: an Ad Library URL's view_all_page_id, or a numeric Page URL (profile.php?id=<n>). */
export function advertiserFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] === 'ads' && segments[1] === 'library') return url.searchParams.get('view_all_page_id') ?? undefined;
	const entity = entityFromUrl(url);
	return entity !== undefined && NUMERIC_ID.test(entity) ? entity : undefined;
}

/** Marketplace's top-level categories, as its URLs and the service name them (Marketplace > List Categories). */
export const CATEGORIES = [
	'vehicles', 'propertyrentals', 'propertyforsale', 'apparel', 'electronics', 'entertainment', 'family', 'free', 'garden',
	'hobbies', 'homegoods', 'homeimprovement', 'instruments', 'officesupplies', 'petsupplies', 'sportinggoods', 'toys',
];
export const CATEGORY = new RegExp(`^(?:${CATEGORIES.join('|')})$`);

/** A Marketplace category: facebook.com/marketplace/category/<slug>, or a city's facebook.com/marketplace/<city>/<slug>. */
export function categoryFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments?.[0] !== 'marketplace') return undefined;
	const slug = segments[1] === 'category' ? segments[2] : segments[2] ?? segments[1];
	return slug?.toLowerCase();
}

/**
 * The post URLs the service wants whole (its docs: a bare ID cannot resolve them): permalink.php or story.php
 * `?story_fbid=…&id=…`, and `/<page>/posts/<id>` (a group's too). Sent as `url` beside the ID they hold; other forms
 * go by the ID alone.
 */
export function wholePostUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (segments === undefined || postFromUrl(url) === undefined) return undefined;
	const permalink = segments[0] === 'permalink.php' || segments[0] === 'story.php' || segments.slice(1).includes('posts');
	return permalink ? url.href : undefined;
}
