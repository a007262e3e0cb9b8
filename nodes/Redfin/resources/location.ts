import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, LOCATION_TEXT } from '../redfin.params';

export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Places and addresses as Redfin knows them, to scope a home search',
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Autocomplete a Redfin location',
			description: "Turn the start of a place into Redfin's regions and addresses, one item per suggestion: name (the text Property > Search takes as Location), type, the region's ID, and the URL of a home when the suggestion is one.",
			notice: 'ScrapeBadger publishes no Redfin price: 2 credits a request is assumed (as Zillow\'s autocomplete) and the charge the service reports is counted.',
			method: 'GET',
			path: '/v1/redfin/autocomplete',
			params: [queryParam({ description: 'The start of a place: a city, ZIP code, address or neighborhood, e.g. seatt or 9810', placeholder: 'seatt', pattern: LOCATION_TEXT, maxLength: 200 })],
			credits: ASSUMED_CREDITS.autocomplete,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
