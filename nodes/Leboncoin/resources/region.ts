import type { ResourceDescriptor } from '../../shared/descriptor';

export const region: ResourceDescriptor = {
	value: 'region',
	name: 'Region',
	description: "France's regions as Leboncoin numbers them, overseas ones included",
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List regions',
			description:
				'List every region Leboncoin knows, overseas regions included, one item per region: id (what Ad > Search and Department > List take as Region ID) and name.',
			method: 'GET',
			path: '/v1/leboncoin/regions',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'regions',
		},
	],
};
