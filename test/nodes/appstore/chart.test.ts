/** App Store > Chart > Get: a top chart, overall or of a genre, for iPhone or iPad, through n8n-core. */
import { APPS } from '../../emulator/fixtures/appstore/apps';
import { appStoreSuite, field, operation, picked, typed } from './support';

const { run, requests, expectRefused } = appStoreSuite();
const get = operation('chart', 'get');

describe('App Store > Chart > Get', () => {
	test('the top free chart: one item per app, ranked from 1, 50 unless told', async () => {
		const { items, error } = await run(get({ type: 'top-free' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/app-store/charts', query: { type: 'top-free' } }]);
		expect(field(items, 'rank')).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
	});

	test.each([
		['picked from the list', picked('7012', 'Games/Puzzle')],
		['typed', typed('7012')],
	])('a genre %s, the iPad chart, Max Apps and storefront go out as the service names them', async (_what, genre) => {
		const { items } = await run(get({ type: 'top-paid', filters: { genre }, options: { entity: 'ipad', limit: 200, country: typed('jp') } }));
		expect(requests()).toEqual([{ path: '/v1/app-store/charts', query: { type: 'top-paid', genre: '7012', entity: 'ipad', limit: '200', country: 'jp' } }]);
		const expected = APPS.filter((app) => app.paid && !app.mac_only && app.genre_ids.includes(7012)).map((app) => app.app_id);
		expect(expected.length).toBeGreaterThan(0);
		expect(field(items, 'app_id')).toEqual(expected);
	});

	test('Simplify: rank, the price columns in the storefront, the release date as an ISO string', async () => {
		const { items } = await run(get({ type: 'top-paid', simplify: true, options: { limit: 1, country: typed('jp') } }));
		const first = APPS.find((app) => app.paid && !app.mac_only)!;
		const yen = Math.round((first.list_price * 150) / 10) * 10;
		expect(items.map((item) => item.json)).toEqual([
			expect.objectContaining({ rank: 1, app_id: first.app_id, price: yen, currency: 'JPY', price_text: `¥${yen}`, released_at: new Date(first.released * 1000).toISOString() }),
		]);
	});

	// Mapped in by an expression, as a previous node or an AI agent hands it over (n8n's own field check does not see it).
	test.each([[typed('={{ "Games" }}')], [typed('={{ "60145" }}')]])('a genre in another form is refused before any request: %j', async (genre) => {
		await expectRefused(get({ type: 'top-free', filters: { genre } }), 'a four-digit App Store genre ID');
	});
});
