import type { ResourceDescriptor } from '../../shared/descriptor';
import { assumedPrice, MARKETS_PRICE } from '../idealista.credits';
import { AS_IT_COMES } from '../idealista.params';

export const market: ResourceDescriptor = {
	value: 'market',
	name: 'Market',
	description: 'The Idealista markets the service reads',
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Idealista markets',
			description: `List the markets the service reads (the OpenAPI: ES, IT, PT). ${AS_IT_COMES}`,
			method: 'GET',
			path: '/v1/idealista/markets',
			params: [],
			credits: MARKETS_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(MARKETS_PRICE, "Immobiliare's free market list"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
		},
	],
};
