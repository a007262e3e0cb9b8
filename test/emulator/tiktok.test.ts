/**
 * The emulator's TikTok routes on their own: each answer holds exactly the keys the docs' response schema gives
 * (docs/openapi-tiktok.json: every key it names at each place, no other; skipped when the spec folder is absent), and
 * the cursor paging, 404s, 422s and credits of each list.
 */
import { POSTED_COUNT, REPOST_COUNT, UNKNOWN_USERNAME, USERNAME } from './fixtures/tiktok/users';
import { departures, docsOpenApi } from './docs-schema';
import { platformSuite } from './platform-suite';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; videos?: Json[]; pagination?: { has_more: boolean; cursor: string; count: number } };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const DOCS = docsOpenApi('tiktok');

/** One request per TikTok path, the docs' path template beside the path asked. */
const REQUESTS: Array<[string, string, Record<string, string | number>]> = [
	['/v1/tiktok/users/{username}', `/v1/tiktok/users/${USERNAME}`, {}],
	['/v1/tiktok/users/{username}/videos', `/v1/tiktok/users/${USERNAME}/videos`, { count: 50, cursor: '50' }],
	['/v1/tiktok/users/{username}/reposts', `/v1/tiktok/users/${USERNAME}/reposts`, {}],
];

(DOCS ? describe : describe.skip)('every TikTok answer has the keys of the docs\' response schema, no more, no fewer', () => {
	test.each(REQUESTS)('%s', async (template, path, query) => {
		const { status, body } = await get(path, query);
		expect(status).toBe(200);
		const schema = DOCS!.paths[template].get.responses['200'].content['application/json'].schema;
		expect(departures(body, schema, DOCS!.components.schemas, 'body')).toEqual([]);
	});
});

describe('GET /v1/tiktok/users/{username}', () => {
	test('the profile under user, with the region asked, 5 credits', async () => {
		const { body, credits } = await get(`/v1/tiktok/users/${USERNAME}`, { region: 'GB' });
		expect(credits).toBe('5');
		expect(body).toMatchObject({ user: { unique_id: USERNAME }, region: 'GB' });
	});

	test('an unknown handle is a 404', async () => {
		expect((await get(`/v1/tiktok/users/${UNKNOWN_USERNAME}`)).status).toBe(404);
	});
});

describe('GET /v1/tiktok/users/{username}/videos', () => {
	test('30 a page by default, the next cursor while has_more, an empty cursor on the last page, 8 credits each', async () => {
		const first = await get(`/v1/tiktok/users/${USERNAME}/videos`);
		expect(first.credits).toBe('8');
		expect(first.body.pagination).toEqual({ has_more: true, cursor: '30', count: 30, search_id: '' });
		const last = await get(`/v1/tiktok/users/${USERNAME}/videos`, { cursor: '60' });
		expect(last.body.pagination).toEqual({ has_more: false, cursor: '', count: POSTED_COUNT - 60, search_id: '' });
	});

	test.each([
		['count above 50', { count: 51 }],
		['count 0', { count: 0 }],
		['a cursor that is no offset', { cursor: 'abc' }],
	])('422: %s', async (_label, query) => {
		expect((await get(`/v1/tiktok/users/${USERNAME}/videos`, query)).status).toBe(422);
	});
});

describe('GET /v1/tiktok/users/{username}/reposts', () => {
	test('every repost in one page, has_more false', async () => {
		const { body } = await get(`/v1/tiktok/users/${USERNAME}/reposts`);
		expect(body.videos).toHaveLength(REPOST_COUNT);
		expect(body.pagination?.has_more).toBe(false);
	});
});
