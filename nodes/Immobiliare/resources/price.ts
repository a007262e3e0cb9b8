import type { ResourceDescriptor } from '../../shared/descriptor';
import { CONTRACT, geoId, MARKET } from '../immobiliare.params';

export const price: ResourceDescriptor = {
	value: 'price',
	name: 'Price',
	description: 'Average asking prices per m² of an area, month by month',
	endpoints: [
		{
			operation: 'getHistory',
			name: 'Get History',
			action: 'Get Immobiliare price history',
			description:
				"Read the monthly average price per m² the portal publishes for a region, a province or a city (the most specific ID given wins), for sale or for rent: one item per month, oldest first, each with label (the month, e.g. 2026-06), value (EUR per m²), and the series' contract, unit (EUR/m²) and market.",
			method: 'GET',
			path: '/v1/immobiliare/market-insights/prices',
			params: [
				geoId('region_id', 'Region ID', 'The region of the series', '10', { required: true }),
				geoId('province_id', 'Province ID', 'Narrows the series to a province', 'MI'),
				geoId('city_id', 'City ID', 'Narrows the series to a city (comune); needs the Province ID too', '8042'),
				CONTRACT,
				MARKET,
			],
			check: (values) =>
				typeof values.city_id === 'string' && values.city_id !== '' && (typeof values.province_id !== 'string' || values.province_id === '')
					? 'City ID needs the Province ID of that city too (both from Location > Autocomplete)'
					: undefined,
			credits: 10,
			paging: { kind: 'none' },
			records: 'points',
			recordDefaults: ['contract', 'unit', 'market'],
			toolUse: 'Use to see how asking prices per m² moved month by month in an Italian, Spanish, Greek or Luxembourg area',
		},
	],
};
