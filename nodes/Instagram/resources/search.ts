import type { ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, SEARCH_QUERY } from '../instagram.params';

/** Instagram's search box: blended top results, accounts, hashtags. Each is one list; the service takes no cursor here. */
export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: 'Search Instagram: top results, accounts, hashtags',
	endpoints: [
		{
			operation: 'top',
			name: 'Top',
			action: 'Search Instagram for top results',
			description: "Search Instagram as its search box does, accounts, hashtags and places blended, one item per result as the service gives it",
			method: 'GET',
			path: '/v1/instagram/search/top',
			params: [SEARCH_QUERY],
			// docs/api-reference/endpoint/instagram/search.mdx: "**Credits:** 5 (`top`)".
			credits: 5,
			paging: { kind: 'none' },
			records: 'items',
		},
		{
			operation: 'users',
			name: 'Users',
			action: 'Search Instagram accounts',
			description: 'Search Instagram accounts by name, one item per account',
			method: 'GET',
			path: '/v1/instagram/search/users',
			params: [SEARCH_QUERY],
			// No docs page prices user search: the overview's "Standard read" price (5) is assumed.
			credits: 5,
			creditsAssumed: true,
			notice: ACCOUNT_POOL_NOTICE,
			paging: { kind: 'none' },
			records: 'items',
		},
		{
			operation: 'hashtags',
			name: 'Hashtags',
			action: 'Search Instagram hashtags',
			description: 'Search Instagram hashtags, one item per hashtag: id, name, media_count, profile_pic_url',
			method: 'GET',
			path: '/v1/instagram/search/hashtags',
			params: [SEARCH_QUERY],
			// docs/instagram/overview.mdx: "| oEmbed / search hashtags | ... | 2 |"; search.mdx: "2 (`hashtags`)".
			credits: 2,
			paging: { kind: 'none' },
			records: 'items',
		},
	],
};
