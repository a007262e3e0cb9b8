/**
 * LoopNet > Broker > Get (by profile URL, which names the name slug, or by ID with the Name Slug; 404), Market > List
 * and Property Type > List (free), through n8n-core against the emulator.
 */
import { BROKERS, brokerUrl, MARKETS, PROPERTY_TYPES } from '../../emulator/fixtures/loopnet/catalog';
import { byId, byUrl, loopnetSuite, mapped, operation } from './support';

const { suite, run, requests, expectRefused } = loopnetSuite();
const get = operation('broker', 'get');
const [BROKER] = BROKERS;
const PATH = `/v1/loopnet/brokers/${BROKER.slug}/${BROKER.broker_id}`;

describe('LoopNet > Broker > Get', () => {
	test.each([
		['its profile URL', { broker_id: byUrl(brokerUrl(0)) }],
		['its ID and Name Slug', { broker_id: byId(BROKER.broker_id), slug: BROKER.slug }],
	])('by %s: one request, the profile as one item', async (_what, parameters) => {
		const { items, error } = await run(get(parameters));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ broker_id: BROKER.broker_id, name: BROKER.name, listing_count: 30 });
		expect(suite.emulator.requests[0].creditsCharged).toBe(8);
	});

	test('an ID without its Name Slug is refused before any request', async () => {
		await expectRefused(get({ broker_id: byId(BROKER.broker_id) }), 'Name Slug is required');
	});

	test.each([
		[byUrl('https://www.loopnet.com/Listing/1000-Main-St-Houston-TX/12345678/'), 'a LoopNet broker profile URL'],
		[mapped('w7x-2k9d'), 'a broker ID such as w7x2k9d'],
	])('refused before any request: %j', async (brokerValue, form) => {
		await expectRefused(get({ broker_id: brokerValue, slug: BROKER.slug }), form);
	});

	test('an unknown broker is a 404 said as such', async () => {
		expect((await run(get({ broker_id: byId(BROKER.broker_id), slug: 'jane-doe' }))).error?.message).toMatch(/404|not found/i);
	});
});

describe('LoopNet > Market > List and Property Type > List', () => {
	test('the markets, one item each, free', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(items.map((item) => item.json.code)).toEqual(MARKETS.map((market) => market.code));
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('the property types, one item each, free', async () => {
		const { items } = await run(operation('propertyType', 'list')());
		expect(items.map((item) => item.json.slug)).toEqual(PROPERTY_TYPES.map((type) => type.slug));
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});
});
