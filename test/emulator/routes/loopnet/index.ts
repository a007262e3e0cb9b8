import * as data from '../../fixtures/loopnet/catalog';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

// The endpoint pages name the five markets; the OpenAPI types market as a bare string ("us|ca|uk|fr|es").
const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'us' } as const;

type Card = ReturnType<typeof data.card>;

/** A listing just posted (the monitoring run's growth): an ID and URL of its own, the newest's other facts. */
const freshCard: Fresh<Card> = (template, serial) => {
	const id = String(39000000 + serial);
	return { ...template, listing_id: id, url: template.url.replace(/\/\d+\/$/, `/${id}/`), title: `${template.title} (new ${serial})` };
};

/** How many listings a location finds: usa the whole country (past the 20-page cap), a ZIP code or "rare" a few, "qwxz" none. */
function countFor(location: string): number {
	if (location.trim().toLowerCase() === 'usa') return data.NATIONWIDE_COUNT;
	if (/qwxz/i.test(location)) return 0;
	return /rare/i.test(location) || /^\d{5}$/.test(location.trim()) ? data.RARE_COUNT : data.CATALOG_SIZE;
}

export const loopnetRoutes = [
	defineRoute({
		path: '/v1/loopnet/search',
		query: {
			location: { type: 'string', required: true },
			market: MARKET,
			listing_type: { type: 'enum', values: ['for-lease', 'for-sale', 'auctions'], default: 'for-lease' },
			property_type: { type: 'string' },
			page: { type: 'integer', min: 1, max: data.LAST_PAGE, default: 1 },
			// The OpenAPI types the prices as integers; the search page as numbers (a rate per square foot has cents).
			min_price: { type: 'number', min: 0 },
			max_price: { type: 'number', min: 0 },
			price_type: { type: 'enum', values: ['unit', 'sf', 'acre'] },
			min_size: { type: 'integer', min: 0 },
			max_size: { type: 'integer', min: 0 },
		},
		credits: 10,
		handle: ({ query, live }) => {
			const wanted = query.property_type === null || query.property_type === 'commercial-real-estate' ? null : query.property_type;
			const first = data.firstIndexOf(query.listing_type);
			const indexes = Array.from({ length: countFor(query.location) }, (_, at) => first + at);
			const cards = indexes.map((index) => data.card(index, query.market)).filter((card, at) => {
				const { kind } = data.facts(indexes[at]);
				return (
					(wanted === null || kind.slug === wanted) &&
					// A price on request is outside any price range.
					(query.min_price === null || (card.price !== null && card.price >= query.min_price)) &&
					(query.max_price === null || (card.price !== null && card.price <= query.max_price)) &&
					(query.min_size === null || (card.size_max_sqft ?? -1) >= query.min_size) &&
					(query.max_size === null || (card.size_max_sqft !== null && card.size_max_sqft <= query.max_size))
				);
			});
			// The search's listings grow for the monitoring run (new ones lead, as LoopNet shows fresh listings first).
			const all = live.list(cards, freshCard);
			const start = (query.page - 1) * data.PER_PAGE;
			const results = all.slice(start, start + data.PER_PAGE).map((card, at) => ({ ...card, position: start + at + 1 }));
			const { country, currency } = data.marketOf(query.market);
			return {
				market: query.market,
				country,
				currency,
				listing_type: query.listing_type,
				property_type: query.property_type,
				location: query.location,
				results,
				pagination: { current_page: query.page, per_page: data.PER_PAGE, total_pages: Math.ceil(all.length / data.PER_PAGE), total_results: all.length },
				scraped_at: '2026-11-28T12:00:00Z',
			};
		},
	}),
	defineRoute({
		path: '/v1/loopnet/listings/{listing_id}',
		query: { market: MARKET },
		credits: 12,
		handle: ({ params, query }) => {
			const index = data.indexOfListing(params.listing_id);
			if (index === undefined) throw ApiError.notFound('Listing not found');
			return { listing: data.listing(index, query.market) };
		},
	}),
	defineRoute({
		path: '/v1/loopnet/brokers/{slug}/{broker_id}',
		query: { market: MARKET },
		credits: 8,
		handle: ({ params, query }) => {
			const at = data.BROKERS.findIndex((broker) => broker.broker_id === params.broker_id && broker.slug === params.slug.toLowerCase());
			if (at < 0) throw ApiError.notFound('Broker not found');
			return { broker: data.brokerProfile(at, query.market) };
		},
	}),
	defineRoute({ path: '/v1/loopnet/markets', credits: 0, handle: () => ({ markets: structuredClone(data.MARKETS) }) }),
	defineRoute({ path: '/v1/loopnet/property-types', credits: 0, handle: () => ({ property_types: structuredClone(data.PROPERTY_TYPES) }) }),
];
