/**
 * The emulator's Leboncoin routes on their own: documented shapes, paging, the OpenAPI's 422 rules, 404s
 * and credits, and that ads, sellers, categories, regions and departments agree with one another.
 */
import { DEFAULT_TEST_KEY } from './index';
import { platformSuite } from './platform-suite';
import { ADS, DEPARTMENTS, REGIONS, SELLERS } from './fixtures/leboncoin/ads';
import { CATEGORIES } from './fixtures/leboncoin/reference';

const suite = platformSuite({ keys: { [DEFAULT_TEST_KEY]: 10_000 } });

type Body = Record<string, unknown> & { detail?: unknown; ads?: Array<Record<string, unknown>> };

const get = (path: string, query?: Record<string, string | number | boolean>) => suite.get<Body>(path, query);

const [FIRST] = ADS;
const [PRO] = SELLERS;

describe('GET /v1/leboncoin/ads/{list_id}', () => {
	test('the ad in full, with what only the ad page shows, for 5 credits', async () => {
		const { status, body, credits } = await get(`/v1/leboncoin/ads/${FIRST.list_id}`);
		expect(status).toBe(200);
		expect(credits).toBe('5');
		const ad = body.ad as Record<string, unknown>;
		expect(ad).toMatchObject({ list_id: FIRST.list_id, subject: FIRST.subject, url: FIRST.url, price_eur: FIRST.price_eur });
		// The docs' ad owner: user_id, type, name, no_salesmen (the store ID and SIREN are on the seller's profile).
		expect(ad.owner).toEqual({ user_id: PRO.user_id, type: 'pro', name: PRO.name, no_salesmen: false });
		expect((ad.attributes as Array<{ key: string }>).map((attribute) => attribute.key)).toEqual(['brand', 'condition']);
		expect(ad.location).toEqual(FIRST.location);
	});

	test('the same ad gives the same detail every time (seeded)', async () => {
		const first = await get(`/v1/leboncoin/ads/${ADS[3].list_id}`);
		const again = await get(`/v1/leboncoin/ads/${ADS[3].list_id}`);
		expect(again.body).toEqual(first.body);
		expect((first.body.ad as { attributes: Array<{ key: string }> }).attributes.map((attribute) => attribute.key)).toEqual([
			'rooms',
			'square',
		]);
	});

	test('an unknown ad is a 404, unbilled; a list_id that is no integer is a 422 int_parsing', async () => {
		const missing = await get('/v1/leboncoin/ads/1');
		expect(missing).toMatchObject({ status: 404, body: { detail: 'Ad not found' }, credits: null });
		const word = await get('/v1/leboncoin/ads/velo');
		expect(word.status).toBe(422);
		expect(word.body.detail).toEqual([
			{
				type: 'int_parsing',
				loc: ['path', 'list_id'],
				msg: 'Input should be a valid integer, unable to parse string as an integer',
				input: 'velo',
			},
		]);
		expect(suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(10_000);
	});
});

describe('GET /v1/leboncoin/ads/{list_id}/similar', () => {
	test('20 by default: offers of the same category, closest price first, never the ad itself', async () => {
		const { body, credits } = await get(`/v1/leboncoin/ads/${FIRST.list_id}/similar`);
		expect(credits).toBe('5');
		expect(body.list_id).toBe(FIRST.list_id);
		const ads = body.ads!;
		expect(ads).toHaveLength(20);
		expect(ads.every((ad) => ad.category_id === FIRST.category_id && ad.ad_type === 'offer' && ad.list_id !== FIRST.list_id)).toBe(true);
		const gaps = ads.map((ad) => Math.abs((ad.price_eur as number) - FIRST.price_eur));
		expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
		// The short ad shape of the docs: no status or brand; a short location and owner.
		expect(Object.keys(ads[0]).sort()).toEqual(
			['ad_type', 'body', 'category_id', 'category_name', 'currency', 'first_publication_at', 'images', 'list_id', 'location', 'owner', 'price', 'price_eur', 'subject', 'url'],
		);
		expect(Object.keys(ads[0].owner as object).sort()).toEqual(['name', 'type', 'user_id']);
	});

	test('limit 1 to 50, as the OpenAPI says; anything else is a 422', async () => {
		expect((await get(`/v1/leboncoin/ads/${FIRST.list_id}/similar?limit=50`)).body.ads).toHaveLength(50);
		expect((await get(`/v1/leboncoin/ads/${FIRST.list_id}/similar?limit=3`)).body.ads).toHaveLength(3);
		for (const limit of ['0', '51', 'ten']) {
			const { status, body } = await get(`/v1/leboncoin/ads/${FIRST.list_id}/similar?limit=${limit}`);
			expect(status).toBe(422);
			expect((body.detail as Array<{ loc: string[] }>)[0].loc).toEqual(['query', 'limit']);
		}
	});
});

describe('GET /v1/leboncoin/sellers/{user_id}/listings', () => {
	const listings = (query = '') => get(`/v1/leboncoin/sellers/${PRO.user_id}/listings${query}`);
	const own = ADS.filter((ad) => ad.owner.user_id === PRO.user_id);

	test('35 ads a page by default, the total said on every page, an empty page past the end', async () => {
		const first = await listings();
		expect(first.credits).toBe('5');
		expect(first.body).toMatchObject({ user_id: PRO.user_id, total: own.length, page: 1, limit: 35 });
		expect(first.body.ads!.map((ad) => ad.list_id)).toEqual(own.slice(0, 35).map((ad) => ad.list_id));
		const second = await listings('?page=2');
		expect(second.body.ads!.map((ad) => ad.list_id)).toEqual(own.slice(35).map((ad) => ad.list_id));
		const past = await listings('?page=3&limit=35');
		expect(past.body).toMatchObject({ ads: [], total: own.length, page: 3 });
		expect(own.length).toBe(PRO.total_ads);
	});

	test('limit 1 to 100 and page from 1; an unknown seller is a 404', async () => {
		expect((await listings('?limit=101')).status).toBe(422);
		expect((await listings('?limit=0')).status).toBe(422);
		expect((await listings('?page=0')).status).toBe(422);
		const missing = await get('/v1/leboncoin/sellers/00000000-0000-4000-8000-000000000000/listings');
		expect(missing).toMatchObject({ status: 404, body: { detail: 'Seller not found' } });
	});
});

describe('free reference lists', () => {
	test('categories, regions, departments and markets cost nothing', async () => {
		for (const path of ['categories', 'regions', 'departments', 'markets']) {
			const { status, credits } = await get(`/v1/leboncoin/${path}`);
			expect([path, status, credits]).toEqual([path, 200, '0']);
		}
		expect(suite.emulator.credits(DEFAULT_TEST_KEY)).toBe(10_000);
	});

	test('every ad names a category, region and department of the lists, with the same names', async () => {
		const categories = (await get('/v1/leboncoin/categories')).body.categories as Array<{ id: string; name: string }>;
		const regions = (await get('/v1/leboncoin/regions')).body.regions as Array<{ id: string; name: string }>;
		const departments = (await get('/v1/leboncoin/departments')).body.departments as Array<{ id: string; name: string; region_id: string }>;
		for (const ad of ADS) {
			expect(categories.find((category) => category.id === ad.category_id)?.name).toBe(ad.category_name);
			expect(regions.find((region) => region.id === ad.location.region_id)?.name).toBe(ad.location.region_name);
			expect(departments.find((department) => department.id === ad.location.department_id)).toEqual({
				id: ad.location.department_id,
				name: ad.location.department_name,
				region_id: ad.location.region_id,
			});
		}
		expect(new Set(categories.map((category) => category.id)).size).toBe(CATEGORIES.length);
		expect(regions).toHaveLength(REGIONS.length);
		expect(departments).toHaveLength(DEPARTMENTS.length);
		expect(departments.every((department) => regions.some((region) => region.id === department.region_id))).toBe(true);
	});

	test('departments in number order (Corsica where 20 was), filtered by region_id; an unknown region has none', async () => {
		const all = (await get('/v1/leboncoin/departments')).body.departments as Array<{ id: string }>;
		const ids = all.map((department) => department.id);
		expect(ids.slice(0, 3)).toEqual(['01', '04', '05']);
		expect(ids.indexOf('2A')).toBe(ids.indexOf('2B') - 1);
		expect(ids[ids.indexOf('2A') - 1] < '20' && ids[ids.indexOf('2B') + 1] > '20').toBe(true);
		const idf = (await get('/v1/leboncoin/departments?region_id=22')).body.departments as Array<{ id: string; region_id: string }>;
		expect(idf.map((department) => department.id)).toEqual(['75', '77', '78', '91', '92', '93', '94', '95']);
		expect((await get('/v1/leboncoin/departments?region_id=99')).body.departments).toEqual([]);
	});

	test('a parent category searches its sub-categories too', async () => {
		const vehicles = await get('/v1/leboncoin/search?category=1&limit=100');
		const ids = new Set(vehicles.body.ads!.map((ad) => ad.category_id));
		expect([...ids].sort()).toEqual(['2', '24']);
		expect(vehicles.body.total).toBe(ADS.filter((ad) => ad.ad_type === 'offer' && ['2', '24'].includes(ad.category_id)).length);
	});

	test('one market, France', async () => {
		expect((await get('/v1/leboncoin/markets')).body).toEqual({
			markets: [{ code: 'FR', domain: 'leboncoin.fr', country: 'FR', currency: 'EUR', locale: 'fr-FR', name: 'France' }],
		});
	});
});
