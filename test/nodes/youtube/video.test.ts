/**
 * YouTube > Video beyond transcripts: details (10 credits), related videos, comments and their replies (run on
 * the comment items), live chat, stream formats and oEmbed, through n8n-core against the emulator.
 */
import type { INodeParameterResourceLocator, INodeParameters } from 'n8n-workflow';

import { chatOf, commentsOf, FEATURED_VIDEO, LIST_PAGE_SIZE, LIVE_VIDEO, relatedTo } from '../../emulator/fixtures/youtube/catalog';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerYouTube';
const VIDEO = FEATURED_VIDEO.video_id;

const byUrl = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'url', value });
const byId = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value });
const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const video = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'video',
	operation,
	video_id: byId(VIDEO),
	...extra,
});

describe('YouTube > Video > Get', () => {
	test('one item with the details, 10 credits, region and language sent when set', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: video('get', { options: { gl: 'GB', hl: 'en-GB' } }) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${VIDEO}`, query: { gl: 'GB', hl: 'en-GB' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ video_id: VIDEO, title: FEATURED_VIDEO.title, channel_id: FEATURED_VIDEO.channel_id });
		expect(suite.emulator.requests[0].creditsCharged).toBe(10);
	});

	test.each([
		['watch URL with a timestamp', `https://www.youtube.com/watch?v=${VIDEO}&t=42s`],
		['share link', `https://youtu.be/${VIDEO}?si=abc`],
		['Shorts URL', `https://www.youtube.com/shorts/${VIDEO}`],
	])('By URL, %s', async (_label, url) => {
		await suite.run({ node: NODE, parameters: video('get', { video_id: byUrl(url) }) });
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${VIDEO}`, query: {} }]);
	});

	test('Simplify: a flat row', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('get', { simplify: true }) });
		expect(items[0].json).toEqual(
			expect.objectContaining({ video_id: VIDEO, title: FEATURED_VIDEO.title, view_count: FEATURED_VIDEO.view_count, like_count: FEATURED_VIDEO.like_count }),
		);
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test("Simplify's is_live reads is_live_content, the only live flag of a video's details (docs: get-video)", async () => {
		const live = await suite.run({ node: NODE, parameters: video('get', { video_id: byId(LIVE_VIDEO.video_id), simplify: true }) });
		expect(live.items[0].json).toMatchObject({ video_id: LIVE_VIDEO.video_id, is_live: true });
		const recorded = await suite.run({ node: NODE, parameters: video('get', { simplify: true }) });
		expect(recorded.items[0].json.is_live).toBe(false);
	});

	test('an unknown video: 404, not billed', async () => {
		const { error } = await suite.run({ node: NODE, parameters: video('get', { video_id: byId('zzzzzzzzzzz') }) });
		expect(error?.message).toMatch(/not found/i);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});

describe('YouTube > Video > Get Related', () => {
	const related = relatedTo(VIDEO);

	test('Return All: every page, continuation sent back, stops on a null token', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getRelated', { returnAll: true }) });
		expect(items.map((item) => item.json.video_id)).toEqual(related.map((entry) => entry.video_id));
		expect(requests()).toHaveLength(Math.ceil(related.length / LIST_PAGE_SIZE));
		expect(requests()[0]).toEqual({ path: `/v1/youtube/videos/${VIDEO}/related`, query: {} });
		expect(requests()[1].query).toEqual({ continuation: expect.stringMatching(/^\S+$/) });
	});

	test('Limit within the first page: one request only', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getRelated', { limit: LIST_PAGE_SIZE }) });
		expect(items).toHaveLength(LIST_PAGE_SIZE);
		expect(requests()).toHaveLength(1);
	});
});

describe('YouTube > Video > Get Comments and Get Comment Replies', () => {
	const comments = commentsOf(VIDEO);

	test('one item per comment with what replies need; pages to the end', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getComments', { returnAll: true }) });
		expect(items).toHaveLength(comments.length);
		expect(requests()).toHaveLength(3);
		expect(requests()[0]).toEqual({ path: `/v1/youtube/videos/${VIDEO}/comments`, query: {} });
		expect(items[0].json).toMatchObject({
			comment_id: comments[0].comment_id,
			video_id: VIDEO,
			author: comments[0].author,
			text: comments[0].text,
			like_count: comments[0].like_count,
			reply_count: 14,
			replies_continuation: expect.any(String),
		});
		expect(items[1].json.replies_continuation).toBeNull();
	});

	test('Sort By Newest and Limit 12: two pages, the second not past what is needed', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getComments', { limit: 12, options: { sort_by: 'newest' } }) });
		expect(items.map((item) => item.json.comment_id)).toEqual([...comments].reverse().slice(0, 12).map((comment) => comment.comment_id));
		expect(requests().map((request) => request.query.sort_by)).toEqual(['newest', 'newest']);
	});

	test("each comment carries the video_id the service names once at the top of the page (docs: video-comments)", async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getComments', { returnAll: true }) });
		expect(items.length).toBeGreaterThan(LIST_PAGE_SIZE);
		expect(items.every((item) => item.json.video_id === VIDEO)).toBe(true);
	});

	test('Simplify: flat comment rows keep the replies token', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getComments', { limit: 2, simplify: true }) });
		expect(items[0].json).toEqual(
			expect.objectContaining({ comment_id: comments[0].comment_id, video_id: VIDEO, reply_count: 14, replies_continuation: expect.any(String) }),
		);
	});

	test('replies of every comment, run on all the comment items with the default fields: those without replies give nothing', async () => {
		const { items: commentItems } = await suite.run({ node: NODE, parameters: video('getComments', { returnAll: true }) });
		const all = commentItems.map((item) => item.json);
		const withReplies = all.filter((comment) => Number(comment.reply_count) > 0);
		expect(withReplies.length).toBeLessThan(all.length);
		suite.emulator.reset();
		const { items, error } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getCommentReplies', returnAll: true },
			items: all,
		});
		expect(error).toBeUndefined();
		const expected = comments.flatMap((comment) => comment.replies.map((reply) => reply.comment_id));
		expect(items.map((item) => item.json.comment_id)).toEqual(expected);
		expect(items.every((item) => item.json.is_reply === true)).toBe(true);
		// The 14 replies of the first comment take two pages; every other comment one.
		expect(requests()).toHaveLength(withReplies.length + 1);
		expect(requests()[0]).toEqual({
			path: `/v1/youtube/videos/${VIDEO}/comments/${comments[0].comment_id}/replies`,
			query: { continuation: withReplies[0].replies_continuation },
		});
		// Each reply is paired to the comment item it answers.
		const indexOf = (commentId: unknown) => all.findIndex((comment) => comment.comment_id === commentId);
		expect(items[0].pairedItem).toEqual({ item: indexOf(withReplies[0].comment_id) });
		expect(items[items.length - 1].pairedItem).toEqual({ item: indexOf(withReplies[withReplies.length - 1].comment_id) });
	});

	test('a comment without replies (null token) gives no items, no error and no request', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getCommentReplies' },
			items: [{ video_id: VIDEO, comment_id: comments[1].comment_id, replies_continuation: null }],
		});
		expect({ items, error, requests: suite.emulator.requests.length }).toEqual({ items: [], error: undefined, requests: 0 });
	});
});

describe('YouTube > Video > Get Live Chat', () => {
	test('the live chat, paged to the end', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getLiveChat', { video_id: byId(LIVE_VIDEO.video_id), returnAll: true }) });
		expect(items.map((item) => item.json.message_id)).toEqual(chatOf(LIVE_VIDEO.video_id, false).map((message) => message.message_id));
		expect(requests()).toHaveLength(3);
	});

	test('Replay is sent as replay=true', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getLiveChat', { returnAll: true, options: { replay: true } }) });
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${VIDEO}/live_chat`, query: { replay: 'true' } }]);
		expect(items).toHaveLength(chatOf(VIDEO, true).length);
	});
});

describe('YouTube > Video > Get Stream Formats and Get oEmbed', () => {
	test('stream formats: one item, 15 credits, client sent', async () => {
		const { items } = await suite.run({ node: NODE, parameters: video('getStreams', { options: { client: 'ANDROID' } }) });
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${VIDEO}/streams`, query: { client: 'ANDROID' } }]);
		expect(items[0].json).toMatchObject({ adaptive_formats: expect.any(Array), formats: expect.any(Array) });
		expect(suite.emulator.requests[0].creditsCharged).toBe(15);
	});

	test('oEmbed: the URL as given, 1 credit', async () => {
		const url = `https://youtu.be/${VIDEO}`;
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'video', operation: 'getOEmbed', url } });
		expect(requests()).toEqual([{ path: '/v1/youtube/oembed', query: { url } }]);
		expect(items[0].json).toMatchObject({ title: FEATURED_VIDEO.title, provider_name: 'YouTube' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});
});

describe('YouTube > Video: bad input is refused before any request', () => {
	test.each<[string, INodeParameters, string]>([
		['a channel URL as a video', video('get', { video_id: byUrl('https://www.youtube.com/@HearthAndLoaf') }), 'Video must be'],
		['an unknown comment sort', video('getComments', { options: { sort_by: '={{ "oldest" }}' } }), 'Sort By must be one of top, newest'],
		['a comment ID with spaces', { resource: 'video', operation: 'getCommentReplies', video_id: byId(VIDEO), comment_id: 'Ugx abc def ghi', continuation: 'abc' }, 'Comment ID must be'],
		['an unknown streams client', video('getStreams', { options: { client: '={{ "TV" }}' } }), 'Client must be one of IOS, ANDROID, WEB'],
		['an oEmbed URL of another site', { resource: 'video', operation: 'getOEmbed', url: 'https://vimeo.com/123' }, 'URL must be a YouTube URL'],
		['Limit 0 on related videos', video('getRelated', { limit: 0 }), 'Limit must be a whole number of at least 1'],
	])('%s', async (_label, parameters, message) => {
		await suite.expectRefused({ node: NODE, parameters }, message);
	});
});
