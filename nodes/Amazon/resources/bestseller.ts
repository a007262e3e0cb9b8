import type { ResourceDescriptor } from '../../shared/descriptor';
import { categoryParam, MARKETPLACE, startPage } from '../amazon.params';
import { simplifyRanked } from '../amazon.records';

export const bestseller: ResourceDescriptor = {
	value: 'bestseller',
	name: 'Bestseller',
	description: "Amazon's ranking of its best-selling products",
	endpoints: [
		{
			operation: 'getBestsellers',
			name: 'Get Bestsellers',
			action: 'Get best sellers',
			description:
				'Get the best-sellers ranking of a marketplace or category, one item per rank (rank, title, price, rating). 50 ranks a page, 100 in all.',
			method: 'GET',
			path: '/v1/amazon/bestsellers',
			params: [
				MARKETPLACE,
				categoryParam(
					{
						method: 'bestsellerCategories',
						from: { resource: 'category', operation: 'list' },
						value: 'bestsellers_node',
						name: 'name',
						pass: ['domain'],
					},
					"The ranking's category, picked from the marketplace's categories (free to load) or typed as a best-sellers node ID or slug (e.g. electronics, books or 172541). Not set: the service's default ranking (electronics on com).",
				),
				startPage('First page to read: 1 (ranks 1-50) or 2 (ranks 51-100)', 2),
			],
			credits: 5,
			paging: { kind: 'page', param: 'page', lastPage: 2, pageRecords: 50 },
			records: 'results',
			simplify: simplifyRanked,
		},
	],
};
