import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS, X_PAGE_RECORDS } from '../x.params';
import { barePlaceId, PLACE_ID, placeIdFromUrl } from '../x.urls';

export const place: ResourceDescriptor = {
	value: 'place',
	name: 'Place',
	description: 'Places that can be attached to tweets: search them, or get one by ID',
	endpoints: [
		{
			...X_COSTS,
			operation: 'search',
			name: 'Search',
			action: 'Search places',
			description:
				'Find places by name, by coordinates, or both, one item per place (no items when nothing matches).',
			path: '/v1/twitter/geo/search',
			params: [
				{
					displayName: 'Query',
					name: 'query',
					in: 'query',
					type: 'string',
					// Not required: the service takes a name, coordinates, or both. It is what a place search is nearly
					// always given, so it is a field of its own rather than an option.
					topLevel: true,
					default: '',
					description: 'A place name, e.g. "San Francisco". Give this, or Latitude and Longitude (under Options), or all three.',
					placeholder: 'San Francisco',
					maxLength: 200,
				},
				{
					displayName: 'Latitude',
					name: 'lat',
					in: 'query',
					type: 'number',
					min: -90,
					max: 90,
					default: 0,
					description: 'Latitude in degrees, -90 to 90, e.g. 37.7749. Needs Longitude too.',
				},
				{
					displayName: 'Longitude',
					name: 'long',
					in: 'query',
					type: 'number',
					min: -180,
					max: 180,
					default: 0,
					description: 'Longitude in degrees, -180 to 180, e.g. -122.4194. Needs Latitude too.',
				},
			],
			check: ({ query, lat, long }) => {
				if ((lat === undefined) !== (long === undefined)) {
					return 'Latitude and Longitude go together: enter both, or neither';
				}
				if (query === undefined && lat === undefined) {
					return 'Search needs a Query, or Latitude and Longitude';
				}
				return undefined;
			},
			paging: { kind: 'none' },
			// The docs give no maximum; X's place search answers 20 places at most by default.
			maxRecordsPerRequest: X_PAGE_RECORDS,
			records: 'data',
		},
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a place',
			description:
				'Get one place by its ID: name, full name, country, type (city, admin, country, poi, neighborhood), bounding box and attributes.',
			path: '/v1/twitter/geo/places/{place_id}',
			params: [
				{
					displayName: 'Place',
					name: 'place_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description:
						'The place, as its ID (16 hexadecimal characters, e.g. 5a110d312052166f; Place > Search gives it, and so does a tweet with a place) or a place link such as https://x.com/places/5a110d312052166f (the API link of a place record works too)',
					id: {
						regex: PLACE_ID,
						form: 'a place ID such as 5a110d312052166f (16 hexadecimal characters)',
						placeholder: '5a110d312052166f',
						normalize: barePlaceId,
					},
					url: {
						form: 'a place link such as https://x.com/places/5a110d312052166f',
						placeholder: 'https://x.com/places/5a110d312052166f',
						extract: placeIdFromUrl,
					},
				},
			],
			paging: { kind: 'none' },
		},
	],
};
