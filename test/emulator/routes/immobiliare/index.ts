import * as data from '../../fixtures/immobiliare/portal';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'it' } as const;
const CONTRACT = { type: 'enum', values: data.CONTRACTS, default: 'sale' } as const;
const PAGE = { type: 'integer', min: 1, default: 1 } as const;
const ID = { pattern: '^[0-9]+$' };
const bound = { type: 'integer', min: 0 } as const;

type Listing = ReturnType<typeof data.listing>;

/** A listing just published (the monitoring run's growth): an ID and URL of its own, the newest's other facts. */
const freshListing: Fresh<Listing> = (template, serial, at) => {
	const id = 200000000 + serial;
	return { ...template, id, uuid: `f2e5b1d0-0000-4000-8000-${String(serial).padStart(12, '0')}`, url: template.url.replace(/\/annunci\/\d+\//, `/annunci/${id}/`), creation_date: new Date(at).toISOString().slice(0, 10) };
};

/** A page of a list, 25 at a time (the pages' example holds 25). */
const pageOf = <T>(all: T[], page: number) => all.slice((page - 1) * data.PAGE_SIZE, page * data.PAGE_SIZE);

const all = () => Array.from({ length: data.CATALOG_SIZE }, (_, index) => index);

function findAgency(id: string) {
	const at = data.AGENCIES.findIndex((agency) => String(agency.id) === id);
	if (at < 0) throw ApiError.notFound('Agency not found');
	return at;
}

/** FastAPI's 422 for a search without an area (the page: "Provide either `location` **or** the id parameters"). */
const noArea = () =>
	new ApiError(422, { detail: [{ type: 'value_error', loc: ['query', 'location'], msg: 'Value error, provide either location or region_id/province_id/city_id', input: null }] });

export const immobiliareRoutes = [
	defineRoute({
		path: '/v1/immobiliare/search',
		query: {
			market: MARKET,
			location: { type: 'string' },
			region_id: { type: 'string' },
			province_id: { type: 'string' },
			city_id: { type: 'string' },
			contract: CONTRACT,
			category: { type: 'enum', values: data.CATEGORIES, default: 'residential' },
			price_min: bound,
			price_max: bound,
			surface_min: bound,
			surface_max: bound,
			rooms_min: bound,
			rooms_max: bound,
			bathrooms_min: bound,
			sort: { type: 'enum', values: data.SORTS, default: 'relevance' },
			page: PAGE,
		},
		credits: 5,
		handle: ({ query, live }) => {
			if (!query.location && !query.region_id && !query.province_id && !query.city_id) throw noArea();
			const place = query.location ?? '';
			// Every place of the market finds its catalog, but for "qwxz" (nothing) and a lake (7 listings); only homes.
			const size = /qwxz/i.test(place) || query.category !== 'residential' ? 0 : /lago/i.test(place) ? data.LAKE_COUNT : data.CATALOG_SIZE;
			const inRange = (value: number, low: number | null, high: number | null) => (low === null || value >= low) && (high === null || value <= high);
			const found = all()
				.slice(0, size)
				.filter((index) => {
					const facts = data.facts(index);
					return (
						facts.rent === (query.contract === 'rent') &&
						inRange(facts.price, query.price_min, query.price_max) &&
						inRange(facts.surface, query.surface_min, query.surface_max) &&
						inRange(facts.rooms, query.rooms_min, query.rooms_max) &&
						inRange(facts.bathrooms, query.bathrooms_min, null)
					);
				});
			const by = (key: 'price' | 'surface' | 'age') => (a: number, b: number) => data.facts(a)[key] - data.facts(b)[key] || a - b;
			// Relevance: the paid tiers first, then by index.
			if (query.sort === 'relevance') found.sort((a, b) => (a % 3 === 0 ? 0 : 1) - (b % 3 === 0 ? 0 : 1) || a - b);
			if (query.sort === 'price_asc') found.sort(by('price'));
			if (query.sort === 'price_desc') found.sort((a, b) => by('price')(b, a));
			if (query.sort === 'surface_asc') found.sort(by('surface'));
			if (query.sort === 'surface_desc') found.sort((a, b) => by('surface')(b, a));
			if (query.sort === 'newest') found.sort(by('age'));
			if (query.sort === 'oldest') found.sort((a, b) => by('age')(b, a));
			// The search's listings grow for the monitoring run (new ones lead: the newest of a newest-first search).
			const listings = live.list(found.map((index) => data.listing(index, query.market)), freshListing);
			const maxPages = Math.max(1, Math.ceil(listings.length / data.PAGE_SIZE));
			const page = pageOf(listings, query.page);
			return {
				listings: page,
				count: page.length,
				total_ads: listings.length,
				current_page: query.page,
				max_pages: maxPages,
				is_results_limit_reached: false,
				related_searches: [{ label: 'Case in vendita Sesto San Giovanni', url: '/vendita-case/sesto-san-giovanni/' }],
				market: query.market,
				source: data.MARKETS.find((market) => market.code === query.market)?.domain ?? 'www.immobiliare.it',
			};
		},
	}),
	defineRoute({
		path: '/v1/immobiliare/listings/{listing_id}',
		pathParams: { listing_id: ID },
		query: { market: MARKET },
		credits: 10,
		handle: ({ params, query }) => {
			const index = data.indexOfListing(Number(params.listing_id));
			if (index === undefined) throw ApiError.notFound('Listing not found');
			return data.listing(index, query.market, true);
		},
	}),
	defineRoute({
		path: '/v1/immobiliare/agencies/{agency_id}',
		pathParams: { agency_id: ID },
		query: { market: MARKET },
		credits: 5,
		handle: ({ params, query }) => data.agencyProfile(findAgency(params.agency_id), query.market),
	}),
	defineRoute({
		path: '/v1/immobiliare/agencies/{agency_id}/listings',
		pathParams: { agency_id: ID },
		query: { market: MARKET, contract: CONTRACT, page: PAGE },
		credits: 5,
		handle: ({ params, query }) => {
			const agency = data.AGENCIES[findAgency(params.agency_id)];
			const own = all().filter((index) => data.facts(index).agency.id === agency.id && data.facts(index).rent === (query.contract === 'rent'));
			const listings = pageOf(own, query.page).map((index) => data.listing(index, query.market));
			return { agency_id: agency.id, listings, count: listings.length, page: query.page, market: query.market };
		},
	}),
	defineRoute({
		path: '/v1/immobiliare/market-insights/prices',
		query: { market: MARKET, region_id: { type: 'string', required: true }, province_id: { type: 'string' }, city_id: { type: 'string' }, contract: CONTRACT },
		credits: 10,
		handle: ({ query }) => ({
			contract: query.contract,
			unit: 'EUR/m²',
			points: data.pricePoints(query.city_id ?? query.province_id ?? query.region_id, query.contract),
			market: query.market,
		}),
	}),
	defineRoute({
		path: '/v1/immobiliare/autocomplete',
		query: { query: { type: 'string', required: true }, market: MARKET },
		credits: 2,
		handle: ({ query }) => ({ suggestions: data.suggestions(query.query, query.market), market: query.market }),
	}),
	defineRoute({ path: '/v1/immobiliare/markets', credits: 0, handle: () => structuredClone(data.MARKETS) }),
	// No docs page shows /reference (the OpenAPI: "List filter enums", no schema), nor prices it: the emulator lists the
	// values the search page gives its filters, under the filters' own names, free like the markets.
	defineRoute({
		path: '/v1/immobiliare/reference',
		credits: 0,
		handle: () => ({ markets: [...data.MARKET_CODES], contracts: [...data.CONTRACTS], categories: [...data.CATEGORIES], sorts: [...data.SORTS] }),
	}),
];
