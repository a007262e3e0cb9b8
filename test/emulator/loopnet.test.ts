/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * The emulator's LoopNet routes on their own: every answer holds exactly the keys of its endpoint page's example
 * (docs/api-reference/endpoint/loopnet/*.mdx, read when the spec folder is there), at the page's price; a search pages
 * by number, about 25 a page, pages 1 to 20; unknown listings and brokers are 404s, malformed filters 422s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { endpointPages, endpointPagesThere, keyPaths } from './endpoint-pages';
import { BROKERS, CATALOG_SIZE, listingId } from './fixtures/loopnet/catalog';
import { platformSuite } from './platform-suite';

const suite = platformSuite();
type Json = Record<string, unknown>;
type Body = Json & { results?: Json[]; pagination?: Json; listing?: Json; broker?: Json };
const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

/** The page's "Example Response" JSON block. */
function pageExample(page: string): unknown {
	const text = readFileSync(join(endpointPages('loopnet'), `${page}.mdx`), 'utf8');
	const block = /### Example Response\s+```json\n([\s\S]*?)```/.exec(text)?.[1];
	if (!block) throw new Error(`${page}.mdx shows no example response`);
	return JSON.parse(block);
}

const BROKER = `/v1/loopnet/brokers/${BROKERS[0].slug}/${BROKERS[0].broker_id}`;
const CALLS: Array<{ page: string; path: string; query?: Record<string, string>; credits: string }> = [
	{ page: 'search-listings', path: '/v1/loopnet/search', query: { location: 'Houston, TX', listing_type: 'for-sale', property_type: 'office' }, credits: '10' },
	{ page: 'get-listing-detail', path: `/v1/loopnet/listings/${listingId(0)}`, credits: '12' },
	{ page: 'get-broker-profile', path: BROKER, credits: '8' },
	{ page: 'list-markets', path: '/v1/loopnet/markets', credits: '0' },
	{ page: 'list-property-types', path: '/v1/loopnet/property-types', credits: '0' },
];

(endpointPagesThere('loopnet') ? describe : describe.skip)('every answer as its endpoint page shows it', () => {
	test.each(CALLS)("$page: the keys of the page's example, for $credits credits", async ({ page, path, query, credits }) => {
		const { status, body, credits: charged } = await get(path, query);
		expect(status).toBe(200);
		expect(charged).toBe(credits);
		expect([...new Set(keyPaths(body))].sort()).toEqual([...new Set(keyPaths(pageExample(page)))].sort());
	});
});

describe('search', () => {
	test('pages by number, 25 a page, with the page count', async () => {
		const pages = [];
		for (const page of [1, 3]) pages.push((await get('/v1/loopnet/search', { location: 'Houston, TX', page })).body);
		expect(pages.map((body) => [body.results?.length, body.pagination])).toEqual([
			[25, { current_page: 1, per_page: 25, total_pages: 3, total_results: CATALOG_SIZE }],
			[CATALOG_SIZE - 50, { current_page: 3, per_page: 25, total_pages: 3, total_results: CATALOG_SIZE }],
		]);
		expect(pages[1].results?.[0]).toMatchObject({ position: 51 });
	});

	test('for lease a yearly rate per square foot; for sale a total price; the market sets the currency and portal', async () => {
		const lease = (await get('/v1/loopnet/search', { location: 'Houston, TX', property_type: 'office', market: 'uk' })).body.results?.[0];
		expect(lease).toMatchObject({ price_period: '/SF/YR', price_currency: 'GBP', listing_type: 'for-lease' });
		expect(String(lease?.url)).toMatch(/^https:\/\/www\.loopnet\.co\.uk\/Listing\//);
		const sale = (await get('/v1/loopnet/search', { location: 'Houston, TX', listing_type: 'for-sale' })).body.results?.[0];
		expect(sale).toMatchObject({ price_period: null, listing_type: 'for-sale', price_currency: 'USD' });
	});

	test('malformed filters are 422s', async () => {
		expect((await get('/v1/loopnet/search', {})).status).toBe(422);
		expect((await get('/v1/loopnet/search', { location: 'TX', listing_type: 'lease' })).status).toBe(422);
		expect((await get('/v1/loopnet/search', { location: 'TX', market: 'de' })).status).toBe(422);
		expect((await get('/v1/loopnet/search', { location: 'TX', page: 21 })).status).toBe(422);
	});
});

describe('unknown pages', () => {
	test.each(['/v1/loopnet/listings/1', `/v1/loopnet/brokers/jane-doe/${BROKERS[0].broker_id}`])('%s is a 404', async (path) => {
		expect((await get(path)).status).toBe(404);
	});
});
