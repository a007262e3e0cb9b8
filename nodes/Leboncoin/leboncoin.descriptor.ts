import type { IDataObject } from 'n8n-workflow';

import type { PickParam, PlatformDescriptor } from '../shared/descriptor';

/** Leboncoin endpoints (the spec's word: classifieds). */

// No flags: only the source reaches n8n's own field validation.
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The seller UUID in a Leboncoin profile URL (`/profil/<uuid>`, `/profile/<uuid>`, or a `user_id=` query). */
export function sellerIdFromUrl(url: URL): string | undefined {
	if (!/(^|\.)leboncoin\.fr$/i.test(url.hostname)) return undefined;
	const found = UUID_INSIDE.exec(url.pathname) ?? UUID_INSIDE.exec(url.search);
	return found?.[0].toLowerCase();
}

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

/** A flat seller: feedback and badges as columns; the store reviews stay a list, they are the point of a pro profile. */
export function simplifySeller(record: IDataObject): IDataObject {
	const feedback = (record.feedback ?? {}) as IDataObject;
	const categoryScores = (feedback.category_scores ?? {}) as IDataObject;
	return {
		user_id: record.user_id,
		name: record.name,
		account_type: record.account_type,
		profile_url: typeof record.user_id === 'string' ? `https://www.leboncoin.fr/profil/${record.user_id}` : null,
		store_id: record.store_id ?? null,
		registered_at: record.registered_at ?? null,
		total_ads: record.total_ads ?? null,
		location: record.location ?? null,
		description: record.description ?? null,
		badges: Array.isArray(record.badges) ? record.badges.join(', ') : '',
		feedback_score: feedback.overall_score ?? null,
		feedback_count: feedback.received_count ?? null,
		...Object.fromEntries(Object.entries(categoryScores).map(([category, score]) => [`feedback_${category}`, score])),
		reply_rate: record.reply_rate ?? null,
		presence_status: record.presence_status ?? null,
		siren: record.siren ?? null,
		siret: record.siret ?? null,
		activity_sector: record.activity_sector ?? null,
		website_url: record.website_url ?? null,
		profile_picture_url: record.profile_picture_url ?? null,
		store_rating_value: record.store_rating_value ?? null,
		store_ratings_total: record.store_ratings_total ?? null,
		store_reviews: record.store_reviews ?? [],
	};
}

export const leboncoin: PlatformDescriptor = {
	platform: 'Leboncoin',
	resources: [
		{
			value: 'seller',
			name: 'Seller',
			description: 'People and shops selling on Leboncoin',
			endpoints: [
				{
					operation: 'get',
					name: 'Get',
					action: 'Get a seller',
					description:
						'Get a seller profile: name, private or pro, registration date, active ads, feedback, reply rate, and for shops the SIREN, store rating and store reviews.',
					method: 'GET',
					path: '/v1/leboncoin/sellers/{user_id}',
					params: [
						{
							displayName: 'Seller',
							name: 'user_id',
							in: 'path',
							type: 'locator',
							default: '',
							required: true,
							description:
								"The seller, as a profile URL or the seller UUID. An ad's owner works directly: after Ad > Search, drag the ad's owner.user_id field into By ID.",
							id: {
								regex: UUID,
								form: 'a seller UUID such as b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
								placeholder: 'b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
							},
							url: {
								form: 'a Leboncoin profile URL such as https://www.leboncoin.fr/profil/b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
								placeholder: 'https://www.leboncoin.fr/profil/b3f1c2a0-8d4e-4a1b-9c2d-1e2f3a4b5c6d',
								extract: sellerIdFromUrl,
							},
						},
					],
					credits: 5,
					paging: { kind: 'none' },
					records: 'seller',
					simplify: simplifySeller,
				},
			],
		},
		{
			value: 'location',
			name: 'Location',
			description: 'French places as Leboncoin knows them, to scope an ad search',
			endpoints: [
				{
					operation: 'search',
					name: 'Search',
					action: 'Search locations',
					description:
						'Find cities, departments and regions by name or postcode, one item per suggestion, each with the city, zipcode, department_id and region_id an ad search takes.',
					method: 'GET',
					path: '/v1/leboncoin/locations/search',
					params: [
						{
							displayName: 'Query',
							name: 'q',
							in: 'query',
							type: 'string',
							required: true,
							default: '',
							description: 'A place name or postcode, e.g. "Lyon" or "69000"',
							placeholder: 'Lyon',
							maxLength: 100,
						},
					],
					credits: 2,
					paging: { kind: 'none' },
					records: 'suggestions',
				},
			],
		},
		{
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
		},
	],
};
