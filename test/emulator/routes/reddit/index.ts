import { POPULAR_SUBREDDITS } from '../../fixtures/reddit/subreddits';
import { defineRoute } from '../../route';

export const redditRoutes = [
	defineRoute({
		path: '/v1/reddit/subreddits/popular',
		query: {
			limit: { type: 'integer', default: 25, min: 1, max: 100 },
			after: { type: 'string' },
		},
		credits: 1,
		handle: ({ query }) => {
			// `after` is the fullname (t5_...) of the last record already seen; empty means "from the start".
			let start = 0;
			if (query.after) {
				const index = POPULAR_SUBREDDITS.findIndex((record) => record.name === query.after);
				// Like Reddit, an unknown cursor is not an error, just an empty listing.
				start = index < 0 ? POPULAR_SUBREDDITS.length : index + 1;
			}
			const page = POPULAR_SUBREDDITS.slice(start, start + query.limit);
			const more = page.length > 0 && start + page.length < POPULAR_SUBREDDITS.length;
			return {
				subreddits: page.map((record) => ({ ...record })),
				pagination: {
					after: more ? page[page.length - 1].name : null,
					before: start > 0 && page.length > 0 ? page[0].name : null,
					count: page.length,
					limit: query.limit,
				},
			};
		},
	}),
];
