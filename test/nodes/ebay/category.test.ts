/**
 * eBay > Category > Get Items (a category from the list or typed, paging to the 100-page cap, filters, Simplify,
 * errors and bad input) and Category > List (free), through n8n-core against the emulator.
 */
import { activeListings, findListings } from '../../emulator/fixtures/ebay/catalog';
import { EBAY_CATEGORIES } from '../../emulator/fixtures/ebay/categories';
import { nodeSuite } from '../../harness/suite';
import { ebayHelpers, fromList, hintsOf, itemIds, typed } from './support';

const suite = nodeSuite();
const { run, requested, queries, charged, expectRefused } = ebayHelpers(suite);

const categoryItems = (category: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'category', operation: 'getItems', category_id: category, ...extra });
const GAMES = findListings(activeListings(), { category_id: '139973' });

describe('eBay > Category > Get Items', () => {
	test('a category picked from the list, Return All with pages of 60: 60 + 60 + 45, 3 requests, 15 credits', async () => {
		const { items } = await run(categoryItems(fromList('139973'), { returnAll: true, options: { per_page: '60' } }));
		expect(requested()).toEqual([
			{ path: '/v1/ebay/categories/139973/items', query: { per_page: '60' } },
			{ path: '/v1/ebay/categories/139973/items', query: { per_page: '60', page: '2' } },
			{ path: '/v1/ebay/categories/139973/items', query: { per_page: '60', page: '3' } },
		]);
		expect(itemIds(items)).toEqual(GAMES.map((listing) => listing.item_id));
		expect(charged()).toBe(15);
	});

	test('a typed ID with sort, price range and marketplace; Simplify', async () => {
		const { items } = await run(
			categoryItems(typed('31387'), { limit: 5, simplify: true, options: { sort_by: 'price_high_to_low', min_price: 100, max_price: 6000, domain: fromList('fr') } }),
		);
		expect(queries()).toEqual([{ sort_by: 'price_high_to_low', min_price: '100', max_price: '6000', domain: 'fr', per_page: '60' }]);
		expect(items).toHaveLength(5);
		expect(items[0].json).toMatchObject({ currency: 'EUR', brand: 'Omega' });
		// A category lists items for sale: no sale date, in the answer (OpenAPI) or in the row.
		expect(items[0].json).not.toHaveProperty('sold_date');
		expect(items[0].json).not.toHaveProperty('sold_date_at');
	});

	test('a category of more than 100 pages stops at page 100 and says why', async () => {
		const result = await run(categoryItems(typed('914'), { returnAll: true, options: { per_page: '60', page: 100 } }));
		expect(queries()).toEqual([{ per_page: '60', page: '100' }]);
		expect(result.items).toHaveLength(60);
		expect(hintsOf(result)).toEqual([expect.stringContaining('at most 100 pages of a category')]);
	});

	test('an unknown category is a 404', async () => {
		const { error } = await run(categoryItems(typed('424242')));
		expect(error?.message).toContain('Not found on eBay (404)');
	});

	describe('bad input is refused before any request', () => {
		test.each([
			['no category', { category_id: '={{ "" }}' }, 'Category is required'],
			['a category name', { category_id: '={{ "consoles" }}' }, 'Category must be an eBay category ID'],
			['page 101', { options: { page: 101 } }, 'Start Page must be a whole number from 1 to 100, got 101'],
			['prices the wrong way round', { options: { min_price: 9, max_price: 1 } }, 'Minimum Price (9) must not be above Maximum Price (1)'],
		])('%s', async (_label, extra, message) => {
			await expectRefused({ ...categoryItems(typed('139973')), ...extra }, message);
		});
	});
});

describe('eBay > Category > List', () => {
	test('one item per category, free', async () => {
		const { items } = await run({ resource: 'category', operation: 'list' });
		expect(requested()).toEqual([{ path: '/v1/ebay/categories', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(EBAY_CATEGORIES);
		expect(charged()).toBe(0);
	});
});
