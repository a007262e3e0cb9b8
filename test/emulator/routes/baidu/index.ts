import * as data from '../../fixtures/baidu/serp';
import { listWindow, searchListSize } from '../../list-window';
import { defineRoute } from '../../route';

const QUERY = { type: 'string', required: true, minLength: 1 } as const;
// The pages clamp page to 1-76 (50 for images): "a request beyond the wall is rejected rather than billed".
const page = (lastPage: number) => ({ type: 'integer', min: 1, max: lastPage, default: 1 }) as const;
/** Page `page` (from 1) of `perPage` records of a list of `count`. */
const indexes = (page: number, perPage: number, count: number) => listWindow(count, (page - 1) * perPage, perPage);
const totalOf = (count: number) => (count === 0 ? null : count === Number.POSITIVE_INFINITY ? 100_000_000 : 4_820_000);

export const baiduRoutes = [
	defineRoute({
		path: '/v1/baidu/search',
		query: {
			query: QUERY,
			page: page(76),
			num: { type: 'integer', min: 1, max: 50, default: 10 },
			language: { type: 'enum', values: ['all', 'zh-cn', 'zh-tw'], default: 'all' },
			time_from: { type: 'integer', min: 0 },
			time_to: { type: 'integer', min: 0 },
		},
		credits: 5,
		handle: ({ query }) => {
			const count = searchListSize(query.query, data.WEB_COUNT);
			return {
				query: query.query,
				page: query.page,
				num: query.num,
				total_results: totalOf(count),
				results: indexes(query.page, query.num, count).map((index) => data.webResult(query.query, index, query.num)),
				related_searches: count === 0 ? [] : data.relatedSearches(query.query),
				url: `https://www.baidu.com/s?wd=${encodeURIComponent(query.query)}&ie=utf-8${query.page > 1 ? `&pn=${(query.page - 1) * query.num}` : ''}`,
			};
		},
	}),
	defineRoute({
		path: '/v1/baidu/news',
		query: { query: QUERY, page: page(76), sort: { type: 'enum', values: ['relevance', 'time'], default: 'relevance' } },
		credits: 5,
		handle: ({ query }) => {
			const count = searchListSize(query.query, data.NEWS_COUNT);
			return {
				query: query.query,
				page: query.page,
				total_results: null,
				results: indexes(query.page, 10, count).map((index) => data.article(query.query, index)),
				url: `https://www.baidu.com/s?tn=news&word=${encodeURIComponent(query.query)}&ie=utf-8`,
			};
		},
	}),
	defineRoute({
		path: '/v1/baidu/images',
		query: { query: QUERY, page: page(50) },
		credits: 5,
		handle: ({ query }) => {
			const count = searchListSize(query.query, data.IMAGE_COUNT);
			return {
				query: query.query,
				page: query.page,
				total_results: count === 0 ? 0 : count === Number.POSITIVE_INFINITY ? 748_836 : count,
				results: indexes(query.page, 30, count).map((index) => data.image(query.query, index)),
			};
		},
	}),
	defineRoute({
		path: '/v1/baidu/autocomplete',
		query: { query: QUERY },
		credits: 1,
		handle: ({ query }) => ({ query: query.query, suggestions: data.suggestions(query.query) }),
	}),
];
