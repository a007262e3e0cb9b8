/**
 * Leboncoin > Seller > Get (by profile URL or UUID, Simplify, chained from Ad > Search, pro and private sellers) and
 * Get Listings (page paging by `page` and `limit`, stopping when the seller's `total` is reached or at an empty page,
 * never asking for more than the Limit needs), through n8n-core against the emulator.
 */
import type { IDataObject } from 'n8n-workflow';

import { ADS, SELLERS } from '../../emulator/fixtures/leboncoin/ads';
import { byId, byUrl, leboncoinSuite, listIds } from './support';

const { suite, run, requests, queries, expectRefused } = leboncoinSuite();
const [PRO, , PRIVATE] = SELLERS;
const PATH = `/v1/leboncoin/sellers/${PRO.user_id}/listings`;
const OWN = ADS.filter((ad) => ad.owner.user_id === PRO.user_id);
const listings = (extra: Record<string, unknown> = {}, seller: unknown = byId(PRO.user_id)) => ({
	resource: 'seller',
	operation: 'getListings',
	user_id: seller,
	...extra,
});

describe('Leboncoin > Seller > Get', () => {
	const getSeller = (seller: unknown, extra: Record<string, unknown> = {}) => ({
		resource: 'seller',
		operation: 'get',
		user_id: seller,
		...extra,
	});

	test.each([
		['profile URL', byUrl(`https://www.leboncoin.fr/profil/${PRO.user_id}`)],
		['profile URL with a suffix and query', byUrl(`https://www.leboncoin.fr/profile/${PRO.user_id}/offers?page=2`)],
		['URL with the UUID in capitals', byUrl(`https://leboncoin.fr/profil/${PRO.user_id.toUpperCase()}`)],
		['UUID in the URL box', byUrl(PRO.user_id)],
		['UUID', byId(PRO.user_id)],
	])('by %s: one request, the seller as one item with its store reviews', async (_label, seller) => {
		const { items, error } = await run(getSeller(seller));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/leboncoin/sellers/${PRO.user_id}`, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ user_id: PRO.user_id, name: 'Cycles Paris Pro', account_type: 'pro' });
		expect(items[0].json.store_reviews).toEqual(PRO.store_reviews);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify flattens feedback, badges and the store reviews (their count, the newest one)', async () => {
		const { items } = await run(getSeller(byId(PRO.user_id), { simplify: true }));
		expect(items[0].json).toMatchObject({
			user_id: PRO.user_id,
			profile_url: `https://www.leboncoin.fr/profil/${PRO.user_id}`,
			badges: 'verified_id, fast_reply',
			feedback_score: PRO.feedback.overall_score,
			feedback_count: PRO.feedback.received_count,
			feedback_communication: 4.8,
			store_review_count: PRO.store_reviews.length,
		});
		expect(items[0].json.feedback).toBeUndefined();
		expect(items[0].json.store_reviews).toBeUndefined();
	});

	test('Ad > Search then Seller > Get with {{ $json.owner.user_id }}: one seller per ad', async () => {
		const search = await run({ resource: 'ad', operation: 'search', limit: 3 });
		const ads = search.items.map((item) => item.json);
		suite.emulator.reset();
		const { items, error } = await run(getSeller(byId('={{ $json.owner.user_id }}')), { items: ads });
		expect(error).toBeUndefined();
		const owners = ads.map((ad) => (ad.owner as IDataObject).user_id);
		expect(requests()).toEqual(owners.map((owner) => ({ path: `/v1/leboncoin/sellers/${owner}`, query: {} })));
		expect(items.map((item) => item.json.user_id)).toEqual(owners);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	test('an unknown seller is a 404 naming Leboncoin', async () => {
		const { error } = await run(getSeller(byId('00000000-0000-4000-8000-000000000000')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Seller not found"');
	});

	test.each([
		['a URL on another site', byUrl(`https://example.com/profil/${PRO.user_id}`), 'Seller must be a Leboncoin profile URL'],
		['an ad URL', byUrl('https://www.leboncoin.fr/velos/2845123456.htm'), 'Seller must be a Leboncoin profile URL'],
		['a UUID with a letter too many, from an expression', byId(`={{ "${PRO.user_id}a" }}`), 'or a seller UUID'],
		['an ad without an owner', byId('={{ $json.owner?.user_id }}'), 'Seller is required'],
	])('refused before any request: %s', async (_label, seller, message) => {
		await expectRefused(getSeller(seller), message);
	});

	test('Simplify: a flat row, the store reviews as their count and the newest review, no list left', async () => {
		const { items } = await run({ resource: 'seller', operation: 'get', user_id: byId(PRO.user_id), simplify: true });
		expect(items).toHaveLength(1);
		expect(Object.entries(items[0].json).filter(([, value]) => value !== null && typeof value === 'object')).toEqual([]);
		const newest = [...PRO.store_reviews].sort((a, b) => String(b.review_time).localeCompare(String(a.review_time)))[0];
		expect(items[0].json).toMatchObject({
			store_review_count: PRO.store_reviews.length,
			latest_review_author: newest.author_name,
			latest_review_rating: newest.rating_value,
			latest_review_text: newest.text,
			latest_review_time: newest.review_time,
		});
		const { items: person } = await run({ resource: 'seller', operation: 'get', user_id: byId(PRIVATE.user_id), simplify: true });
		expect(person[0].json).toMatchObject({ store_review_count: PRIVATE.store_reviews.length, latest_review_author: PRIVATE.store_reviews.length > 0 ? expect.any(String) : null });
	});

	test('a private seller comes as a pro one does: its account type, and its store reviews as an empty list', async () => {
		const { items } = await run({ resource: 'seller', operation: 'get', user_id: byId(PRIVATE.user_id) });
		expect(items[0].json).toMatchObject({ account_type: 'private', store_reviews: [] });
	});
});

describe('Leboncoin > Seller > Get Listings', () => {
	test('Return All: one request of 100 holds all 40 ads, and the total says there is nothing more to ask', async () => {
		const { items, error } = await run(listings({ returnAll: true }));
		expect(error).toBeUndefined();
		expect(suite.emulator.requests.map(({ path, query }) => ({ path, query }))).toEqual([{ path: PATH, query: { limit: '100' } }]);
		expect(listIds(items)).toEqual(OWN.map((ad) => ad.list_id));
		expect(items.every((item) => (item.json.owner as IDataObject).user_id === PRO.user_id)).toBe(true);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Limit 10: the page size follows the Limit, one request', async () => {
		const { items } = await run(listings({ limit: 10 }));
		expect(queries()).toEqual([{ limit: '10' }]);
		expect(listIds(items)).toEqual(OWN.slice(0, 10).map((ad) => ad.list_id));
	});

	test('Page Size 15 with Return All: pages 1 to 3, then the total (40) is reached: no fourth request', async () => {
		const { items } = await run(listings({ returnAll: true, options: { limit: 15 } }));
		expect(queries()).toEqual([{ limit: '15' }, { limit: '15', page: '2' }, { limit: '15', page: '3' }]);
		expect(listIds(items)).toEqual(OWN.map((ad) => ad.list_id));
	});

	test('Page Size 20 with Return All: the second page ends exactly at the total, so no empty third page is asked for', async () => {
		const { items } = await run(listings({ returnAll: true, options: { limit: 20 } }));
		expect(queries()).toEqual([{ limit: '20' }, { limit: '20', page: '2' }]);
		expect(items).toHaveLength(40);
	});

	test('Limit 20 with Page Size 15: two pages of 15 (sizes kept so page numbers hold), 20 ads, no third request', async () => {
		const { items } = await run(listings({ limit: 20, options: { limit: 15 } }));
		expect(queries()).toEqual([{ limit: '15' }, { limit: '15', page: '2' }]);
		expect(listIds(items)).toEqual(OWN.slice(0, 20).map((ad) => ad.list_id));
	});

	test('Start Page resumes at a later page; past the last page, one empty page and no items', async () => {
		const later = await run(listings({ returnAll: true, options: { limit: 15, page: 2 } }));
		expect(queries()).toEqual([{ limit: '15', page: '2' }, { limit: '15', page: '3' }]);
		expect(listIds(later.items)).toEqual(OWN.slice(15).map((ad) => ad.list_id));
		suite.emulator.reset();
		const past = await run(listings({ returnAll: true, options: { page: 5 } }));
		expect(past.error).toBeUndefined();
		expect(past.items).toEqual([]);
		expect(queries()).toEqual([{ limit: '100', page: '5' }]);
	});

	test('a Credit Budget of 10 stops after two pages of 15 and keeps them', async () => {
		const { items, error } = await run(listings({ returnAll: true, options: { limit: 15 }, requestOptions: { creditBudget: 10 } }));
		expect(error).toBeUndefined();
		expect(queries()).toEqual([{ limit: '15' }, { limit: '15', page: '2' }]);
		expect(items).toHaveLength(30);
	});

	test('by profile URL; a private seller too; Simplify gives flat ad rows', async () => {
		const { items } = await run(listings({ limit: 3, simplify: true }, byUrl(`https://www.leboncoin.fr/profil/${PRIVATE.user_id}`)));
		expect(suite.emulator.requests[0].path).toBe(`/v1/leboncoin/sellers/${PRIVATE.user_id}/listings`);
		expect(items).toHaveLength(3);
		expect(items[0].json).toMatchObject({ owner_user_id: PRIVATE.user_id, owner_type: 'private', currency: 'EUR' });
		expect(Object.values(items[0].json).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});

	test('an unknown seller is a 404 naming Leboncoin', async () => {
		const { error } = await run(listings({ returnAll: true }, byId('00000000-0000-4000-8000-000000000000')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
		expect(error?.description).toContain('Seller not found');
	});

	test('a failure on page 2 keeps page 1 and names the page to resume at', async () => {
		suite.emulator.injectFault({ path: PATH, kind: 'status', status: 500, skip: 1, times: 4 });
		const { items } = await run(listings({ returnAll: true, options: { limit: 15 }, requestOptions: { maxAttempts: 1 } }), {
			continueOnFail: true,
		});
		expect(items).toHaveLength(16);
		expect(items[15].json).toMatchObject({ recordsFetched: 15, resumeAt: { page: 2 } });
	});

	test.each([
		['Page Size 101', { returnAll: true, options: { limit: 101 } }, 'Page Size must be a whole number from 1 to 100, got 101'],
		['Start Page 0', { returnAll: true, options: { page: '={{ 0 }}' } }, 'Start Page must be a whole number of at least 1, got 0'],
		['Limit 0', { limit: '={{ 0 }}' }, 'Limit must be a whole number of at least 1, got 0'],
	])('refused before any request: %s', async (_label, extra, message) => {
		await expectRefused(listings(extra), message);
	});

	test('refused before any request: an ad URL where the seller goes', async () => {
		await expectRefused(listings({ returnAll: true }, byUrl(ADS[0].url)), 'Seller must be a Leboncoin profile URL');
	});
});
