import type { ResourceDescriptor } from '../../shared/descriptor';

export const region: ResourceDescriptor = {
	value: 'region',
	name: 'Region',
	description: 'The regions DuckDuckGo searches in',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List DuckDuckGo regions',
			description: 'List every DuckDuckGo region, free, one item per region: code (the kl code the Region fields take, wt-wt for All Regions) and name.',
			method: 'GET',
			path: '/v1/duckduckgo/regions',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'regions',
		},
	],
};
