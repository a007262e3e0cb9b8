/**
 * Vinted > User: Get (by ID or profile URL, the URL's market, Simplify's ISO dates) and Get Items (paging by page
 * number, up to 96 a page, until the member's total; Limit), through n8n-core against the emulator.
 */
import { CATALOG_SIZE, USER_ID, USERS } from '../../emulator/fixtures/vinted/catalog';
import { byId, byUrl, field, mapped, operation, vintedSuite } from './support';

const { suite, run, requests, queries, expectRefused } = vintedSuite();
const get = operation('user', 'get');
const getItems = operation('user', 'getItems');
const OWN = CATALOG_SIZE / USERS.length;

describe('Vinted > User > Get', () => {
	test.each([
		['its ID', byId(USER_ID), {}],
		['its profile URL', byUrl(`https://www.vinted.fr/member/${USER_ID}-majyp`), { market: 'fr' }],
		['its profile URL on another market', byUrl(`https://www.vinted.it/member/${USER_ID}`), { market: 'it' }],
	])('by %s: one request, the profile as one item', async (_what, user, query) => {
		const { items, error } = await run(get({ user_id: user }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/vinted/users/${USER_ID}`, query }]);
		expect(items[0].json).toMatchObject({ id: Number(USER_ID), login: 'majy.p' });
		expect(suite.emulator.requests[0].creditsCharged).toBe(1);
	});

	test('Simplify: the photo as a column, last login and sign-up as ISO dates', async () => {
		const { items } = await run(get({ user_id: byId(USER_ID), simplify: true }));
		expect(items[0].json).toMatchObject({
			id: Number(USER_ID),
			photo_url: `https://images1.vinted.net/u/${USER_ID}.jpg`,
			last_logged_on: '2026-03-29T18:00:00.000Z',
			created_at: '2020-06-10T12:00:00.000Z',
		});
		expect(items[0].json.last_loged_on).toBeUndefined();
	});

	test('an unknown member is a 404 said as such', async () => {
		expect((await run(get({ user_id: byId('1') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl(`https://www.vinted.fr/items/${USER_ID}-tee`), 'a Vinted profile URL'],
		[mapped('majy.p'), 'a numeric user ID'],
		[byUrl(`https://www.vinted.es/member/${USER_ID}`), 'User is a URL of es but Market is de'],
	])('refused before any request: %j', async (user, message) => {
		await expectRefused(get({ user_id: user, options: { market: 'de' } }), message);
	});
});

describe('Vinted > User > Get Items', () => {
	test("Return All: pages of 96 until the member's total", async () => {
		const { items, error } = await run(getItems({ user_id: byId(USER_ID), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: `/v1/vinted/users/${USER_ID}/items`, query: { per_page: '96' } },
			{ path: `/v1/vinted/users/${USER_ID}/items`, query: { per_page: '96', page: '2' } },
			{ path: `/v1/vinted/users/${USER_ID}/items`, query: { per_page: '96', page: '3' } },
		]);
		expect(items).toHaveLength(OWN);
		expect(new Set(field(items, 'id')).size).toBe(OWN);
	});

	test('stopped by the Limit: one page of the Limit', async () => {
		const { items } = await run(getItems({ user_id: byUrl(`https://www.vinted.co.uk/member/${USER_ID}-majyp`), limit: 7, simplify: true }));
		expect(queries()).toEqual([{ market: 'gb', per_page: '7' }]);
		expect(items).toHaveLength(7);
		expect(items[0].json).toMatchObject({ currency: 'GBP', price: expect.any(Number), user_id: Number(USER_ID) });
	});
});
