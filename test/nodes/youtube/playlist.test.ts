import type { INodeParameterResourceLocator, INodeParameters, NodeParameterValueType } from 'n8n-workflow';

import { LONG_MIX, LONG_PLAYLIST, SHORT_PLAYLIST, YOUTUBE_PLAYLISTS } from '../../emulator/fixtures/youtube/playlists';
import { GAPPY_VIDEO, SOURDOUGH_VIDEO, srtOf, UNCAPTIONED_VIDEO, vttOf, YOUTUBE_VIDEOS } from '../../emulator/fixtures/youtube/videos';
import { nodeSuite } from '../../harness/suite';

const suite = nodeSuite();
const NODE = 'scrapeBadgerYouTube';

const byUrl = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'url', value });
const byId = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value });
const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const videosOf = (listId: string) => YOUTUBE_PLAYLISTS.find((list) => list.playlist_id === listId)!.videos;
const videoIds = (items: Array<{ json: Record<string, unknown> }>) => items.map((item) => item.json.video_id);

/** The token the first page of a list hands out, read the way a user would: from the node's own output. */
async function firstContinuation(listId: string): Promise<string> {
	const { items } = await suite.run({
		node: NODE,
		parameters: { resource: 'playlist', operation: 'get', playlist_id: byId(listId) },
	});
	suite.emulator.reset();
	return items[0].json.continuation as string;
}

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

describe('YouTube > Playlist', () => {
	const playlist = (operation: string, list: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'playlist',
		operation,
		playlist_id: list,
		...extra,
	});
	const PLAYLIST_PATH = `/v1/youtube/playlists/${LONG_PLAYLIST}`;
	const ITEMS_PATH = `${PLAYLIST_PATH}/items`;

	test('Get: the playlist itself as one item, Country and Interface Language sent as gl and hl', async () => {
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('get', byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`), {
				options: { gl: 'DE', hl: 'de-DE' },
			}),
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: { gl: 'DE', hl: 'de-DE' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			playlist_id: LONG_PLAYLIST,
			title: 'Weeknight Dinners: Every Recipe',
			video_count: 230,
			is_mix: false,
			continuation: expect.any(String),
		});
		expect(items[0].json.videos).toHaveLength(100);
	});

	test('Get with Simplify: flat metadata without the nested videos; null fields stay null', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('get', byId(SHORT_PLAYLIST), { simplify: true }),
		});
		expect(items[0].json).toEqual({
			playlist_id: SHORT_PLAYLIST,
			title: 'Knife Skills',
			description: null,
			playlist_url: `https://www.youtube.com/playlist?list=${SHORT_PLAYLIST}`,
			video_count: 7,
			view_count: null,
			// The docs' playlist has no update text and names its channel by ID and name only.
			last_updated_text: null,
			channel_id: expect.any(String),
			channel_name: 'Crumb & Crust',
			channel_url: null,
			channel_is_verified: false,
			privacy_status: 'UNLISTED',
			is_mix: false,
			thumbnail: expect.stringMatching(/^https:\/\/i\.ytimg\.com\/vi\/.+\/hqdefault\.jpg$/),
			scraped_at: expect.any(String),
		});
	});

	test.each([
		['playlist page', `https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`],
		['video played in the playlist, with index and timestamp', `https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_PLAYLIST}&index=4&t=1m2s`],
		['share link in the playlist', `https://youtu.be/${SOURDOUGH_VIDEO}?list=${LONG_PLAYLIST}`],
		['mobile', `https://m.youtube.com/playlist?list=${LONG_PLAYLIST}&si=abc`],
		['YouTube Music', `https://music.youtube.com/playlist?list=${LONG_PLAYLIST}`],
		['embedded list', `https://www.youtube.com/embed/videoseries?list=${LONG_PLAYLIST}`],
		['no scheme', `youtube.com/playlist?list=${LONG_PLAYLIST}`],
	])('By URL, %s: calls the playlist ID path', async (_label, url) => {
		const { error } = await suite.run({ node: NODE, parameters: playlist('get', byUrl(url)) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: {} }]);
	});

	test('Get Videos, Limit within the first page: one request, one item per video, in order', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 30 }) });
		expect(requests()).toEqual([{ path: PLAYLIST_PATH, query: {} }]);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).slice(0, 30).map((video) => video.video_id));
		expect(items[0].json).toMatchObject({ position: 1, is_playable: true, channel_name: expect.any(String) });
	});

	test('Get Videos, Limit equal to the first page makes no second request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 100 }) });
		expect(items).toHaveLength(100);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Get Videos, Limit 150 follows one continuation and stops there', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 150 }) });
		expect(requests()).toEqual([
			{ path: PLAYLIST_PATH, query: {} },
			{ path: ITEMS_PATH, query: { continuation: token } },
		]);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).slice(0, 150).map((video) => video.video_id));
	});

	test('Get Videos, Return All: the playlist call, then /items until continuation is null; 230 videos, 15 credits', async () => {
		const before = suite.emulator.credits('sb_test_key');
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`), {
				returnAll: true,
				options: { gl: 'GB', hl: 'en-GB' },
			}),
		});
		expect(error).toBeUndefined();
		const log = requests();
		expect(log.map((request) => request.path)).toEqual([PLAYLIST_PATH, ITEMS_PATH, ITEMS_PATH]);
		expect(log[0].query).toEqual({ gl: 'GB', hl: 'en-GB' });
		expect(Object.keys(log[1].query)).toEqual(['continuation']);
		expect(log[1].query.continuation).not.toBe(log[2].query.continuation);
		expect(videoIds(items)).toEqual(videosOf(LONG_PLAYLIST).map((video) => video.video_id));
		expect(items.map((item) => item.json.position)).toEqual(Array.from({ length: 230 }, (_, index) => index + 1));
		expect(before - suite.emulator.credits('sb_test_key')).toBe(15);
	});

	test('Get Videos on a one-page playlist makes one request even with Return All', async () => {
		const { items } = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(SHORT_PLAYLIST), { returnAll: true }) });
		expect(items).toHaveLength(7);
		expect(suite.emulator.requests).toHaveLength(1);
	});

	test('Get Videos with Simplify: flat rows; a private video keeps its nulls', async () => {
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { limit: 41, simplify: true }),
		});
		const first = videosOf(LONG_PLAYLIST)[0];
		expect(items[0].json).toEqual({
			position: 1,
			video_id: first.video_id,
			title: first.title,
			url: first.url,
			duration: first.duration,
			length_seconds: first.length_seconds,
			channel_name: first.channel_name,
			// A playlist's videos name their channel by name only, with no time text or thumbnail (docs: playlist).
			channel_id: null,
			view_count: first.view_count,
			published_time_text: null,
			is_playable: true,
			thumbnail: null,
		});
		expect(items[40].json).toMatchObject({
			position: 41,
			title: '[Private video]',
			duration: null,
			length_seconds: null,
			channel_name: null,
			view_count: null,
			is_playable: false,
			thumbnail: null,
		});
		expect(Object.values(items[0].json).every((value) => value === null || typeof value !== 'object')).toBe(true);
	});

	test('a repeated continuation token stops the run with a clear message, keeping the videos fetched', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		const loopingPage = { playlist_id: LONG_PLAYLIST, items: videosOf(LONG_PLAYLIST).slice(100, 102), continuation: token };
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 200, body: loopingPage, times: 3 });
		const { items, error } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }),
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(suite.emulator.requests).toHaveLength(2);
		expect(items).toHaveLength(103);
		expect(items[102].json).toMatchObject({
			error: 'ScrapeBadger returned the same "continuation" token twice, so paging stopped to avoid a loop',
			description: expect.stringContaining('102 records had been fetched before this failure'),
		});

		suite.emulator.reset();
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 200, body: loopingPage, times: 3 });
		const failed = await suite.run({ node: NODE, parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }) });
		expect(failed.error?.message).toContain('same "continuation" token twice');
	});

	test('running out of credits on a later page keeps the first page and names the token to resume from', async () => {
		const token = await firstContinuation(LONG_PLAYLIST);
		suite.emulator.injectFault({ path: ITEMS_PATH, kind: 'status', status: 402, body: { detail: 'Insufficient credits' } });
		const { items } = await suite.run({
			node: NODE,
			parameters: playlist('getVideos', byId(LONG_PLAYLIST), { returnAll: true }),
			continueOnFail: true,
		});
		expect(items).toHaveLength(101);
		expect(items[100].json).toMatchObject({
			httpStatus: 402,
			description: expect.stringContaining(`Paging stopped at continuation = ${JSON.stringify(token)}`),
		});
	});

	describe('Get Items Page', () => {
		test('one page from a continuation token, as one item with the next token', async () => {
			const token = await firstContinuation(LONG_PLAYLIST);
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }),
			});
			expect(requests()).toEqual([{ path: ITEMS_PATH, query: { continuation: token } }]);
			expect(items).toHaveLength(1);
			expect(items[0].json.playlist_id).toBe(LONG_PLAYLIST);
			expect((items[0].json.items as Array<{ video_id: string }>).map((video) => video.video_id)).toEqual(
				videosOf(LONG_PLAYLIST).slice(100, 200).map((video) => video.video_id),
			);
			expect(items[0].json.continuation).toEqual(expect.any(String));
		});

		test('paging by hand to the last page, which has a null continuation', async () => {
			let token = await firstContinuation(LONG_PLAYLIST);
			const seen: string[] = [];
			for (let page = 0; page < 2; page++) {
				const { items } = await suite.run({
					node: NODE,
					parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token, itemsOutput: 'videos' }),
				});
				seen.push(...(videoIds(items) as string[]));
				if (page === 0) {
					const next = await suite.run({
						node: NODE,
						parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }),
					});
					token = next.items[0].json.continuation as string;
				}
			}
			expect(seen).toEqual(videosOf(LONG_PLAYLIST).slice(100).map((video) => video.video_id));
			const last = await suite.run({ node: NODE, parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token }) });
			expect(last.items[0].json.continuation).toBeNull();
		});

		test('One Item per Video with Simplify gives flat rows', async () => {
			const token = await firstContinuation(LONG_PLAYLIST);
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byId(LONG_PLAYLIST), { continuation: token, itemsOutput: 'videos', simplify: true }),
			});
			expect(items).toHaveLength(100);
			expect(items[0].json).toMatchObject({ position: 101, video_id: videosOf(LONG_PLAYLIST)[100].video_id });
			expect(items[0].json).not.toHaveProperty('thumbnails');
		});

		test("a mix's token is paged on the playlist items path with the mix ID", async () => {
			const { items: mix } = await suite.run({ node: NODE, parameters: { resource: 'mix', operation: 'get', mix_id: byId(LONG_MIX) } });
			suite.emulator.reset();
			const token = mix[0].json.continuation as string;
			const { items } = await suite.run({
				node: NODE,
				parameters: playlist('getItemsPage', byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`), {
					continuation: token,
					itemsOutput: 'videos',
				}),
			});
			expect(requests()).toEqual([{ path: `/v1/youtube/playlists/${LONG_MIX}/items`, query: { continuation: token } }]);
			expect(videoIds(items)).toEqual(videosOf(LONG_MIX).slice(100, 200).map((video) => video.video_id));
		});
	});
});

describe('YouTube > Mix', () => {
	const mix = (operation: string, id: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'mix',
		operation,
		mix_id: id,
		...extra,
	});
	const MIX_PATH = `/v1/youtube/mixes/${LONG_MIX}`;
	const MIX_ITEMS_PATH = `/v1/youtube/playlists/${LONG_MIX}/items`;

	test.each([
		['ID', byId(LONG_MIX)],
		['watch URL in the mix', byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}&start_radio=1`)],
		['YouTube Music URL', byUrl(`https://music.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`)],
	])('Get by %s: one item with is_mix true', async (_label, id) => {
		const { items, error } = await suite.run({ node: NODE, parameters: mix('get', id) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: MIX_PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ playlist_id: LONG_MIX, is_mix: true, channel_name: null, privacy_status: null });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Get Videos, Return All: the mix call, then the playlist items path with the mix ID until the end', async () => {
		const { items } = await suite.run({ node: NODE, parameters: mix('getVideos', byId(LONG_MIX), { returnAll: true }) });
		expect(requests().map((request) => request.path)).toEqual([MIX_PATH, MIX_ITEMS_PATH, MIX_ITEMS_PATH]);
		expect(videoIds(items)).toEqual(videosOf(LONG_MIX).map((video) => video.video_id));
	});

	test('Get Videos, Limit 200 stops after the second page with no third request', async () => {
		const { items } = await suite.run({ node: NODE, parameters: mix('getVideos', byId(LONG_MIX), { limit: 200 }) });
		expect(items).toHaveLength(200);
		expect(requests().map((request) => request.path)).toEqual([MIX_PATH, MIX_ITEMS_PATH]);
	});
});

describe('bad input is refused before any request', () => {
	const transcript = (video: NodeParameterValueType, extra: INodeParameters = {}) => ({
		resource: 'video',
		operation: 'getTranscript',
		video_id: video,
		...extra,
	});

	test.each([
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
		[
			'a playlist URL without list=',
			{ resource: 'playlist', operation: 'getVideos', playlist_id: byUrl('https://www.youtube.com/playlist?foo=bar') },
			'Playlist must be a YouTube URL with a list= parameter',
		],
		[
			'a mix ID in the playlist field',
			{ resource: 'playlist', operation: 'get', playlist_id: byUrl(`https://www.youtube.com/watch?v=${SOURDOUGH_VIDEO}&list=${LONG_MIX}`) },
			'mix IDs starting with RD go under Mix',
		],
		[
			'a lower-case country',
			{ resource: 'playlist', operation: 'get', playlist_id: byId(LONG_PLAYLIST), options: { gl: 'us' } },
			'Country must be a two-letter country code in capitals',
		],
		[
			'an interface language with spaces',
			{ resource: 'playlist', operation: 'get', playlist_id: byId(LONG_PLAYLIST), options: { hl: 'en us' } },
			'Interface Language must be a BCP-47 language tag',
		],
		[
			'a playlist in the mix field',
			{ resource: 'mix', operation: 'get', mix_id: byUrl(`https://www.youtube.com/playlist?list=${LONG_PLAYLIST}`) },
			'Mix must be a YouTube URL with a list=RD',
		],
		[
			'Limit 0',
			{ resource: 'mix', operation: 'getVideos', mix_id: byId(LONG_MIX), limit: 0 },
			'Limit must be a whole number of at least 1, got 0',
		],
		[
			'an empty continuation token from an expression',
			{ resource: 'playlist', operation: 'getItemsPage', playlist_id: byId(LONG_PLAYLIST), continuation: '={{ $json.next }}' },
			'Continuation Token is required',
		],
		[
			'a continuation token with spaces',
			{ resource: 'playlist', operation: 'getItemsPage', playlist_id: byId(LONG_PLAYLIST), continuation: 'abc def' },
			'Continuation Token must be a continuation token without spaces',
		],
	])('%s', async (_label, parameters, message) => {
		await suite.expectRefused({ node: NODE, parameters }, message);
	});
});
