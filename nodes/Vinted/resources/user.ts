import type { ResourceDescriptor } from '../../shared/descriptor';
import { MARKET, USER, USER_ITEMS_PAGING } from '../vinted.params';
import { simplifyItem, simplifyUser } from '../vinted.records';

export const user: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Vinted members: a profile, and the listings a member has up',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Vinted user',
			description:
				"Read a member's profile: id, login, photo, items listed and sold (item_count, given_item_count), followers and following, feedback count and reputation (0 to 1), city, country, last login and sign-up date (ISO dates with Simplify).",
			method: 'GET',
			path: '/v1/vinted/users/{user_id}',
			params: [USER, MARKET],
			credits: 1,
			paging: { kind: 'none' },
			simplify: simplifyUser,
			toolUse: "Use to check a Vinted seller: listings, sales, followers and reputation",
		},
		{
			operation: 'getItems',
			name: 'Get Items',
			action: "Get a Vinted user's items",
			description:
				"Read every listing a member has up, one item per listing (as Item > Search gives them), page after page (up to 96 a request) until the member's total. Each id feeds Item > Get.",
			method: 'GET',
			path: '/v1/vinted/users/{user_id}/items',
			params: [USER, MARKET],
			credits: 1,
			paging: USER_ITEMS_PAGING,
			records: 'items',
			simplify: simplifyItem,
		},
	],
};
