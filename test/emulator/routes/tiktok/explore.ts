import * as data from '../../fixtures/tiktok/explore';
import { ApiError, defineRoute } from '../../route';
import { count, REGION } from './paging';

const EU_REGION = { type: 'string', default: 'DE' } as const;
const PERIOD = { type: 'integer', default: 7 } as const;
const EMBEDDABLE = /^https?:\/\/(?:www\.|m\.)?tiktok\.com\/@([A-Za-z0-9_.]{2,24})(\/(?:video|photo)\/\d+)?\/?(?:[?#].*)?$/;

/** A list the caller sizes by `count` and that does not page: the first `count` of `total`. */
const firstOf = <T>(total: number, asked: number, make: (index: number) => T): T[] =>
	Array.from({ length: Math.min(total, asked) }, (_, index) => make(index));

export const exploreRoutes = [
	defineRoute({
		path: '/v1/tiktok/trending/videos',
		query: { region: REGION, count: count(20) },
		credits: 5,
		handle: ({ query }) => {
			const videos = firstOf(data.TRENDING_VIDEO_COUNT, query.count, data.trendingVideo);
			return { videos, pagination: { has_more: false, cursor: '', count: videos.length, search_id: '' }, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/trending/hashtags',
		query: { region: REGION, period: PERIOD, count: count(20) },
		credits: 5,
		handle: ({ query }) => ({ hashtags: firstOf(data.TRENDING_HASHTAG_COUNT, query.count, (index) => data.trendingHashtag(index, query.region)), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/trending/songs',
		query: { region: REGION, period: PERIOD, count: count(20) },
		credits: 5,
		handle: ({ query }) => ({ songs: firstOf(data.TRENDING_SONG_COUNT, query.count, (index) => data.trendingSong(index, query.region)), region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/regions',
		credits: 0,
		handle: () => ({ regions: structuredClone(data.REGIONS) }),
	}),
	defineRoute({
		path: '/v1/tiktok/oembed',
		query: { url: { type: 'string', required: true }, region: REGION },
		credits: 2,
		handle: ({ query }) => {
			const match = EMBEDDABLE.exec(query.url);
			if (!match) throw new ApiError(422, { detail: 'url must be a TikTok video or profile URL' });
			return data.oembed(match[2] === undefined ? 'profile' : 'video');
		},
	}),
	defineRoute({
		path: '/v1/tiktok/ads/search',
		query: {
			query: { type: 'string', default: '' },
			advertiser_id: { type: 'string', default: '' },
			region: EU_REGION,
			days: { type: 'integer', min: 1, max: 365, default: 30 },
			sort: { type: 'string', default: 'last_shown_date,desc' },
			offset: { type: 'integer', min: 0, default: 0 },
			search_id: { type: 'string', default: '' },
			count: count(20),
		},
		credits: 5,
		handle: ({ query }) => {
			const total = query.advertiser_id === '' && query.query.toLowerCase().includes('qwxz') ? 0 : data.AD_COUNT;
			const end = Math.min(total, query.offset + query.count);
			const ads = Array.from({ length: Math.max(0, end - query.offset) }, (_, at) => data.ad(query.offset + at));
			return { ads, pagination: { has_more: end < total, total, search_id: total > 0 ? 'sid-20260901' : '', offset: query.offset }, region: query.region };
		},
	}),
	defineRoute({
		path: '/v1/tiktok/ads/advertisers',
		query: { query: { type: 'string', required: true, minLength: 1 }, region: EU_REGION, count: count(10) },
		credits: 5,
		handle: ({ query }) => ({ advertisers: data.advertisers(query.query).slice(0, query.count), keywords: [query.query], query: query.query, region: query.region }),
	}),
	defineRoute({
		path: '/v1/tiktok/ads/{ad_id}',
		query: { region: EU_REGION },
		credits: 8,
		handle: ({ params, query }) => {
			if (params.ad_id !== data.AD_ID) throw ApiError.notFound(`TikTok ad '${params.ad_id}' not found`);
			return data.adDetail(query.region);
		},
	}),
];
