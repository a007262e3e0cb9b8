import type { ResourceDescriptor } from '../../shared/descriptor';
import { STORE } from '../walmart.params';

export const store: ResourceDescriptor = {
	value: 'store',
	name: 'Store',
	description: 'Physical Walmart stores',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Walmart store',
			description:
				"Read a physical store as one item: store_id, name, display_name, phone, address (address1, city, state, postal_code), latitude and longitude, opening hours, services (each department with its own phone and hours), access_types, and from the same answer departments, fuel_prices, nearby_count and nearby_stores (about 30, each with distance_miles).",
			method: 'GET',
			path: '/v1/walmart/stores/{store_id}',
			params: [STORE],
			credits: 5,
			paging: { kind: 'none' },
			records: 'store',
			// The answer's lists about the store sit beside it: kept on the store's item.
			recordDefaults: ['departments', 'fuel_prices', 'nearby_count', 'nearby_stores'],
		},
	],
};
