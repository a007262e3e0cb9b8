import * as data from '../../fixtures/tiktok/users';
import { ApiError, defineRoute } from '../../route';
import { count, cursorPage, offsetOf, REGION, slice } from './paging';

/** The one account the emulator knows; any other handle is not found, as the service answers for a missing account. */
function known(username: string): string {
	if (username.toLowerCase() !== data.USERNAME) throw ApiError.notFound(`TikTok user '${username}' not found`);
	return data.USERNAME;
}

export const userRoutes = [
	defineRoute({
		path: '/v1/tiktok/users/{username}',
		query: { region: REGION },
		credits: 5,
		handle: ({ params, query }) => ({ user: data.profile(known(params.username)), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/users/{username}/videos',
		query: { region: REGION, count: count(30), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query }) => {
			const username = known(params.username);
			const { records, pagination } = cursorPage(data.POSTED_COUNT, offsetOf(query.cursor), query.count);
			return { videos: slice(records, (index) => data.video(username, index)), pagination, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/users/{username}/reposts',
		query: { region: REGION, count: count(30) },
		credits: 8,
		handle: ({ params, query }) => {
			const username = known(params.username);
			const videos = Array.from({ length: Math.min(query.count, data.REPOST_COUNT) }, (_, index) => data.video(username, index, 'repost'));
			return { videos, pagination: { has_more: false, cursor: '', count: videos.length, search_id: '' }, region: query.region };
		},
	}),
];
