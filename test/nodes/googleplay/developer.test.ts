/** Google Play > Developer > Get: a developer's apps by numeric ID, name or Play page URL, through n8n-core. */
import { APPS, DEVELOPERS } from '../../emulator/fixtures/googleplay/apps';
import { byId, byUrl, field, googlePlaySuite, mapped, operation } from './support';

const { run, requests, expectRefused } = googlePlaySuite();
const get = operation('developer', 'get');

const [BADGER, , KETTLE] = DEVELOPERS;
const appsOf = (developer: (typeof DEVELOPERS)[number]) => APPS.filter((app) => app.developer === developer).map((app) => app.app_id);

describe('Google Play > Developer > Get', () => {
	test.each([
		['its numeric ID', byId(BADGER.developer_id), BADGER.developer_id],
		['its developer page URL', byUrl(`https://play.google.com/store/apps/dev?id=${BADGER.developer_id}&hl=en`), BADGER.developer_id],
		['its name', byId(KETTLE.name), encodeURIComponent(KETTLE.name)],
		['its named developer page URL', byUrl(`https://play.google.com/store/apps/developer?id=${encodeURIComponent(KETTLE.name).replace(/%20/g, '+')}`), encodeURIComponent(KETTLE.name)],
	])('by %s: one item per app', async (_what, developer, sent) => {
		const { items, error } = await run(get({ developer }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/google-play/developers/${decodeURIComponent(sent)}`, query: {} }]);
		const owner = sent === BADGER.developer_id ? BADGER : KETTLE;
		expect(field(items, 'app_id')).toEqual(appsOf(owner));
	});

	test('Max Apps goes out as num; Simplify gives the price columns', async () => {
		const { items } = await run(get({ developer: byId(BADGER.developer_id), simplify: true, options: { num: 2 } }));
		expect(requests()).toEqual([{ path: `/v1/google-play/developers/${BADGER.developer_id}`, query: { num: '2' } }]);
		expect(items.map((item) => Object.keys(item.json))).toEqual(Array(2).fill(['app_id', 'title', 'developer', 'summary', 'score', 'installs', 'genre', 'content_rating', 'price', 'currency', 'price_text', 'is_free', 'url', 'icon']));
		expect(items[0].json).toMatchObject({ price: 0, currency: 'USD', price_text: 'Free' });
	});

	test('an unknown developer is a 404 said as such', async () => {
		expect((await run(get({ developer: byId('Nobody Inc') }))).error?.message).toMatch(/404|not found|no apps/i);
	});

	test.each([
		[byUrl('https://play.google.com/store/apps/details?id=com.whatsapp'), 'a Google Play developer URL'],
		[byUrl('https://play.google.com/store/apps/dev?id=WhatsApp'), 'a Google Play developer URL'],
		[mapped('a/b'), 'a numeric developer ID'],
	])('refused before any request: %j', async (developer, form) => {
		await expectRefused(get({ developer }), form);
	});

	test('Max Apps above 500 is refused before any request', async () => {
		await expectRefused(get({ developer: byId(BADGER.developer_id), options: { num: 501 } }), 'Max Apps');
	});
});
