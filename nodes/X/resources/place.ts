import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS } from '../x.params';

export const place: ResourceDescriptor = {
	value: 'place',
	name: 'Place',
	description: 'Places that can be attached to tweets',
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
					default: '',
					description: 'A place name, e.g. "San Francisco". Give this, or Latitude and Longitude, or all three.',
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
			records: 'data',
		},
	],
};
