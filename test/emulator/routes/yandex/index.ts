import * as data from '../../fixtures/yandex/serp';
import { listWindow, searchListSize } from '../../list-window';
import { defineRoute } from '../../route';

// The endpoint pages' values, 422 for anything else (the OpenAPI types them as plain strings).
const DOMAIN = { type: 'enum', values: data.MARKETS.map((market) => market.code), default: 'tr' } as const;
const QUERY = { type: 'string', required: true, minLength: 1 } as const;
const PAGE = { type: 'integer', min: 1, max: 25, default: 1 } as const;

const hostOf = (domain: string) => data.marketOf(domain).domain;
/** Page `page` (from 1) of `perPage` records of a list of `count`. */
const indexes = (page: number, perPage: number, count: number) => listWindow(count, (page - 1) * perPage, perPage);

export const yandexRoutes = [
	defineRoute({
		path: '/v1/yandex/search',
		query: {
			query: QUERY,
			domain: DOMAIN,
			page: PAGE,
			lr: { type: 'integer', min: 1 },
			lang: { type: 'enum', values: ['ru', 'en', 'tr', 'be', 'kk', 'uk'] },
		},
		credits: 7,
		handle: ({ query }) => {
			const market = data.marketOf(query.domain);
			const count = searchListSize(query.query, data.WEB_COUNT);
			const results = indexes(query.page, data.WEB_PER_PAGE, count).map((index) => data.organic(query.query, index));
			const base = `https://${hostOf(query.domain)}/search/?text=${encodeURIComponent(query.query)}`;
			const more = query.page * data.WEB_PER_PAGE < count && query.page < 25;
			return {
				query: query.query,
				domain: query.domain,
				region_lr: query.lr ?? market.default_lr,
				lang: query.lang ?? market.lang,
				page: query.page,
				search_url: query.page === 1 ? base : `${base}&p=${query.page - 1}`,
				total_results: count === Number.POSITIVE_INFINITY ? 98_000_000 : count === 0 ? 0 : 14_000_000,
				spellcheck: null,
				result_count: results.length,
				organic_results: results,
				ads: [],
				inline_images: [],
				inline_videos: [],
				knowledge_graph: null,
				related_searches: count === 0 ? [] : [`best ${query.query}`, `${query.query} price`],
				pagination: { current: query.page, next_url: more ? `${base}&p=${query.page}` : null, other_pages: {} },
			};
		},
	}),
	defineRoute({
		path: '/v1/yandex/images/search',
		query: { query: QUERY, domain: DOMAIN, page: PAGE },
		credits: 7,
		handle: ({ query }) => {
			const results = indexes(query.page, data.IMAGE_PER_PAGE, searchListSize(query.query, data.IMAGE_COUNT)).map((index) => data.image(query.query, index));
			return {
				query: query.query,
				domain: query.domain,
				page: query.page,
				search_url: `https://${hostOf(query.domain)}/images/search?text=${encodeURIComponent(query.query)}`,
				result_count: results.length,
				results,
				suggested_searches: results.length === 0 ? [] : [`${query.query} hd`, `${query.query} png`],
			};
		},
	}),
	defineRoute({
		path: '/v1/yandex/images/reverse',
		query: { image_url: { type: 'string', required: true, pattern: '^https?://' }, domain: DOMAIN },
		credits: 7,
		handle: ({ query }) => data.reverse(query.image_url, query.domain),
	}),
	defineRoute({
		path: '/v1/yandex/markets',
		credits: 0,
		handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS) }),
	}),
];
