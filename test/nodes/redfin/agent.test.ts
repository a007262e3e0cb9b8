/** Redfin > Agent > Get (by agent ID or profile URL, 404), Location > Autocomplete and Market > List, through n8n-core against the emulator. */
import { AGENTS, agentUrl, MARKETS } from '../../emulator/fixtures/redfin/homes';
import { byId, byUrl, field, mapped, operation, redfinSuite } from './support';

const { suite, run, requests, expectRefused } = redfinSuite();
const get = operation('agent', 'get');

describe('Redfin > Agent > Get', () => {
	test('by agent ID: agent_id sent', async () => {
		const { items, error } = await run(get({ agent_id: byId(AGENTS[0].agent_id) }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/redfin/agent', query: { agent_id: AGENTS[0].agent_id } }]);
		expect(items[0].json).toMatchObject({ name: AGENTS[0].name });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('by profile URL: sent whole as url; Simplify counts the listings', async () => {
		const { items, error } = await run(get({ agent_id: byUrl(agentUrl(1)), simplify: true }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/redfin/agent', query: { url: agentUrl(1) } }]);
		expect(items[0].json).toMatchObject({ agent_id: AGENTS[1].agent_id, name: AGENTS[1].name, listings_returned: 5, service_areas: 'Seattle' });
	});

	test('an unknown agent is a 404 said as such', async () => {
		expect((await run(get({ agent_id: byId('99') }))).error?.message).toMatch(/404|not found/i);
	});

	test.each([
		[byUrl('https://www.zillow.com/profile/jane-doe/'), 'a Redfin agent profile URL'],
		[mapped('maya chen'), 'a Redfin agent ID (digits)'],
	])('refused before any request: %j', async (value, form) => {
		await expectRefused(get({ agent_id: value }), form);
	});
});

describe('Redfin > Location > Autocomplete', () => {
	test('the query sent; one item per suggestion', async () => {
		const { items, error } = await run(operation('location', 'autocomplete')({ query: 'seatt' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/redfin/autocomplete', query: { query: 'seatt' } }]);
		expect(field(items, 'name')).toEqual(['Seattle, WA']);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});
});

describe('Redfin > Market > List', () => {
	test('one request, one item per market', async () => {
		const { items } = await run(operation('market', 'list')());
		expect(requests()).toEqual([{ path: '/v1/redfin/markets', query: {} }]);
		expect(items.map((item) => item.json)).toEqual(MARKETS);
	});
});
