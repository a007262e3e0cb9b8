/**
 * TikTok > Video: a video by every URL form TikTok shows and by numeric ID (a share link refused, naming the full URL);
 * its comments paged by TikTok's cursor to the end and stopped by Limit; related videos in one request of Max Results;
 * the transcript as one item, one item per caption track, timed segments or .srt/.vtt files of a track (its WebVTT file
 * read from TikTok's servers, here the emulator's, without the API key), or a .txt file; unknown videos a 404.
 */
import { USERNAME, video } from '../../emulator/fixtures/tiktok/users';
import {
	CAPTIONS,
	captionFile,
	captionPath,
	COMMENT_COUNT,
	comment,
	RELATED_COUNT,
	RELATED_USERNAME,
	SILENT_VIDEO_ID,
	UNKNOWN_VIDEO_ID,
	VIDEO_ID,
	VOICE_TO_TEXT,
} from '../../emulator/fixtures/tiktok/videos';
import { byId, byUrl, field, mapped, operation, tiktokSuite } from './support';

const { suite, run, requests, expectRefused } = tiktokSuite();
const getVideo = operation('videos', 'get');
const getComments = operation('videos', 'getComments');
const getRelated = operation('videos', 'getRelated');
const getTranscript = operation('videos', 'getTranscript');
const charged = () => suite.emulator.requests.map((request) => request.creditsCharged);

describe('TikTok > Video > Get', () => {
	test.each([
		['a bare numeric ID', byId(VIDEO_ID)],
		['a /v/ URL', byUrl(`https://www.tiktok.com/v/${VIDEO_ID}`)],
		['an m.tiktok.com /v/<id>.html URL', byUrl(`https://m.tiktok.com/v/${VIDEO_ID}.html`)],
		['an embed player URL', byUrl(`https://www.tiktok.com/embed/v2/${VIDEO_ID}`)],
		['a URL without its scheme, from an expression', mapped(`tiktok.com/v/${VIDEO_ID}`)],
	])('by %s: one request for the ID, no author sent, one item holding the video', async (_label, video_id) => {
		const { items, error } = await run(getVideo({ video_id }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: VIDEO_ID, create_time_at: video(USERNAME, 0).create_time_at });
		expect(charged()).toEqual([5]);
	});

	test('a /@name/video/<id> URL sends its author too, sparing the service a lookup', async () => {
		await run(getVideo({ video_id: byUrl(`https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}?is_from_webapp=1`) }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}`, query: { username: USERNAME } }]);
	});

	test('an author and a region set in Options go out as username and region', async () => {
		await run(getVideo({ video_id: byId(VIDEO_ID), options: { username: USERNAME, region: 'DE' } }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}`, query: { username: USERNAME, region: 'DE' } }]);
	});

	test('an unknown video is a 404 naming TikTok', async () => {
		const { error } = await run(getVideo({ video_id: byId(UNKNOWN_VIDEO_ID) }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['a vm.tiktok.com share link (the service documents no way to resolve it)', byUrl('https://vm.tiktok.com/ZMabc123/'), 'the full URL it leads to'],
		['a vt.tiktok.com share link', byUrl('https://vt.tiktok.com/ZSabc123/'), 'Video must be'],
		['a profile URL', byUrl(`https://www.tiktok.com/@${USERNAME}`), 'Video must be'],
		['another site', byUrl(`https://example.com/@${USERNAME}/video/${VIDEO_ID}`), 'Video must be'],
		['an ID with letters, from an expression', mapped('7430abc'), 'a numeric TikTok video ID'],
		['an empty video', mapped(''), 'Video is required'],
	])('refused before any request: %s', async (_label, video_id, message) => {
		await expectRefused(getVideo({ video_id }), message);
	});

	test('refused before any request: a URL of one author while Author names another', async () => {
		await expectRefused(
			getVideo({ video_id: byUrl(`https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}`), options: { username: 'someone.else' } }),
			`Video is a URL of ${USERNAME} but Author is someone.else`,
		);
	});
});

describe('TikTok > Video > Get Comments', () => {
	test('Return All: 50 a request, the cursor sent back, ending where has_more is false; one item per comment', async () => {
		const { items, error } = await run(getComments({ video_id: byUrl(`https://www.tiktok.com/@${USERNAME}/video/${VIDEO_ID}`), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/tiktok/videos/${VIDEO_ID}/comments`, query: { count: '50' } },
			{ path: `/v1/tiktok/videos/${VIDEO_ID}/comments`, query: { count: '50', cursor: '50' } },
		]);
		expect(field(items, 'id')).toEqual(Array.from({ length: COMMENT_COUNT }, (_, index) => comment(VIDEO_ID, index).id));
		expect(items[0].json).toMatchObject({ aweme_id: VIDEO_ID, create_time_at: comment(VIDEO_ID, 0).create_time_at });
		expect(charged()).toEqual([8, 8]);
	});

	test('Limit 55: 50, then the 5 left from cursor 50', async () => {
		const { items } = await run(getComments({ video_id: byId(VIDEO_ID), limit: 55 }));
		expect(requests().map((request) => [request.query.cursor, request.query.count])).toEqual([
			[undefined, '50'],
			['50', '5'],
		]);
		expect(items).toHaveLength(55);
	});

	test('a video without comments gives no items, in one request', async () => {
		const { items, error } = await run(getComments({ video_id: byId(SILENT_VIDEO_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(0);
		expect(requests()).toHaveLength(1);
	});

	test('an unknown video is a 404', async () => {
		const { error } = await run(getComments({ video_id: byId(UNKNOWN_VIDEO_ID), returnAll: true }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test('refused before any request: a share link', async () => {
		await expectRefused(getComments({ video_id: byUrl('https://vm.tiktok.com/ZMabc123/'), returnAll: true }), 'Video must be');
	});
});

describe('TikTok > Video > Get Related', () => {
	test('one request, 16 unless set, one item per video', async () => {
		const { items, error } = await run(getRelated({ video_id: byId(VIDEO_ID) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}/related`, query: {} }]);
		expect(field(items, 'id')).toEqual(Array.from({ length: 16 }, (_, index) => video(RELATED_USERNAME, index, 'related').id));
		expect(charged()).toEqual([8]);
	});

	test('Max Results 50 asks for 50 and gives what the service has', async () => {
		const { items } = await run(getRelated({ video_id: byId(VIDEO_ID), options: { count: 50 } }));
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}/related`, query: { count: '50' } }]);
		expect(items).toHaveLength(RELATED_COUNT);
	});

	test('refused before any request: Max Results above 50', async () => {
		await expectRefused(getRelated({ video_id: byId(VIDEO_ID), options: { count: 51 } }), 'Max Results');
	});

	test('an unknown video is a 404', async () => {
		const { error } = await run(getRelated({ video_id: byId(UNKNOWN_VIDEO_ID) }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});
});

describe('TikTok > Video > Get Transcript', () => {
	test('Whole Transcript: one item as the service gives it, 10 credits', async () => {
		const { items, error } = await run(getTranscript({ video_id: byId(VIDEO_ID) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/tiktok/videos/${VIDEO_ID}/transcript`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ video_id: VIDEO_ID, voice_to_text: VOICE_TO_TEXT, region: 'US' });
		expect(charged()).toEqual([10]);
	});

	test('One Item per Caption Track: each track with its video', async () => {
		const { items } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'tracks' }));
		expect(items.map((item) => item.json)).toEqual([
			{ video_id: VIDEO_ID, language: 'English', language_code: 'eng-US', source: 'ASR', format: 'webvtt', version: '1', url: `${suite.emulator.url}/_files${captionPath(VIDEO_ID, 'eng-US')}` },
			{ video_id: VIDEO_ID, language: 'Deutsch', language_code: 'deu-DE', source: 'MT', format: 'webvtt', version: '1', url: `${suite.emulator.url}/_files${captionPath(VIDEO_ID, 'deu-DE')}` },
		]);
	});

	/** The requests made, the transcript call and the caption file read, with whether each carried the API key. */
	const calls = () => suite.emulator.requests.map((request) => ({ path: request.path, key: request.headers['x-api-key'] !== undefined, credits: request.creditsCharged }));

	test('One Item per Segment: the first track\'s timed captions read from its WebVTT file (without the API key), 10 credits in all', async () => {
		const { items, error } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'segments' }));
		expect(error).toBeUndefined();
		expect(calls()).toEqual([
			{ path: `/v1/tiktok/videos/${VIDEO_ID}/transcript`, key: true, credits: 10 },
			{ path: `/_files${captionPath(VIDEO_ID, 'eng-US')}`, key: false, credits: 0 },
		]);
		expect(items.map((item) => item.json)).toEqual(
			CAPTIONS['eng-US'].map(([start, end, text], index) => ({
				video_id: VIDEO_ID,
				language_code: 'eng-US',
				source: 'ASR',
				index: index + 1,
				start_ms: start,
				end_ms: end,
				duration_ms: end - start,
				start_seconds: start / 1000,
				end_seconds: end / 1000,
				text,
			})),
		);
	});

	test('Caption Language picks a track by its code or the start of it, case aside', async () => {
		for (const language of ['deu-DE', 'DEU', 'deu-de']) {
			suite.emulator.reset();
			const { items } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'segments', options: { captionLanguage: language } }));
			expect(items.map((item) => item.json.text)).toEqual(CAPTIONS['deu-DE'].map(([, , text]) => text));
		}
	});

	test('SRT File: an .srt binary file built from the track\'s cues, in the field asked for', async () => {
		const { items } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'srt', options: { binaryPropertyName: 'subtitles' } }));
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ video_id: VIDEO_ID, language_code: 'eng-US', source: 'ASR', format: 'srt', file_name: `${VIDEO_ID}.eng-US.srt`, segment_count: 3 });
		const file = items[0].binary!.subtitles;
		expect(file).toMatchObject({ fileName: `${VIDEO_ID}.eng-US.srt`, mimeType: 'application/x-subrip' });
		expect(Buffer.from(file.data, 'base64').toString('utf8')).toBe(
			'1\n00:00:00,000 --> 00:00:01,800\ntoday we fold the dough\n\n2\n00:00:01,800 --> 00:00:03,400\nfour times\n\n3\n00:00:03,400 --> 00:00:06,250\nand let it rest overnight\n',
		);
	});

	test('WebVTT File: TikTok\'s own .vtt file of the track, as served', async () => {
		const { items } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'vtt', options: { captionLanguage: 'deu-DE' } }));
		const file = items[0].binary!.data;
		expect(file).toMatchObject({ fileName: `${VIDEO_ID}.deu-DE.vtt`, mimeType: 'text/vtt' });
		expect(Buffer.from(file.data, 'base64').toString('utf8')).toBe(captionFile(VIDEO_ID, 'deu-DE'));
	});

	test.each([
		['a language the video has no track in', VIDEO_ID, { captionLanguage: 'fra-FR' }, 'no caption track in fra-fr', 'Its caption languages: eng-US, deu-DE'],
		['a video without caption tracks', SILENT_VIDEO_ID, {}, 'has no caption tracks', 'Whole Transcript'],
	])('timed captions of %s: a clear error item, the transcript\'s 10 credits stated, no file read', async (_label, videoId, options, message, description) => {
		const { items } = await suite.run({
			node: 'scrapeBadgerTikTok',
			parameters: getTranscript({ video_id: byId(videoId), transcriptOutput: 'segments', options }),
			continueOnFail: true,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ code: 'no_data', creditsCharged: 10, error: expect.stringContaining(message), description: expect.stringContaining(description) });
		expect(suite.emulator.requests.filter((request) => request.path.startsWith('/_files'))).toEqual([]);
	});

	test('a caption file TikTok\'s servers no longer give (an expired link): an error naming the host and what to do, the 10 credits stated', async () => {
		suite.emulator.injectFault({ path: `/_files${captionPath(VIDEO_ID, 'eng-US')}`, kind: 'status', status: 403 });
		const { items } = await suite.run({
			node: 'scrapeBadgerTikTok',
			parameters: getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'srt' }),
			continueOnFail: true,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			error: `Could not download the caption track from ${new URL(suite.emulator.url).host} (HTTP 403)`,
			description: expect.stringContaining('run the node again for a fresh link'),
			creditsCharged: 10,
		});
	});

	test('Text File: the spoken text as a .txt binary file (not base64 in the JSON), in the field asked for', async () => {
		const { items } = await run(getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'text', options: { binaryPropertyName: 'transcript' } }));
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({ video_id: VIDEO_ID, file_name: `${VIDEO_ID}.txt`, track_count: 2 });
		const file = items[0].binary!.transcript;
		expect(file).toMatchObject({ fileName: `${VIDEO_ID}.txt`, mimeType: 'text/plain', fileExtension: 'txt' });
		expect(Buffer.from(file.data, 'base64').toString('utf8')).toBe(VOICE_TO_TEXT);
	});

	test('Text File of a video without spoken text: a clear error, as an error item charged and not bad input', async () => {
		const { items } = await suite.run({
			node: 'scrapeBadgerTikTok',
			parameters: getTranscript({ video_id: byId(SILENT_VIDEO_ID), transcriptOutput: 'text' }),
			continueOnFail: true,
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ code: 'no_data', retryable: false, creditsCharged: 10, description: expect.stringContaining('One Item per Caption Track') });
	});

	test('an unknown video is a 404', async () => {
		const { error } = await run(getTranscript({ video_id: byId(UNKNOWN_VIDEO_ID) }));
		expect(error?.message).toBe('Not found on TikTok (404)');
	});

	test.each([
		['an unknown output', getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: '={{ "docx" }}' }), 'Output must be one of tracks, segments, srt, text, vtt, record'],
		['a caption language that is not a code', getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'srt', options: { captionLanguage: 'English (US)' } }), 'Caption Language must be'],
		['a binary field name with spaces', getTranscript({ video_id: byId(VIDEO_ID), transcriptOutput: 'text', options: { binaryPropertyName: 'my file' } }), 'Put Output File in Field must be'],
		['a share link', getTranscript({ video_id: byUrl('https://vt.tiktok.com/ZSabc123/') }), 'Video must be'],
	])('refused before any request: %s', async (_label, parameters, message) => {
		await expectRefused(parameters, message);
	});
});
