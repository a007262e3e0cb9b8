/** reddit.records.ts on its own: Get Comments' flattening of a comment tree, whatever nesting the service answers with. */
import type { IDataObject } from 'n8n-workflow';

import { flattenComments } from '../../../nodes/Reddit/reddit.records';

describe('flattenComments: one row per comment, whatever nesting the service uses', () => {
	const comment = (id: string, extra: IDataObject = {}): IDataObject => ({ id, body: `text ${id}`, ...extra });

	test('Reddit listings (`replies: {data: {children: [{kind, data}]}}`), with "more" stubs skipped', () => {
		const listing = (...children: IDataObject[]) => ({ kind: 'Listing', data: { children } });
		const records = [
			{ kind: 't1', data: comment('a', { post_id: 't3_p', replies: listing({ kind: 't1', data: comment('b', { replies: '' }) }, { kind: 'more', data: { count: 4 } }) }) },
			{ kind: 'more', data: { count: 9 } },
		];
		expect(flattenComments(records).map(({ id, depth, parent_id, parent_comment_id, reply_count }) => ({ id, depth, parent_id, parent_comment_id, reply_count }))).toEqual([
			{ id: 'a', depth: 0, parent_id: 't3_p', parent_comment_id: null, reply_count: 1 },
			{ id: 'b', depth: 1, parent_id: 't1_a', parent_comment_id: 'a', reply_count: 0 },
		]);
	});

	test('a flat list that carries depth and parent_id keeps them', () => {
		const records = [comment('a', { depth: 0, parent_id: 't3_p' }), comment('b', { depth: 1, parent_id: 't1_a' }), comment('c', { depth: 2, parent_id: 't1_b' })];
		expect(flattenComments(records).map(({ depth, parent_comment_id }) => [depth, parent_comment_id])).toEqual([
			[0, null],
			[1, 'a'],
			[2, 'b'],
		]);
	});

	test('nested arrays without depth or parent get them from their place in the tree', () => {
		const records = [comment('a', { link_id: 't3_p', replies: [comment('b', { replies: [comment('c')] }), comment('d')] })];
		expect(flattenComments(records).map(({ id, depth, parent_id }) => [id, depth, parent_id])).toEqual([
			['a', 0, 't3_p'],
			['b', 1, 't1_a'],
			['c', 2, 't1_b'],
			['d', 1, 't1_a'],
		]);
	});
});
