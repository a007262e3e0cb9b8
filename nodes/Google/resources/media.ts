import type { OptionsParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, DOMAIN, LANGUAGE, SAFE_SEARCH, searchText, TIME_FILTER, ZERO_BASED_PAGES } from '../google.params';

/** A filter of a fixed list, sent only when set (its first option is what the field shows first). */
function choice(name: string, displayName: string, description: string, options: Array<[string, string]>): OptionsParam {
	const [[first]] = options;
	return { displayName, name, in: 'query', type: 'options', default: first, description, options: options.map(([value, label]) => ({ value, name: label })) };
}

/** A color word as Google names it, sent as `imgcolor`. */
function colorFilter(name: string): StringParam {
	return {
		displayName: 'Image Color',
		name,
		in: 'query',
		type: 'string',
		default: '',
		placeholder: 'red',
		description: 'Only images of this color, as Google names it: red, orange, yellow, green, teal, blue, purple, pink, white, gray, black, brown, or gray (black and white) and trans (transparent)',
		pattern: { regex: /^[a-z]{3,10}$/, form: 'a color word such as red, blue or trans' },
	};
}

const COLOR = colorFilter('imgcolor');

export const images: ResourceDescriptor = {
	value: 'images',
	name: 'Images',
	description: 'Google Images: pictures for a search, by size, color and type',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Images',
			description: 'Search Google Images. One item per image: position, title, link (the page), source, thumbnail, original (the image) with its width and height.',
			method: 'GET',
			path: '/v1/google/images/search',
			params: [
				searchText('What to find pictures of', 'espresso machine'),
				COUNTRY,
				LANGUAGE,
				choice('imgsz', 'Size', 'Only images of this size', [['l', 'Large'], ['m', 'Medium'], ['i', 'Icon']]),
				COLOR,
				choice('imgtype', 'Type', 'Only images of this type', [['photo', 'Photo'], ['face', 'Face'], ['clipart', 'Clip Art']]),
				TIME_FILTER,
				SAFE_SEARCH,
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: ZERO_BASED_PAGES,
			records: 'results',
		},
	],
};

export const videos: ResourceDescriptor = {
	value: 'videos',
	name: 'Videos',
	description: 'Google Videos: videos from across the web for a search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Videos',
			description: 'Search Google\'s video tab (YouTube and every other video site). One item per video: position, title, link, displayed_link, thumbnail, duration, source and date.',
			method: 'GET',
			path: '/v1/google/videos/search',
			params: [searchText('What to find videos of', 'espresso machine review'), COUNTRY, LANGUAGE, TIME_FILTER, SAFE_SEARCH],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: ZERO_BASED_PAGES,
			records: 'results',
		},
	],
};

export const shorts: ResourceDescriptor = {
	value: 'shorts',
	name: 'Shorts',
	description: 'Google\'s short videos: YouTube Shorts, TikToks and reels for a search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Shorts',
			description: 'Search Google\'s short videos (YouTube Shorts, TikTok). One item per video: position, title, link, video_id, source, account, duration, views, published and description, with the page\'s search facts under search.',
			method: 'GET',
			path: '/v1/google/shorts/search',
			params: [searchText('What to find short videos of', 'espresso tutorial'), COUNTRY, LANGUAGE, DOMAIN],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'page', param: 'start', offset: true, pageSize: { param: 'num', min: 1, max: 50 } },
			records: 'short_videos_results',
			recordContext: { key: 'search', fields: ['search_information'] },
		},
	],
};
