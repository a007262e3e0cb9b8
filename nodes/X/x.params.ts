/**
 * The X parameters and paging that recur across endpoints: the cursor listing (with `count` where the endpoint has
 * it), the tweet, user, list and community fields, and the price every X endpoint shares.
 */
import type { LocatorParam, Paging, StringParam } from '../shared/descriptor';
import { pathLocator, queryParam } from '../shared/descriptor';
import {
	communityIdFromUrl,
	listIdFromUrl,
	NUMERIC_ID,
	stripAt,
	tweetIdFromUrl,
	userIdFromUrl,
	USERNAME,
	usernameFromUrl,
} from './x.urls';

function cursorParam(displayName: string, description: string): StringParam {
	return {
		displayName,
		name: 'cursor',
		in: 'query',
		type: 'string',
		default: '',
		description,
		pattern: { regex: /^\S+$/, form: 'a cursor without spaces, as given in next_cursor' },
		maxLength: 1000,
	};
}

export const startCursor = cursorParam(
	'Start Cursor',
	'Continue a listing from this cursor, given as the next_cursor value of an earlier run (or the one a Credit Budget hint names). Leave empty to start at the beginning.',
);

/** X listings: `cursor` in, `next_cursor` out (null at the end of the list). */
export const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' };

/**
 * Listings that take `count` (1-100, default 20, per the OpenAPI): each page asks for no more than the Limit still
 * needs, and Return All for 100 a page. Each tweet is billed, so `count` is what bounds a page's cost.
 */
export const COUNT_PAGING: Paging = { ...CURSOR_PAGING, pageSize: { param: 'count', min: 1, max: 100 } };

/**
 * The most records one page of a listing without `count` can hold, as its cost is checked: X's lists go up to 100 a
 * page, and the service states no page size for timelines, follower lists and searches (pages of 20 and of 50 are both
 * seen). With the per-item charge a page is priced at up to 101 credits before it is sent, so the Credit Budget is
 * never passed whatever size the page comes in.
 */
export const X_PAGE_RECORDS = 100;

/**
 * The most IDs or usernames one batch lookup takes. The service documents no maximum; 100 is X's own lookup limit,
 * so a longer list is sent in requests of 100, in order.
 */
export const X_BATCH_MAX = 100;

/** What every X endpoint shares: GET, 1 credit per request plus 1 per item returned. */
export const X_COSTS = { method: 'GET', credits: 1, creditsPerRecord: 1 } as const;

/** A cursor listing without `count`: pages of a size the caller cannot set, each checked against the Credit Budget at its worst case. */
export const X_LISTING = { ...X_COSTS, paging: CURSOR_PAGING, maxRecordsPerRequest: X_PAGE_RECORDS } as const;

/** A cursor listing with `count`, which follows the Limit. */
export const X_COUNTED_LISTING = { ...X_COSTS, paging: COUNT_PAGING } as const;

export const tweetParam = pathLocator({
	displayName: 'Tweet',
	name: 'tweet_id',
	default: '',
	description:
		'The tweet, as its URL (x.com, twitter.com or mobile.twitter.com; anything after the ID is ignored) or its numeric ID, e.g. 1790000000000000001',
	id: { regex: NUMERIC_ID, form: 'a numeric tweet ID such as 1790000000000000001', placeholder: '1790000000000000001' },
	url: {
		form: 'a tweet URL such as https://x.com/user/status/1790000000000000001',
		placeholder: 'https://x.com/user/status/1790000000000000001',
		extract: tweetIdFromUrl,
	},
});

/** A user given by username: `jack`, `@jack` or a profile URL. */
export function usernameParam(description?: string): LocatorParam {
	return {
		displayName: 'User',
		name: 'username',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description:
			description ??
			'The account, as its username (jack), @jack, or a profile URL such as https://x.com/jack (twitter.com and mobile. links work too; a tab such as /followers is ignored)',
		id: {
			regex: USERNAME,
			form: 'a username such as jack or @jack (1 to 15 letters, digits or underscores)',
			placeholder: 'jack',
			normalize: stripAt,
		},
		url: {
			form: 'a profile URL such as https://x.com/jack',
			placeholder: 'https://x.com/jack',
			extract: usernameFromUrl,
		},
	};
}

/** A user given by numeric ID, or a profile link that holds it (`x.com/i/user/<id>`). */
export function userIdParam(description?: string): LocatorParam {
	return {
		displayName: 'User ID',
		name: 'user_id',
		in: 'path',
		type: 'locator',
		default: '',
		required: true,
		description:
			description ??
			'The account, as its numeric user ID (e.g. 44196397; User > Get gives it) or a link that holds it, such as https://x.com/i/user/44196397. A profile URL with a username holds no ID: look the user up first.',
		id: { regex: NUMERIC_ID, form: 'a numeric user ID such as 44196397', placeholder: '44196397' },
		url: {
			form: 'a profile link that holds the ID, such as https://x.com/i/user/44196397',
			placeholder: 'https://x.com/i/user/44196397',
			extract: userIdFromUrl,
		},
	};
}

export const listParam = pathLocator({
	displayName: 'List',
	name: 'list_id',
	default: '',
	description: 'The list, as its URL (such as https://x.com/i/lists/1580582120482430976) or its numeric ID',
	id: { regex: NUMERIC_ID, form: 'a numeric list ID such as 1580582120482430976', placeholder: '1580582120482430976' },
	url: {
		form: 'a list URL such as https://x.com/i/lists/1580582120482430976',
		placeholder: 'https://x.com/i/lists/1580582120482430976',
		extract: listIdFromUrl,
	},
});

export const communityParam = pathLocator({
	displayName: 'Community',
	name: 'community_id',
	default: '',
	description: 'The community, as its URL (such as https://x.com/i/communities/1500000000000000123) or its numeric ID',
	id: {
		regex: NUMERIC_ID,
		form: 'a numeric community ID such as 1500000000000000123',
		placeholder: '1500000000000000123',
	},
	url: {
		form: 'a community URL such as https://x.com/i/communities/1500000000000000123',
		placeholder: 'https://x.com/i/communities/1500000000000000123',
		extract: communityIdFromUrl,
	},
});

/** Top / Latest / Media, as the service names them for searches and community tweets. */
export const TWEET_ORDER = [
	{ value: 'Top', name: 'Top', description: 'The most engaging tweets first (the default)' },
	{ value: 'Latest', name: 'Latest', description: 'The newest tweets first' },
	{ value: 'Media', name: 'Media', description: 'Only tweets with photos or videos' },
];

export const searchText = (what: string, example: string, maxLength = 500): StringParam =>
	queryParam({ description: `${what}, e.g. "${example}"`, placeholder: example, maxLength });
