import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { AUTOCOMPLETE_CREDITS, MARKET } from '../realtor.params';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Places as the portals know them (cities, ZIP and postal codes, neighborhoods, addresses), to scope a property search',
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Autocomplete a Realtor location',
			description:
				"Turn the start of a place into the portal's suggestions, one item per suggestion: id, type (city, postal_code, neighborhood, address), label (the text Property > Search takes as Location), city, state_code, postal_code, country, slug_id, geo_id, coordinate and market.",
			method: 'GET',
			path: '/v1/realtor/autocomplete',
			params: [
				queryParam({
					description: 'The start of a place: a city, ZIP or postal code, neighborhood or address, e.g. austi, 9021 or toron',
					placeholder: 'austi',
					pattern: { regex: /^[^\r\n]+$/, form: 'the start of a place on one line, such as austi' },
					maxLength: 200,
				}),
				MARKET,
				{ displayName: 'Max Results', name: 'limit', in: 'query', type: 'integer', min: 1, max: 25, default: 10, description: 'How many suggestions to return, 1 to 25 (the service gives 10 when not set)' },
			],
			credits: AUTOCOMPLETE_CREDITS,
			paging: { kind: 'none' },
			records: 'suggestions',
			toolUse: 'Use to find the exact place name realtor.com or realtor.ca knows for a city, ZIP code or neighborhood',
		},
	],
};
