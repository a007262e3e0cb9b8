/**
 * The emulator's LinkedIn routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/linkedin/*.mdx, read when the spec folder is there), at the page's price; job lists page
 * by 25 with `meta.has_more`; unknown pages are 404s and malformed filters 422s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { ARTICLE_SLUG, COMPANY_ID, COMPANY_JOB_COUNT, COURSE, POST_ID, PROFILE, SCHOOL, SEARCH_JOB_COUNT } from './fixtures/linkedin/pages';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { jobs?: unknown[]; meta?: Record<string, unknown> };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search-jobs', path: '/v1/linkedin/jobs/search', query: { keywords: 'engineer' }, credits: '5' },
	{ page: 'get-job', path: '/v1/linkedin/jobs/3801000000', credits: '5' },
	{ page: 'company-jobs', path: `/v1/linkedin/companies/${COMPANY_ID}/jobs`, credits: '5' },
	{ page: 'get-company', path: '/v1/linkedin/companies/microsoft', credits: '6' },
	{ page: 'get-school', path: `/v1/linkedin/schools/${SCHOOL.universal_name}`, credits: '6' },
	{ page: 'get-profile', path: `/v1/linkedin/profiles/${PROFILE.public_id}`, credits: '8' },
	{ page: 'get-post', path: `/v1/linkedin/posts/activity-${POST_ID}`, credits: '5' },
	{ page: 'get-article', path: `/v1/linkedin/articles/${ARTICLE_SLUG}`, credits: '5' },
	{ page: 'get-course', path: `/v1/linkedin/learning/${COURSE.slug}`, credits: '5' },
	{ page: 'geo-suggest', path: '/v1/linkedin/geo/suggest', query: { query: 'London', type: 'geo' }, credits: '2' },
];

const specThere = endpointPagesThere('linkedin');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)('$page: the keys of the page\'s example, for $credits credits', async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		// Arrays the example shows empty (a profile's awards) are compared by being arrays.
		const shown = keyPaths(example('linkedin', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('job lists', () => {
	test('a search pages by 25 from start, has_more false on the last page', async () => {
		const pages = [];
		for (const start of [0, 25, 50]) pages.push((await get('/v1/linkedin/jobs/search', { keywords: 'engineer', start })).body.meta);
		expect(pages).toEqual([
			{ result_count: 25, start: 0, has_more: true },
			{ result_count: 25, start: 25, has_more: true },
			{ result_count: SEARCH_JOB_COUNT - 50, start: 50, has_more: false },
		]);
	});

	test("a company's openings: 30 for its numeric ID, none for another; a slug is no company ID", async () => {
		expect((await get(`/v1/linkedin/companies/${COMPANY_ID}/jobs`, { start: 25 })).body.jobs).toHaveLength(COMPANY_JOB_COUNT - 25);
		expect((await get('/v1/linkedin/companies/1441/jobs')).body).toEqual({ jobs: [], meta: { result_count: 0, start: 0, has_more: false } });
		expect((await get('/v1/linkedin/companies/microsoft/jobs')).status).toBe(404);
	});

	test('malformed filters are 422s, as the service validates them', async () => {
		expect((await get('/v1/linkedin/jobs/search', { sort: 'newest' })).status).toBe(422);
		expect((await get('/v1/linkedin/jobs/search', { workplace: 'remote,office' })).status).toBe(422);
		expect((await get('/v1/linkedin/jobs/search', { start: -25 })).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/linkedin/jobs/1', '/v1/linkedin/companies/nobody-xyz', '/v1/linkedin/schools/nowhere', '/v1/linkedin/profiles/nobody', '/v1/linkedin/posts/activity-1234567890123', '/v1/linkedin/articles/none', '/v1/linkedin/learning/none'])(
		'%s is a 404',
		async (path) => {
			expect((await get(path)).status).toBe(404);
		},
	);
});
