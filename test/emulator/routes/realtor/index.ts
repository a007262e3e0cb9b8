import * as data from '../../fixtures/realtor/listings';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'us' } as const;

type Listing = ReturnType<typeof data.property>;

/** A listing just put up (the monitoring run's growth): an ID, URL and listing date of its own, the newest's facts. */
const freshListing: Fresh<Listing> = (template, serial, at) => {
	const id = String((template.market === 'us' ? 3_900_000_000 : 29_000_000) + serial);
	const seconds = Math.floor(at / 1000);
	return {
		...template,
		property_id: id,
		listing_id: String(2_970_000_000 + serial),
		url: template.market === 'us' ? `https://www.realtor.com/realestateandhomes-detail/${id}` : `https://www.realtor.ca/real-estate/${id}/new-listing`,
		list_date_utc: seconds,
		list_date_at: new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'),
		days_on_market: 0,
	};
};

const BOX = ['lat_min', 'lat_max', 'lng_min', 'lng_max'] as const;

export const realtorRoutes = [
	defineRoute({
		path: '/v1/realtor/search',
		query: {
			location: { type: 'string' },
			market: MARKET,
			status: { type: 'enum', values: data.STATUSES, default: 'for_sale' },
			price_min: { type: 'number', min: 0 },
			price_max: { type: 'number', min: 0 },
			beds_min: { type: 'integer', min: 0 },
			baths_min: { type: 'integer', min: 0 },
			sqft_min: { type: 'integer', min: 0 },
			sqft_max: { type: 'integer', min: 0 },
			property_type: { type: 'string' },
			sort: { type: 'enum', values: ['relevant', 'newest', 'price_low', 'price_high', 'photo_count'], default: 'relevant' },
			page: { type: 'integer', min: 1, default: 1 },
			limit: { type: 'integer', min: 1, max: 200, default: 20 },
			lat_min: { type: 'number' },
			lat_max: { type: 'number' },
			lng_min: { type: 'number' },
			lng_max: { type: 'number' },
		},
		credits: 8,
		handle: ({ query, live }) => {
			const market = query.market;
			const boxed = market === 'ca' && BOX.every((edge) => query[edge] !== null);
			// The page: "Required unless you pass a Canada bounding box".
			if (!boxed && (query.location === null || query.location.trim() === '')) {
				throw new ApiError(422, { detail: [{ type: 'missing', loc: ['query', 'location'], msg: 'Field required', input: null }] });
			}
			const text = query.location ?? '';
			const count = text.toLowerCase().includes(data.NONE_WORD) ? 0 : /rare/i.test(text) ? data.RARE_COUNT : data.CATALOG_SIZE;
			const types = query.property_type?.toLowerCase().split(',').map((entry) => entry.trim());
			const found = Array.from({ length: count }, (_, index) => index).filter((index) => {
				const fact = data.facts(index, market);
				return (
					(query.price_min === null || fact.price >= query.price_min) &&
					(query.price_max === null || fact.price <= query.price_max) &&
					(query.beds_min === null || fact.beds >= query.beds_min) &&
					(query.baths_min === null || fact.baths >= query.baths_min) &&
					(query.sqft_min === null || fact.sqft >= query.sqft_min) &&
					(query.sqft_max === null || fact.sqft <= query.sqft_max) &&
					(types?.includes(fact.type) ?? true)
				);
			});
			const byPrice = (a: number, b: number) => data.facts(a, market).price - data.facts(b, market).price || a - b;
			if (query.sort === 'price_low') found.sort(byPrice);
			if (query.sort === 'price_high') found.sort((a, b) => byPrice(b, a));
			if (query.sort === 'photo_count') found.sort((a, b) => data.facts(b, market).photos - data.facts(a, market).photos || a - b);
			// A higher index is listed later: newest first is the index order reversed.
			if (query.sort === 'newest') found.reverse();
			// The search grows for the monitoring run (new listings lead: the newest of a newest-first search).
			const all = live.list(found.map((index) => data.property(index, market, query.status)), freshListing);
			const start = (query.page - 1) * query.limit;
			const results = all.slice(start, start + query.limit);
			return {
				market,
				country: market === 'us' ? 'US' : 'CA',
				total: all.length,
				count: results.length,
				page: query.page,
				total_pages: Math.ceil(all.length / query.limit),
				results,
			};
		},
	}),
	defineRoute({
		path: '/v1/realtor/properties/{property_id}',
		query: { market: MARKET },
		credits: 10,
		handle: ({ params, query }) => {
			const index = data.indexOfProperty(params.property_id, query.market);
			if (index === undefined) throw ApiError.notFound('Property not found');
			return data.propertyDetail(index, query.market);
		},
	}),
	defineRoute({
		path: '/v1/realtor/autocomplete',
		query: { query: { type: 'string', required: true }, market: MARKET, limit: { type: 'integer', min: 1, max: 25, default: 10 } },
		credits: 2,
		handle: ({ query }) => {
			const start = query.query.trim().toLowerCase();
			const suggestions = data.SUGGESTIONS.filter(
				(suggestion) => suggestion.market === query.market && [suggestion.label, suggestion.city, suggestion.postal_code ?? ''].some((text) => text.toLowerCase().startsWith(start)),
			);
			return { market: query.market, query: query.query, suggestions: structuredClone(suggestions.slice(0, query.limit)) };
		},
	}),
	defineRoute({ path: '/v1/realtor/markets', credits: 0, handle: () => ({ markets: structuredClone(data.MARKETS) }) }),
];
