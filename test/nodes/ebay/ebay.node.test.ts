/** The eBay node as a whole: what its panel opens on and says of prices, and the Marketplace list every operation shares. */
import { DEFAULT_TEST_KEY } from '../../emulator';
import { listSearch, nodeDescription } from '../../harness/n8n';
import { nodeSuite } from '../../harness/suite';
import { NODE } from './support';
import { CUSTOM_API_CALL } from '../../../nodes/shared/custom-call';

const suite = nodeSuite();

describe('the eBay node', () => {
	test('the panel opens on Item > Search; every operation states its price', () => {
		const properties = nodeDescription(NODE).properties;
		expect(properties.find((property) => property.name === 'resource')?.default).toBe('item');
		const operations = properties.filter((property) => property.name === 'operation');
		// Each eBay operation; the Custom API Call entry ending every dropdown states its assumed price (test/behaviour/custom-call.test.ts).
		const descriptions = operations.flatMap((property) =>
			(property.options ?? []).filter((option) => !('value' in option) || option.value !== CUSTOM_API_CALL).map((option) => ('description' in option ? String(option.description) : '')),
		);
		expect(descriptions).toHaveLength(11);
		expect(descriptions.every((text) => /Costs \d+ credits? per (request|page requested)\.$|Free: costs no credits\.$/.test(text))).toBe(true);
		const get = operations.flatMap((property) => property.options ?? []).find((option) => 'action' in option && option.action === 'Get an item');
		expect(get && 'description' in get ? get.description : '').toContain('200 requests, 1,000 credits');
	});

	test('the marketplace list is fixed and needs no request', async () => {
		const result = await listSearch({
			node: NODE,
			method: 'ebayMarketplaces',
			parameters: { resource: 'seller', operation: 'getItems' },
			filter: 'united',
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: suite.emulator.url },
		});
		expect(result.results).toEqual([
			{ value: 'com', name: 'United States (ebay.com)' },
			{ value: 'co.uk', name: 'United Kingdom (ebay.co.uk)' },
		]);
		expect(suite.emulator.requests).toHaveLength(0);
	});
});
