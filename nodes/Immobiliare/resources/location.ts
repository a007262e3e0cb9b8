import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { MARKET } from '../immobiliare.params';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Places of a portal as geography IDs, for a precise search or a price history',
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Autocomplete an Immobiliare location',
			description:
				'Turn a free-text place into the portal\'s geography, most relevant first, one item per suggestion: id, label, type (nation, region, province, comune or zone), region_id, province_id, city_id, macrozone_ids and the portal\'s search path (url), and the market. The IDs feed Listing > Search and Price > Get History.',
			method: 'GET',
			path: '/v1/immobiliare/autocomplete',
			params: [queryParam({ description: 'The place to look up: a city, province, region or zone, e.g. Milano', placeholder: 'Milano', maxLength: 200 }), MARKET],
			credits: 2,
			paging: { kind: 'none' },
			records: 'suggestions',
			recordDefaults: ['market'],
			toolUse: 'Use to turn a place name into Immobiliare region, province and city IDs before a search or a price history',
		},
	],
};
