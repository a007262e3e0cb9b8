import type { PickParam, ResourceDescriptor } from '../../shared/descriptor';

/** The search suggestions of Location > Search, offered as a pick list for one location field of the ad search. */
function locationPick(
	displayName: string,
	name: 'city' | 'zipcode' | 'department_id' | 'region_id',
	label: string,
	example: string,
	pattern: PickParam['pattern'],
	method: string,
): PickParam {
	return {
		displayName,
		name,
		in: 'query',
		type: 'pick',
		default: '',
		description: `${label}: type it (e.g. ${example}), or search Leboncoin's places in "From List". Each search in the list costs 2 credits and runs only once you type a place name.`,
		placeholder: example,
		pattern,
		typedMode: 'By Value',
		list: {
			method,
			from: { resource: 'location', operation: 'search' },
			value: name,
			name: name === 'region_id' ? 'region_name' : name === 'department_id' ? 'department_name' : 'label',
			filter: 'q',
		},
	};
}

const SEARCH_TOTALS = ['total', 'total_all', 'total_pro', 'total_private', 'total_shippable', 'max_pages', 'page', 'limit'];

export const ad: ResourceDescriptor = {
	value: 'ad',
	name: 'Ad',
	description: 'Classified ads on Leboncoin',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search ads',
			description:
				'Search ads by text, category, place, price and seller type, one item per ad. Each ad carries the search\'s totals under "search" (total, total_all, total_pro, total_private, total_shippable, max_pages, and the page it came from).',
			method: 'GET',
			path: '/v1/leboncoin/search',
			params: [
				{
					displayName: 'Text',
					name: 'text',
					in: 'query',
					type: 'string',
					default: '',
					description: 'Words to search for, e.g. "vélo électrique"',
					placeholder: 'vélo électrique',
					maxLength: 200,
				},
				{
					displayName: 'Category ID',
					name: 'category',
					in: 'query',
					type: 'string',
					default: '',
					description: 'A Leboncoin category ID, e.g. 2 (Voitures), 9 (Immobilier), 15 (Informatique) or 24 (Vélos)',
					placeholder: '24',
					pattern: { regex: /^\d{1,4}$/, form: 'a numeric category ID such as 24' },
				},
				locationPick('City', 'city', 'A city name', 'Lyon', {
					regex: /^[^\n]{1,100}$/,
					form: 'a city name such as Lyon',
				}, 'leboncoinCities'),
				locationPick('Zipcode', 'zipcode', 'A French postcode', '69000', {
					regex: /^\d[0-9AB]\d{3}$/,
					form: 'a French postcode of five digits such as 69000',
				}, 'leboncoinZipcodes'),
				locationPick('Department ID', 'department_id', 'A department number', '69', {
					regex: /^(\d{2,3}|2[AB])$/,
					form: 'a department number such as 69 or 2A',
				}, 'leboncoinDepartments'),
				locationPick('Region ID', 'region_id', 'A Leboncoin region ID', '20', {
					regex: /^\d{1,2}$/,
					form: 'a numeric region ID such as 20',
				}, 'leboncoinRegions'),
				{
					displayName: 'Minimum Price',
					name: 'price_min',
					in: 'query',
					type: 'integer',
					min: 0,
					default: 0,
					description: 'Lowest price in euros, e.g. 100',
				},
				{
					displayName: 'Maximum Price',
					name: 'price_max',
					in: 'query',
					type: 'integer',
					min: 0,
					default: 0,
					description: 'Highest price in euros, e.g. 800; not below Minimum Price',
				},
				{
					displayName: 'Seller Type',
					name: 'owner_type',
					in: 'query',
					type: 'options',
					default: 'all',
					description: 'Ads from everyone (the default), from shops only, or from private sellers only',
					options: [
						{ value: 'all', name: 'All' },
						{ value: 'pro', name: 'Professional' },
						{ value: 'private', name: 'Private' },
					],
				},
				{
					displayName: 'Ad Type',
					name: 'ad_type',
					in: 'query',
					type: 'options',
					default: 'offer',
					description: 'Things offered for sale (the default) or wanted ads',
					options: [
						{ value: 'offer', name: 'Offer' },
						{ value: 'demand', name: 'Demand (Wanted)' },
					],
				},
				{
					displayName: 'Sort',
					name: 'sort',
					in: 'query',
					type: 'options',
					default: 'relevance',
					description: 'Order of the ads',
					options: [
						{ value: 'price_high', name: 'Highest Price First' },
						{ value: 'price_low', name: 'Lowest Price First' },
						{ value: 'newest', name: 'Newest First' },
						{ value: 'oldest', name: 'Oldest First' },
						{ value: 'relevance', name: 'Relevance' },
					],
				},
				{
					displayName: 'Start Page',
					name: 'page',
					in: 'query',
					type: 'integer',
					min: 1,
					default: 1,
					description:
						'First page of results to read; paging goes on from there up to the last page (max_pages). Pages hold as many ads as the first request asked for.',
				},
			],
			check: ({ price_min: min, price_max: max }) =>
				typeof min === 'number' && typeof max === 'number' && min > max
					? `Minimum Price (${min}) must not be above Maximum Price (${max})`
					: undefined,
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				totalPagesPath: 'max_pages',
				pageSize: { param: 'limit', min: 1, max: 100 },
			},
			records: 'ads',
			recordContext: { key: 'search', fields: SEARCH_TOTALS },
		},
	],
};
