/**
 * Facebook > Marketplace: Search and Get Category Listings (paged by their Relay cursor, the city picked or typed),
 * Get Listing (by ID or listing URL), and the free List Locations and List Categories, through n8n-core.
 */
import { CATEGORIES, LISTINGS, LOCATIONS, PAGE_SIZE, searchCard, VEHICLES } from '../../emulator/fixtures/facebook/pages';
import { picked, typed } from '../support';
import { byId, byUrl, cursorRequests, facebookSuite, field, mapped, operation } from './support';

const { run, requests, expectRefused, suite } = facebookSuite();
const search = operation('marketplace', 'search');
const byCategory = operation('marketplace', 'getCategoryListings');
const getItem = operation('marketplace', 'getItem');

describe('Facebook > Marketplace > Search', () => {
	test('Return All in New York: pages of 3 by the cursor until has_next_page is false', async () => {
		const { items, error } = await run(search({ query: 'macbook pro', location: picked('nyc', 'New York, NY'), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests('/v1/facebook/marketplace/search', LISTINGS.length, PAGE_SIZE, { query: 'macbook pro', location: 'nyc' }));
		expect(items.map((item) => item.json)).toEqual(LISTINGS.map(searchCard));
	});

	test('filters sent as the service names them; Limit 2 makes one request', async () => {
		const { items } = await run(
			search({
				query: 'desk',
				location: typed('nyc'),
				limit: 2,
				filters: { min_price: 100, max_price: 900, days_since_listed: 7, item_condition: ['new', 'used_good'], delivery_method: 'shipping' },
				options: { sort_by: 'creation_time_descend' },
			}),
		);
		expect(requests()).toEqual([
			{
				path: '/v1/facebook/marketplace/search',
				query: { query: 'desk', location: 'nyc', min_price: '100', max_price: '900', days_since_listed: '7', item_condition: 'new,used_good', delivery_method: 'shipping', sort_by: 'creation_time_descend' },
			},
		]);
		expect(items).toHaveLength(2);
	});

	test.each([
		// Mapped in, as an agent or an earlier node hands it over (n8n's own field check refuses it when typed).
		[{ query: 'desk', location: typed('={{ "New York" }}') }, 'city slug'],
		[{ query: 'desk', location: typed('nyc'), filters: { days_since_listed: 45 } }, 'Listed Within'],
	])('refused before any request: %j', async (parameters, message) => {
		await expectRefused(search(parameters), message);
	});
});

describe('Facebook > Marketplace > Get Category Listings', () => {
	test.each([
		['its slug', byId('vehicles')],
		['its URL', byUrl('https://www.facebook.com/marketplace/category/vehicles')],
		["a city's category URL", byUrl('https://www.facebook.com/marketplace/la/vehicles/')],
	])('by %s, Return All in Los Angeles: pages of 3 until has_next_page is false', async (_what, category) => {
		const { items, error } = await run(byCategory({ category, location: typed('la'), returnAll: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual(cursorRequests('/v1/facebook/marketplace/category/vehicles', VEHICLES.length, PAGE_SIZE, { location: 'la' }));
		expect(field(items, 'id')).toEqual(VEHICLES.map((one) => one.id));
	});

	test.each([[mapped('cars')], [byUrl('https://www.facebook.com/marketplace/item/1')], [mapped('vehicles/../item')]])('refused before any request: %j', async (category) => {
		await expectRefused(byCategory({ category, location: typed('la') }), 'category slug');
	});
});

describe('Facebook > Marketplace > Get Listing', () => {
	const [first] = LISTINGS;
	test.each([
		['its ID', byId(first.id)],
		['its URL', byUrl(first.url)],
		['a mobile URL with tracking', byUrl(`https://m.facebook.com/marketplace/item/${first.id}/?ref=search&referral_code=x`)],
	])('by %s: the whole listing', async (_what, item) => {
		const { items, error } = await run(getItem({ item_id: item }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: `/v1/facebook/marketplace/item/${first.id}`, query: {} }]);
		expect(items.map((one) => one.json)).toEqual([first]);
	});

	test('an unknown listing is a 404 said as such', async () => {
		expect((await run(getItem({ item_id: byId('123456') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([[byUrl('https://www.facebook.com/marketplace/nyc/search?query=desk')], [mapped('macbook')]])('refused before any request: %j', async (item) => {
		await expectRefused(getItem({ item_id: item }), 'listing');
	});
});

describe('Facebook > Marketplace > List Locations and List Categories', () => {
	test.each([
		['listLocations', '/v1/facebook/marketplace/locations', LOCATIONS],
		['listCategories', '/v1/facebook/marketplace/categories', CATEGORIES],
	])('%s: one item per entry, free', async (name, path, entries) => {
		const { items, error } = await run(operation('marketplace', name)());
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path, query: {} }]);
		expect(items.map((item) => item.json)).toEqual(entries);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
