import { ZILLOW_MARKETS } from '../../fixtures/zillow/markets';
import { defineRoute } from '../../route';
import { agentRoute } from './agent';
import { autocompleteRoute } from './location';
import { propertyRoutes } from './property';
import { searchRoute } from './search';

export const zillowRoutes = [
	defineRoute({
		path: '/v1/zillow/markets',
		// Free.
		credits: 0,
		handle: () => ({ markets: ZILLOW_MARKETS.map((market) => ({ ...market })) }),
	}),
	searchRoute,
	...propertyRoutes,
	agentRoute,
	autocompleteRoute,
];
