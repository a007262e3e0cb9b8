import * as data from '../../fixtures/redfin/homes';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

type Home = ReturnType<typeof data.home>;

/** A home just listed (the monitoring run's growth): an ID, URL and listing time of its own, the newest's facts. */
const freshHome: Fresh<Home> = (template, serial, at) => {
	const id = String(80_000_000 + serial);
	return { ...template, property_id: id, listing_id: String(199_000_000 + serial), url: template.url.replace(/\/home\/\d+$/, `/home/${id}`), listed_at: new Date(at).toISOString().replace('.000Z', 'Z'), days_on_market: 0 };
};

const REDFIN_HOME = /^https:\/\/(www\.)?redfin\.com\/.+\/home\/(\d+)$/;

export const redfinRoutes = [
	defineRoute({
		path: '/v1/redfin/search',
		query: {
			location: { type: 'string', required: true },
			page: { type: 'integer', min: 1, max: 20, default: 1 },
			sort: { type: 'enum', values: ['relevant', 'newest', 'price_high_to_low', 'price_low_to_high', 'square_feet', 'lot_size', 'price_per_sqft', 'beds', 'baths'] },
			price_min: { type: 'integer', min: 0 },
			price_max: { type: 'integer', min: 0 },
			beds_min: { type: 'integer', min: 0, max: 10 },
			baths_min: { type: 'number', min: 0, max: 10 },
			home_type: { type: 'enum', values: ['house', 'condo', 'townhouse', 'multi_family', 'land', 'mobile', 'coop', 'other'] },
			sqft_min: { type: 'integer', min: 0 },
			sqft_max: { type: 'integer', min: 0 },
			lot_min: { type: 'integer', min: 0 },
			lot_max: { type: 'integer', min: 0 },
			year_built_min: { type: 'integer', min: 1800 },
			year_built_max: { type: 'integer', min: 1800 },
			max_days_on_market: { type: 'integer', min: 0 },
			north: { type: 'number' },
			south: { type: 'number' },
			east: { type: 'number' },
			west: { type: 'number' },
		},
		credits: 5,
		handle: ({ query, live }) => {
			const count = /qwxz/i.test(query.location) ? 0 : /rare/i.test(query.location) ? data.RARE_COUNT : data.CATALOG_SIZE;
			const found = Array.from({ length: count }, (_, index) => index).filter((index) => {
				const fact = data.facts(index);
				return (
					(query.price_min === null || fact.price >= query.price_min) &&
					(query.price_max === null || fact.price <= query.price_max) &&
					(query.beds_min === null || fact.beds >= query.beds_min) &&
					(query.baths_min === null || fact.baths >= query.baths_min) &&
					(query.home_type === null || fact.type === query.home_type) &&
					(query.max_days_on_market === null || data.CATALOG_SIZE - 1 - index <= query.max_days_on_market)
				);
			});
			const byPrice = (a: number, b: number) => data.facts(a).price - data.facts(b).price || a - b;
			if (query.sort === 'price_low_to_high') found.sort(byPrice);
			if (query.sort === 'price_high_to_low') found.sort((a, b) => byPrice(b, a));
			// A higher index is listed later: newest first is the index order reversed.
			if (query.sort === 'newest') found.reverse();
			// The search grows for the monitoring run (new homes lead: the newest of a newest-first search).
			const all = live.list(found.map(data.home), freshHome);
			const start = (query.page - 1) * data.PAGE_SIZE;
			return {
				location: query.location,
				results: all.slice(start, start + data.PAGE_SIZE),
				pagination: { current_page: query.page, per_page: data.PAGE_SIZE, total_pages: Math.min(20, Math.ceil(all.length / data.PAGE_SIZE)), total_results: all.length },
			};
		},
	}),
	defineRoute({
		path: '/v1/redfin/property/{property_id}',
		pathParams: { property_id: { pattern: '^\\d+$' } },
		credits: 5,
		handle: ({ params }) => {
			const index = data.indexOfProperty(params.property_id);
			if (index === undefined) throw ApiError.notFound('Property not found');
			return data.homeDetail(index);
		},
	}),
	defineRoute({
		path: '/v1/redfin/property',
		query: { url: { type: 'string', required: true } },
		credits: 5,
		handle: ({ query }) => {
			const id = REDFIN_HOME.exec(query.url)?.[2];
			const index = id === undefined ? undefined : data.indexOfProperty(id);
			if (index === undefined) throw ApiError.notFound('Property not found');
			return data.homeDetail(index);
		},
	}),
	defineRoute({
		path: '/v1/redfin/agent',
		query: { url: { type: 'string' }, agent_id: { type: 'string' } },
		credits: 5,
		handle: ({ query }) => {
			if (query.url === null && query.agent_id === null) throw new ApiError(422, { detail: 'Provide url or agent_id' });
			const at = data.AGENTS.findIndex((agent) => agent.agent_id === query.agent_id || (query.url !== null && query.url.replace(/\/$/, '').endsWith(`/${agent.slug}`)));
			if (at < 0) throw ApiError.notFound('Agent not found');
			return data.agentProfile(at);
		},
	}),
	defineRoute({
		path: '/v1/redfin/autocomplete',
		query: { query: { type: 'string', required: true } },
		credits: 2,
		handle: ({ query }) => {
			const start = query.query.trim().toLowerCase();
			return { query: query.query, suggestions: structuredClone(data.SUGGESTIONS.filter((suggestion) => suggestion.name.toLowerCase().startsWith(start))) };
		},
	}),
	defineRoute({ path: '/v1/redfin/markets', credits: 0, handle: () => ({ markets: structuredClone(data.MARKETS) }) }),
];
