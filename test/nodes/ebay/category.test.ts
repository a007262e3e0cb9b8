import { activeListings, findListings } from '../../emulator/fixtures/ebay/catalog';
import { EBAY_CATEGORIES } from '../../emulator/fixtures/ebay/categories';
import { EBAY_MARKETS } from '../../emulator/fixtures/ebay/markets';
import { nodeDescription } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { byId, ebayHelpers, fromList, hintsOf, itemIds, typed } from './support';
import { CUSTOM_API_CALL } from '../../../nodes/shared/custom-call';

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

describe('eBay > Keyword > Autocomplete', () => {
	test('one item per suggestion, 1 credit', async () => {
		const { items } = await run({ resource: 'keyword', operation: 'autocomplete', query: 'omega sea', options: { domain: fromList('co.uk') } });
		expect(requested()).toEqual([{ path: '/v1/ebay/autocomplete', query: { query: 'omega sea', domain: 'co.uk' } }]);
		expect(items.map((item) => item.json)).toEqual([{ value: 'omega seamaster' }, { value: 'omega seamaster 300m' }]);
		expect(charged()).toBe(1);
	});

	test('bad input: a query on two lines', async () => {
		await expectRefused({ resource: 'keyword', operation: 'autocomplete', query: 'omega\nsea' }, 'Query must be search words on one line');
	});
});

describe('eBay > Market > List', () => {
	test('one item per marketplace, free; each domain is a Marketplace value', async () => {
		const { items } = await run({ resource: 'market', operation: 'list' });
		expect(items.map((item) => item.json)).toEqual(EBAY_MARKETS);
		expect(charged()).toBe(0);
		await run({ resource: 'seller', operation: 'get', username: byId('topgames_us'), options: { domain: typed(String(items[6].json.domain)) } });
		expect(queries()[1]).toEqual({ domain: 'it' });
	});
});

describe('the node panel', () => {
	test('opens on Item > Search; every operation states its price', () => {
		const properties = nodeDescription('scrapeBadgerEbay').properties;
		expect(properties.find((property) => property.name === 'resource')?.default).toBe('item');
		const operations = properties.filter((property) => property.name === 'operation');
		// Each eBay operation; the Custom API Call entry ending every dropdown states its assumed price (custom-call.test.ts).
		const descriptions = operations.flatMap((property) =>
			(property.options ?? []).filter((option) => !('value' in option) || option.value !== CUSTOM_API_CALL).map((option) => ('description' in option ? String(option.description) : '')),
		);
		expect(descriptions).toHaveLength(11);
		expect(descriptions.every((text) => /Costs \d+ credits? per (request|page requested)\.$|Free: costs no credits\.$/.test(text))).toBe(true);
		const get = operations.flatMap((property) => property.options ?? []).find((option) => 'action' in option && option.action === 'Get an item');
		expect(get && 'description' in get ? get.description : '').toContain('200 requests, 1,000 credits');
	});
});
