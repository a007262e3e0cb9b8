/**
 * Leboncoin ads: Ad > Get and Ad > Get Similar by URL or ID, Simplify, and what changed on Ad > Search
 * (the node opens on it, Text is a top-level field, a workflow saved with Text under Options still works).
 */
import type { FromAIArgument, IDataObject, INode, INodeParameters, INodeProperties } from 'n8n-workflow';
import { generateZodSchema, NodeHelpers, traverseNodeParameters } from 'n8n-workflow';
import { z } from 'zod';

import { ADS, SELLERS } from '../../emulator/fixtures/leboncoin/ads';
import { nodeDescription, packageNodeType } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { CUSTOM_API_CALL } from '../../../nodes/shared/custom-call';

const suite = nodeSuite();
const NODE = 'scrapeBadgerLeboncoin';
const SEARCH_PATH = '/v1/leboncoin/search';
const [FIRST] = ADS;
const [PRO] = SELLERS;
const AD_PATH = `/v1/leboncoin/ads/${FIRST.list_id}`;
const SIMILAR_PATH = `${AD_PATH}/similar`;

const byUrl = (value: unknown) => ({ __rl: true, mode: 'url', value });
const byId = (value: unknown) => ({ __rl: true, mode: 'id', value });
const picked = (value: string) => ({ __rl: true, mode: 'list', value, cachedResultName: value });

const requests = () => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
const run = (parameters: Record<string, unknown>, extra: { items?: IDataObject[] } = {}) =>
	suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra });
const expectRefused = (parameters: Record<string, unknown>, message: string) =>
	suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message);

const getAd = (list_id: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'get', list_id, ...extra });
const similar = (list_id: unknown, extra: Record<string, unknown> = {}) => ({
	resource: 'ad',
	operation: 'getSimilar',
	list_id,
	...extra,
});
const search = (extra: Record<string, unknown> = {}) => ({ resource: 'ad', operation: 'search', ...extra });

describe('Leboncoin > Ad > Get', () => {
	test.each([
		['the ad URL the service gives', byUrl(FIRST.url)],
		['the newer /ad/<category>/<id> form without www.', byUrl(`https://leboncoin.fr/ad/velos/${FIRST.list_id}`)],
		['a shared link with a query and a fragment', byUrl(`https://www.leboncoin.fr/ad/velos/${FIRST.list_id}?utm_source=share&utm_medium=app#photos`)],
		['an old /vi/ link with a trailing slash', byUrl(`https://www.leboncoin.fr/vi/${FIRST.list_id}.htm/`)],
		['a URL pasted without https://', byUrl(`www.leboncoin.fr/velos/${FIRST.list_id}.htm?ca=12_s`)],
		['a mobile host', byUrl(`https://m.leboncoin.fr/velos/${FIRST.list_id}.htm`)],
		['the ID in the URL box', byUrl(String(FIRST.list_id))],
		['the ID', byId(String(FIRST.list_id))],
		['the ID as a number from an expression', byId(`={{ ${FIRST.list_id} }}`)],
	])('by %s: one request to the ad path, the ad as one item, 5 credits', async (_label, listId) => {
		const { items, error } = await run(getAd(listId));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: AD_PATH, query: {} }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ list_id: FIRST.list_id, subject: FIRST.subject, url: FIRST.url });
		expect(items[0].json.owner).toEqual({ user_id: PRO.user_id, type: 'pro', name: PRO.name, no_salesmen: false });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify: one flat row, the price as a number, place, owner, first image and attributes as columns', async () => {
		const { items } = await run(getAd(byId(String(FIRST.list_id)), { simplify: true }));
		const row = items[0].json;
		expect(row).toMatchObject({
			list_id: FIRST.list_id,
			subject: FIRST.subject,
			url: FIRST.url,
			price: FIRST.price_eur,
			currency: 'EUR',
			category_id: FIRST.category_id,
			category_name: FIRST.category_name,
			status: 'active',
			brand: FIRST.brand,
			city: FIRST.location.city_label,
			zipcode: FIRST.location.zipcode,
			department_id: FIRST.location.department_id,
			region_name: FIRST.location.region_name,
			owner_user_id: PRO.user_id,
			owner_name: PRO.name,
			owner_type: 'pro',
			image_count: FIRST.images.nb_images,
			image_url: FIRST.images.urls[0],
		});
		expect(row.attributes).toMatch(/^Marque: Moustache; État: /);
		expect(Object.values(row).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});

	test('Ad > Search then Ad > Get with {{ $json.list_id }}: one ad per search item, each paired to its item', async () => {
		const found = await run(search({ limit: 2 }));
		suite.emulator.reset();
		const { items, error } = await run(getAd(byId('={{ $json.list_id }}')), { items: found.items.map((item) => item.json) });
		expect(error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual(ADS.slice(0, 2).map((ad) => `/v1/leboncoin/ads/${ad.list_id}`));
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	});

	test('an unknown ad is a 404 naming Leboncoin', async () => {
		const { error } = await run(getAd(byId('1')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Ad not found"');
	});

	test.each([
		['a URL on another site', byUrl(`https://example.com/velos/${FIRST.list_id}.htm`), 'Ad must be a Leboncoin ad URL such as https://www.leboncoin.fr/velos/2845123456.htm or a numeric ad ID (list_id) such as 2845123456'],
		['a Leboncoin search page', byUrl('https://www.leboncoin.fr/recherche?category=24&text=velo'), 'Ad must be a Leboncoin ad URL'],
		['a seller profile URL', byUrl(`https://www.leboncoin.fr/profil/${PRO.user_id}`), 'Ad must be a Leboncoin ad URL'],
		// Typed into By ID, n8n's own field check stops these; from an expression or the URL box, the node does.
		['an ID with letters, from an expression', byId('={{ "2845abc" }}'), 'or a numeric ad ID (list_id)'],
		['an ID of 0, from an expression', byId('={{ 0 }}'), 'or a numeric ad ID (list_id)'],
		['an ID too long to be exact, from an expression', byId('={{ "12345678901234567" }}'), 'or a numeric ad ID (list_id)'],
		['a path escape in the URL box', byUrl('../sellers'), 'or a numeric ad ID (list_id)'],
		['an item without a list_id', byId('={{ $json.list_id }}'), 'Ad is required'],
	])('refused before any request: %s', async (_label, listId, message) => {
		await expectRefused(getAd(listId), message);
	});
});

describe('Leboncoin > Ad > Get Similar', () => {
	test('no Limit set: the service default (20), one item per ad, 5 credits', async () => {
		const { items, error } = await run(similar(byUrl(FIRST.url)));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: SIMILAR_PATH, query: {} }]);
		expect(items).toHaveLength(20);
		expect(new Set(items.map((item) => item.json.category_id))).toEqual(new Set([FIRST.category_id]));
		expect(items.map((item) => item.json.list_id)).not.toContain(FIRST.list_id);
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Limit 5 and 50 are sent as limit; Simplify gives the same flat row as Get', async () => {
		const five = await run(similar(byId(String(FIRST.list_id)), { options: { limit: 5 }, simplify: true }));
		expect(five.items).toHaveLength(5);
		expect(five.items[0].json).toMatchObject({ currency: 'EUR', category_id: FIRST.category_id, status: null, brand: null });
		expect(five.items[0].json.owner_user_id).toEqual(expect.any(String));
		const fifty = await run(similar(byId(String(FIRST.list_id)), { options: { limit: 50 } }));
		expect(fifty.items).toHaveLength(50);
		expect(requests()).toEqual([
			{ path: SIMILAR_PATH, query: { limit: '5' } },
			{ path: SIMILAR_PATH, query: { limit: '50' } },
		]);
	});

	test.each([
		['Limit 51', { limit: 51 }, 'Limit must be a whole number from 1 to 50, got 51'],
		['Limit 0 from an expression', { limit: '={{ 0 }}' }, 'Limit must be a whole number from 1 to 50, got 0'],
		['Limit 2.5', { limit: 2.5 }, 'Limit must be a whole number from 1 to 50, got 2.5'],
	])('refused before any request: %s', async (_label, options, message) => {
		await expectRefused(similar(byId(String(FIRST.list_id)), { options }), message);
	});

	test('an unknown ad is a 404', async () => {
		const { error } = await run(similar(byId('1')));
		expect(error?.message).toBe('Not found on Leboncoin (404)');
	});
});

describe('Leboncoin > Ad > Search: the node opens on it, Text on top', () => {
	const properties = () => nodeDescription(NODE).properties;
	const searchOptions = () =>
		properties().find(
			(property) => property.name === 'options' && property.displayOptions?.show?.operation?.[0] === 'search' && property.displayOptions.show.resource?.[0] === 'ad',
		)?.options as INodeProperties[];

	test('a new node is Ad > Search', () => {
		expect(properties()[0]).toMatchObject({ name: 'resource', default: 'ad' });
		const operation = properties().find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'ad');
		expect(operation?.default).toBe('search');
		expect((operation?.options as Array<{ value: string }>).map((option) => option.value).filter((value) => value !== CUSTOM_API_CALL).sort()).toEqual(['get', 'getSimilar', 'search']);
	});

	test('Text is a field of its own; under Options it is kept only for workflows saved with it there', () => {
		const text = properties().find((property) => property.name === 'text');
		expect(text).toMatchObject({ type: 'string', default: '', displayOptions: { show: { resource: ['ad'], operation: ['search'] } } });
		expect(text?.required).toBeFalsy();
		const legacy = searchOptions().find((option) => option.name === 'text');
		expect(legacy?.displayOptions).toEqual({ show: { text: [{ _cnd: { exists: true } }] } });
	});

	test('Text at the top level is sent as text', async () => {
		const { items } = await run(search({ text: 'vélo électrique', limit: 3 }));
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '3', text: 'vélo électrique' } }]);
		expect(items.every((item) => String(item.json.subject).startsWith('Vélo électrique'))).toBe(true);
	});

	test('a workflow saved with Text under Options still searches for it; the top-level Text wins when both are set', async () => {
		await run(search({ limit: 3, options: { text: 'vélo électrique' } }));
		await run(search({ limit: 3, text: 'VTT', options: { text: 'vélo électrique' } }));
		expect(requests().map((request) => request.query)).toEqual([
			{ limit: '3', text: 'vélo électrique' },
			{ limit: '3', text: 'VTT' },
		]);
	});

	test('Text longer than 200 characters is refused, wherever it is', async () => {
		await expectRefused(search({ limit: 3, text: 'x'.repeat(201) }), 'Text must be non-empty text');
		await expectRefused(search({ limit: 3, options: { text: 'x'.repeat(201) } }), 'Text must be non-empty text');
	});

	test('Category ID, Department ID and Region ID picked from their lists are sent as typed IDs would be', async () => {
		await run(search({ limit: 2, options: { category: picked('1'), region_id: picked('20'), department_id: picked('69') } }));
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: { limit: '2', category: '1', region_id: '20', department_id: '69' } }]);
	});

	test('Simplify: flat rows with the search total and page', async () => {
		const { items } = await run(search({ limit: 2, simplify: true }));
		expect(items[0].json).toMatchObject({ list_id: ADS[0].list_id, price: ADS[0].price_eur, search_page: 1, search_total: expect.any(Number) });
		expect(items[0].json.search).toBeUndefined();
		expect(Object.values(items[0].json).some((value) => value !== null && typeof value === 'object')).toBe(false);
	});
});

describe('Ad > Search as an AI tool: Text is optional, said once', () => {
	/** The arguments n8n builds the tool's schema from, for the Search tool as added from the Tools panel. */
	function searchArguments(): FromAIArgument[] {
		const type = packageNodeType(`${NODE}Tool`).description;
		const node: INode = { id: 't', name: 'Tool', type: type.name, typeVersion: 1, position: [0, 0], parameters: { resource: 'ad', operation: 'search' } };
		const parameters = NodeHelpers.getNodeParameters(type.properties, node.parameters, true, false, node, type) ?? {};
		const found: FromAIArgument[] = [];
		traverseNodeParameters(parameters, found);
		return found;
	}

	test('the model may leave Text out ({} is a valid call), and is told so without also being told it is required', () => {
		const args = searchArguments();
		const text = args.find((arg) => arg.key === 'text')!;
		expect(text.description).toContain('Leave empty to list every ad the other filters allow');
		expect(text.description).not.toMatch(/required/i);
		const schema = z.object(Object.fromEntries(args.map((arg) => [arg.key, generateZodSchema(arg)])));
		expect(schema.safeParse({}).success).toBe(true);
	});

	test('called without Text, the tool searches without it', async () => {
		const { items, error } = await suite.run({ node: `${NODE}Tool`, parameters: { resource: 'ad', operation: 'search' }, items: [{}] });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: SEARCH_PATH, query: expect.not.objectContaining({ text: expect.anything() }) }]);
		expect(items[0].json.returned).toBeGreaterThan(0);
	});
});
