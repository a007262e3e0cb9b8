/**
 * The emulator's Google routes on their own: each answer holds exactly the keys the docs' response schema gives
 * (docs/openapi-google.json: every key it names at each place, no other; skipped when the spec folder is absent), and
 * the paging, 404s, 422s and credits of each list.
 */
import { MAPS_PHOTOS, MAPS_PLACES, MAPS_POSTS, MAPS_QUERY, MAPS_REVIEWS, REVIEWED_PLACE } from './fixtures/google/maps';
import { IMAGE_COUNT, ORGANIC_COUNT, SEARCH_QUERY } from './fixtures/google/search';
import { BARCODE, BARCODE_OFFERS, hotelProperty, PATENT_NUMBER, SCHOLAR_AUTHOR_ID, shoppingProduct } from './fixtures/google/verticals';
import { departures as schemaDepartures, docsOpenApi } from './docs-schema';
import { platformSuite } from './platform-suite';

const suite = platformSuite();

type Json = Record<string, unknown>;
type Body = Json & { detail?: unknown; pagination?: { next: string | null } };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const DOCS = docsOpenApi('google');
/** The departures of an answer from a schema of the Google docs' file. */
const departures = (value: unknown, schema: Json, at: string) => schemaDepartures(value, schema, DOCS!.components.schemas, at);

/** One request per Google path, with its answer checked against the docs' schema. */
const REQUESTS: Array<[string, Record<string, string | number>]> = [
	['/v1/google/maps/search', { q: MAPS_QUERY }],
	['/v1/google/maps/place', { data_id: REVIEWED_PLACE.data_id }],
	['/v1/google/maps/reviews', { data_id: REVIEWED_PLACE.data_id }],
	['/v1/google/maps/photos', { data_id: REVIEWED_PLACE.data_id }],
	['/v1/google/maps/posts', { data_id: REVIEWED_PLACE.data_id }],
	['/v1/google/search', { q: SEARCH_QUERY, ai_overview: 'true' }],
	['/v1/google/ai-overview', { q: SEARCH_QUERY }],
	['/v1/google/ai-mode/search', { q: SEARCH_QUERY }],
	['/v1/google/autocomplete', { q: 'espresso' }],
	['/v1/google/news/search', { q: 'electric cars' }],
	['/v1/google/news/topics', { topic: 'SCIENCE' }],
	['/v1/google/news/trending', {}],
	['/v1/google/images/search', { q: 'espresso machine' }],
	['/v1/google/videos/search', { q: 'espresso machine' }],
	['/v1/google/shorts/search', { q: 'espresso tutorial' }],
	['/v1/google/shopping/search', { q: 'espresso machine' }],
	['/v1/google/shopping/offers', { barcode: BARCODE }],
	['/v1/google/products/detail', { product_id: shoppingProduct(0).product_id, q: 'espresso machine' }],
	['/v1/google/jobs/search', { q: 'barista' }],
	['/v1/google/scholar/search', { q: 'espresso extraction' }],
	['/v1/google/scholar/profiles', { mauthors: 'coffee researcher' }],
	['/v1/google/scholar/author', { author_id: SCHOLAR_AUTHOR_ID }],
	['/v1/google/scholar/author/citation', { author_id: SCHOLAR_AUTHOR_ID }],
	['/v1/google/scholar/cite', { q: 'FDc6HiktlqEJ' }],
	['/v1/google/patents/search', { q: 'espresso' }],
	['/v1/google/patents/detail', { patent_id: PATENT_NUMBER }],
	['/v1/google/trends/interest', { q: 'espresso, cold brew' }],
	['/v1/google/trends/regions', { q: 'espresso' }],
	['/v1/google/trends/related', { q: 'espresso' }],
	['/v1/google/trends/trending', {}],
	['/v1/google/trends/autocomplete', { q: 'espresso' }],
	['/v1/google/flights/search', { departure_id: 'JFK', arrival_id: 'LHR', outbound_date: '2026-07-01' }],
	['/v1/google/hotels/search', { q: 'hotels in London', check_in: '2026-07-01', check_out: '2026-07-03' }],
	['/v1/google/hotels/details', { property_token: hotelProperty(0).property_token, check_in: '2026-07-01', check_out: '2026-07-03' }],
	['/v1/google/finance/quote', { q: 'AAPL:NASDAQ' }],
	['/v1/google/lens/search', { url: 'https://example.com/espresso.jpg' }],
];

/**
 * Paths whose answer the docs' file does not describe, checked elsewhere: the offers by barcode against the response
 * shape of shopping-offers.mdx (below), the flights calendar (no response in the docs at all) by its own test.
 */
const UNDESCRIBED = ['/v1/google/shopping/offers', '/v1/google/flights/calendar'];

/**
 * Paths the docs' file gives no response of their own: the AI Overview is the block a results page carries
 * (GoogleSearchResponse.ai_overview, AiOverview).
 */
const SCHEMA_OF: Record<string, Json> = { '/v1/google/ai-overview': { $ref: '#/components/schemas/AiOverview' } };

(DOCS ? describe : describe.skip)('every Google answer has the keys of the docs\' response schema, no more, no fewer', () => {
	test.each(REQUESTS.filter(([path]) => !UNDESCRIBED.includes(path)))('%s', async (path, query) => {
		const { status, body } = await get(path, query);
		expect(status).toBe(200);
		const schema = SCHEMA_OF[path] ?? DOCS!.paths[path].get.responses['200'].content['application/json'].schema;
		expect(departures(body, schema, 'body')).toEqual([]);
	});
});

test('the shape check finds a key too many, a key missing and a wrong type', () => {
	if (!DOCS) return;
	const schema = { $ref: '#/components/schemas/MapsPhoto' };
	expect(departures({ thumbnail: 'a', image: null, extra: 1 }, schema, 'p')).toEqual(['p.extra: not in the schema']);
	expect(departures({ thumbnail: 'a' }, schema, 'p')).toEqual(['p.image: missing']);
	expect(departures({ thumbnail: 1, image: null }, schema, 'p')).toEqual(['p.thumbnail: integer, the schema says string']);
});

describe('GET /v1/google/maps/search', () => {
	test('20 places a page from the start offset, a next link while more follow, 5 credits', async () => {
		const first = await get('/v1/google/maps/search', { q: MAPS_QUERY });
		expect(first.credits).toBe('5');
		expect((first.body.results as Json[]).map((place) => place.data_id)).toEqual(MAPS_PLACES.slice(0, 20).map((place) => place.data_id));
		expect(first.body.pagination?.next).toEqual(expect.any(String));
		const last = await get('/v1/google/maps/search', { q: MAPS_QUERY, start: 40 });
		expect(last.body.results).toHaveLength(5);
		expect(last.body.pagination?.next).toBeNull();
	});

	test('no q is a 422; a search of nothing Maps knows is an empty list', async () => {
		expect((await get('/v1/google/maps/search')).status).toBe(422);
		expect((await get('/v1/google/maps/search', { q: 'ski rental' })).body.results).toEqual([]);
	});
});

describe('GET /v1/google/maps/place', () => {
	test('by data_id or place_id; neither is a 400, an unknown place a 404, unbilled', async () => {
		expect((await get('/v1/google/maps/place', { place_id: REVIEWED_PLACE.place_id })).body.place).toMatchObject({ data_id: REVIEWED_PLACE.data_id });
		expect((await get('/v1/google/maps/place')).status).toBe(400);
		expect(await get('/v1/google/maps/place', { data_id: '0x1:0x2' })).toMatchObject({ status: 404, body: { detail: 'Place not found' }, credits: null });
	});
});

describe('token-paged Maps lists', () => {
	test.each([
		['/v1/google/maps/reviews', 'reviews', MAPS_REVIEWS.length, { results: 20 }],
		['/v1/google/maps/photos', 'photos', MAPS_PHOTOS.length, {}],
		['/v1/google/maps/posts', 'post_data', MAPS_POSTS.length, {}],
	])('%s: next_page_token walks the whole list once, then next is null', async (path, key, total, extra) => {
		let token: string | null = null;
		let seen = 0;
		for (let guard = 0; guard < 10; guard++) {
			const { body } = await get(path, { data_id: REVIEWED_PLACE.data_id, ...extra, ...(token ? { next_page_token: token } : {}) });
			seen += (body[key] as Json[]).length;
			token = body.pagination?.next ?? null;
			if (token === null) break;
		}
		expect(seen).toBe(total);
	});

	test('a token of another list is a 400', async () => {
		const { body } = await get('/v1/google/maps/photos', { data_id: REVIEWED_PLACE.data_id });
		const wrong = await get('/v1/google/maps/posts', { data_id: REVIEWED_PLACE.data_id, next_page_token: String(body.pagination?.next) });
		expect(wrong.status).toBe(400);
	});
});

describe('GET /v1/google/search', () => {
	test('num results from start, the other blocks on the first page only, a next link until the last', async () => {
		const first = await get('/v1/google/search', { q: SEARCH_QUERY, num: 100 });
		expect(first.body.organic_results).toHaveLength(100);
		expect(first.body.knowledge_graph).not.toBeNull();
		expect(first.body.pagination?.next).toEqual(expect.any(String));
		const last = await get('/v1/google/search', { q: SEARCH_QUERY, num: 100, start: 100 });
		expect(last.body.organic_results).toHaveLength(ORGANIC_COUNT - 100);
		expect(last.body).toMatchObject({ knowledge_graph: null, ads: [], pagination: { next: null } });
	});

	test('num over 100 and a device it does not know are 422s', async () => {
		expect((await get('/v1/google/search', { q: 'x', num: 101 })).status).toBe(422);
		expect((await get('/v1/google/search', { q: 'x', device: 'watch' })).status).toBe(422);
	});
});

describe('GET /v1/google/images/search', () => {
	test('20 a page from page 0; past the end an empty page', async () => {
		const pages = await Promise.all([0, 1, 2, 3].map(async (page) => ((await get('/v1/google/images/search', { q: 'espresso', page })).body.results as Json[]).length));
		expect(pages).toEqual([20, 20, IMAGE_COUNT - 40, 0]);
	});
});

describe('GET /v1/google/news/topics', () => {
	test('a section Google News does not have is a 400 naming the sections', async () => {
		const { status, body } = await get('/v1/google/news/topics', { topic: 'GOSSIP' });
		expect(status).toBe(400);
		expect(String(body.detail)).toContain('TECHNOLOGY');
	});
});

test('every live Google path is asked once above', async () => {
	const { LIVE_API } = await import('../contract/live-contract');
	expect(REQUESTS.map(([path]) => path).filter((path) => !UNDESCRIBED.includes(path)).concat(UNDESCRIBED).sort()).toEqual(Object.keys(LIVE_API.platforms.google.endpoints).sort());
});

describe('GET /v1/google/shopping/offers', () => {
	test('the shape of shopping-offers.mdx, 14 credits; a bad check digit is a 422, an unknown barcode a 404', async () => {
		const { body, credits } = await get('/v1/google/shopping/offers', { barcode: BARCODE });
		expect(credits).toBe('14');
		expect(Object.keys(body)).toEqual(['barcode', 'resolved_query', 'product_title', 'offers']);
		expect(body).toEqual(BARCODE_OFFERS);
		expect((await get('/v1/google/shopping/offers', { barcode: '0711719541029' })).status).toBe(422);
		expect((await get('/v1/google/shopping/offers', { barcode: '4006381333931' })).status).toBe(404);
	});
});

describe('GET /v1/google/flights/calendar', () => {
	test('a price per outbound date of the range; a range over 200 days is a 400', async () => {
		const { body } = await get('/v1/google/flights/calendar', { departure_id: 'JFK', arrival_id: 'LHR', outbound_date_from: '2026-07-01', outbound_date_to: '2026-07-10' });
		expect((body.prices as Json[]).map((entry) => entry.outbound_date)).toHaveLength(10);
		const far = await get('/v1/google/flights/calendar', { departure_id: 'JFK', arrival_id: 'LHR', outbound_date_from: '2026-01-01', outbound_date_to: '2026-12-31' });
		expect(far.status).toBe(400);
	});
});

describe('Scholar and Patents paging', () => {
	test('Scholar profiles: after_author walks every profile once', async () => {
		let token: string | null = null;
		let seen = 0;
		for (let guard = 0; guard < 5; guard++) {
			const { body } = await get('/v1/google/scholar/profiles', { mauthors: 'coffee', ...(token ? { after_author: token } : {}) });
			seen += (body.profiles as Json[]).length;
			token = (body.after_author as string | null) ?? null;
			if (token === null) break;
		}
		expect(seen).toBe(23);
	});

	test('Patents: num a page from page 0, the total said', async () => {
		const { body } = await get('/v1/google/patents/search', { q: 'espresso', num: 10, page: 2 });
		expect(body).toMatchObject({ total_results: 23 });
		expect(body.results).toHaveLength(3);
	});
});
