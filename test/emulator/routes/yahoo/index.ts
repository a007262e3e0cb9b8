import * as data from '../../fixtures/yahoo/search';
import { listWindow } from '../../list-window';
import { defineRoute } from '../../route';

/** A market is one of the 35 the service covers (Market > List): any other code is a 422. */
const MARKET = { type: 'enum', values: data.MARKET_CODES, default: 'us' } as const;
const QUERY = { type: 'string', required: true, minLength: 1 } as const;
const GRID_COUNT = { type: 'integer', min: 1, max: 100, default: 30 } as const;

export const yahooRoutes = [
	defineRoute({
		path: '/v1/yahoo/search',
		query: { query: QUERY, market: MARKET, offset: { type: 'integer', min: 0, default: 0 }, safe_search: { type: 'enum', values: ['off', 'moderate', 'strict'] } },
		credits: 5,
		handle: ({ query }) => {
			const total = data.findsNothing(query.query) ? 0 : data.ORGANIC_COUNT;
			// Seven results a page from the absolute offset, positions counted within the page; no total (Yahoo shows none).
			const results = listWindow(total, query.offset, data.PAGE_SIZE).map((index, at) => ({ ...data.organicResult(index, query.query), position: at + 1 }));
			return {
				query: query.query,
				market: query.market,
				result_count: results.length,
				results,
				ads: query.offset === 0 && total > 0 ? structuredClone(data.ADS) : [],
				related_searches: total > 0 ? data.relatedSearches(query.query) : [],
			};
		},
	}),
	defineRoute({
		path: '/v1/yahoo/images',
		query: { query: QUERY, market: MARKET, count: GRID_COUNT },
		credits: 5,
		handle: ({ query }) => {
			// The ~60 tiles Yahoo renders, trimmed to the count; the market only echoed (the grid is US-hosted).
			const results = listWindow(data.findsNothing(query.query) ? 0 : data.GRID_TILES, 0, query.count).map((index) => data.imageResult(index, query.query));
			return { query: query.query, market: query.market, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/yahoo/videos',
		query: { query: QUERY, market: MARKET, count: GRID_COUNT },
		credits: 5,
		handle: ({ query }) => {
			const results = listWindow(data.findsNothing(query.query) ? 0 : data.GRID_TILES, 0, query.count).map((index) => data.videoResult(index, query.query));
			return { query: query.query, market: query.market, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/yahoo/news',
		query: { query: QUERY, market: MARKET },
		credits: 5,
		handle: ({ query }) => {
			const found = !data.findsNothing(query.query);
			const results = listWindow(found ? data.NEWS_COUNT : 0, 0, data.NEWS_COUNT).map((index) => data.newsArticle(index, query.query));
			const total = found ? data.NEWS_TOTAL : 0;
			return { query: query.query, market: query.market, total_results: total, total_results_text: `About ${total.toLocaleString('en-US')} results`, result_count: results.length, results };
		},
	}),
	defineRoute({
		path: '/v1/yahoo/autocomplete',
		query: { query: QUERY, market: MARKET },
		credits: 1,
		handle: ({ query }) => {
			const suggestions = data.findsNothing(query.query) ? [] : data.suggestionsFor(query.query);
			return { query: query.query, market: query.market, result_count: suggestions.length, suggestions };
		},
	}),
	defineRoute({ path: '/v1/yahoo/markets', credits: 0, handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS) }) }),
];
