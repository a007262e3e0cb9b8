import type { ResourceDescriptor } from '../../shared/descriptor';
import { categoryParam, MARKETPLACE, startPage } from '../amazon.params';
import { simplifyDeal } from '../amazon.records';

export const deal: ResourceDescriptor = {
	value: 'deal',
	name: 'Deal',
	description: 'Current Amazon deals',
	endpoints: [
		{
			operation: 'getDeals',
			name: 'Get Deals',
			action: 'Get current deals',
			description:
				'Get the deals running on a marketplace, optionally in one category, one item per deal (deal and list price, discount, deal type, lightning deal, end time).',
			method: 'GET',
			path: '/v1/amazon/deals',
			params: [
				MARKETPLACE,
				categoryParam(
					{ method: 'dealCategories', from: { resource: 'category', operation: 'list' }, value: 'alias', name: 'name', pass: ['domain'] },
					'Only deals in this category, picked from the marketplace\'s categories or typed as a category alias (e.g. electronics). Leave empty for all deals.',
				),
				startPage('First page of deals to read; paging goes on from there until a page comes back empty'),
			],
			credits: 5,
			paging: { kind: 'page', param: 'page' },
			records: 'results',
			simplify: simplifyDeal,
		},
	],
};
