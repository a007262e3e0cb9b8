import type { ResourceDescriptor } from '../../shared/descriptor';

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: "Leboncoin's ad categories and their IDs, for an ad search's Category ID",
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List categories',
			description:
				'List every Leboncoin category, one item per category: id (what Ad > Search takes as Category ID), name, and parent_id and parent_name for a sub-category.',
			method: 'GET',
			path: '/v1/leboncoin/categories',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
	],
};
