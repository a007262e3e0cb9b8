import { DEPARTMENTS, LOCATION_SUGGESTIONS, REGIONS, fold } from '../../fixtures/leboncoin/ads';
import { CATEGORIES, MARKETS } from '../../fixtures/leboncoin/reference';
import { defineRoute } from '../../route';

/** The location search answers with at most this many suggestions. */
export const LOCATION_SUGGESTION_CAP = 10;

/** Department numbers in their natural order: 01 ... 19, 2A, 2B, 21 ... 95, 971 ... (Corsica's two sit where 20 was). */
const rank = (id: string) => (id === '2A' ? 20.1 : id === '2B' ? 20.2 : Number(id));
const byNumber = (a: { id: string }, b: { id: string }) => rank(a.id) - rank(b.id);

/** The location search and the free reference lists (categories, regions, departments, markets). */
export const referenceRoutes = [
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
		path: '/v1/leboncoin/categories',
		credits: 0,
		handle: () => ({ categories: CATEGORIES.map((category) => ({ ...category })) }),
	}),
	defineRoute({
		path: '/v1/leboncoin/regions',
		credits: 0,
		handle: () => ({ regions: REGIONS.map(({ id, name }) => ({ id, name })) }),
	}),
	defineRoute({
		path: '/v1/leboncoin/departments',
		query: { region_id: { type: 'string' } },
		credits: 0,
		// An unknown region has no departments: an empty list, not an error.
		handle: ({ query }) => ({
			departments: DEPARTMENTS.filter((department) => query.region_id === null || department.region_id === query.region_id)
				.sort(byNumber)
				.map(({ id, name, region_id }) => ({ id, name, region_id })),
		}),
	}),
	defineRoute({
		path: '/v1/leboncoin/markets',
		credits: 0,
		handle: () => ({ markets: MARKETS.map((market) => ({ ...market })) }),
	}),
];
