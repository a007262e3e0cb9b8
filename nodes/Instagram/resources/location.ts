import type { ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, LOCATION } from '../instagram.params';

/** A place posts are tagged at, by its number or page URL. */
export const location: ResourceDescriptor = {
	value: 'location',
	name: 'Location',
	description: 'Instagram places that posts are tagged at',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Instagram location',
			description: 'Read a place by its number or page URL, as one item as the service gives it (its name and coordinates among it)',
			method: 'GET',
			path: '/v1/instagram/locations/{location_pk}',
			params: [LOCATION],
			// No docs page prices locations: the overview's "Standard read" price (5) is assumed.
			credits: 5,
			creditsAssumed: true,
			notice: ACCOUNT_POOL_NOTICE,
			paging: { kind: 'none' },
		},
	],
};
