/** App Store > Developer > Get: a developer's apps by numeric ID, id-prefixed ID or URL (its storefront taken), through n8n-core. */
import { APPS, DEVELOPERS } from '../../emulator/fixtures/appstore/apps';
import { appStoreSuite, byId, byUrl, field, mapped, operation } from './support';

const { run, requests, expectRefused } = appStoreSuite();
const get = operation('developer', 'get');

const [BADGER] = DEVELOPERS;
const ID = String(BADGER.developer_id);
const appsOf = APPS.filter((app) => app.developer === BADGER).map((app) => app.app_id);

describe('App Store > Developer > Get', () => {
	test.each([
		['its numeric ID', byId(ID), {}],
		['its ID as its URL writes it', byId(`id${ID}`), {}],
		['its URL, whose storefront is taken', byUrl(`https://apps.apple.com/gb/developer/${BADGER.slug}/id${ID}`), { country: 'gb' }],
	])('by %s: its apps, one item each', async (_what, developer, query) => {
		const { items, error } = await run(get({ artist_id: developer }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/app-store/developers/${ID}`, query }]);
		expect(field(items, 'app_id')).toEqual(appsOf.slice(0, 50));
	});

	test("chained: an app's developer_id read with no expression typed; Max Apps goes out as limit", async () => {
		const { items } = await run(get({ options: { limit: 200 } }), { items: [{ app_id: APPS[0].app_id, developer_id: BADGER.developer_id }] });
		expect(requests()).toEqual([{ path: `/v1/app-store/developers/${ID}`, query: { limit: '200' } }]);
		expect(field(items, 'app_id')).toEqual(appsOf);
	});

	test('Simplify: the price columns and the update date as an ISO string', async () => {
		const { items } = await run(get({ artist_id: byId(ID), simplify: true, options: { limit: 1 } }));
		expect(items[0].json).toMatchObject({ app_id: APPS[0].app_id, price: 0, currency: 'USD', price_text: 'Free', updated_at: new Date(APPS[0].updated * 1000).toISOString() });
	});

	test('an unknown developer is a 404 said as such', async () => {
		expect((await run(get({ artist_id: byId('1234567') }))).error?.message).toMatch(/404|no such developer/i);
	});

	test.each([
		[mapped('meta'), 'a numeric developer ID'],
		[byUrl(`https://apps.apple.com/us/app/x/id${ID}`), 'an App Store developer URL'],
	])('refused before any request: %j', async (developer, form) => {
		await expectRefused(get({ artist_id: developer }), form);
	});
});
