import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { LANGUAGE } from '../booking.params';

export const destination: ResourceDescriptor = {
	value: 'destination',
	name: 'Destination',
	description: "Booking.com's places: a name or its start resolved to destination IDs for Property > Search",
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Booking.com destinations',
			description:
				'Resolve a place name, or its start (amsterd), to Booking destinations, best match first: one item per destination with dest_id, dest_type (CITY, DISTRICT, AIRPORT, LANDMARK, REGION), name, label, city, region, country, country_code, latitude, longitude, image_url. A dest_id with its dest_type pins Property > Search to exactly that place.',
			method: 'GET',
			path: '/v1/booking/destinations',
			params: [
				queryParam({ description: 'The place, or the start of its name, e.g. amsterd or Charles de Gaulle', placeholder: 'amsterd', maxLength: 200 }),
				{ displayName: 'Max Results', name: 'limit', in: 'query', type: 'integer', min: 1, max: 20, default: 8, description: 'How many destinations to return, 1 to 20' },
				LANGUAGE,
			],
			credits: 3,
			paging: { kind: 'none' },
			records: 'destinations',
			toolUse: "Use to find Booking.com's ID of a city, district, airport or landmark",
		},
	],
};
