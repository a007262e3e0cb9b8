import type { ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS } from '../redfin.params';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The regions Redfin data covers',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Redfin coverage markets',
			description: 'List the regions Redfin data covers (the OpenAPI: "List Redfin coverage regions (US)"), one item per market.',
			notice: 'ScrapeBadger publishes no Redfin price: free is assumed (every market list ScrapeBadger prices is free) and the charge the service reports is counted.',
			method: 'GET',
			path: '/v1/redfin/markets',
			params: [],
			// Free on every platform that has a market list; Redfin's price is not published.
			credits: ASSUMED_CREDITS.markets,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'markets',
		},
	],
};
