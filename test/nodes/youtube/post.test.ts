/** YouTube > Community Post through n8n-core against the emulator: a post and its comments. */
import type { INodeParameters } from 'n8n-workflow';

import { FEATURED_POST, MAIN_CHANNEL } from '../../emulator/fixtures/youtube/catalog';
import { byUrl, NODE, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();

describe('YouTube > Community Post', () => {
	test('Get: by post URL, one item', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'post', operation: 'get', post_id: byUrl(FEATURED_POST.post_url) } });
		expect(requests()).toEqual([{ path: `/v1/youtube/posts/${FEATURED_POST.post_id}`, query: {} }]);
		expect(items[0].json).toMatchObject({ post_id: FEATURED_POST.post_id, channel_id: MAIN_CHANNEL.channel_id });
	});

	test('Get Comments: a community-tab link with lb=, Return All over two pages, one item per comment', async () => {
		const url = `https://www.youtube.com/channel/${MAIN_CHANNEL.channel_id}/community?lb=${FEATURED_POST.post_id}`;
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'post', operation: 'getComments', post_id: byUrl(url), returnAll: true } });
		expect(items.map((item) => item.json.comment_id)).toEqual(FEATURED_POST.comments.map((comment) => comment.comment_id));
		expect(requests()).toHaveLength(2);
		expect(items[0].json).toMatchObject({ post_id: FEATURED_POST.post_id, author: expect.any(String), text: expect.any(String) });
	});

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			['a channel URL as a post', { resource: 'post', operation: 'get', post_id: byUrl('https://www.youtube.com/@HearthAndLoaf') }, 'Post must be'],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});
