import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { CONTINUATION_PAGES, CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, startFrom } from '../youtube.params';
import { simplifyVideo } from '../youtube.records';
import { bareHashtag, HASHTAG, hashtagFromUrl } from '../youtube.urls';

const VIDEO_ROW = 'One item per video: position, video ID, title, URL, duration, views, publication time, channel, thumbnail.';

const HASHTAG_PARAM: LocatorParam = {
	displayName: 'Hashtag',
	name: 'tag',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description: 'The hashtag, with or without its #, e.g. #lofi, or its page URL (youtube.com/hashtag/lofi)',
	id: {
		regex: HASHTAG,
		form: 'a hashtag of letters, digits and _ with or without its #, e.g. #lofi',
		placeholder: '#lofi',
		normalize: bareHashtag,
	},
	url: {
		form: 'a YouTube hashtag URL (youtube.com/hashtag/ followed by the tag)',
		placeholder: 'https://www.youtube.com/hashtag/lofi',
		extract: hashtagFromUrl,
	},
};

export const feed: ResourceDescriptor = {
	value: 'feed',
	name: 'Feed',
	description: 'Trending videos and Shorts, hashtag pages and the home feed',
	endpoints: [
		{
			operation: 'getTrending',
			name: 'Get Trending',
			action: 'Get trending videos',
			description: `Get the videos trending in a country (Now, Music, Gaming or Movies), ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			method: 'GET',
			path: '/v1/youtube/trending',
			params: [
				{
					displayName: 'Category',
					name: 'type',
					in: 'query',
					type: 'options',
					default: 'now',
					description: 'Which trending list. Default: Now.',
					options: [
						{ value: 'now', name: 'Now' },
						{ value: 'music', name: 'Music' },
						{ value: 'gaming', name: 'Gaming' },
						{ value: 'movies', name: 'Movies' },
					],
				},
				COUNTRY,
				INTERFACE_LANGUAGE,
				startFrom('trending videos'),
			],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'items',
			simplify: simplifyVideo,
		},
		{
			operation: 'getTrendingShorts',
			name: 'Get Trending Shorts',
			action: 'Get trending Shorts',
			description: `Get the Shorts trending in a country, ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			method: 'GET',
			path: '/v1/youtube/trending/shorts',
			params: [COUNTRY, INTERFACE_LANGUAGE, startFrom('trending Shorts')],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'items',
			simplify: simplifyVideo,
		},
		{
			operation: 'getHashtag',
			name: 'Get Hashtag Videos',
			action: 'Get the videos of a hashtag',
			description: `Get the videos of a hashtag page, ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			method: 'GET',
			path: '/v1/youtube/hashtags/{tag}',
			params: [HASHTAG_PARAM, COUNTRY, INTERFACE_LANGUAGE, startFrom('videos')],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'results',
			simplify: simplifyVideo,
		},
		{
			operation: 'getHome',
			name: 'Get Home Feed',
			action: 'Get the home feed',
			description: `Get the home feed YouTube shows a signed-out visitor in a country, ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			method: 'GET',
			path: '/v1/youtube/home',
			params: [COUNTRY, INTERFACE_LANGUAGE, startFrom('videos')],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'results',
			simplify: simplifyVideo,
		},
	],
};
