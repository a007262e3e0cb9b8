import * as data from '../../fixtures/tiktok/search';
import { defineRoute } from '../../route';
import { count, cursorPage, offsetOf, REGION, slice } from './paging';

const SEARCH_QUERY = { query: { type: 'string', required: true, minLength: 1 }, region: REGION, count: count(20), cursor: { type: 'string' } } as const;

/** A search tab of `total` results, paged by cursor; none for a query holding "qwxz". */
const tab = <T>(path: string, key: string, total: number, make: (index: number) => T) =>
	defineRoute({
		path,
		query: SEARCH_QUERY,
		credits: 5,
		handle: ({ query }) => {
			const found = query.query.toLowerCase().includes(data.FINDS_NOTHING) ? 0 : total;
			const { records, pagination } = cursorPage(found, offsetOf(query.cursor), query.count);
			return { [key]: slice(records, make), pagination, region: query.region };
		},
	});

export const searchRoutes = [
	tab('/v1/tiktok/search', 'videos', data.SEARCH_VIDEO_COUNT, data.searchVideo),
	tab('/v1/tiktok/search/videos', 'videos', data.SEARCH_VIDEO_COUNT, data.searchVideo),
	tab('/v1/tiktok/search/users', 'users', data.SEARCH_USER_COUNT, data.searchUser),
	tab('/v1/tiktok/search/hashtags', 'hashtags', data.SEARCH_HASHTAG_COUNT, data.searchHashtag),
];
