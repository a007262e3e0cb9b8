/**
 * Reddit names and IDs as people paste them: subreddit, profile, post, share and wiki URLs on any of
 * Reddit's hosts (www., old., new., m., np.), short links (redd.it), and the prefixed forms Reddit
 * itself prints (`r/python`, `u/spez`, `t3_1abc2de`). A URL on another host holds no Reddit ID.
 */

// No flags: only the source reaches n8n's own field validation. Each name or ID comes as its bare form, which
// is what is sent, and as the form n8n's By ID field accepts (with the prefix Reddit prints), which `normalize`
// turns into the bare one.
/** A subreddit name: 2 to 21 letters, digits or underscores (r/de and r/tr are two letters). */
export const SUBREDDIT_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;
export const SUBREDDIT_INPUT = /^(\/?[rR]\/)?[A-Za-z0-9][A-Za-z0-9_]{1,20}\/?$/;
/** A username: 3 to 20 letters, digits, underscores or hyphens. */
export const USERNAME = /^[A-Za-z0-9_-]{3,20}$/;
export const USERNAME_INPUT = /^(\/?([uU]|user)\/)?[A-Za-z0-9_-]{3,20}\/?$/;
/** A post ID: base 36 in lower case, such as 1abc2de (without its t3_ prefix). */
export const POST_ID = /^[a-z0-9]{1,12}$/;
export const POST_ID_INPUT = /^([tT]3_)?[a-z0-9]{1,12}$/;
/** A wiki page name such as index or faq, or a subpage such as faq/python. */
export const WIKI_PAGE = /^[A-Za-z0-9_-]{1,100}(\/[A-Za-z0-9_-]{1,100}){0,4}$/;
/** A host name such as example.com or i.imgur.com. */
export const DOMAIN = /^(?=.{3,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,62}$/;
/** A Reddit fullname: a kind prefix (t1_ comment, t2_ account, t3_ post, t5_ subreddit) and a base-36 ID. */
export const FULLNAME = /^t[1-6]_[A-Za-z0-9]{1,20}$/;

const REDDIT_HOST = /^((www|old|new|m|np|amp)\.)?reddit\.com$/i;
const SHORT_HOST = /^(www\.)?redd\.it$/i;

const segmentsOf = (url: URL): string[] =>
	url.pathname
		.split('/')
		.filter((segment) => segment !== '')
		.map((segment) => {
			try {
				return decodeURIComponent(segment);
			} catch {
				return segment;
			}
		});

const isReddit = (url: URL): boolean => REDDIT_HOST.test(url.hostname);

/** The bare form when stripping one prefix gives a valid one; otherwise '' (refused), so a prefix is never sent. */
const bareOr = (bare: string, form: RegExp): string => (form.test(bare) ? bare : '');

/** `r/python`, `/r/python/`: the bare name. */
export const stripSubredditPrefix = (text: string): string =>
	bareOr(text.replace(/^\/?r\//i, '').replace(/\/$/, ''), SUBREDDIT_NAME);

/** `u/spez`, `/u/spez`, `/user/spez/`: the bare username. */
export const stripUserPrefix = (text: string): string =>
	bareOr(text.replace(/^\/?(u|user)\//i, '').replace(/\/$/, ''), USERNAME);

/** `t3_1abc2de`: the bare post ID. */
export const stripPostPrefix = (text: string): string => bareOr(text.replace(/^t3_/i, ''), POST_ID);

const valid = (value: string | undefined, form: RegExp): string | undefined =>
	value !== undefined && form.test(value) ? value : undefined;

/** A domain as Reddit lists links under it: lower case, without a leading `www.`. */
export const bareDomain = (text: string): string => text.toLowerCase().replace(/^www\./, '');

/** The subreddit of any Reddit URL under `/r/<name>/` (the subreddit itself, a post, its wiki). */
export function subredditFromUrl(url: URL): string | undefined {
	if (!isReddit(url)) return undefined;
	const [first, name] = segmentsOf(url);
	return first?.toLowerCase() === 'r' ? valid(name, SUBREDDIT_NAME) : undefined;
}

/** The username of a Reddit profile URL (`/user/<name>/`, `/u/<name>/`, with any tab after it). */
export function userFromUrl(url: URL): string | undefined {
	if (!isReddit(url)) return undefined;
	const [first, name] = segmentsOf(url);
	return first === 'user' || first === 'u' ? valid(name, USERNAME) : undefined;
}

/**
 * The post of a Reddit URL: `/r/<sub>/comments/<id>/<slug>/` (also with a comment after it),
 * `/comments/<id>`, `/user/<name>/comments/<id>`, `/gallery/<id>`, or a short link `redd.it/<id>`.
 * Share links (`/r/<sub>/s/<token>`) only redirect to a post, so they name none.
 */
export function postIdFromUrl(url: URL): string | undefined {
	const segments = segmentsOf(url);
	if (SHORT_HOST.test(url.hostname)) return segments.length === 1 ? valid(segments[0].toLowerCase(), POST_ID) : undefined;
	if (!isReddit(url)) return undefined;
	if (segments[0] === 'gallery') return valid(segments[1]?.toLowerCase(), POST_ID);
	const comments = segments.indexOf('comments');
	const before = segments.slice(0, comments);
	const prefixOk =
		before.length === 0 || (before.length === 2 && ['r', 'u', 'user'].includes(before[0].toLowerCase()));
	return comments >= 0 && prefixOk ? valid(segments[comments + 1]?.toLowerCase(), POST_ID) : undefined;
}

/** The page of a wiki URL `/r/<sub>/wiki/<page>` (a subpage keeps its slash); the wiki's own URL is its index. */
export function wikiPageFromUrl(url: URL): string | undefined {
	if (!isReddit(url)) return undefined;
	const segments = segmentsOf(url);
	if (segments[0]?.toLowerCase() !== 'r' || segments[2] !== 'wiki') return undefined;
	const page = segments.slice(3).join('/');
	return page === '' ? 'index' : valid(page, WIKI_PAGE);
}

/** The domain a URL links to: its host without `www.`, or the domain of a Reddit `/domain/<host>` listing URL. */
export function domainFromUrl(url: URL): string | undefined {
	if (isReddit(url)) {
		const [first, domain] = segmentsOf(url);
		return first === 'domain' && domain ? valid(bareDomain(domain), DOMAIN) : undefined;
	}
	return valid(bareDomain(url.hostname), DOMAIN);
}
