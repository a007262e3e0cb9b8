import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { asFilter } from '../../shared/descriptor';
import { loadedFrom, locationPick, regionPick } from '../leboncoin.params';
import { SEARCH_CONTEXT, simplifyAd } from '../leboncoin.records';
import { adIdFromUrl, LIST_ID } from '../leboncoin.urls';

const EXAMPLE_AD_ID = '2845123456';
const EXAMPLE_AD_URL = `https://www.leboncoin.fr/velos/${EXAMPLE_AD_ID}.htm`;

/** An ad, by URL or by its numeric `list_id`: Get and Get Similar. */
export const AD: LocatorParam = {
	displayName: 'Ad',
	name: 'list_id',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
	description: `The ad, as its Leboncoin URL (e.g. ${EXAMPLE_AD_URL} or https://www.leboncoin.fr/ad/velos/${EXAMPLE_AD_ID}) or its numeric ID, the list_id of an Ad > Search item (e.g. ${EXAMPLE_AD_ID}). After Ad > Search, drag the ad's list_id field into By ID.`,
	id: {
		regex: LIST_ID,
		form: `a numeric ad ID (list_id) such as ${EXAMPLE_AD_ID}`,
		placeholder: EXAMPLE_AD_ID,
	},
	url: {
		form: `a Leboncoin ad URL such as ${EXAMPLE_AD_URL}`,
		placeholder: EXAMPLE_AD_URL,
		extract: adIdFromUrl,
	},
};

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
				'Search ads by text, category, place, price and seller type, one item per ad. Each ad carries the search\'s totals under "search" (total, total_all, total_pro, total_private, total_shippable, max_pages, and the page it came from); Simplify\'s flat rows (also what an AI tool call returns) give the total and the page as search_total and search_page.',
			method: 'GET',
			path: '/v1/leboncoin/search',
			params: [
				{
					displayName: 'Text',
					name: 'text',
					in: 'query',
					type: 'string',
					topLevel: true,
					default: '',
					description: 'Words to search for, e.g. "vélo électrique". Leave empty to list every ad the other filters allow.',
					placeholder: 'vélo électrique',
					maxLength: 200,
				},
				{
					displayName: 'Category ID',
					name: 'category',
					filter: true,
					in: 'query',
					type: 'pick',
					default: '',
					description:
						'Only ads of this category: pick it in "From List" (Category > List, free) or type its numeric ID, e.g. 2 (Voitures), 9 (Immobilier), 15 (Informatique) or 24 (Vélos). A parent category covers its sub-categories.',
					placeholder: '24',
					pattern: { regex: /^\d{1,4}$/, form: 'a numeric category ID such as 24' },
					typedMode: 'By ID',
					list: loadedFrom('leboncoinCategories', 'category', 'list', 'id', 'name'),
				},
				asFilter(locationPick('City', 'city', 'A city name', 'Lyon', {
					regex: /^[^\n]{1,100}$/,
					form: 'a city name such as Lyon',
				}, 'leboncoinCities')),
				asFilter(locationPick('Zipcode', 'zipcode', 'A French postcode', '69000', {
					regex: /^\d[0-9AB]\d{3}$/,
					form: 'a French postcode of five digits such as 69000',
				}, 'leboncoinZipcodes')),
				{
					displayName: 'Department ID',
					name: 'department_id',
					filter: true,
					in: 'query',
					type: 'pick',
					default: '',
					description:
						'Only ads in this department: pick it in "From List" (Department > List, free; only the departments of the Region ID set here, if one is) or type its number, e.g. 69 or 2A',
					placeholder: '69',
					pattern: { regex: /^(\d{2,3}|2[AB])$/, form: 'a department number such as 69 or 2A' },
					typedMode: 'By ID',
					// Departments of the Region ID set on the search, when one is.
					list: loadedFrom('leboncoinDepartments', 'department', 'list', 'id', 'name', { pass: ['region_id'] }),
				},
				asFilter(regionPick(
					'Only ads in this region: pick it in "From List" (Region > List, free) or type its numeric ID, e.g. 20 (Auvergne-Rhône-Alpes)',
				)),
				{
					displayName: 'Minimum Price',
					name: 'price_min',
					filter: true,
					in: 'query',
					type: 'integer',
					min: 0,
					default: 0,
					description: 'Lowest price in euros, e.g. 100',
				},
				{
					displayName: 'Maximum Price',
					name: 'price_max',
					filter: true,
					in: 'query',
					type: 'integer',
					min: 0,
					default: 0,
					description: 'Highest price in euros, e.g. 800; not below Minimum Price',
				},
				{
					displayName: 'Seller Type',
					name: 'owner_type',
					filter: true,
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
					filter: true,
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
			recordContext: SEARCH_CONTEXT,
			simplify: simplifyAd,
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an ad',
			description:
				'Get one ad in full: title, description, price, category attributes, every image, place, and the owner (whose user_id Seller > Get takes).',
			method: 'GET',
			path: '/v1/leboncoin/ads/{list_id}',
			params: [AD],
			credits: 5,
			paging: { kind: 'none' },
			records: 'ad',
			simplify: simplifyAd,
		},
		{
			operation: 'getSimilar',
			name: 'Get Similar',
			action: 'Get ads similar to an ad',
			description: 'Get the ads Leboncoin shows as similar to an ad, one item per ad (up to 50, 20 unless Limit says otherwise).',
			method: 'GET',
			path: '/v1/leboncoin/ads/{list_id}/similar',
			params: [
				AD,
				{
					displayName: 'Limit',
					name: 'limit',
					in: 'query',
					type: 'integer',
					min: 1,
					max: 50,
					default: 20,
					description: 'How many similar ads to return, from 1 to 50 (the service gives 20 when unset). One request either way.',
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'ads',
			simplify: simplifyAd,
		},
	],
};
