import type { AdRecord } from '../../fixtures/leboncoin/ads';
import { ADS, LOCATION_SUGGESTIONS, SELLERS, fold } from '../../fixtures/leboncoin/ads';
import { ApiError, defineRoute } from '../../route';

/** Leboncoin shows at most this many pages of a search, however many ads match. */
export const LEBONCOIN_PAGE_CAP = 100;
/** The location search answers with at most this many suggestions. */
export const LOCATION_SUGGESTION_CAP = 10;

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const SORTS: Record<string, (a: AdRecord, b: AdRecord) => number> = {
	relevance: () => 0,
	newest: (a, b) => b.first_publication_at.localeCompare(a.first_publication_at),
	oldest: (a, b) => a.first_publication_at.localeCompare(b.first_publication_at),
	price_low: (a, b) => a.price_eur - b.price_eur,
	price_high: (a, b) => b.price_eur - a.price_eur,
};

export const leboncoinRoutes = [
	defineRoute({
		path: '/v1/leboncoin/sellers/{user_id}',
		pathParams: { user_id: { pattern: UUID } },
		credits: 5,
		handle: ({ params }) => {
			const seller = SELLERS.find((candidate) => candidate.user_id === params.user_id.toLowerCase());
			if (!seller) throw ApiError.notFound('Seller not found');
			return { seller: structuredClone(seller) };
		},
	}),
	defineRoute({
		path: '/v1/leboncoin/locations/search',
		query: { q: { type: 'string', required: true, minLength: 1, maxLength: 100 } },
		credits: 2,
		handle: ({ query }) => {
			const wanted = fold(query.q.trim());
			const suggestions = LOCATION_SUGGESTIONS.filter((suggestion) =>
				[suggestion.label, suggestion.city, suggestion.department_name, suggestion.region_name, suggestion.zipcode].some(
					(text) => text !== null && fold(text).includes(wanted),
				),
			).slice(0, LOCATION_SUGGESTION_CAP);
			return { query: query.q, suggestions: suggestions.map((suggestion) => ({ ...suggestion })) };
		},
	}),
	defineRoute({
		path: '/v1/leboncoin/search',
		query: {
			text: { type: 'string' },
			category: { type: 'string' },
			region_id: { type: 'string' },
			department_id: { type: 'string' },
			city: { type: 'string' },
			zipcode: { type: 'string' },
			price_min: { type: 'integer', min: 0 },
			price_max: { type: 'integer', min: 0 },
			owner_type: { type: 'enum', values: ['all', 'pro', 'private'], default: 'all' },
			ad_type: { type: 'enum', values: ['offer', 'demand'], default: 'offer' },
			sort: { type: 'enum', values: ['relevance', 'newest', 'oldest', 'price_low', 'price_high'], default: 'relevance' },
			page: { type: 'integer', min: 1, default: 1 },
			limit: { type: 'integer', min: 1, max: 100, default: 35 },
		},
		credits: 5,
		handle: ({ query }) => {
			const words = query.text === null ? [] : fold(query.text).split(/\s+/).filter(Boolean);
			// Everything but the owner type narrows `total_all`; the owner type then picks `total`.
			const matching = ADS.filter(
				(ad) =>
					ad.ad_type === query.ad_type &&
					words.every((word) => fold(`${ad.subject} ${ad.body}`).includes(word)) &&
					(query.category === null || ad.category_id === query.category) &&
					(query.region_id === null || ad.location.region_id === query.region_id) &&
					(query.department_id === null || ad.location.department_id === query.department_id) &&
					(query.city === null || fold(ad.location.city_label) === fold(query.city)) &&
					(query.zipcode === null || ad.location.zipcode === query.zipcode) &&
					(query.price_min === null || ad.price_eur >= query.price_min) &&
					(query.price_max === null || ad.price_eur <= query.price_max),
			);
			const owned = matching.filter((ad) => query.owner_type === 'all' || ad.owner.type === query.owner_type);
			const sorted = [...owned].sort(SORTS[query.sort]);
			const maxPages = Math.min(LEBONCOIN_PAGE_CAP, Math.ceil(sorted.length / query.limit));
			const start = (query.page - 1) * query.limit;
			const page = query.page <= maxPages ? sorted.slice(start, start + query.limit) : [];
			return {
				ads: page.map((ad) => structuredClone(ad)),
				total: owned.length,
				total_all: matching.length,
				total_pro: matching.filter((ad) => ad.owner.type === 'pro').length,
				total_private: matching.filter((ad) => ad.owner.type === 'private').length,
				total_shippable: owned.filter((ad) => ad.shippable).length,
				max_pages: maxPages,
				page: query.page,
				limit: query.limit,
				source: 'leboncoin.fr',
			};
		},
	}),
];
