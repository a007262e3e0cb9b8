import * as data from '../../fixtures/bing/search';
import { listWindow } from '../../list-window';
import { defineRoute } from '../../route';

/** The endpoint pages' market form, language-COUNTRY: any well-formed code is served, as the List Markets page says. */
const MARKET = { type: 'string', default: 'en-US', pattern: '^[a-z]{2,3}-[A-Za-z]{2}$' } as const;
const QUERY = { type: 'string', required: true, minLength: 1 } as const;
const SAFE_SEARCH = { type: 'enum', values: ['off', 'moderate', 'strict'] } as const;
const GRID_COUNT = { type: 'integer', min: 1, max: 150, default: 35 } as const;

/** A grid's results: none for a query Bing finds nothing for, a few for a rare one, else up to the count asked. */
const gridSize = (query: string, all: number) => (data.findsNothing(query) ? 0 : /rare/i.test(query) ? data.RARE_COUNT : all);

export const bingRoutes = [
	defineRoute({
		path: '/v1/bing/search',
		query: { query: QUERY, market: MARKET, count: { type: 'integer', min: 1, max: 50, default: 10 }, offset: { type: 'integer', min: 0, default: 0 }, safe_search: SAFE_SEARCH },
		credits: 5,
		handle: ({ query }) => {
			const total = data.findsNothing(query.query) ? 0 : data.ORGANIC_COUNT;
			// The overview's "depth ceiling": Bing renders its first few organic results for a client without JavaScript,
			// and the service "does not pretend to paginate past what Bing serves", so an offset reads within those few
			// and past them finds none (count is an upper bound); total_results stays Bing's estimate of all matches.
			const served = listWindow(Math.min(total, data.RENDERED_PER_REQUEST), query.offset, query.count);
			const results = served.map((index, at) => ({ ...data.organicResult(index, query.query), position: at + 1 }));
			const reported = total === 0 ? 0 : data.TOTAL_RESULTS;
			return {
				query: query.query,
				market: query.market,
				total_results: reported,
				total_results_text: data.totalText(reported),
				result_count: results.length,
				results,
				// Ads and related searches only where Bing shows them: on the first page of a query with results.
				ads: query.offset === 0 && total > 0 ? structuredClone(data.ADS) : [],
				related_searches: total > 0 ? data.relatedSearches(query.query) : [],
			};
		},
	}),
	defineRoute({
		path: '/v1/bing/images',
		query: { query: QUERY, market: MARKET, count: GRID_COUNT, safe_search: SAFE_SEARCH },
		credits: 5,
		handle: ({ query }) => {
			const results = listWindow(gridSize(query.query, data.IMAGE_COUNT), 0, query.count).map((index) => data.imageResult(index, query.query));
			return { query: query.query, market: query.market, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/bing/videos',
		query: { query: QUERY, market: MARKET, count: GRID_COUNT, safe_search: SAFE_SEARCH },
		credits: 5,
		handle: ({ query }) => {
			const results = listWindow(gridSize(query.query, data.VIDEO_COUNT), 0, query.count).map((index) => data.videoResult(index, query.query));
			return { query: query.query, market: query.market, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/bing/news',
		query: { query: QUERY, market: MARKET, freshness: { type: 'enum', values: ['day', 'week', 'month'] } },
		credits: 5,
		handle: ({ query }) => {
			const span = query.freshness === null ? Infinity : data.FRESHNESS_SPAN[query.freshness];
			const found = listWindow(data.findsNothing(query.query) ? 0 : data.NEWS_COUNT, 0, data.NEWS_COUNT).filter((index) => data.NEWEST_ARTICLE - data.articleTime(index) <= span);
			const results = found.map((index) => data.newsArticle(index, query.query));
			return { query: query.query, market: query.market, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/bing/autocomplete',
		query: { query: QUERY, market: MARKET },
		credits: 1,
		handle: ({ query }) => {
			const suggestions = data.findsNothing(query.query) ? [] : data.suggestionsFor(query.query);
			return { query: query.query, market: query.market, result_count: suggestions.length, suggestions };
		},
	}),
	defineRoute({ path: '/v1/bing/markets', credits: 0, handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS) }) }),
];
