import type { ResourceDescriptor } from '../../shared/descriptor';

export const subreddit: ResourceDescriptor = {
	value: 'subreddit',
	name: 'Subreddit',
	description: 'Communities on Reddit',
	endpoints: [
		{
			operation: 'getPopular',
			name: 'Get Popular',
			action: 'Get popular subreddits',
			description:
				'List subreddits ranked by subscriber count, one item per subreddit (name, title, description, subscribers, creation time, NSFW flag, icons and about fifty fields in all). Up to 100 subreddits come per request.',
			method: 'GET',
			path: '/v1/reddit/subreddits/popular',
			params: [
				{
					displayName: 'Start After',
					name: 'after',
					in: 'query',
					type: 'string',
					default: '',
					description:
						'Continue a listing after this subreddit, given as the pagination "after" value of an earlier run (a fullname such as t5_2qh1i). Leave empty to start with the most popular subreddit.',
					placeholder: 't5_2qh1i',
					pattern: { regex: /^\S+$/, form: 'a fullname without spaces, such as t5_2qh1i' },
					maxLength: 100,
				},
			],
			credits: 1,
			paging: {
				kind: 'after',
				param: 'after',
				nextPath: 'pagination.after',
				pageSize: { param: 'limit', min: 1, max: 100 },
			},
			records: 'subreddits',
		},
	],
};
