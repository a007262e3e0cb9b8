import * as data from '../../fixtures/instagram/users';
import { ApiError, defineRoute } from '../../route';

const USERNAME = { type: 'string', minLength: 1 } as const;

/** The emulator's only account; any other name is an account Instagram does not have. */
function knownUser(username: string) {
	if (username.toLowerCase() !== data.USERNAME) throw ApiError.notFound(`Instagram user '${username}' not found`);
}

/** Cursors are the offset of the page's first post, written as Instagram's opaque tokens are (base64). */
const cursorFor = (offset: number) => Buffer.from(`posts:${offset}`).toString('base64');
function offsetOf(cursor: string | null): number {
	if (cursor === null || cursor === '') return 0;
	const match = /^posts:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString());
	if (!match) throw new ApiError(400, { detail: 'Invalid cursor' });
	return Number(match[1]);
}

/** Every Instagram route, by resource. */
export const instagramRoutes = [
	defineRoute({
		path: '/v1/instagram/users/{username}',
		pathParams: { username: USERNAME },
		credits: 5,
		handle: ({ params }) => {
			knownUser(params.username);
			return { user: structuredClone(data.PROFILE) };
		},
	}),
	defineRoute({
		path: '/v1/instagram/users/{username}/posts',
		pathParams: { username: USERNAME },
		query: { amount: { type: 'integer', min: 1, max: 100, default: 20 }, cursor: { type: 'string' } },
		credits: 8,
		handle: ({ params, query }) => {
			knownUser(params.username);
			const from = offsetOf(query.cursor);
			const to = Math.min(data.POST_COUNT, from + query.amount);
			const items = Array.from({ length: Math.max(0, to - from) }, (_, offset) => data.post(from + offset));
			const hasMore = to < data.POST_COUNT;
			return { items, count: items.length, next_cursor: hasMore ? cursorFor(to) : null, has_more: hasMore };
		},
	}),
];
