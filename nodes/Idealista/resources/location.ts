import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { assumedPrice, SUGGEST_PRICE } from '../idealista.credits';
import { AS_IT_COMES, DEAL, locale, MARKET, PROPERTY_TYPE } from '../idealista.params';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Idealista location codes for a search',
	endpoints: [
		{
			operation: 'suggest',
			name: 'Suggest',
			action: 'Suggest Idealista locations',
			description: `Turn a free-text place into Idealista location codes, the Location Code of Listing > Search and Search All. ${AS_IT_COMES}`,
			method: 'GET',
			path: '/v1/idealista/suggest',
			params: [
				queryParam({ description: "The place to look up, in free text, e.g. 'sagrada familia' or Madrid", placeholder: 'sagrada familia', maxLength: 200 }),
				DEAL,
				PROPERTY_TYPE,
				MARKET,
				locale('en'),
			],
			credits: SUGGEST_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(SUGGEST_PRICE, "Immobiliare's autocomplete"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
			toolUse: 'Use to turn a place name into Idealista location codes before a search',
		},
	],
};
