import type { Fresh } from '../../live';
import { isoAt } from '../../live';
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

type Post = ReturnType<typeof data.post>;

/** A post just published (the monitoring run's growth): a pk above every fixture's, a shortcode of its own, taken now. */
const freshPost: Fresh<Post> = (template, serial, at) => {
	const pk = String(3500000000000000000n + BigInt(serial));
	const code = `CbadgerNw${String(serial).padStart(2, '0')}`;
	const takenUtc = Math.floor(at / 1000);
	return { ...template, pk, id: pk + template.id.slice(template.pk.length), code, taken_at: isoAt(takenUtc * 1000), taken_at_utc: takenUtc, caption_text: `New loaf ${serial}.`, url: `https://www.instagram.com/p/${code}/` };
};

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
		handle: ({ params, query, live }) => {
			knownUser(params.username);
			const from = offsetOf(query.cursor);
			// The account's posts, with the monitoring run's new ones at their head.
			const all = live.list(Array.from({ length: data.POST_COUNT }, (_, index) => data.post(index)), freshPost);
			const to = Math.min(all.length, from + query.amount);
			const items = all.slice(from, to);
			const hasMore = to < all.length;
			return { items, count: items.length, next_cursor: hasMore ? cursorFor(to) : null, has_more: hasMore };
		},
	}),
];
