/**
 * The emulator's Idealista. The OpenAPI is all there is: it states the parameters (names, defaults, ranges and the
 * value lists in their descriptions), which these routes check as it states them (a 422 otherwise); it documents no
 * answer (every 200 schema is empty) and no price. The answers' shapes here are therefore the emulator's own, plausible
 * and no richer than the tests need; the charges are the node's assumptions (nodes/Idealista/idealista.credits.ts).
 */
import * as data from '../../fixtures/idealista/portal';
import { ApiError, defineRoute } from '../../route';

const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'es' } as const;
const LOCALE = { type: 'enum', values: data.LOCALES } as const;
const PAGE = { type: 'integer', min: 1, default: 1 } as const;
const MAX_ITEMS = { type: 'integer', min: 1, max: 50, default: 30 } as const;
const CODE = { pattern: '^[0-9]+$' };
const bound = { type: 'number', min: 0 } as const;
const roomBound = { type: 'integer', min: 0 } as const;

const SEARCH_FILTERS = {
	location: { type: 'string', required: true },
	operation: { type: 'enum', values: data.OPERATIONS, default: 'sale' },
	property_type: { type: 'enum', values: data.PROPERTY_TYPES, default: 'homes' },
	market: MARKET,
	min_price: bound,
	max_price: bound,
	min_size: bound,
	max_size: bound,
	min_rooms: roomBound,
	max_rooms: roomBound,
	locale: LOCALE,
} as const;

/** The search/all page the node assumes (50 listings, the search's largest max_items): what the emulator bills by. */
const SEARCH_ALL_PAGE = 50;

type Filters = { location: string; operation: string; property_type: string; market: string } & Record<'min_price' | 'max_price' | 'min_size' | 'max_size' | 'min_rooms' | 'max_rooms', number | null>;

/** A location's listings that pass the filters, in catalog order (homes only: another type finds none). */
function found(query: Filters) {
	const location = data.LOCATIONS.find((entry) => entry.code === query.location && entry.market === query.market);
	if (!location || query.property_type !== 'homes') return [];
	const inRange = (value: number, low: number | null, high: number | null) => (low === null || value >= low) && (high === null || value <= high);
	return Array.from({ length: location.catalog }, (_, index) => data.listing(location, index)).filter(
		(entry) =>
			entry.operation === query.operation &&
			inRange(entry.price, query.min_price, query.max_price) &&
			inRange(entry.size, query.min_size, query.max_size) &&
			inRange(entry.rooms, query.min_rooms, query.max_rooms),
	);
}

const agencyAnswer = (agency: (typeof data.AGENCIES)[number], query: { operation: string | null; page: number; max_items: number; include_listings: boolean }) => {
	const own = data.LOCATIONS.flatMap((location) => Array.from({ length: location.catalog }, (_, index) => data.listing(location, index)))
		.filter((entry) => entry.agency === agency.shortName && (query.operation === null || entry.operation === query.operation));
	return {
		agency: { shortName: agency.shortName, name: agency.name, phone: agency.phone },
		total: own.length,
		page: query.page,
		...(query.include_listings ? { listings: own.slice((query.page - 1) * query.max_items, query.page * query.max_items) } : {}),
	};
};

const AGENCY_QUERY = {
	market: MARKET,
	operation: { type: 'enum', values: data.OPERATIONS },
	property_type: { type: 'enum', values: data.PROPERTY_TYPES },
	page: PAGE,
	max_items: MAX_ITEMS,
	include_listings: { type: 'boolean', default: true },
} as const;

export const idealistaRoutes = [
	defineRoute({
		path: '/v1/idealista/search',
		query: { ...SEARCH_FILTERS, page: PAGE, max_items: MAX_ITEMS, sort_by: { type: 'enum', values: data.SORTS }, sort_order: { type: 'enum', values: data.SORT_ORDERS, default: 'desc' } },
		credits: 5,
		handle: ({ query }) => {
			const all = found(query);
			if (query.sort_by === 'price') all.sort((a, b) => (query.sort_order === 'asc' ? a.price - b.price : b.price - a.price));
			return { total: all.length, page: query.page, totalPages: Math.max(1, Math.ceil(all.length / query.max_items)), elementList: all.slice((query.page - 1) * query.max_items, query.page * query.max_items) };
		},
	}),
	defineRoute({
		path: '/v1/idealista/search/all',
		query: { ...SEARCH_FILTERS, max_results: { type: 'integer', min: 1, max: 3000, default: 500 } },
		// "Billed per page fetched": 5 a page of 50, the node's assumption.
		credits: (body: { pages_fetched: number }) => 5 * body.pages_fetched,
		handle: ({ query }) => {
			const all = found(query).slice(0, query.max_results);
			return { total: all.length, pages_fetched: Math.max(1, Math.ceil(all.length / SEARCH_ALL_PAGE)), elementList: all };
		},
	}),
	defineRoute({
		path: '/v1/idealista/properties/{property_code}',
		pathParams: { property_code: CODE },
		query: { market: MARKET, locale: { ...LOCALE, default: 'en' } },
		credits: 10,
		handle: ({ params, query }) => {
			const entry = data.findListing(params.property_code);
			if (!entry) throw ApiError.notFound('Property not found');
			return { ...entry, locale: query.locale, energyCertification: { energyConsumption: 'E' }, multimedia: { images: [`${entry.url}photo-1.jpg`] } };
		},
	}),
	defineRoute({
		path: '/v1/idealista/properties/{property_code}/stats',
		pathParams: { property_code: CODE },
		query: { market: MARKET, locale: { ...LOCALE, default: 'en' } },
		credits: 5,
		handle: ({ params }) => {
			const entry = data.findListing(params.property_code);
			if (!entry) throw ApiError.notFound('Property not found');
			const seed = Number(params.property_code) % 97;
			return { propertyCode: entry.propertyCode, visits: 100 + seed * 13, emailContacts: seed % 11, sentToFriend: seed % 5, favourites: seed % 17 };
		},
	}),
	defineRoute({
		path: '/v1/idealista/agency/by-phone/{phone}',
		pathParams: { phone: { pattern: '^[0-9]+$' } },
		query: AGENCY_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			const agency = data.AGENCIES.find((entry) => entry.phone === params.phone && entry.market === query.market);
			if (!agency) throw ApiError.notFound('No agency found for this phone');
			return agencyAnswer(agency, query);
		},
	}),
	defineRoute({
		path: '/v1/idealista/agency/{short_name}',
		query: AGENCY_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			const agency = data.AGENCIES.find((entry) => entry.shortName === params.short_name && entry.market === query.market);
			if (!agency) throw ApiError.notFound('Agency not found');
			return agencyAnswer(agency, query);
		},
	}),
	defineRoute({
		path: '/v1/idealista/suggest',
		query: { query: { type: 'string', required: true }, operation: { type: 'enum', values: data.OPERATIONS, default: 'sale' }, property_type: { type: 'enum', values: data.PROPERTY_TYPES, default: 'homes' }, market: MARKET, locale: LOCALE },
		credits: 2,
		handle: ({ query }) => {
			const text = query.query.toLowerCase();
			return { locations: data.LOCATIONS.filter((entry) => entry.market === query.market && entry.name.toLowerCase().includes(text)).map(({ code, name }) => ({ locationId: code, name })) };
		},
	}),
	defineRoute({
		path: '/v1/idealista/markets',
		credits: 0,
		handle: () => ({ markets: data.MARKETS.map(({ code, name, domain, currency }) => ({ code, name, domain, currency })) }),
	}),
];
