import * as data from '../../fixtures/tiktok/tags';
import { video } from '../../fixtures/tiktok/users';
import { ApiError, defineRoute } from '../../route';
import { count, cursorPage, offsetOf, REGION, slice } from './paging';
import { freshVideo } from './users';

/** The one hashtag the emulator knows (any case); any other is not found. */
function knownTag(name: string): string {
	if (name.toLowerCase() !== data.HASHTAG) throw ApiError.notFound(`TikTok hashtag '${name}' not found`);
	return data.HASHTAG;
}

function knownSound(musicId: string): string {
	if (musicId !== data.MUSIC_ID) throw ApiError.notFound(`TikTok music '${musicId}' not found`);
	return musicId;
}

export const tagRoutes = [
	defineRoute({
		path: '/v1/tiktok/hashtags/{name}',
		query: { region: REGION },
		credits: 5,
		handle: ({ params, query }) => ({ hashtag: data.hashtag(knownTag(params.name)), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/hashtags/{name}/videos',
		query: { region: REGION, count: count(30), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query, live }) => {
			knownTag(params.name);
			// The tag's videos, with the monitoring run's new ones at their head.
			const all = live.list(Array.from({ length: data.HASHTAG_VIDEO_COUNT }, (_, index) => video(data.TAGGING_USERNAME, index, 'tagged')), freshVideo);
			const { records, pagination } = cursorPage(all.length, offsetOf(query.cursor), query.count);
			return { videos: slice(records, (index) => all[index]), pagination, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/music/{music_id}',
		query: { region: REGION },
		credits: 5,
		handle: ({ params, query }) => {
			knownSound(params.music_id);
			return { music: data.music(), region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/music/{music_id}/videos',
		query: { region: REGION, count: count(30), cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query }) => {
			knownSound(params.music_id);
			const { records, pagination } = cursorPage(data.MUSIC_VIDEO_COUNT, offsetOf(query.cursor), query.count);
			return { videos: slice(records, (index) => video(data.TAGGING_USERNAME, index, 'sound')), pagination, region: query.region };
		},
	}),
];
