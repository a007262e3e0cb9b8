import * as data from '../../fixtures/apartments/rentals';
import type { Fresh } from '../../live';
import { ApiError, defineRoute } from '../../route';

type Card = ReturnType<typeof data.card>;

/** A property just listed (the monitoring run's growth): a listing key and URL of its own, the first card's facts. */
const freshCard: Fresh<Card> = (template, serial) => {
	const id = `new${String(serial).padStart(4, '0')}`;
	return { ...template, property_id: id, url: template.url.replace(/\/[a-z0-9]+\/$/, `/${id}/`), name: `${template.name} (new ${serial})`, is_featured: false };
};

function countFor(location: string): number {
	if (/qwxz/i.test(location)) return 0;
	// A ZIP code (64108) finds a few properties, as "rare" does.
	return /rare/i.test(location) || /^\d{5}$/.test(location) ? data.RARE_COUNT : data.CATALOG_SIZE;
}

/** The detail of a property, by its listing key; a 404 for a key the site does not know. */
function detail(propertyId: string) {
	const index = data.indexOfProperty(propertyId.toLowerCase());
	if (index === undefined) throw ApiError.notFound('Property not found');
	return data.property(index);
}

// The OpenAPI's and the search page's ranges: page 1-28, beds 0-4, rents 100-20000.
const RENT = { type: 'integer', min: 100, max: 20000 } as const;

export const apartmentsRoutes = [
	defineRoute({
		path: '/v1/apartments/search',
		query: {
			location: { type: 'string', required: true },
			page: { type: 'integer', min: 1, max: data.LAST_PAGE, default: 1 },
			beds: { type: 'integer', min: 0, max: 4 },
			min_price: RENT,
			max_price: RENT,
		},
		credits: 5,
		handle: ({ query, live }) => {
			const indexes = Array.from({ length: countFor(query.location) }, (_, index) => index).filter((index) => {
				const { rentMin, rentMax, minBeds, maxBeds } = data.facts(index);
				return (
					(query.beds === null || (query.beds >= minBeds && query.beds <= maxBeds)) &&
					(query.min_price === null || rentMax >= query.min_price) &&
					(query.max_price === null || rentMin <= query.max_price)
				);
			});
			// The search grows for the monitoring run (new properties lead).
			const all = live.list(indexes.map(data.card), freshCard);
			const start = (query.page - 1) * data.PER_PAGE;
			const results = all.slice(start, start + data.PER_PAGE);
			return {
				location: query.location,
				url: `https://www.apartments.com/${query.location}/${query.page > 1 ? `${query.page}/` : ''}`,
				page: query.page,
				total_pages: Math.max(1, Math.ceil(all.length / data.PER_PAGE)),
				total_results: all.length,
				results_on_page: results.length,
				results,
			};
		},
	}),
	defineRoute({
		path: '/v1/apartments/property',
		query: { url: { type: 'string', required: true } },
		credits: 5,
		handle: ({ query }) => {
			const match = /^https?:\/\/(?:www\.)?apartments\.com\/([a-z0-9-]+)\/([a-z0-9]+)\/?$/i.exec(query.url);
			if (!match) throw new ApiError(400, { detail: 'url must be an apartments.com property URL' });
			return detail(match[2]);
		},
	}),
	defineRoute({
		path: '/v1/apartments/properties/{slug}/{property_id}',
		credits: 5,
		handle: ({ params }) => detail(params.property_id),
	}),
];
