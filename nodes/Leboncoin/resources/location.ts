import type { ResourceDescriptor } from '../../shared/descriptor';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'French places as Leboncoin knows them, to scope an ad search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search locations',
			description:
				'Find cities, departments and regions by name or postcode, one item per suggestion, each with the city, zipcode, department_id and region_id an ad search takes.',
			method: 'GET',
			path: '/v1/leboncoin/locations/search',
			params: [
				{
					displayName: 'Query',
					name: 'q',
					in: 'query',
					type: 'string',
					required: true,
					default: '',
					description: 'A place name or postcode, e.g. "Lyon" or "69000"',
					placeholder: 'Lyon',
					maxLength: 100,
				},
			],
			credits: 2,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
