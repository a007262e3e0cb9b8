import type { NumberParam, ResourceDescriptor } from '../../shared/descriptor';
import { countParam, REGION } from '../tiktok.params';
import { VIDEO_ROW } from '../tiktok.records';

/** The look-back window of a trend ranking, in days: the service names 7, 30 and 120 as examples and sets no bounds. */
const PERIOD: NumberParam = {
	displayName: 'Period (Days)',
	name: 'period',
	in: 'query',
	type: 'integer',
	default: 7,
	min: 1,
	description: 'The look-back window of the ranking in days, e.g. 7, 30 or 120 (7 unless set)',
};

/** What is trending on TikTok in a region: Explore-feed videos, and hashtags and songs ranked by use. One request each. */
export const trending: ResourceDescriptor = {
	value: 'trending',
	name: 'Trending',
	description: 'What is trending on TikTok in a region: videos, hashtags, songs',
	endpoints: [
		{
			operation: 'videos',
			name: 'Videos',
			action: 'Get trending TikTok videos',
			description: `Get the videos trending on TikTok's Explore feed in a region (one request, up to 50). ${VIDEO_ROW}.`,
			method: 'GET',
			path: '/v1/tiktok/trending/videos',
			params: [REGION, countParam(20, 'videos')],
			credits: 5,
			paging: { kind: 'none' },
			records: 'videos',
		},
		{
			operation: 'hashtags',
			name: 'Hashtags',
			action: 'Get trending TikTok hashtags',
			description:
				'Get the hashtags trending on TikTok in a region, ranked by use over a period (one request, up to 50). One item per hashtag: name, id, rank, rank_diff (places gained), country_code, industry, publish_count, view_count, user_count, is_promoted, is_new and url.',
			method: 'GET',
			path: '/v1/tiktok/trending/hashtags',
			params: [REGION, PERIOD, countParam(20, 'hashtags')],
			credits: 5,
			paging: { kind: 'none' },
			records: 'hashtags',
		},
		{
			operation: 'songs',
			name: 'Songs',
			action: 'Get trending TikTok songs',
			description:
				'Get the songs (sounds) trending on TikTok in a region, ranked by use over a period (one request, up to 50). One item per song: title, id (the sound ID Music > Get takes), author, rank, rank_diff, country_code, duration, user_count, cover, play_url, is_new and link.',
			method: 'GET',
			path: '/v1/tiktok/trending/songs',
			params: [REGION, PERIOD, countParam(20, 'songs')],
			credits: 5,
			paging: { kind: 'none' },
			records: 'songs',
		},
	],
};
