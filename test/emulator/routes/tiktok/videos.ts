import type { Fresh } from '../../live';
import { isoAt } from '../../live';
import { POSTED_COUNT, USERNAME, video } from '../../fixtures/tiktok/users';
import * as data from '../../fixtures/tiktok/videos';
import { ApiError, defineRoute } from '../../route';
import { count, cursorPage, offsetOf, REGION, slice } from './paging';

/** The videos the emulator knows: the account's posted ones; any other ID is not found. */
function known(videoId: string): string {
	const index = Array.from({ length: POSTED_COUNT }, (_, at) => video(USERNAME, at).id).indexOf(videoId);
	if (index < 0) throw ApiError.notFound(`TikTok video '${videoId}' not found`);
	return videoId;
}

const indexOf = (videoId: string) => Number(BigInt(video(USERNAME, 0).id) - BigInt(videoId));

type Comment = ReturnType<typeof data.comment>;

/** A comment just written (the monitoring run's growth): an ID above every fixture's, written now, not pinned. */
const freshComment: Fresh<Comment> = (template, serial, at) => {
	const created = Math.floor(at / 1000);
	return { ...template, id: String(7433000000000000000n + BigInt(serial)), text: `New comment ${serial}`, create_time_utc: created, create_time_at: isoAt(at), liked_by_author: false, pinned_by_author: false, reply_count: 0 };
};

export const videoRoutes = [
	defineRoute({
		path: '/v1/tiktok/videos/{video_id}',
		query: { region: REGION, username: { type: 'string' } },
		credits: 5,
		handle: ({ params, query }) => ({ video: video(USERNAME, indexOf(known(params.video_id))), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/videos/{video_id}/comments',
		query: { region: REGION, count: count(20), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query, live }) => {
			const videoId = known(params.video_id);
			const total = videoId === data.VIDEO_ID ? data.COMMENT_COUNT : 0;
			// The video's comments, with the monitoring run's new ones at their head.
			const all = live.list(Array.from({ length: total }, (_, index) => data.comment(videoId, index)), freshComment);
			const { records, pagination } = cursorPage(all.length, offsetOf(query.cursor), query.count);
			return { comments: slice(records, (index) => all[index]), pagination, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/videos/{video_id}/related',
		query: { region: REGION, count: count(16) },
		credits: 8,
		handle: ({ params, query }) => {
			known(params.video_id);
			const videos = Array.from({ length: Math.min(query.count, data.RELATED_COUNT) }, (_, index) => video(data.RELATED_USERNAME, index, 'related'));
			return { videos, pagination: { has_more: false, cursor: '', count: videos.length, search_id: '' }, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/videos/{video_id}/transcript',
		query: { region: REGION },
		credits: 10,
		handle: ({ params, query, origin }) => data.transcript(known(params.video_id), query.region, origin),
	}),
];

export const commentRoutes = [
	defineRoute({
		path: '/v1/tiktok/comments/{comment_id}/replies',
		query: { video_id: { type: 'string', required: true }, region: REGION, count: count(20), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query }) => {
			const videoId = known(query.video_id);
			const first = data.comment(videoId, 0).id;
			if (!/^\d+$/.test(params.comment_id)) throw ApiError.notFound(`TikTok comment '${params.comment_id}' not found`);
			const total = videoId === data.VIDEO_ID && params.comment_id === first ? data.REPLY_COUNT : 0;
			const { records, pagination } = cursorPage(total, offsetOf(query.cursor), query.count);
			return { comments: slice(records, (index) => data.comment(videoId, index, params.comment_id)), pagination, region: query.region };
		},
	}),
];
