/** Google Play > Category: List (free) and Browse (a category's apps, picked or typed), through n8n-core. */
import { APPS, CATEGORIES } from '../../emulator/fixtures/googleplay/apps';
import { field, googlePlaySuite, operation, picked, typed } from './support';

const { suite, run, requests, expectRefused } = googlePlaySuite();
const list = operation('category', 'list');
const browse = operation('category', 'browse');

describe('Google Play > Category > List', () => {
	test('one item per category, free', async () => {
		const { items, error } = await run(list());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google-play/categories', query: {} }]);
		expect(field(items, 'category_id')).toEqual(CATEGORIES.map((category) => category.category_id));
		expect(suite.emulator.requests.map((request) => request.creditsCharged)).toEqual([0]);
	});
});

describe('Google Play > Category > Browse', () => {
	const puzzles = APPS.filter((app) => app.genre_id === 'GAME_PUZZLE').map((app) => app.app_id);

	test.each([
		['picked from the list', picked('GAME_PUZZLE', 'Puzzle')],
		['typed', typed('GAME_PUZZLE')],
	])('a category %s: its apps, one item each, in Play\'s order', async (_what, category) => {
		const { items, error } = await run(browse({ category_id: category }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google-play/categories/GAME_PUZZLE', query: {} }]);
		expect(field(items, 'app_id')).toEqual(puzzles);
	});

	test('Max Apps, storefront and language go out as the service names them; Simplify prices in that storefront', async () => {
		const { items } = await run(browse({ category_id: typed('APPLICATION'), simplify: true, options: { num: 500, country: typed('JP'), lang: typed('ja') } }));
		expect(requests()).toEqual([{ path: '/v1/google-play/categories/APPLICATION', query: { num: '500', country: 'JP', lang: 'ja' } }]);
		const paid = items.find((item) => item.json.is_free === false)!.json;
		expect(paid).toMatchObject({ currency: 'JPY', price: expect.any(Number), price_text: `¥${String(paid.price)}` });
	});

	test('an unknown category is a 404 said as such', async () => {
		expect((await run(browse({ category_id: typed('NOT_A_CATEGORY') }))).error?.message).toMatch(/404|not found|no apps/i);
	});

	// Mapped in by an expression, as a previous node or an AI agent hands it over (n8n's own field check does not see it).
	test.each([[typed('={{ "game_puzzle" }}')], [typed('={{ "Puzzle games" }}')]])('a category in another form is refused before any request: %j', async (category) => {
		await expectRefused(browse({ category_id: category }), 'a Play category ID');
	});
});
