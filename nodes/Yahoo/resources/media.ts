import type { ResourceDescriptor } from '../../shared/descriptor';
import { gridCountParam, searchText, simplifyImage } from '../../shared/web-search';
import { ECHOED_MARKET } from '../yahoo.params';
import { simplifyVideo } from '../yahoo.records';

/** The grids' results a request: 1 to 100, 30 by default (the endpoint pages); Yahoo renders about 60 to trim from. */
const GRID_MAX = 100;
const GRID_DEFAULT = 30;

export const images: ResourceDescriptor = {
	value: 'images',
	name: 'Images',
	description: 'Yahoo Images: pictures for a search, with their full-size URL and the page they are on',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Yahoo Images',
			description:
				"Search Yahoo Images. One item per image: position, title, image_url (full size), thumbnail_url, source_url (the page it is on), source_domain, width and height. Max Results trims the grid Yahoo renders (about 60) in one request: asking for more gives what there is.",
			method: 'GET',
			path: '/v1/yahoo/images',
			params: [searchText('What to find pictures of', 'golden retriever'), ECHOED_MARKET, gridCountParam('images', GRID_MAX, GRID_DEFAULT)],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			simplify: simplifyImage,
			toolUse: 'Use to find pictures on the web with Yahoo Images',
		},
	],
};

export const videos: ResourceDescriptor = {
	value: 'videos',
	name: 'Videos',
	description: 'Yahoo Videos: videos from YouTube and other sites for a search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Yahoo Videos',
			description:
				"Search Yahoo Videos. One item per video: position, title, url, thumbnail_url, duration, source (the host, e.g. YouTube), source_domain, description and views as Yahoo displays them (1.8M views). Max Results trims the grid Yahoo renders in one request.",
			method: 'GET',
			path: '/v1/yahoo/videos',
			params: [searchText('What to find videos of', 'espresso tutorial'), ECHOED_MARKET, gridCountParam('videos', GRID_MAX, GRID_DEFAULT)],
			credits: 5,
			paging: { kind: 'none' },
			records: 'results',
			simplify: simplifyVideo,
			toolUse: 'Use to find videos on YouTube and other sites with Yahoo Videos',
		},
	],
};
