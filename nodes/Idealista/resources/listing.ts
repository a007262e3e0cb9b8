import type { NumberParam, OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { assumedPrice, DETAIL_PRICE, PAGE_PRICE, searchAllWorstCase } from '../idealista.credits';
import { AS_IT_COMES, DEAL, LOCATION, locale, MARKET, MAX_ITEMS, PAGE, PROPERTY, PROPERTY_TYPE, rangesInOrder, SEARCH_BOUNDS } from '../idealista.params';

/** The search's orders, as the OpenAPI lists them ("distance|size|rooms|...|privateAds"). */
const SORT_BY: OptionsParam = {
	displayName: 'Sort By',
	name: 'sort_by',
	in: 'query',
	type: 'options',
	default: 'publicationDate',
	description: "What the listings are ordered by (Sort Order says which way); not set: the service's own order",
	options: [
		{ value: 'distance', name: 'Distance' },
		{ value: 'floor', name: 'Floor' },
		{ value: 'modificationDate', name: 'Modification Date' },
		{ value: 'photos', name: 'Photos' },
		{ value: 'preservationTypeAndPrice', name: 'Preservation Type and Price' },
		{ value: 'price', name: 'Price' },
		{ value: 'priceDown', name: 'Price Down (Reduced)' },
		{ value: 'ratioeurm2', name: 'Price per Square Metre' },
		{ value: 'privateAds', name: 'Private Ads' },
		{ value: 'publicationDate', name: 'Publication Date' },
		{ value: 'rooms', name: 'Rooms' },
		{ value: 'size', name: 'Size' },
		{ value: 'street', name: 'Street' },
		{ value: 'weigh', name: 'Weigh (Relevance)' },
	],
};

const SORT_ORDER: OptionsParam = {
	displayName: 'Sort Order',
	name: 'sort_order',
	in: 'query',
	type: 'options',
	default: 'desc',
	description: 'Descending (the default) or ascending',
	options: [
		{ value: 'asc', name: 'Ascending' },
		{ value: 'desc', name: 'Descending' },
	],
};

const MAX_RESULTS: NumberParam = {
	displayName: 'Max Results',
	name: 'max_results',
	in: 'query',
	type: 'integer',
	min: 1,
	max: 3000,
	default: 500,
	description: 'The most listings to gather, from 1 to 3000 (500 by default). Billed per page the service fetches: the Credit Budget holds 5 credits per 50 asked for before sending.',
};

export const listing: ResourceDescriptor = {
	value: 'listing',
	name: 'Listing',
	description: 'Homes and other property for sale or rent in Spain, Italy and Portugal: a search of a location, the full inventory of one, a listing in full and its engagement counters',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Idealista listings',
			description: `Search one page of a location's listings for sale or rent (a location code of Location > Suggest), with property type, price, size and rooms filters, an order and a page size of up to 50. ${AS_IT_COMES} Page is a plain field: the node reads the page asked for.`,
			method: 'GET',
			path: '/v1/idealista/search',
			params: [LOCATION, DEAL, PROPERTY_TYPE, MARKET, PAGE, MAX_ITEMS, SORT_BY, SORT_ORDER, ...SEARCH_BOUNDS, locale('en')],
			check: rangesInOrder,
			credits: PAGE_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(PAGE_PRICE, "Immobiliare's search page"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
			toolUse: 'Use to find homes or other property for sale or rent in Spain, Italy or Portugal by Idealista location code, price, size and rooms',
		},
		{
			operation: 'searchAll',
			name: 'Search All',
			action: 'Search all Idealista listings',
			description: `Gather a location's full inventory past Idealista's ~1800-listing cap per search (the service tiles the search by price ranges and removes duplicates), up to Max Results listings, with the search's filters. ${AS_IT_COMES}`,
			notice:
				`${AS_IT_COMES} Billed per page the service fetches, at a price ScrapeBadger does not state: the Credit Budget assumes 5 credits per page of 50 listings and holds 5 x Max Results / 50 before sending (50 credits for the default 500, 300 for 3000). Request Options > Credit Budget caps what a run may spend.`,
			method: 'GET',
			path: '/v1/idealista/search/all',
			params: [LOCATION, DEAL, PROPERTY_TYPE, MARKET, MAX_RESULTS, ...SEARCH_BOUNDS, locale('en')],
			check: rangesInOrder,
			credits: PAGE_PRICE,
			creditsAssumed: true,
			priceText: 'ScrapeBadger states no price ("Billed per page fetched"): the Credit Budget assumes 5 credits per page of 50 listings (the price of Immobiliare\'s search page, at the search\'s largest page size), holds 5 x ceil(Max Results / 50) before sending and counts what the service reports.',
			worstCase: searchAllWorstCase,
			paging: { kind: 'none' },
		},
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Idealista listing',
			description: `Read one listing in full (the OpenAPI: energy certificate, characteristics, media), by property code or listing URL, in the language asked for. ${AS_IT_COMES}`,
			method: 'GET',
			path: '/v1/idealista/properties/{property_code}',
			params: [PROPERTY, MARKET, locale('en')],
			credits: DETAIL_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(DETAIL_PRICE, "Immobiliare's listing in full"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
		},
		{
			operation: 'getStats',
			name: 'Get Stats',
			action: "Get an Idealista listing's stats",
			description: `Read a listing's engagement counters (the OpenAPI: views, email contacts, sent to a friend, favourites), by property code or listing URL. ${AS_IT_COMES}`,
			method: 'GET',
			path: '/v1/idealista/properties/{property_code}/stats',
			params: [PROPERTY, MARKET, locale('en', 'The language of the counters\' labels')],
			credits: PAGE_PRICE,
			creditsAssumed: true,
			priceText: assumedPrice(PAGE_PRICE, "Immobiliare's agency or search page (a listing's counters are no full listing)"),
			notice: AS_IT_COMES,
			paging: { kind: 'none' },
		},
	],
};
