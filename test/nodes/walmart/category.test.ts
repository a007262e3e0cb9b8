/** Walmart > Category > Browse: a category by browse path or walmart.com URL, paged until has_more_pages is false, through n8n-core. */
import { CATEGORY_COUNT, CATEGORY_PRODUCTS, PAGE_SIZE } from '../../emulator/fixtures/walmart/catalog';
import { byId, byUrl, field, flat, mapped, operation, walmartSuite } from './support';

const { run, requests, queries, expectRefused } = walmartSuite();
const browse = operation('category', 'browse');

describe('Walmart > Category > Browse', () => {
	test('Return All by browse path: two full pages, no third asked for as has_more_pages is false', async () => {
		const { items, error } = await run(browse({ path: byId('electronics/3944'), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ path: '/v1/walmart/category', query: { path: 'electronics/3944' } },
			{ path: '/v1/walmart/category', query: { path: 'electronics/3944', page: '2' } },
		]);
		expect(field(items, 'us_item_id')).toEqual(CATEGORY_PRODUCTS.map((card) => card.us_item_id));
		expect(items).toHaveLength(CATEGORY_COUNT);
	});

	test.each([
		['a browse URL', byUrl('https://www.walmart.com/browse/electronics/3944?povid=nav'), 'electronics/3944'],
		['a browse URL without its scheme', byUrl('walmart.com/browse/electronics/3944/'), 'electronics/3944'],
		['a department page URL', byUrl('https://www.walmart.com/cp/electronics/3944'), '/cp/electronics/3944'],
		['a path mapped in with its browse/ prefix', mapped('browse/electronics/3944/'), 'electronics/3944'],
		['a department path', byId('/cp/electronics/3944'), '/cp/electronics/3944'],
		["Autocomplete's department ID", mapped('3944'), '3944'],
	])('by %s: the path sent as the service takes it', async (_what, category, sent) => {
		await run(browse({ path: category, limit: 5 }));
		expect(requests()).toEqual([{ path: '/v1/walmart/category', query: { path: sent } }]);
	});

	test('Limit 40 is one page; filters go out as the service names them', async () => {
		const { items } = await run(browse({ path: byId('electronics/3944'), limit: PAGE_SIZE, filters: { min_price: 10, facet: 'brand:Apple' } }));
		expect(items).toHaveLength(PAGE_SIZE);
		expect(queries()).toEqual([{ path: 'electronics/3944', min_price: '10', facet: 'brand:Apple' }]);
	});

	test('Simplify: flat rows with the price columns', async () => {
		const { items } = await run(browse({ path: byId('electronics/3944'), limit: 1, simplify: true }));
		expect(flat(items)).toBe(true);
		expect(items[0].json).toMatchObject({ price: CATEGORY_PRODUCTS[0].price, currency: 'USD', price_text: CATEGORY_PRODUCTS[0].price_string });
	});

	test.each([
		[byUrl('https://www.walmart.com/ip/x/5689919121'), 'a walmart.com category URL'],
		[byUrl('https://www.walmart.ca/browse/electronics/3944'), 'walmart.com only'],
		[mapped('../electronics'), 'a browse path'],
		[mapped('electronics 3944'), 'a browse path'],
	])('refused before any request: %j', async (category, form) => {
		await expectRefused(browse({ path: category }), form);
	});

	test('Minimum Price above Maximum Price is refused before any request', async () => {
		await expectRefused(browse({ path: byId('electronics/3944'), filters: { min_price: 50, max_price: 10 } }), 'Minimum Price (50) must not be above Maximum Price (10)');
	});
});
