import type { ResourceDescriptor } from '../../shared/descriptor';

/** The content regions the service routes TikTok requests through: the values every Region field takes. */
export const regions: ResourceDescriptor = {
	value: 'regions',
	name: 'Region',
	description: 'The content regions the TikTok operations take',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List the TikTok content regions',
			description:
				'List the content regions the TikTok operations take (their Region field), one item per region: code, country_code, locale and name. Free (0 credits).',
			method: 'GET',
			path: '/v1/tiktok/regions',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'regions',
		},
	],
};
