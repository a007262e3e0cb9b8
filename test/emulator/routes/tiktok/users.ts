import * as data from '../../fixtures/tiktok/users';
import { ApiError, defineRoute } from '../../route';

const REGION = { type: 'string', default: 'US' } as const;
const COUNT = { type: 'integer', min: 1, max: 50, default: 30 } as const;

/** The one account the emulator knows; any other handle is not found, as the service answers for a missing account. */
function known(username: string): string {
	if (username.toLowerCase() !== data.USERNAME) throw ApiError.notFound(`TikTok user '${username}' not found`);
	return data.USERNAME;
}

/** A TikTok cursor page (TikTokCursorPage): the next cursor is the offset reached, empty once has_more is false. */
const cursorPage = (total: number, from: number, count: number) => {
	const end = Math.min(total, from + count);
	const more = end < total;
	return { records: { from, end }, pagination: { has_more: more, cursor: more ? String(end) : '', count: Math.max(0, end - from), search_id: '' } };
};

export const userRoutes = [
	defineRoute({
		path: '/v1/tiktok/users/{username}',
		query: { region: REGION },
		credits: 5,
		handle: ({ params, query }) => ({ user: data.profile(known(params.username)), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/users/{username}/videos',
		query: { region: REGION, count: COUNT, cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query }) => {
			const username = known(params.username);
			const from = query.cursor === null || query.cursor === '' ? 0 : Number(query.cursor);
			if (!Number.isInteger(from) || from < 0) throw new ApiError(422, { detail: 'Invalid cursor' });
			const { records, pagination } = cursorPage(data.POSTED_COUNT, from, query.count);
			const videos = Array.from({ length: records.end - records.from }, (_, offset) => data.video(username, records.from + offset));
			return { videos, pagination, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/users/{username}/reposts',
		query: { region: REGION, count: COUNT },
		credits: 8,
		handle: ({ params, query }) => {
			const username = known(params.username);
			const videos = Array.from({ length: Math.min(query.count, data.REPOST_COUNT) }, (_, index) => data.video(username, index, 'repost'));
			return { videos, pagination: { has_more: false, cursor: '', count: videos.length, search_id: '' }, region: query.region };
		},
	}),
];
