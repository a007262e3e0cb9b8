import type { PlaceRecord, TweetRecord } from '../../fixtures/twitter/tweets';
import { COMMUNITIES, LISTS, PLACES, REPLIES_BY_TWEET, TWEETS_BY_ID } from '../../fixtures/twitter/tweets';
import { ApiError, defineRoute } from '../../route';

/** Tweets a page of replies or list results carries (the live service returns about 20). */
export const TWEET_PAGE_SIZE = 20;

const NUMERIC_ID = { pattern: '^\\d+$', maxLength: 20 };

interface TweetsPage {
	data: TweetRecord[] | null;
	next_cursor: string | null;
}

/** X charges 1 credit per request plus 1 per item returned; a single record counts as one item. */
function xCredits(body: unknown): number {
	const data = (body as { data?: unknown } | null)?.data;
	if (data === undefined) return 2;
	return 1 + (Array.isArray(data) ? data.length : 0);
}

/** Opaque to clients; it names the listing it belongs to so a cursor from another listing is not honoured. */
function cursorFor(scope: string, offset: number): string {
	return `DAACCgACGR${offset.toString(36)}x${scope}`;
}

function offsetOf(scope: string, cursor: string | null): number | undefined {
	if (!cursor) return 0;
	const match = /^DAACCgACGR([0-9a-z]+)x(.+)$/.exec(cursor);
	return match && match[2] === scope ? parseInt(match[1], 36) : undefined;
}

function tweetsPage(scope: string, all: TweetRecord[], cursor: string | null): TweetsPage {
	const start = offsetOf(scope, cursor);
	// Like the live service, a cursor it cannot place ends the listing rather than failing.
	if (start === undefined) return { data: [], next_cursor: null };
	const page = all.slice(start, start + TWEET_PAGE_SIZE);
	const end = start + page.length;
	return { data: page.map((record) => ({ ...record })), next_cursor: end < all.length ? cursorFor(scope, end) : null };
}

function notFound(what: string): ApiError {
	return new ApiError(404, { detail: `${what} not found` });
}

/** Kilometres between two points, good enough to pick places near a coordinate. */
function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
	const rad = Math.PI / 180;
	const a =
		Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
		Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((long2 - long1) * rad) / 2) ** 2;
	return 12_742 * Math.asin(Math.sqrt(a));
}

function centre(record: PlaceRecord): [number, number] {
	const [ring] = record.bounding_box.coordinates;
	const longs = ring.map((point) => point[0]);
	const lats = ring.map((point) => point[1]);
	return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...longs) + Math.max(...longs)) / 2];
}

export const twitterRoutes = [
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}',
		pathParams: { tweet_id: NUMERIC_ID },
		query: { cursor: { type: 'string' } },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = TWEETS_BY_ID.get(params.tweet_id);
			if (!record) throw notFound('Tweet');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/tweets/tweet/{tweet_id}/replies',
		pathParams: { tweet_id: NUMERIC_ID },
		query: { cursor: { type: 'string' } },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => {
			const replies = REPLIES_BY_TWEET[params.tweet_id] ?? (TWEETS_BY_ID.has(params.tweet_id) ? [] : undefined);
			if (!replies) throw notFound('Tweet');
			return tweetsPage(`r${params.tweet_id}`, replies, query.cursor);
		},
	}),
	defineRoute({
		path: '/v1/twitter/tweets/',
		query: { tweets: { type: 'string', required: true, minLength: 1 } },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }): TweetsPage => {
			const found = query.tweets
				.split(',')
				.map((id) => TWEETS_BY_ID.get(id.trim()))
				.filter((record): record is TweetRecord => record !== undefined);
			// None of the ids known: the live service answers `data: null`, not a 404.
			return { data: found.length > 0 ? found.map((record) => ({ ...record })) : null, next_cursor: null };
		},
	}),
	defineRoute({
		path: '/v1/twitter/lists/{list_id}/search_tweets',
		pathParams: { list_id: NUMERIC_ID },
		query: { query: { type: 'string', required: true, minLength: 1 }, cursor: { type: 'string' } },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params, query }) => {
			const tweets = LISTS[params.list_id];
			if (!tweets) throw notFound('List');
			const words = query.query.toLowerCase();
			const matches = tweets.filter((record) => record.text.toLowerCase().includes(words));
			return tweetsPage(`l${params.list_id}:${words}`, matches, query.cursor);
		},
	}),
	defineRoute({
		path: '/v1/twitter/communities/{community_id}',
		pathParams: { community_id: NUMERIC_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = COMMUNITIES[params.community_id];
			if (!record) throw notFound('Community');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/geo/search',
		query: {
			query: { type: 'string' },
			lat: { type: 'number', min: -90, max: 90 },
			long: { type: 'number', min: -180, max: 180 },
		},
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }): { data: PlaceRecord[] | null } => {
			if (query.query === null && (query.lat === null || query.long === null)) {
				throw new ApiError(400, { error: 'At least one of query, lat/long or ip must be provided' });
			}
			let matches = PLACES;
			if (query.query !== null) {
				const words = query.query.toLowerCase();
				matches = matches.filter((record) => record.full_name.toLowerCase().includes(words));
			}
			if (query.lat !== null && query.long !== null) {
				const { lat, long } = query;
				matches = matches
					.map((record) => ({ record, km: distanceKm(lat, long, ...centre(record)) }))
					.filter(({ km }) => km <= 100)
					.sort((a, b) => a.km - b.km)
					.map(({ record }) => record);
			}
			return { data: matches.length > 0 ? matches.map((record) => ({ ...record })) : null };
		},
	}),
];
