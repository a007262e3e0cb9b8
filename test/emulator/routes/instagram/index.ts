import type { Fresh } from '../../live';
import { isoAt } from '../../live';
import * as lists from '../../fixtures/instagram/account-lists';
import * as media from '../../fixtures/instagram/media';
import * as tags from '../../fixtures/instagram/tags-places';
import * as data from '../../fixtures/instagram/users';
import { ApiError, defineRoute } from '../../route';

const USERNAME = { type: 'string', minLength: 1 } as const;
const CODE = { type: 'string', minLength: 1 } as const;

/** A listing's query per the OpenAPI: `amount` 1-100 (default 20, or the list's own), and an opaque `cursor`. */
const listQuery = (defaultAmount = 20) => ({ amount: { type: 'integer', min: 1, max: 100, default: defaultAmount }, cursor: { type: 'string' } }) as const;

/** The emulator's only account; any other name is an account Instagram does not have. */
function knownUser(username: string) {
	if (username.toLowerCase() !== data.USERNAME) throw ApiError.notFound(`Instagram user '${username}' not found`);
}

/** The index of a post of the account, or a 404 for a shortcode it does not have. */
function knownPost(code: string): number {
	const index = media.postIndex(code);
	if (index === undefined) throw ApiError.notFound(`Instagram media '${code}' not found`);
	return index;
}

type Post = ReturnType<typeof data.post>;

/** A post just published (the monitoring run's growth): a pk above every fixture's, a shortcode of its own, taken now. */
const freshPost: Fresh<Post> = (template, serial, at) => {
	const pk = String(3500000000000000000n + BigInt(serial));
	const code = `CbadgerNw${String(serial).padStart(2, '0')}`;
	const takenUtc = Math.floor(at / 1000);
	return { ...template, pk, id: pk + template.id.slice(template.pk.length), code, taken_at: isoAt(takenUtc * 1000), taken_at_utc: takenUtc, caption_text: `New loaf ${serial}.`, url: `https://www.instagram.com/p/${code}/` };
};

/**
 * Cursors are the list's name and the offset of the page's first record, written as Instagram's opaque tokens are
 * (base64); a cursor of another list, or one the service never gave, is a 400.
 */
const cursorFor = (list: string, offset: number) => Buffer.from(`${list}:${offset}`).toString('base64');
function offsetOf(list: string, cursor: string | null): number {
	if (cursor === null || cursor === '') return 0;
	const match = /^([a-z]+):(\d+)$/.exec(Buffer.from(cursor, 'base64').toString());
	if (!match || match[1] !== list) throw new ApiError(400, { detail: 'Invalid cursor' });
	return Number(match[2]);
}

/** One page of a list in the Instagram envelope `{ items, count, next_cursor, has_more }`. */
function page<T>(list: string, all: (index: number) => T, total: number, query: { amount: number; cursor: string | null }) {
	const from = offsetOf(list, query.cursor);
	const to = Math.min(total, from + query.amount);
	const items = Array.from({ length: Math.max(0, to - from) }, (_, offset) => all(from + offset));
	const hasMore = to < total;
	return { items, count: items.length, next_cursor: hasMore ? cursorFor(list, to) : null, has_more: hasMore };
}

/** A whole list in the same envelope, for the endpoints that take no cursor. */
const whole = <T>(items: T[]) => ({ items, count: items.length, next_cursor: null, has_more: false });

/** A reel just published (the monitoring run's growth on the reels tab): a new post, as a reel. */
const freshReel: Fresh<Post> = (template, serial, at) => {
	const post = freshPost(template, serial, at);
	return { ...post, media_type: 2, product_type: 'clips', url: `https://www.instagram.com/reel/${post.code}/` };
};

/** A hashtag of the emulator's, by name as sent (any case), or a 404. */
function knownTag(tag: string) {
	const found = tags.HASHTAGS.find((hashtag) => hashtag.name === tag.toLowerCase());
	if (!found) throw ApiError.notFound(`Instagram hashtag '${tag}' not found`);
	return found;
}

const QUERY = { query: { type: 'string', required: true, minLength: 1 } } as const;
const matching = <T extends { name?: string; username?: string }>(list: T[], query: string) =>
	list.filter((entry) => (entry.name ?? entry.username ?? '').includes(query.toLowerCase().replace(/^[#@]/, '')));

/** Every Instagram route, by resource. */
export const instagramRoutes = [
	// User
	defineRoute({
		path: '/v1/instagram/users/{username}',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return { user: structuredClone(data.PROFILE) };
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/posts',
		pathParams: { username: USERNAME },
		query: listQuery(),
		credits: 8,
		handle: ({ params, query, live }) => {
			knownUser(params.username);
			// The account's posts, with the monitoring run's new ones at their head.
			const all = live.list(Array.from({ length: data.POST_COUNT }, (_, index) => data.post(index)), freshPost);
			return page('posts', (index) => all[index], all.length, query);
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/reels',
		pathParams: { username: USERNAME },
		query: listQuery(),
		credits: 8,
		handle: ({ params, query, live }) => {
			knownUser(params.username);
			// The account's reels, with the monitoring run's new ones at their head.
			const reels = live.list(lists.REELS, freshReel);
			return page('reels', (at) => reels[at], reels.length, query);
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/tagged',
		pathParams: { username: USERNAME },
		query: listQuery(),
		credits: 8,
		handle: ({ params, query }) => {
			knownUser(params.username);
			return page('tagged', lists.taggedPost, lists.TAGGED_COUNT, query);
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/about',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return structuredClone(lists.ABOUT);
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/highlights',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return whole(structuredClone(lists.HIGHLIGHTS));
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/stories',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return whole(structuredClone(lists.STORIES));
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/related',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return whole(structuredClone(lists.RELATED));
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/followers',
		pathParams: { username: USERNAME },
		query: { ...listQuery(50), order: { type: 'enum', values: ['date_followed_latest', 'date_followed_earliest'] } },
		credits: 8,
		handle: ({ params, query }) => {
			knownUser(params.username);
			const earliest = query.order === 'date_followed_earliest';
			return page('followers', (at) => lists.follower(earliest ? lists.FOLLOWER_COUNT - 1 - at : at), lists.FOLLOWER_COUNT, query);
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/following',
		pathParams: { username: USERNAME },
		query: listQuery(50),
		credits: 8,
		handle: ({ params, query }) => {
			knownUser(params.username);
			return page('following', lists.followed, lists.FOLLOWING_COUNT, query);
		},
	}),
	// Post (the service's "media")
	defineRoute({
		path: '/v1/instagram/media/{code}',
		pathParams: { code: CODE },
		credits: 5,
		handle: ({ params }) => ({ media: media.mediaDetail(knownPost(params.code)) }),
	}),
	defineRoute({
		path: '/v1/instagram/media/{code}/comments',
		pathParams: { code: CODE },
		query: listQuery(),
		credits: 8,
		handle: ({ params, query }) => {
			const all = media.comments(knownPost(params.code));
			return page('comments', (at) => all[at], all.length, query);
		},
	}),
	defineRoute({
		path: '/v1/instagram/media/{code}/likers',
		pathParams: { code: CODE },
		credits: 5,
		handle: ({ params }) => whole(media.likers(knownPost(params.code))),
	}),
	// Hashtag
	defineRoute({
		path: '/v1/instagram/hashtags/{tag}',
		pathParams: { tag: { minLength: 1 } },
		credits: 5,
		handle: ({ params }) => ({ hashtag: structuredClone(knownTag(params.tag)) }),
	}),
	...(['recent', 'top'] as const).map((feed) =>
		defineRoute({
			path: `/v1/instagram/hashtags/{tag}/${feed}`,
			pathParams: { tag: { minLength: 1 } },
			query: listQuery(),
			credits: 8,
			handle: ({ params, query, live }) => {
				const { name } = knownTag(params.tag);
				if (feed === 'top') return page(feed, (at) => tags.tagPost(name, feed, at), tags.TOP_COUNT, query);
				// The tag's recent posts, newest first, with the monitoring run's new ones at their head.
				const recent = live.list(Array.from({ length: tags.RECENT_COUNT }, (_, at) => tags.tagPost(name, feed, at)), freshPost);
				return page(feed, (at) => recent[at], recent.length, query);
			},
		}),
	),
	// Location and Audio
	defineRoute({
		path: '/v1/instagram/locations/{location_pk}',
		pathParams: { location_pk: { pattern: '^\\d+$' } },
		credits: 5,
		handle: ({ params }) => {
			if (params.location_pk !== tags.PLACE_PK) throw ApiError.notFound(`Instagram location '${params.location_pk}' not found`);
			return structuredClone(tags.PLACE);
		},
	}),
	defineRoute({
		path: '/v1/instagram/audio/{audio_id}',
		pathParams: { audio_id: { minLength: 1 } },
		credits: 5,
		handle: ({ params }) => {
			if (params.audio_id !== tags.AUDIO_ID) throw ApiError.notFound(`Instagram audio '${params.audio_id}' not found`);
			return structuredClone(tags.AUDIO_TRACK);
		},
	}),
	// Search: one list each, in the list envelope (search.mdx)
	defineRoute({
		path: '/v1/instagram/search/top',
		query: QUERY,
		credits: 5,
		handle: ({ query }) =>
			whole([
				...matching(tags.SEARCH_USERS, query.query).map((user) => ({ type: 'user', user })),
				...matching(tags.HASHTAGS, query.query).map((hashtag) => ({ type: 'hashtag', hashtag })),
			]),
	}),
	defineRoute({
		path: '/v1/instagram/search/users',
		query: QUERY,
		credits: 5,
		handle: ({ query }) => whole(structuredClone(matching(tags.SEARCH_USERS, query.query))),
	}),
	defineRoute({
		path: '/v1/instagram/search/hashtags',
		query: QUERY,
		credits: 2,
		handle: ({ query }) => whole(structuredClone(matching(tags.HASHTAGS, query.query))),
	}),
];
