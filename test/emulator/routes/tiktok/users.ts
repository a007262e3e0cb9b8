import type { Fresh } from '../../live';
import { isoAt } from '../../live';
import * as data from '../../fixtures/tiktok/users';
import { ApiError, defineRoute } from '../../route';
import { count, cursorPage, offsetOf, REGION, slice } from './paging';

/** The one account the emulator knows; any other handle is not found, as the service answers for a missing account. */
function known(username: string): string {
	if (username.toLowerCase() !== data.USERNAME) throw ApiError.notFound(`TikTok user '${username}' not found`);
	return data.USERNAME;
}

type Video = ReturnType<typeof data.video>;

/** A video just posted (the monitoring run's growth): an ID above every fixture's, posted now, not pinned. */
export const freshVideo: Fresh<Video> = (template, serial, at) => {
	const id = String(7440000000000000000n + BigInt(serial));
	const created = Math.floor(at / 1000);
	const url = `https://www.tiktok.com/@${template.author.unique_id}/video/${id}`;
	return { ...template, id, group_id: id, description: `New loaf ${serial} #sourdough`, create_time_utc: created, create_time_at: isoAt(at), url, share_url: url, is_pinned: false };
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
		query: { region: REGION, count: count(30), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query, live }) => {
			const username = known(params.username);
			// The monitoring run's new videos come after the pinned ones, which a profile always shows first.
			const grown = live.list(Array.from({ length: data.POSTED_COUNT }, (_, index) => data.video(username, index)), freshVideo);
			const all = [...grown.filter((video) => video.is_pinned), ...grown.filter((video) => !video.is_pinned)];
			const { records, pagination } = cursorPage(all.length, offsetOf(query.cursor), query.count);
			return { videos: slice(records, (index) => all[index]), pagination, region: query.region };
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
