import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { REGION, SAFE_SEARCH, searchPaging, searchQuery } from '../duckduckgo.params';
import { simplifyVideo } from '../duckduckgo.records';

const DURATION: OptionsParam = {
	displayName: 'Duration',
	name: 'duration',
	in: 'query',
	type: 'options',
	default: 'short',
	filter: true,
	description: 'Only short, medium or long videos',
	options: [
		{ value: 'short', name: 'Short' },
		{ value: 'medium', name: 'Medium' },
		{ value: 'long', name: 'Long' },
	],
};

const RESOLUTION: OptionsParam = {
	displayName: 'Resolution',
	name: 'resolution',
	in: 'query',
	type: 'options',
	default: 'high',
	filter: true,
	description: 'Only high-definition or standard-definition videos',
	options: [
		{ value: 'high', name: 'High' },
		{ value: 'standard', name: 'Standard' },
	],
};

export const video: ResourceDescriptor = {
	value: 'video',
	name: 'Video',
	description: 'DuckDuckGo video search, with duration and resolution filters',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search DuckDuckGo videos',
			description:
				'Search DuckDuckGo videos, 60 a page, 10 pages at most. One item per video: title, content (the watch URL), description, duration, publisher, uploader, published_at, view_count, images (thumbnails by size) and embed_url. Simplify gives the largest thumbnail and the watch URL as url.',
			method: 'GET',
			path: '/v1/duckduckgo/videos',
			params: [searchQuery('The videos to find', 'python tutorial'), REGION, SAFE_SEARCH, DURATION, RESOLUTION],
			credits: 5,
			paging: searchPaging(10, 'videos'),
			records: 'results',
			simplify: simplifyVideo,
			toolUse: 'Use to find videos about something on DuckDuckGo',
		},
	],
};
