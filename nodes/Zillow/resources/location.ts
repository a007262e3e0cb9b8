import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { AUTOCOMPLETE_CREDITS, LOCATION_TEXT } from '../zillow.params';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Places as Zillow knows them (cities, ZIP codes, neighborhoods, addresses), to scope a property search',
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Autocomplete a location',
			description:
				"Turn a partial place name into Zillow's suggestions, one item per suggestion: display (the text Property > Search takes as Location), region_id, region_type (city, zipcode, neighborhood, county, state or address), latitude, longitude, metro_id, and the zpid when the suggestion is one home.",
			method: 'GET',
			path: '/v1/zillow/autocomplete',
			params: [
				queryParam({
					description: 'The start of a place: a city, ZIP code, neighborhood or address, e.g. "austi", "7870" or "travis heights"',
					placeholder: 'austi',
					pattern: LOCATION_TEXT,
				}),
			],
			credits: AUTOCOMPLETE_CREDITS,
			paging: { kind: 'none' },
			records: 'results',
		},
	],
};
