import type { ResourceDescriptor } from '../../shared/descriptor';
import { domainParam, LISTING_PAGING, sortParam, startAfter, TIME_SORTS, timeParam } from '../reddit.params';
import { simplifyPost } from '../reddit.records';

export const domain: ResourceDescriptor = {
	value: 'domain',
	name: 'Domain',
	description: 'Websites linked from Reddit',
	endpoints: [
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get posts linking to a domain',
			description:
				'List the Reddit posts that link to a website (all subreddits), one item per post: who shared which page, where, and how it did. Up to 100 posts come per request.',
			method: 'GET',
			path: '/v1/reddit/domains/{domain}/posts',
			params: [
				domainParam,
				sortParam(['hot', 'new', 'top', 'rising', 'controversial'], 'hot', 'posts'),
				timeParam('all', TIME_SORTS),
				startAfter('post'),
			],
			credits: 2,
			paging: LISTING_PAGING,
			records: 'posts',
			simplify: simplifyPost,
		},
	],
};
