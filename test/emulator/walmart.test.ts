/**
 * The emulator's Walmart routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/walmart/*.mdx, read when the spec folder is there), at the overview's price; the
 * search-shaped lists page by number with has_more_pages and stop at their ceilings; reviews page by 10; unknown
 * products, sellers and stores are 404s and malformed values 422s.
 */
import { DEFAULT_TEST_KEY } from './index';
import { answeredKeys, endpointPagesThere, example, keyPaths } from './endpoint-pages';
import { platformSuite } from './platform-suite';
import { CATEGORY_COUNT, DEAL_COUNT, LAPTOP_COUNT, PAGE_SIZE, REVIEW_COUNT, REVIEWED_ITEM_ID, SELLER_ID, SELLER_PRODUCT_COUNT, STORE_ID } from './fixtures/walmart/catalog';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });
type Body = Record<string, unknown> & { items?: Array<Record<string, unknown>>; reviews?: unknown[] };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search', path: '/v1/walmart/search', query: { query: 'laptop' }, credits: '5' },
	{ page: 'category', path: '/v1/walmart/category', query: { path: 'electronics/3944' }, credits: '5' },
	{ page: 'deals', path: '/v1/walmart/deals', credits: '5' },
	{ page: 'autocomplete', path: '/v1/walmart/autocomplete', query: { query: 'lapt' }, credits: '1' },
	{ page: 'get-product', path: `/v1/walmart/products/${REVIEWED_ITEM_ID}`, credits: '10' },
	{ page: 'get-reviews', path: `/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, query: { sort: 'helpful' }, credits: '10' },
	{ page: 'get-seller', path: '/v1/walmart/sellers/101040442', credits: '5' },
	{ page: 'get-seller-products', path: `/v1/walmart/sellers/${SELLER_ID}/products`, query: { query: 'camera' }, credits: '5' },
	{ page: 'get-store', path: `/v1/walmart/stores/${STORE_ID}`, credits: '5' },
	{ page: 'list-markets', path: '/v1/walmart/markets', credits: '0' },
];

const specThere = endpointPagesThere('walmart');
(specThere ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		const shown = keyPaths(example('walmart', page));
		expect(answeredKeys(body, shown).sort()).toEqual([...shown].sort());
	});
});

describe('search-shaped lists', () => {
	const flags = async (path: string, pages: number, query: Record<string, string | number> = {}) => {
		const seen = [];
		for (let page = 1; page <= pages; page++) {
			const { body } = await get(path, { ...query, page });
			seen.push([body.result_count, body.has_more_pages]);
		}
		return seen;
	};

	test('a search pages by 40, has_more_pages false on the last page', async () => {
		expect(await flags('/v1/walmart/search', 3, { query: 'laptop' })).toEqual([
			[PAGE_SIZE, true],
			[PAGE_SIZE, true],
			[LAPTOP_COUNT - 2 * PAGE_SIZE, false],
		]);
	});

	test('a list longer than 10 pages: page 10 full, has_more_pages false there (the ceiling); page 11 is refused', async () => {
		expect((await get('/v1/walmart/search', { query: 'tv', page: 9 })).body).toMatchObject({ result_count: PAGE_SIZE, has_more_pages: true });
		expect((await get('/v1/walmart/search', { query: 'tv', page: 10 })).body).toMatchObject({ result_count: PAGE_SIZE, has_more_pages: false, max_page: 10 });
		expect((await get('/v1/walmart/search', { query: 'tv', page: 11 })).status).toBe(422);
	});

	test('category, deals and a seller catalogue: their own lengths; the price band filters', async () => {
		expect(await flags('/v1/walmart/category', 2, { path: '/cp/electronics/3944' })).toEqual([[PAGE_SIZE, true], [CATEGORY_COUNT - PAGE_SIZE, false]]);
		expect((await get('/v1/walmart/deals', { page: 3 })).body.result_count).toBe(DEAL_COUNT - 2 * PAGE_SIZE);
		expect((await get(`/v1/walmart/sellers/${SELLER_ID}/products`, { query: 'camera', page: 2 })).body.result_count).toBe(SELLER_PRODUCT_COUNT - PAGE_SIZE);
		const banded = (await get('/v1/walmart/deals', { min_price: 100, max_price: 200 })).body.items ?? [];
		expect(banded.length).toBeGreaterThan(0);
		expect(banded.every((item) => (item.price as number) >= 100 && (item.price as number) <= 200)).toBe(true);
	});

	test('reviews page by 10', async () => {
		const counts = [];
		for (const page of [1, 2, 3]) counts.push((await get(`/v1/walmart/products/${REVIEWED_ITEM_ID}/reviews`, { page })).body.result_count);
		expect(counts).toEqual([10, 10, REVIEW_COUNT - 20]);
	});

	test('malformed values are 422s, as the service validates them', async () => {
		expect((await get('/v1/walmart/search', { query: 'laptop', sort: 'cheapest' })).status).toBe(422);
		expect((await get('/v1/walmart/deals', { min_price: -1 })).status).toBe(422);
		expect((await get('/v1/walmart/category', { path: 'electronics/3944', page: 12 })).status).toBe(422);
		expect((await get('/v1/walmart/search')).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/walmart/products/1234', '/v1/walmart/products/1234/reviews', '/v1/walmart/sellers/8828868EF163431A961A65A6F76FA620', '/v1/walmart/sellers/999/products?query=x', '/v1/walmart/stores/99999'])(
		'%s is a 404',
		async (path) => {
			const [route, search] = path.split('?');
			expect((await get(route, Object.fromEntries(new URLSearchParams(search ?? '')))).status).toBe(404);
		},
	);
});
