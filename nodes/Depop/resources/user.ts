import type { ResourceDescriptor } from '../../shared/descriptor';
import { LIST_PAGING, MARKET, USER } from '../depop.params';
import { simplifyCard } from '../depop.records';

export const user: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Depop sellers: a shop profile, and the items a shop lists',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Depop user',
			description: "Read a seller's shop profile: username, name, description, rating_value and rating_count, follower_count and the shop's URL.",
			method: 'GET',
			path: '/v1/depop/users/{username}',
			params: [USER, MARKET],
			credits: 10,
			paging: { kind: 'none' },
			toolUse: "Use to check a Depop seller: rating, followers and shop description",
		},
		{
			operation: 'getProducts',
			name: 'Get Products',
			action: "Get a Depop user's products",
			description:
				"Read every item a seller lists, one item per product (as Product > Search gives them), page after page (up to 24 a request) until the service says there are no more. Each slug feeds Product > Get.",
			method: 'GET',
			path: '/v1/depop/users/{username}/products',
			params: [USER, MARKET],
			credits: 10,
			paging: LIST_PAGING,
			records: 'products',
			recordDefaults: ['market'],
			simplify: simplifyCard,
		},
	],
};
