/**
 * YouTube > Video through n8n-core against the emulator: details (10 credits), many at once (Get Many's POST batch, and
 * Get run on many input items, which the node serves through that batch by itself while every item keeps its own
 * video, pairing, not-found and bad-input outcome), the transcript (as a record, segments or subtitle files) and its
 * caption tracks, related videos, comments and their replies (run on the comment items), live chat, stream formats
 * and oEmbed.
 */
import type { INodeParameters, NodeParameterValueType } from 'n8n-workflow';

import { allVideos, chatOf, commentsOf, FEATURED_VIDEO, LIST_PAGE_SIZE, LIVE_VIDEO, relatedTo } from '../../emulator/fixtures/youtube/catalog';
import { LONG_PLAYLIST } from '../../emulator/fixtures/youtube/playlists';
import { GAPPY_VIDEO, SOURDOUGH_VIDEO, srtOf, UNCAPTIONED_VIDEO, vttOf, YOUTUBE_VIDEOS } from '../../emulator/fixtures/youtube/videos';
import { byId, byUrl, expectNotFound, NODE, youtubeSuite } from './support';

const { suite, requests } = youtubeSuite();
const VIDEO = FEATURED_VIDEO.video_id;
const BATCH = '/v1/youtube/videos/batch';
const IDS = allVideos().map((each) => each.video_id);
const UNKNOWN = 'zzzzzzzzzzz';

const sent = () => suite.emulator.requests.map(({ method, path, query, body }) => ({ method, path, query, body }));
const charged = () => suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0);
const video = (operation: string, extra: INodeParameters = {}): INodeParameters => ({
	resource: 'video',
	operation,
	video_id: byId(VIDEO),
	...extra,
});
const getVideo = (extra: INodeParameters = {}): INodeParameters => ({
	resource: 'video',
	operation: 'get',
	video_id: '={{ $json.video }}',
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

describe('YouTube > Video > Get Transcript', () => {
	const transcript = (video: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'video',
		operation: 'getTranscript',
		video_id: video,
		...extra,
	});

	test('whole record as one item, by default; no query when no option is set', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: transcript(byId(SOURDOUGH_VIDEO)) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			video_id: SOURDOUGH_VIDEO,
			language: 'en',
			type: 'manual',
			available_transcripts: [
				{ language: 'en', language_name: 'English', type: 'manual' },
				{ language: 'en', language_name: 'English (auto-generated)', type: 'asr' },
				{ language: 'es', language_name: 'Spanish', type: 'manual' },
			],
			srt: expect.stringMatching(/^1\n00:00:01,200 --> 00:00:04,600\n/),
			vtt: expect.stringMatching(/^WEBVTT\n/),
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Language and Track Type are sent as lang and type', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: transcript(byId(SOURDOUGH_VIDEO), { options: { lang: 'es', type: 'manual' } }),
		});
		expect(requests()).toEqual([
			{ path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`, query: { lang: 'es', type: 'manual' } },
		]);
		expect(items[0].json).toMatchObject({ language: 'es', language_name: 'Spanish' });
	});

	test('a language the video lacks falls back to the default track', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: transcript(byId(SOURDOUGH_VIDEO), { options: { lang: 'fr', type: 'asr' } }),
		});
		expect(requests()[0].query).toEqual({ lang: 'fr', type: 'asr' });
		expect(items[0].json).toMatchObject({ language: 'en', type: 'asr' });
	});

	test.each([
		['watch URL', `https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}`],
		['watch URL with a playlist, index and timestamp', `https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_PLAYLIST}&index=3&t=42s`],
		['watch URL with v= after other parameters', `https://youtube.com/watch?feature=share&v=${SOURDOUGH_VIDEO}`],
		['URL without a scheme', `youtube.com/watch?v=${SOURDOUGH_VIDEO}`],
		['share link', `https://youtu.be/${SOURDOUGH_VIDEO}`],
		['share link with si and t', `https://youtu.be/${SOURDOUGH_VIDEO}?si=AbCdEfGh12&t=90`],
		['Shorts', `https://www.youtube.com/shorts/${SOURDOUGH_VIDEO}?feature=share`],
		['embed', `https://www.youtube.com/embed/${SOURDOUGH_VIDEO}?start=10`],
		['privacy-enhanced embed', `https://www.youtube-nocookie.com/embed/${SOURDOUGH_VIDEO}`],
		['live', `https://www.youtube.com/live/${SOURDOUGH_VIDEO}?si=xyz`],
		['mobile site', `https://m.youtube.com/watch?v=${SOURDOUGH_VIDEO}&pp=ygUJc291cmRvdWdo`],
		['YouTube Music', `https://music.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=RDAMVM${SOURDOUGH_VIDEO}`],
		['upper-case host and http', `http://WWW.YOUTUBE.COM/watch?v=${SOURDOUGH_VIDEO}`],
	])('By URL, %s: calls the video ID path', async (_label, url) => {
		const { error } = await suite.run({ node: NODE, parameters: transcript(byUrl(url)) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`, query: {} }]);
	});

	test('an ID from an expression, in the By ID box or as a bare value (as an AI agent sends it), works', async () => {
		await suite.run({ node: NODE, parameters: transcript(byId('={{ $json.id }}')), items: [{ id: SOURDOUGH_VIDEO }] });
		await suite.run({ node: NODE, parameters: transcript('={{ $json.id }}'), items: [{ id: GAPPY_VIDEO }] });
		expect(requests().map((request) => request.path)).toEqual([
			`/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`,
			`/v1/youtube/videos/${GAPPY_VIDEO}/transcript`,
		]);
	});

	test('a URL from an expression in the By ID box still resolves to its ID', async () => {
		await suite.run({
			node: NODE,
			parameters: transcript(byId('={{ $json.link }}')),
			items: [{ link: `https://youtu.be/${SOURDOUGH_VIDEO}?t=5` }],
		});
		expect(requests().map((request) => request.path)).toEqual([`/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`]);
	});

	test('one item per segment, with times in ms and seconds, nulls kept and a missing end derived', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: transcript(byId(GAPPY_VIDEO), { transcriptOutput: 'segments' }),
		});
		const source = YOUTUBE_VIDEOS.find((video) => video.video_id === GAPPY_VIDEO)!.tracks[0].segments;
		expect(items).toHaveLength(source.length);
		expect(items.every((item) => JSON.stringify(item.pairedItem) === '{"item":0}')).toBe(true);
		expect(items.map((item) => item.json)).toEqual([
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 1, start_ms: 0, end_ms: 2500, duration_ms: 2500, start_seconds: 0, end_seconds: 2.5, start_time_text: '0:00', text: 'okay we are live' },
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 2, start_ms: 2500, end_ms: 5500, duration_ms: 3000, start_seconds: 2.5, end_seconds: 5.5, start_time_text: '0:02', text: 'first question is about chains' },
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 3, start_ms: 5500, end_ms: 9000, duration_ms: 3500, start_seconds: 5.5, end_seconds: 9, start_time_text: null, text: 'clean it before you oil it' },
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 4, start_ms: 9000, end_ms: 9400, duration_ms: 400, start_seconds: 9, end_seconds: 9.4, start_time_text: '0:09', text: null },
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 5, start_ms: null, end_ms: null, duration_ms: null, start_seconds: null, end_seconds: null, start_time_text: null, text: '[Music]' },
			{ video_id: GAPPY_VIDEO, language: 'en', type: 'asr', index: 6, start_ms: 3_725_250, end_ms: null, duration_ms: null, start_seconds: 3725.25, end_seconds: null, start_time_text: '1:02:05', text: 'thanks for watching' },
		]);
	});

	test.each([
		['srt', 'application/x-subrip', srtOf],
		['vtt', 'text/vtt', vttOf],
	] as const)('%s file: the service text as a binary file with its name and MIME type', async (format, mimeType, render) => {
		const { items } = await suite.run({
			node: NODE,
			parameters: transcript(byId(SOURDOUGH_VIDEO), { transcriptOutput: format, options: { lang: 'es' } }),
		});
		expect(items).toHaveLength(1);
		const [item] = items;
		expect(item.json).toEqual({
			video_id: SOURDOUGH_VIDEO,
			language: 'es',
			language_name: 'Spanish',
			type: 'manual',
			format,
			file_name: `${SOURDOUGH_VIDEO}.es.${format}`,
			segment_count: 3,
		});
		const file = item.binary!.data;
		expect(file).toMatchObject({ mimeType, fileName: `${SOURDOUGH_VIDEO}.es.${format}`, fileExtension: format });
		const spanish = YOUTUBE_VIDEOS.find((video) => video.video_id === SOURDOUGH_VIDEO)!.tracks[2];
		const text = Buffer.from(file.data, 'base64').toString('utf8');
		expect(text).toBe(render(spanish));
		expect(text).toContain('Hola a todos, bienvenidos de nuevo a la cocina.');
	});

	test.each<[string, INodeParameters, string]>([
		['an unknown video', { resource: 'video', operation: 'getTranscript', video_id: byId('zzzzzzzzzzz') }, 'Video not found'],
		['a video without captions', { resource: 'video', operation: 'getTranscript', video_id: byId(UNCAPTIONED_VIDEO) }, 'No transcript available'],
		['a video without an asr track', { resource: 'video', operation: 'getTranscript', video_id: byId('p7Hs_2-RmQw'), options: { type: 'manual' } }, 'No manual transcript'],
	])('404 for %s, with what the service said', async (_label, parameters, said) => {
		await expectNotFound(suite, parameters, said);
	});

	test('422 for a language tag the service finds too long, naming the field', async () => {
		const { error } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: byId(SOURDOUGH_VIDEO), options: { lang: 'en-aaaaaaaa-bbbbbbbb-cc' } },
		});
		expect(error?.message).toBe('ScrapeBadger refused the request parameters (422): lang: String should have at most 20 characters');
	});

	describe('bad input is refused before any request', () => {
		test.each<[string, INodeParameters, string]>([
			['a channel URL', transcript(byUrl('https://www.youtube.com/@WeeknightKitchen')), 'Video must be a YouTube video URL'],
			['a watch URL without v=', transcript(byUrl('https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')), 'Video must be'],
			['a v= of the wrong length', transcript(byUrl('https://www.youtube.com/watch?v=abc123')), 'an 11-character video ID'],
			['another site', transcript(byUrl(`https://vimeo.com/watch?v=${SOURDOUGH_VIDEO}`)), 'Video must be'],
			['a share link without an ID', transcript(byUrl('https://youtu.be/')), 'Video must be'],
			['an ID from an expression with a bad character', transcript('={{ "abc!def.ghi" }}'), 'got "abc!def.ghi"'],
			['an empty video from an expression', transcript(byUrl('={{ "" }}')), 'Video is required'],
			['a language with spaces', transcript(byId(SOURDOUGH_VIDEO), { options: { lang: 'en gb' } }), 'Language must be a language code such as en'],
			['an unknown track type', transcript(byId(SOURDOUGH_VIDEO), { options: { type: '={{ "human" }}' } }), 'Track Type must be one of manual, asr'],
			['an unknown output', transcript(byId(SOURDOUGH_VIDEO), { transcriptOutput: '={{ "pdf" }}' }), 'Output must be one of record, segments, srt, vtt'],
			['a binary field name with spaces', transcript(byId(SOURDOUGH_VIDEO), { transcriptOutput: 'srt', options: { binaryPropertyName: 'my file' } }), 'Put Output File in Field must be a field name'],
		])('%s', async (_label, parameters, message) => {
			await suite.expectRefused({ node: NODE, parameters }, message);
		});
	});
});

describe('YouTube > Video > List Caption Tracks', () => {
	const captions = (video: NodeParameterValueType) => ({ resource: 'video', operation: 'listCaptionTracks', video_id: video });

	test('one item per track, 2 credits', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: captions(byUrl(`https://m.youtube.com/shorts/${SOURDOUGH_VIDEO}`)),
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/captions`, query: {} }]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ language: 'en', type: 'manual', is_translatable: true, base_url: expect.stringContaining('lang=en') }),
			expect.objectContaining({ language: 'en', type: 'asr', language_name: 'English (auto-generated)' }),
			expect.objectContaining({ language: 'es', type: 'manual' }),
		]);
	});

	test('a track with null fields comes through as is', async () => {
		const { items } = await suite.run({ node: NODE, parameters: captions(byId(GAPPY_VIDEO)) });
		expect(items.map((item) => item.json)).toEqual([
			{
				language: 'en',
				language_name: null,
				type: 'asr',
				is_translatable: null,
				base_url: `https://www.youtube.com/api/timedtext?v=${GAPPY_VIDEO}&lang=en&kind=asr`,
			},
		]);
	});

	test('a video without captions gives no items and no error', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: captions(byId(UNCAPTIONED_VIDEO)) });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(suite.emulator.requests).toHaveLength(1);
	});
});

describe('YouTube > Video > Get Transcript: subtitle files the service left null', () => {
	test('Put Output File in Field names the binary field', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: {
				resource: 'video',
				operation: 'getTranscript',
				video_id: byId(SOURDOUGH_VIDEO),
				transcriptOutput: 'vtt',
				options: { binaryPropertyName: 'subtitles' },
			},
		});
		expect(Object.keys(items[0].binary!)).toEqual(['subtitles']);
		expect(items[0].binary!.subtitles).toMatchObject({ fileName: `${SOURDOUGH_VIDEO}.en.vtt`, mimeType: 'text/vtt' });
	});

	test('SRT and VTT are built from the timed segments, skipping segments that cannot be placed', async () => {
		const srt = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: byId(GAPPY_VIDEO), transcriptOutput: 'srt' },
		});
		const vtt = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: byId(GAPPY_VIDEO), transcriptOutput: 'vtt' },
		});
		const text = (result: typeof srt) => Buffer.from(result.items[0].binary!.data.data, 'base64').toString('utf8');
		expect(srt.items[0].binary!.data).toMatchObject({ fileName: `${GAPPY_VIDEO}.en.srt`, mimeType: 'application/x-subrip' });
		expect(text(srt)).toBe(
			[
				'1\n00:00:00,000 --> 00:00:02,500\nokay we are live\n',
				'2\n00:00:02,500 --> 00:00:05,500\nfirst question is about chains\n',
				'3\n00:00:05,500 --> 00:00:09,000\nclean it before you oil it\n',
				'4\n01:02:05,250 --> 01:02:05,250\nthanks for watching\n',
			].join('\n'),
		);
		expect(text(vtt)).toBe(
			'WEBVTT\n\n' +
				[
					'00:00:00.000 --> 00:00:02.500\nokay we are live\n',
					'00:00:02.500 --> 00:00:05.500\nfirst question is about chains\n',
					'00:00:05.500 --> 00:00:09.000\nclean it before you oil it\n',
					'01:02:05.250 --> 01:02:05.250\nthanks for watching\n',
				].join('\n'),
		);
	});

	test('a transcript with neither subtitle text nor segments fails with a clear message', async () => {
		const empty = { video_id: SOURDOUGH_VIDEO, language: 'en', segments: [], srt: null, vtt: null };
		suite.emulator.injectFault({ kind: 'status', status: 200, body: empty });
		const { error } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: byId(SOURDOUGH_VIDEO), transcriptOutput: 'srt' },
		});
		expect(error?.message).toContain(`The transcript of video ${SOURDOUGH_VIDEO} has no SRT text and no timed segments`);
	});

	test('as an error item it says what happened: answered and charged, no captions to make a file of, not bad input', async () => {
		const empty = { video_id: SOURDOUGH_VIDEO, language: 'en', segments: [], srt: null, vtt: null };
		suite.emulator.injectFault({ kind: 'status', status: 200, body: empty });
		const { items } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: byId(SOURDOUGH_VIDEO), transcriptOutput: 'vtt' },
			continueOnFail: true,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			code: 'no_data',
			retryable: false,
			creditsCharged: suite.emulator.requests[0].creditsCharged,
			description: expect.stringContaining('no captions in this language'),
		});
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
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
