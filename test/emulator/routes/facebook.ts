import type { Fresh } from '../live';
import { isoAt, liveId } from '../live';
import * as data from '../fixtures/facebook/pages';
import { ApiError, defineRoute } from '../route';

const AFTER = { type: 'string' } as const;
const LOCATION = { type: 'string', default: 'nyc' } as const;
const COUNTRY = { type: 'string', default: 'US', pattern: '^[A-Za-z]{2}$' } as const;

/** The EU's and the UK's country codes: an ad looked up in one of them carries its DSA transparency. */
const EU_AND_UK = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB']);
const PRICE = { type: 'integer' } as const;
const SORT_BY = { type: 'enum', values: ['best_match', 'price_ascend', 'price_descend', 'distance_ascend', 'creation_time_descend'] } as const;

/**
 * A page of a Relay-cursor list from the cursor given (none: the start), with `count`, `end_cursor` and
 * `has_next_page` as the docs show them. Like Facebook, the last page still carries an end_cursor: only
 * `has_next_page: false` says the list ended. A cursor this emulator never gave is a 400.
 */
export function cursorPage<T>(key: string, records: readonly T[], after: string | null, extra: Record<string, unknown> = {}) {
	const start = after === null || after === '' ? 0 : data.offsetOf(after);
	if (start === undefined) throw new ApiError(400, { detail: 'Invalid cursor' });
	const page = records.slice(start, start + data.PAGE_SIZE);
	const end = start + page.length;
	return { [key]: structuredClone(page), count: page.length, ...extra, end_cursor: data.cursorAt(end), has_next_page: end < records.length };
}

/** A Page or profile found by its name (any case, an @ allowed) or its numeric ID; anything else is the service's 404. */
function entityOf<T extends { id: string; username: string }>(identifier: string, entity: T, what: string): T {
	const name = identifier.replace(/^@/, '').toLowerCase();
	if (name !== entity.username.toLowerCase() && name !== entity.id) throw ApiError.notFound(`${what} not found`);
	return entity;
}

const groupOf = (groupId: string) => {
	if (groupId !== data.GROUP_ID && groupId.toLowerCase() !== data.GROUP_SLUG) throw ApiError.notFound('Group not found');
	return data.GROUP;
};

const ALL_POSTS = [...data.PAGE_POSTS, ...data.PROFILE_POSTS, ...data.GROUP_POSTS];

type Post = (typeof ALL_POSTS)[number];

/** A post just published (the monitoring run's growth): IDs of its own, at its list's URL, published now. */
const freshPost: Fresh<Post> = (template, serial, at) => {
	const postId = liveId('40948327716', serial, 5);
	const pfbid = `pfbid02NewPost${String(serial).padStart(5, '0')}`;
	const url = template.url.replace(/\/posts\/[^/]+$/, `/posts/${pfbid}`);
	const seconds = Math.floor(at / 1000);
	return { ...template, id: pfbid, post_id: postId, url, permalink_url: url, message: `New post ${serial}`, creation_time_utc: seconds, created_at: isoAt(seconds * 1000) };
};

/**
 * A post by its numeric post_id or its pfbid; a `url` given beside it overrides the path's ID, as the docs say (read
 * here from its story_fbid or the ID after /posts/).
 */
function postOf(postId: string, url?: string | null) {
	const given = typeof url === 'string' && url !== '';
	const fromUrl = given ? (/[?&]story_fbid=([^&]+)/.exec(url)?.[1] ?? /\/posts\/([^/?#]+)/.exec(url)?.[1]) : undefined;
	if (given && fromUrl === undefined) throw ApiError.notFound('Post not found');
	const wanted = fromUrl ?? postId;
	const found = ALL_POSTS.find((candidate) => candidate.post_id === wanted || candidate.id === wanted);
	if (!found) throw ApiError.notFound('Post not found');
	return found;
}

type Listing = (typeof data.LISTINGS)[number];

/** A listing just posted (the monitoring run's growth): an ID of its own, listed now. */
const freshListing: Fresh<Listing> = (template, serial, at) => {
	const id = liveId('19844192038', serial, 5);
	const seconds = Math.floor(at / 1000);
	return { ...template, id, title: `${template.title} (new ${serial})`, url: `https://www.facebook.com/marketplace/item/${id}/`, creation_time_utc: seconds, created_at: isoAt(seconds * 1000) };
};

const ANY = { pattern: '^.+$' };

export const facebookRoutes = [
	defineRoute({
		path: '/v1/facebook/pages/{identifier}',
		pathParams: { identifier: ANY },
		credits: 5,
		handle: ({ params }) => structuredClone(entityOf(params.identifier, data.PAGE, 'Page')),
	}),
	defineRoute({
		path: '/v1/facebook/pages/{identifier}/posts',
		pathParams: { identifier: ANY },
		query: { after: AFTER },
		credits: 5,
		// The Page's timeline grows for the monitoring run, newest first.
		handle: ({ params, query, live }) => cursorPage('posts', entityOf(params.identifier, data.PAGE, 'Page') && live.list(data.PAGE_POSTS, freshPost), query.after),
	}),
	defineRoute({
		path: '/v1/facebook/profiles/{identifier}',
		pathParams: { identifier: ANY },
		credits: 5,
		handle: ({ params }) => structuredClone(entityOf(params.identifier, data.PROFILE, 'Profile')),
	}),
	defineRoute({
		path: '/v1/facebook/profiles/{identifier}/posts',
		pathParams: { identifier: ANY },
		query: { after: AFTER },
		credits: 5,
		handle: ({ params, query }) => cursorPage('posts', entityOf(params.identifier, data.PROFILE, 'Profile') && data.PROFILE_POSTS, query.after),
	}),
	defineRoute({
		path: '/v1/facebook/groups/{group_id}',
		pathParams: { group_id: ANY },
		credits: 5,
		handle: ({ params }) => structuredClone(groupOf(params.group_id)),
	}),
	defineRoute({
		path: '/v1/facebook/groups/{group_id}/posts',
		pathParams: { group_id: ANY },
		query: { after: AFTER },
		credits: 5,
		// The group's feed grows for the monitoring run.
		handle: ({ params, query, live }) => cursorPage('posts', groupOf(params.group_id) && live.list(data.GROUP_POSTS, freshPost), query.after),
	}),
	defineRoute({
		path: '/v1/facebook/posts/{post_id}',
		pathParams: { post_id: ANY },
		query: { url: { type: 'string' } },
		credits: 5,
		handle: ({ params, query }) => structuredClone(postOf(params.post_id, query.url)),
	}),
	defineRoute({
		path: '/v1/facebook/posts/{post_id}/comments',
		pathParams: { post_id: ANY },
		query: { url: { type: 'string' }, after: AFTER, sort: { type: 'string', default: 'relevance' } },
		credits: 10,
		// Only the Page's first post has comments here; any other known post has none.
		handle: ({ params, query }) => {
			const found = postOf(params.post_id, query.url);
			return cursorPage('comments', found === data.POST ? data.COMMENTS : [], query.after, { total_count: found.comment_count });
		},
	}),
	defineRoute({
		path: '/v1/facebook/marketplace/search',
		query: {
			query: { type: 'string', required: true },
			location: LOCATION,
			min_price: PRICE,
			max_price: PRICE,
			days_since_listed: { type: 'integer', min: 1, max: 30 },
			sort_by: SORT_BY,
			item_condition: { type: 'string', pattern: '^(new|used_like_new|used_good|used_fair)(,(new|used_like_new|used_good|used_fair))*$' },
			delivery_method: { type: 'enum', values: ['local_pick_up', 'shipping'] },
			after: AFTER,
		},
		credits: 5,
		// New York finds the 8 listings (under Max Price, when set); a query holding "qwxz", or any other city, finds none.
		// The search grows for the monitoring run, new listings at its head (the order Date Listed: Newest First gives).
		handle: ({ query, live }) => {
			const listings = live.list(data.LISTINGS, freshListing);
			const found = query.location !== 'nyc' || /qwxz/i.test(query.query) ? [] : listings.filter((one) => query.max_price === null || Number(one.price_amount) <= query.max_price);
			return { ...cursorPage('listings', found.map(data.searchCard), query.after), query: query.query, location: query.location };
		},
	}),
	defineRoute({
		path: '/v1/facebook/marketplace/category/{category}',
		pathParams: { category: { pattern: `^(${data.CATEGORIES.map((one) => one.slug).join('|')})$` } },
		query: { location: LOCATION, min_price: PRICE, max_price: PRICE, sort_by: SORT_BY, after: AFTER },
		credits: 5,
		// Vehicles holds 4 cards in any city; any other category is empty.
		handle: ({ params, query }) => {
			const found = params.category === 'vehicles' ? data.VEHICLES : [];
			return { ...cursorPage('listings', found, query.after), query: params.category, location: query.location };
		},
	}),
	defineRoute({
		path: '/v1/facebook/marketplace/item/{item_id}',
		pathParams: { item_id: ANY },
		credits: 5,
		handle: ({ params }) => {
			const found = data.LISTINGS.find((one) => one.id === params.item_id);
			if (!found) throw ApiError.notFound('Listing not found');
			return structuredClone(found);
		},
	}),
	defineRoute({
		path: '/v1/facebook/marketplace/locations',
		credits: 0,
		handle: () => ({ locations: structuredClone(data.LOCATIONS), count: data.LOCATIONS.length }),
	}),
	defineRoute({
		path: '/v1/facebook/marketplace/categories',
		credits: 0,
		handle: () => ({ categories: structuredClone(data.CATEGORIES), count: data.CATEGORIES.length }),
	}),
	defineRoute({
		path: '/v1/facebook/ads/search',
		query: {
			query: { type: 'string', required: true },
			country: COUNTRY,
			ad_type: { type: 'enum', values: ['all', 'political_and_issue_ads'], default: 'all' },
			active_status: { type: 'enum', values: ['active', 'inactive', 'all'], default: 'active' },
			after: AFTER,
		},
		credits: 5,
		// Nike's running ads, in any country; anything else (or Nike's inactive or political ads) finds none.
		handle: ({ query }) => {
			const found = /nike/i.test(query.query) && query.active_status !== 'inactive' && query.ad_type === 'all' ? data.ADS : [];
			return { ...cursorPage('ads', found, query.after), query: query.query };
		},
	}),
	defineRoute({
		path: '/v1/facebook/ads/pages/search',
		query: { query: { type: 'string', required: true }, country: COUNTRY },
		credits: 5,
		handle: ({ query }) => {
			const pages = /nike/i.test(query.query) ? [structuredClone(data.ADVERTISER_RESULT)] : [];
			return { pages, keyword_suggestions: pages.length > 0 ? ['nike running', 'nike shoes'] : [], count: pages.length, query: query.query };
		},
	}),
	defineRoute({
		path: '/v1/facebook/ads/pages/{page_id}',
		pathParams: { page_id: ANY },
		query: { country: COUNTRY },
		credits: 5,
		handle: ({ params }) => {
			if (params.page_id !== data.ADVERTISER_ID) throw ApiError.notFound('Page not found');
			return structuredClone(data.ADVERTISER);
		},
	}),
	defineRoute({
		path: '/v1/facebook/ads/{ad_archive_id}',
		pathParams: { ad_archive_id: ANY },
		query: { country: COUNTRY },
		credits: 5,
		// An EU or UK country adds the ad's DSA transparency, as the docs show.
		handle: ({ params, query }) => {
			const found = data.ADS.find((one) => one.ad_archive_id === params.ad_archive_id);
			if (!found) throw ApiError.notFound('Ad not found');
			const eu = EU_AND_UK.has(query.country.toUpperCase());
			return { ads: [{ ...structuredClone(found), ...(eu ? { transparency: structuredClone(data.TRANSPARENCY) } : {}) }], count: 1, query: params.ad_archive_id };
		},
	}),
	// Keyword search on every tab, as the overview says it answers today: 503 {"error": "temporarily_unavailable"}, not
	// billed. Parameters are still checked first (q is required), as the service's validation runs before its handler.
	...['', '/events', '/groups', '/pages', '/people', '/places', '/posts'].map((tab) =>
		defineRoute({
			path: `/v1/facebook/search${tab}`,
			query: { q: { type: 'string', required: true }, after: AFTER },
			credits: 5,
			handle: () => {
				throw new ApiError(503, { error: 'temporarily_unavailable' });
			},
		}),
	),
];
