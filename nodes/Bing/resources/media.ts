import type { ResourceDescriptor } from '../../shared/descriptor';
import { gridCountParam, safeSearchParam, searchText, simplifyImage } from '../../shared/web-search';
import { MARKET } from '../bing.params';
import { simplifyVideo } from '../bing.records';

/** The grids' results a request, the OpenAPI's range (the endpoint pages give the default, 35, and no maximum). */
const GRID_MAX = 150;
const GRID_DEFAULT = 35;

export const images: ResourceDescriptor = {
	value: 'images',
	name: 'Images',
	description: 'Bing Images: pictures for a search, with their full-size URL and the page they are on',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Bing Images',
			description:
				'Search Bing Images. One item per image: position, title, image_url (full size), thumbnail_url, source_url (the page it is on), source_domain, width and height. Max Results sets how many, in one request.',
			method: 'GET',
			path: '/v1/bing/images',
			params: [searchText('What to find pictures of', 'golden retriever'), MARKET, gridCountParam('images', GRID_MAX, GRID_DEFAULT), safeSearchParam('Bing')],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			simplify: simplifyImage,
			toolUse: 'Use to find pictures on the web with Bing Images',
		},
	],
};

export const videos: ResourceDescriptor = {
	value: 'videos',
	name: 'Videos',
	description: 'Bing Videos: videos from YouTube and other sites for a search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Bing Videos',
			description:
				'Search Bing Videos. One item per video: position, title, url, thumbnail_url, duration, source (the host, e.g. YouTube), publisher, and views and published as Bing displays them (4.9K, 1 month ago). Max Results sets how many, in one request.',
			method: 'GET',
			path: '/v1/bing/videos',
			params: [searchText('What to find videos of', 'espresso tutorial'), MARKET, gridCountParam('videos', GRID_MAX, GRID_DEFAULT), safeSearchParam('Bing')],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			simplify: simplifyVideo,
			toolUse: 'Use to find videos on YouTube and other sites with Bing Videos',
		},
	],
};
