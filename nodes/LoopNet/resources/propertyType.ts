import type { ResourceDescriptor } from '../../shared/descriptor';

export const propertyType: ResourceDescriptor = {
	value: 'propertyType',
	name: 'Property Type',
	description: 'The property types a LoopNet search filters on',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List LoopNet property types',
			description: "List LoopNet's property types, free, one item per type: slug (the Property Type filter of Listing > Search) and name.",
			method: 'GET',
			path: '/v1/loopnet/property-types',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'property_types',
		},
	],
};
