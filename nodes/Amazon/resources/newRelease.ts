import type { ResourceDescriptor } from '../../shared/descriptor';
import { categoryParam, MARKETPLACE, startPage } from '../amazon.params';
import { simplifyRanked } from '../amazon.records';

export const newRelease: ResourceDescriptor = {
	value: 'newRelease',
	name: 'New Release',
	description: 'Amazon\'s ranking of new products',
	endpoints: [
		{
			operation: 'getNewReleases',
			name: 'Get New Releases',
			action: 'Get new releases',
			description:
				'Get the hot new releases ranking of a marketplace or category, one item per rank (rank, title, price, rating). 50 ranks a page, 100 in all.',
			method: 'GET',
			path: '/v1/amazon/new-releases',
			params: [
				MARKETPLACE,
				categoryParam(
					{
						method: 'newReleaseCategories',
						from: { resource: 'category', operation: 'list' },
						value: 'bestsellers_node',
						name: 'name',
						pass: ['domain'],
					},
					'The ranking\'s category, picked from the marketplace\'s categories or typed as a node ID or slug (e.g. electronics, books). Leave empty for the whole marketplace.',
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
