import type { ResourceDescriptor } from '../../shared/descriptor';
import { MARKETPLACE } from '../amazon.params';

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: 'The categories of an Amazon marketplace',
	endpoints: [
		{
			operation: 'list',
			name: 'List Categories',
			action: 'List categories',
			description:
				'List a marketplace\'s categories, one item per category: its alias (for Get Deals), name and best-sellers node (for Get New Releases).',
			method: 'GET',
			path: '/v1/amazon/categories',
			params: [MARKETPLACE],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
	],
};
