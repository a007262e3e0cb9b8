/** Zillow > Agent > Get through n8n-core against the emulator: the agent by username or profile URL, Simplify, errors and bad input. */
import type { IDataObject } from 'n8n-workflow';

import { nodeTestSuite } from '../support';
import { byId, byUrl, NODE } from './support';

const { suite, run, requests, expectRefused } = nodeTestSuite(NODE);

describe('Zillow > Agent > Get', () => {
	const getAgent = (username: unknown, extra: Record<string, unknown> = {}) => ({ resource: 'agent', operation: 'get', username, ...extra });

	test.each([
		['username', byId('maria-okafor')],
		['profile URL', byUrl('https://www.zillow.com/profile/maria-okafor/')],
		['profile URL with a tab and a query', byUrl('https://www.zillow.com/profile/maria-okafor/reviews?page=2')],
		['profile URL without a scheme', byUrl('zillow.com/profile/maria-okafor')],
		['username in the URL box', byUrl('maria-okafor')],
	])('by %s: GET /v1/zillow/agent?username=, one item', async (_label, username) => {
		const { items, error } = await run(getAgent(username));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/zillow/agent', query: { username: 'maria-okafor' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ username: 'maria-okafor', name: 'Maria Okafor', url: 'https://www.zillow.com/profile/maria-okafor/' });
		expect((items[0].json.listings as IDataObject[])[0]).toMatchObject({ position: 1, zpid: expect.any(String) });
		expect(suite.emulator.requests[0].creditsCharged).toBe(5);
	});

	test('Simplify: contact and counts as columns, lists joined', async () => {
		const { items } = await run(getAgent(byId('priya-raman'), { simplify: true }));
		expect(items[0].json).toMatchObject({
			username: 'priya-raman',
			languages: 'English, Tamil, Hindi',
			license_state: 'TX',
			listings_returned: expect.any(Number),
		});
		for (const value of Object.values(items[0].json)) expect(value === null || typeof value !== 'object').toBe(true);
	});

	test('an unknown agent is a 404 naming Zillow', async () => {
		const { error } = await run(getAgent(byId('nobody-here')));
		expect(error?.message).toBe('Not found on Zillow (404)');
		expect(error?.description).toContain('ScrapeBadger said: "Agent not found"');
	});

	test.each([
		['a profile URL on another site', byUrl('https://example.com/profile/maria-okafor/'), 'Agent must be a Zillow profile URL'],
		['a Zillow URL that is no profile', byUrl('https://www.zillow.com/homedetails/x/29100002_zpid/'), 'Agent must be a Zillow profile URL'],
		['a username with a space, from an expression', byId('={{ "maria okafor" }}'), 'or a Zillow profile username'],
		['a username with a slash', byId('={{ "maria/okafor" }}'), 'or a Zillow profile username'],
	])('refused before any request: %s', async (_label, username, message) => {
		await expectRefused(getAgent(username), message);
	});
});
