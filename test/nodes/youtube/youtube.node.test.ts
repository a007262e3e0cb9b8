/**
 * YouTube video details for many videos: Video > Get Many (the POST batch endpoint, up to 50 videos a request), and
 * Video > Get run on many input items, which the node serves through that batch by itself while every item keeps
 * its own video, pairing, not-found and bad-input outcome.
 */
import type { INodeParameters } from 'n8n-workflow';

import { allVideos } from '../../emulator/fixtures/youtube/catalog';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite({ keys: { sb_test_key: 100_000 } });
const NODE = 'scrapeBadgerYouTube';
const BATCH = '/v1/youtube/videos/batch';
const IDS = allVideos().map((video) => video.video_id);
const UNKNOWN = 'zzzzzzzzzzz';

const sent = () => suite.emulator.requests.map(({ method, path, query, body }) => ({ method, path, query, body }));
const charged = () => suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0);
const getVideo = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'video',
	operation: 'get',
	video_id: '={{ $json.video }}',
	...extra,
});

describe('YouTube > Video > Get Many', () => {
	test('IDs and URLs in one POST, repeats sent once, one item per video, 10 credits a video', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: {
				resource: 'video',
				operation: 'getMany',
				video_ids: `${IDS[0]}, https://youtu.be/${IDS[1]}?si=x\n${IDS[2]},${IDS[0]}`,
				options: { gl: 'GB' },
			},
		});
		expect(error).toBeUndefined();
		expect(sent()).toEqual([{ method: 'POST', path: BATCH, query: {}, body: { video_ids: IDS.slice(0, 3), gl: 'GB' } }]);
		expect(items.map((item) => item.json.video_id)).toEqual(IDS.slice(0, 3));
		expect(charged()).toBe(30);
	});

	test('60 videos go in two requests of 50 and 10, in order', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'video', operation: 'getMany', video_ids: IDS.slice(0, 60).join(',') } });
		expect(sent().map((request) => (request.body as { video_ids: string[] }).video_ids)).toEqual([IDS.slice(0, 50), IDS.slice(50, 60)]);
		expect(items.map((item) => item.json.video_id)).toEqual(IDS.slice(0, 60));
	});

	test('a video not found gives no item and costs nothing', async () => {
		const { items } = await suite.run({ node: NODE, parameters: { resource: 'video', operation: 'getMany', video_ids: `${IDS[0]},${UNKNOWN}` } });
		expect(items.map((item) => item.json.video_id)).toEqual([IDS[0]]);
		expect(charged()).toBe(10);
	});

	test('a Credit Budget below what a request could cost stops before it (10 a video)', async () => {
		const { items, run } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getMany', video_ids: IDS.slice(0, 3).join(','), requestOptions: { creditBudget: 29 } },
		});
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(0);
		expect(JSON.stringify(run.data.resultData.runData)).toContain('Stopped at the credit budget of 29');
	});
});

describe('YouTube > Video > Get on many input items', () => {
	test('three items: one batch request, each item its own video, paired to it, 30 credits', async () => {
		const input = [{ video: IDS[3] }, { video: `https://www.youtube.com/watch?v=${IDS[4]}` }, { video: IDS[5] }];
		const { items, error } = await suite.run({ node: NODE, parameters: getVideo(), items: input });
		expect(error).toBeUndefined();
		expect(sent()).toEqual([{ method: 'POST', path: BATCH, query: {}, body: { video_ids: IDS.slice(3, 6) } }]);
		expect(items.map((item) => [item.json.video_id, item.pairedItem])).toEqual([
			[IDS[3], { item: 0 }],
			[IDS[4], { item: 1 }],
			[IDS[5], { item: 2 }],
		]);
		expect(items[0].json).toMatchObject({ title: expect.any(String), channel_id: expect.any(String) });
		expect(charged()).toBe(30);
	});

	test('120 items asking for 60 videos take two requests (50 and 10) instead of 120, and items asking for one video share it', async () => {
		const videos = [...IDS.slice(0, 60), ...IDS.slice(0, 60)].map((video) => ({ video }));
		const { items } = await suite.run({ node: NODE, parameters: getVideo(), items: videos });
		expect(sent().map((request) => (request.body as { video_ids: string[] }).video_ids.length)).toEqual([50, 10]);
		expect(items).toHaveLength(120);
		expect(items[60].json.video_id).toBe(IDS[0]);
		expect(items[60].pairedItem).toEqual({ item: 60 });
	});

	test('a video not found and a bad ID fail only their own items, in order, with Continue On Fail', async () => {
		const input = [{ video: IDS[0] }, { video: 'not a video' }, { video: UNKNOWN }, { video: IDS[1] }];
		const { items } = await suite.run({ node: NODE, parameters: getVideo(), items: input, continueOnFail: true });
		expect(items.map((item) => item.json.video_id ?? item.json.code)).toEqual([IDS[0], 'invalid_input', 'not_found', IDS[1]]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }, { item: 3 }]);
		expect(items[2].json).toMatchObject({ httpStatus: 404, creditsCharged: 0 });
		expect(sent()).toEqual([{ method: 'POST', path: BATCH, query: {}, body: { video_ids: [IDS[0], UNKNOWN, IDS[1]] } }]);
		expect(charged()).toBe(20);
	});

	test('items asking in another country go in their own group; a lone one is a plain GET', async () => {
		const input = [{ video: IDS[0] }, { video: IDS[1], gl: 'DE' }, { video: IDS[2] }];
		const { items } = await suite.run({ node: NODE, parameters: getVideo({ options: { gl: '={{ $json.gl ?? "US" }}' } }), items: input });
		expect(items.map((item) => item.json.video_id)).toEqual([IDS[0], IDS[1], IDS[2]]);
		expect(sent()).toEqual([
			{ method: 'POST', path: BATCH, query: {}, body: { video_ids: [IDS[0], IDS[2]], gl: 'US' } },
			{ method: 'GET', path: `/v1/youtube/videos/${IDS[1]}`, query: { gl: 'DE' }, body: undefined },
		]);
	});

	test('Include Metadata says what each item cost and that it shared a batch', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: getVideo({ requestOptions: { includeMeta: true } }),
			items: [{ video: IDS[0] }, { video: IDS[1] }],
		});
		expect(items.map((item) => item.json._meta)).toEqual([
			{ creditsUsed: 10, requests: 1, resumeAt: null, batchedWith: 2 },
			{ creditsUsed: 10, requests: 1, resumeAt: null, batchedWith: 2 },
		]);
	});

	test('a failing batch fails each of its items with the service error, and nothing is charged', async () => {
		suite.emulator.injectFault({ kind: 'status', status: 502, path: BATCH, times: 10 });
		const { items } = await suite.run({
			node: NODE,
			parameters: getVideo({ requestOptions: { maxAttempts: 1 } }),
			items: [{ video: IDS[0] }, { video: IDS[1] }],
			continueOnFail: true,
		});
		expect(items.map((item) => [item.json.code, item.json.httpStatus, item.pairedItem])).toEqual([
			['upstream_failure', 502, { item: 0 }],
			['upstream_failure', 502, { item: 1 }],
		]);
		expect(charged()).toBe(0);
	});

	test('two items asking for one video: each its own object, and the video charged once (10 + 0)', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: getVideo({ requestOptions: { includeMeta: true } }),
			items: [{ video: IDS[0] }, { video: IDS[0] }, { video: IDS[1] }],
		});
		expect(items).toHaveLength(3);
		expect(items[0].json).not.toBe(items[1].json);
		expect(items[0].json._meta).not.toBe(items[1].json._meta);
		expect(items.map((item) => (item.json._meta as { creditsUsed: number }).creditsUsed)).toEqual([10, 0, 10]);
		const reported = items.reduce((sum, item) => sum + (item.json._meta as { creditsUsed: number }).creditsUsed, 0);
		expect(reported).toBe(charged());
	});

	test('an ID missing from an answered batch is not found, whatever another batch met', async () => {
		// 50 IDs in the first batch (one unknown), 5 in the second, which fails.
		const first = [...IDS.slice(0, 49), UNKNOWN];
		const second = IDS.slice(49, 54);
		suite.emulator.injectFault({ kind: 'status', status: 502, path: BATCH, skip: 1, times: 10 });
		const { items } = await suite.run({
			node: NODE,
			parameters: getVideo({ requestOptions: { maxAttempts: 1 } }),
			items: [...first, ...second].map((video) => ({ video })),
			continueOnFail: true,
		});
		expect(items).toHaveLength(55);
		expect(items[49].json).toMatchObject({ code: 'not_found', httpStatus: 404 });
		expect(items.slice(50).map((item) => item.json.code)).toEqual(Array(5).fill('upstream_failure'));
		expect(items.slice(0, 49).map((item) => item.json.video_id)).toEqual(IDS.slice(0, 49));
	});

	test('a Base URL that is no http(s) address fails each item under Continue On Fail, as a lone Get does', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: getVideo(),
			items: [{ video: IDS[0] }, { video: IDS[1] }],
			continueOnFail: true,
			baseUrl: 'ftp://example.com',
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [String(item.json.error), item.pairedItem])).toEqual([
			[expect.stringContaining('Base URL'), { item: 0 }],
			[expect.stringContaining('Base URL'), { item: 1 }],
		]);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});
