import * as data from '../../fixtures/duckduckgo/serp';
import { listWindow, searchListSize } from '../../list-window';
import { defineRoute } from '../../route';

// The pages' enumerations, 422 for anything else (the OpenAPI types them as plain strings, the pages list their values).
const REGION = { type: 'enum', values: data.REGIONS.map((region) => region.code), default: 'wt-wt' } as const;
const SAFE_SEARCH = { type: 'enum', values: ['on', 'moderate', 'off'], default: 'moderate' } as const;
const TIME_LIMIT = { type: 'enum', values: ['day', 'week', 'month', 'year'] } as const;
const QUERY = { type: 'string', required: true, minLength: 1 } as const;
const page = (lastPage: number) => ({ type: 'integer', min: 1, max: lastPage, default: 1 }) as const;

const nothing = (query: string) => /qwxz/i.test(query);
const endless = (query: string) => /everything/i.test(query);

/** One page of a list of `count` results `perPage` a page (Infinity: an everything query), as every search answers it. */
function pageOf<T>(query: { query: string; region: string; page: number }, count: number, perPage: number, make: (query: string, index: number) => T) {
	const start = (query.page - 1) * perPage;
	const results = listWindow(count, start, perPage).map((index) => make(query.query, index));
	return { query: query.query, region: query.region, results, result_count: results.length, has_next: start + perPage < count };
}

export const duckduckgoRoutes = [
	defineRoute({
		path: '/v1/duckduckgo/search',
		query: { query: QUERY, region: REGION, safesearch: SAFE_SEARCH, timelimit: TIME_LIMIT, page: page(data.SURFACES.search.lastPage) },
		credits: 5,
		handle: ({ query }) => {
			if (nothing(query.query)) return { ...pageOf(query, 0, 1, data.webResult), abstract: null };
			if (endless(query.query)) return { ...pageOf(query, Number.POSITIVE_INFINITY, data.SURFACES.search.perPage, data.webResult), abstract: query.page === 1 ? data.abstractBox(query.query) : null };
			// An ordinary query's pages hold 24, 26 and 20 results (the overview: "~10–30" a page).
			const start = data.WEB_PAGES.slice(0, query.page - 1).reduce((sum, size) => sum + size, 0);
			const size = data.WEB_PAGES[query.page - 1] ?? 0;
			const results = Array.from({ length: size }, (_, offset) => data.webResult(query.query, start + offset));
			return {
				query: query.query,
				region: query.region,
				results,
				abstract: query.page === 1 ? data.abstractBox(query.query) : null,
				result_count: results.length,
				has_next: query.page < data.WEB_PAGES.length,
			};
		},
	}),
	defineRoute({
		path: '/v1/duckduckgo/images',
		query: {
			query: QUERY,
			region: REGION,
			safesearch: SAFE_SEARCH,
			page: page(data.SURFACES.images.lastPage),
			size: { type: 'enum', values: ['Small', 'Medium', 'Large', 'Wallpaper'] },
			color: { type: 'string' },
			image_type: { type: 'enum', values: ['photo', 'clipart', 'gif', 'transparent', 'line'] },
			layout: { type: 'enum', values: ['Square', 'Tall', 'Wide'] },
			license: { type: 'enum', values: ['Any', 'Public', 'Share', 'ShareCommercially', 'Modify'] },
		},
		credits: 5,
		handle: ({ query }) => pageOf(query, searchListSize(query.query, data.IMAGE_COUNT), data.SURFACES.images.perPage, data.image),
	}),
	defineRoute({
		path: '/v1/duckduckgo/news',
		query: { query: QUERY, region: REGION, safesearch: SAFE_SEARCH, timelimit: TIME_LIMIT, page: page(data.SURFACES.news.lastPage) },
		credits: 5,
		handle: ({ query }) => pageOf(query, searchListSize(query.query, data.NEWS_COUNT), data.SURFACES.news.perPage, data.article),
	}),
	defineRoute({
		path: '/v1/duckduckgo/videos',
		query: {
			query: QUERY,
			region: REGION,
			safesearch: SAFE_SEARCH,
			page: page(data.SURFACES.videos.lastPage),
			duration: { type: 'enum', values: ['short', 'medium', 'long'] },
			resolution: { type: 'enum', values: ['high', 'standard'] },
		},
		credits: 5,
		handle: ({ query }) => pageOf(query, searchListSize(query.query, data.VIDEO_COUNT), data.SURFACES.videos.perPage, data.video),
	}),
	defineRoute({
		path: '/v1/duckduckgo/autocomplete',
		query: { query: QUERY, region: REGION },
		credits: 1,
		handle: ({ query }) => ({ query: query.query, suggestions: data.suggestions(query.query) }),
	}),
	defineRoute({
		path: '/v1/duckduckgo/instant',
		query: { query: QUERY },
		credits: 1,
		handle: ({ query }) => data.instantAnswer(query.query),
	}),
	defineRoute({
		path: '/v1/duckduckgo/regions',
		credits: 0,
		handle: () => ({ regions: structuredClone(data.REGIONS), count: data.REGIONS.length }),
	}),
];
