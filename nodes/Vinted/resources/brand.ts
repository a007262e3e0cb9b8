import type { ResourceDescriptor } from '../../shared/descriptor';
import { MARKET } from '../vinted.params';

export const brand: ResourceDescriptor = {
	value: 'brand',
	name: 'Brand',
	description: "Vinted's brands, by name: the IDs Item > Search filters on",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Vinted brands',
			description:
				"Find brands by name (partial names match), one item per brand: id (Item > Search's Brand IDs), title, slug, favourite_count and item_count.",
			method: 'GET',
			path: '/v1/vinted/brands',
			params: [
				{
					displayName: 'Keyword',
					name: 'keyword',
					in: 'query',
					type: 'string',
					required: true,
					default: '',
					description: 'The brand name or a part of it, e.g. Nike',
					placeholder: 'Nike',
					maxLength: 200,
				},
				MARKET,
			],
			credits: 1,
			paging: { kind: 'none' },
			records: 'brands',
		},
	],
};
