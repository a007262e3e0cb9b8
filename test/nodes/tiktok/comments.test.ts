/**
 * TikTok > Comment > Get Replies: the replies to a comment, paged by TikTok's cursor to the end and stopped by Limit,
 * with the comment and its video read from an incoming Get Comments item by default; bad input refused before any request.
 */
import { comment, REPLY_COUNT, UNKNOWN_VIDEO_ID, VIDEO_ID } from '../../emulator/fixtures/tiktok/videos';
import { USERNAME } from '../../emulator/fixtures/tiktok/users';
import { byId, byUrl, field, mapped, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getReplies = operation('comments', 'getReplies');
const COMMENT = comment(VIDEO_ID, 0);
const path = `/v1/tiktok/comments/${COMMENT.id}/replies`;

describe('TikTok > Comment > Get Replies', () => {
	test('by default from the incoming comment (its id and aweme_id): Return All, 50 a request, to the end', async () => {
		const { items, error } = await run(getReplies({ returnAll: true }), { items: [COMMENT] });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path, query: { video_id: VIDEO_ID, count: '50' } },
			{ path, query: { video_id: VIDEO_ID, count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: REPLY_COUNT }, (_, index) => comment(VIDEO_ID, index, COMMENT.id).id));
		expect(items[0].json).toMatchObject({ parent_comment_id: COMMENT.id, aweme_id: VIDEO_ID });
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([8, 8]);
	});

	test('Limit 30 asks for 30 in one request; the video given by URL', async () => {
		const { items } = await run(
			getReplies({ comment_id: COMMENT.id, video_id: byUrl(`https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}`), limit: 30 }),
		);
		expect(requests()).toEqual([{ path, query: { video_id: VIDEO_ID, count: '30' } }]);
		expect(items).toHaveLength(30);
	});

	test('a comment without replies gives no items, in one request', async () => {
		const { items, error } = await run(getReplies({ comment_id: comment(VIDEO_ID, 1).id, video_id: byId(VIDEO_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(0);
		expect(requests()).toHaveLength(1);
	});

	test('an unknown video is a 404', async () => {
		const { error } = await run(getReplies({ comment_id: COMMENT.id, video_id: byId(UNKNOWN_VIDEO_ID), returnAll: true }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['a comment ID with letters', { comment_id: 'abc123', video_id: byId(VIDEO_ID) }, 'Comment ID must be a numeric TikTok comment ID'],
		['a video share link', { comment_id: COMMENT.id, video_id: byUrl('https://vm.tiktok.com/ZMabc123/') }, 'Video must be'],
		['a video ID with letters, from an expression', { comment_id: COMMENT.id, video_id: mapped('x7430') }, 'Video must be'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(getReplies({ ...parameters, returnAll: true }), message);
	});
});
