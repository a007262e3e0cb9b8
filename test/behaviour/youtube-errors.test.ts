import type { INodeParameters } from 'n8n-workflow';

import type { Fault } from '../emulator';
import { LONG_MIX, LONG_PLAYLIST } from '../emulator/fixtures/youtube/playlists';
import { SOURDOUGH_VIDEO, UNCAPTIONED_VIDEO } from '../emulator/fixtures/youtube/videos';
import { nodeSuite } from '../harness/suite';

/** A key nobody would type, so finding it anywhere in output means it leaked. */
const CANARY_KEY = 'sb_dummy_Yt7QLEAKCANARY93k';

const suite = nodeSuite({ keys: { sb_test_key: 1_000_000, [CANARY_KEY]: 1_000_000, sb_empty: 0 }, disabledKeys: ['sb_disabled'] });
const NODE = 'scrapeBadgerYouTube';

// One attempt per request: these tests are about how each failure reads; retries have their own tests.
const ONE_ATTEMPT = { requestOptions: { maxAttempts: 1 } };
const id = (value: string) => ({ __rl: true, mode: 'id', value });
const OTHER_LIST_CONTINUATION = '4qmFsgJhEiRUEx4MHNZYkNxT2I4VEJQUmRtQkhzNUlmdHZ2OVRQYm9ZRzoxMDA';

interface Operation {
	label: string;
	parameters: INodeParameters;
	path: string;
	credits: number;
}

const OPERATIONS: Operation[] = [
	{
		label: 'Video > Get Transcript',
		parameters: { resource: 'video', operation: 'getTranscript', video_id: id(SOURDOUGH_VIDEO) },
		path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/transcript`,
		credits: 5,
	},
	{
		label: 'Video > List Caption Tracks',
		parameters: { resource: 'video', operation: 'listCaptionTracks', video_id: id(SOURDOUGH_VIDEO) },
		path: `/v1/youtube/videos/${SOURDOUGH_VIDEO}/captions`,
		credits: 2,
	},
	{
		label: 'Playlist > Get',
		parameters: { resource: 'playlist', operation: 'get', playlist_id: id(LONG_PLAYLIST) },
		path: `/v1/youtube/playlists/${LONG_PLAYLIST}`,
		credits: 5,
	},
	{
		label: 'Playlist > Get Videos',
		parameters: { resource: 'playlist', operation: 'getVideos', playlist_id: id(LONG_PLAYLIST), limit: 10 },
		path: `/v1/youtube/playlists/${LONG_PLAYLIST}`,
		credits: 5,
	},
	{
		label: 'Playlist > Get Items Page',
		parameters: { resource: 'playlist', operation: 'getItemsPage', playlist_id: id(LONG_PLAYLIST), continuation: OTHER_LIST_CONTINUATION },
		path: `/v1/youtube/playlists/${LONG_PLAYLIST}/items`,
		credits: 5,
	},
	{
		label: 'Mix > Get',
		parameters: { resource: 'mix', operation: 'get', mix_id: id(LONG_MIX) },
		path: `/v1/youtube/mixes/${LONG_MIX}`,
		credits: 5,
	},
	{
		label: 'Mix > Get Videos',
		parameters: { resource: 'mix', operation: 'getVideos', mix_id: id(LONG_MIX), returnAll: true },
		path: `/v1/youtube/mixes/${LONG_MIX}`,
		credits: 5,
	},
];

interface Case {
	label: string;
	apiKey?: string;
	fault?: Omit<Fault, 'path'>;
	status: number;
	message: RegExp;
}

const CASES: Case[] = [
	{ label: 'unknown key', apiKey: 'sb_wrong_key', status: 401, message: /rejected the API key \(401/ },
	{ label: 'disabled key', apiKey: 'sb_disabled', status: 403, message: /disabled or the account is restricted \(403\)/ },
	{ label: 'not found', fault: { kind: 'status', status: 404, body: { detail: 'Not found' } }, status: 404, message: /Not found on YouTube \(404\)/ },
	{
		label: 'validation',
		fault: {
			kind: 'status',
			status: 422,
			body: { detail: [{ type: 'string_too_long', loc: ['query', 'lang'], msg: 'String should have at most 20 characters', input: 'x', ctx: {} }] },
		},
		status: 422,
		message: /refused the request parameters \(422\): lang: String should have at most 20 characters/,
	},
	{ label: 'rate limited', fault: { kind: 'status', status: 429, headers: { 'Retry-After': '9' } }, status: 429, message: /rate limit reached \(429\)/ },
	...[500, 502, 503, 504].map((status) => ({
		label: `upstream ${status}`,
		fault: { kind: 'status' as const, status },
		status,
		message: new RegExp(`YouTube could not be read through ScrapeBadger right now \\(upstream failure, ${status}\\)`),
	})),
	{ label: 'HTML error page', fault: { kind: 'html' }, status: 502, message: /upstream failure, 502/ },
];

describe.each(OPERATIONS)('$label: API failures become readable NodeApiErrors', ({ parameters, path, credits }) => {
	const withOneAttempt = { ...parameters, ...ONE_ATTEMPT };

	test.each(CASES)('$label', async ({ apiKey, fault, status, message }) => {
		if (fault) suite.emulator.injectFault({ ...fault, path });
		const { items, error } = await suite.run({ node: NODE, parameters: withOneAttempt, apiKey });
		expect(items).toEqual([]);
		expect(error?.name).toBe('NodeApiError');
		expect(error?.message).toMatch(message);
		expect((error as { httpCode?: string }).httpCode).toBe(String(status));
		expect(suite.emulator.requests.map((request) => request.path)).toEqual([path]);
	});

	test(`out of credits: 402 naming the ${credits} credits a request costs`, async () => {
		const { error } = await suite.run({ node: NODE, parameters: withOneAttempt, apiKey: 'sb_empty' });
		expect(error?.message).toBe('Your ScrapeBadger account is out of credits (402)');
		expect(error?.description).toContain(`This request costs ${credits} credits`);
	});

	test('the API key appears in no error or error item, even when the service echoes it', async () => {
		const seen: string[] = [];
		for (const continueOnFail of [false, true]) {
			suite.emulator.injectFault({ kind: 'status', status: 404, path, body: { detail: `no such thing for ${CANARY_KEY}` } });
			const result = await suite.run({ node: NODE, parameters: withOneAttempt, apiKey: CANARY_KEY, continueOnFail });
			seen.push(JSON.stringify(result.items), JSON.stringify(result.error ?? null), String(result.error?.description));
		}
		expect(seen.join('\n')).not.toContain(CANARY_KEY);
		expect(seen.join('\n')).toContain('***');
	});
});

describe('errors the emulator gives for real', () => {
	test.each([
		['an unknown video', { resource: 'video', operation: 'getTranscript', video_id: id('zzzzzzzzzzz') }, 'Video not found'],
		['a video without captions', { resource: 'video', operation: 'getTranscript', video_id: id(UNCAPTIONED_VIDEO) }, 'No transcript available'],
		['a video without an asr track', { resource: 'video', operation: 'getTranscript', video_id: id('p7Hs_2-RmQw'), options: { type: 'manual' } }, 'No manual transcript'],
		['an unknown playlist', { resource: 'playlist', operation: 'getVideos', playlist_id: id('PLzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'), returnAll: true }, 'Playlist not found'],
		['an unknown mix', { resource: 'mix', operation: 'get', mix_id: id('RDzzzzzzzzzzz') }, 'Mix not found'],
	] as Array<[string, INodeParameters, string]>)('404 for %s, with what the service said', async (_label, parameters, said) => {
		const { error } = await suite.run({ node: NODE, parameters });
		expect(error?.message).toBe('Not found on YouTube (404)');
		expect(error?.description).toContain(said);
		expect(suite.emulator.requests).toHaveLength(1);
		expect(suite.emulator.credits('sb_test_key')).toBe(1_000_000);
	});

	test('422 for a language tag the service finds too long, naming the field', async () => {
		const { error } = await suite.run({
			node: NODE,
			parameters: { resource: 'video', operation: 'getTranscript', video_id: id(SOURDOUGH_VIDEO), options: { lang: 'en-aaaaaaaa-bbbbbbbb-cc' } },
		});
		expect(error?.message).toBe('ScrapeBadger refused the request parameters (422): lang: String should have at most 20 characters');
	});

	test('a token from another playlist is refused by the service and nothing is charged', async () => {
		const { error } = await suite.run({
			node: NODE,
			parameters: { resource: 'playlist', operation: 'getItemsPage', playlist_id: id(LONG_MIX), continuation: OTHER_LIST_CONTINUATION },
		});
		expect(error?.message).toBe('ScrapeBadger answered with HTTP 400');
		expect(error?.description).toContain('Invalid or expired continuation token');
		expect(suite.emulator.credits('sb_test_key')).toBe(1_000_000);
	});
});
