import {
	AI_MODE_ANSWER,
	AI_OVERVIEW,
	IMAGE_COUNT,
	IMAGE_PAGE,
	imageResult,
	NEWS_TOPICS,
	newsArticles,
	ORGANIC_RESULTS,
	SERP_BLOCKS,
	SHORT_COUNT,
	searchInformation,
	shortResult,
	suggestionsFor,
	VIDEO_COUNT,
	VIDEO_PAGE,
	videoResult,
} from '../../fixtures/google/search';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { listWindow } from '../../list-window';
import { ApiError, defineRoute } from '../../route';

/** A query Google finds nothing for, in the emulator: any that holds "qwxz". */
const findsNothing = (query: string) => /qwxz/i.test(query);

const COUNTRY = { type: 'string', default: 'us' } as const;
const LANGUAGE = { type: 'string', default: 'en' } as const;

/** The `pagination` of a numbered Google page (Pagination): the next page's link while one follows. */
const pagination = (current: number, next: string | null) => ({ current, next, total_results: null, total_pages: null, page_no: {} });

const range = (count: number, make: (index: number) => object, from: number, size: number) => listWindow(count, from, size).map((index) => make(index));

type OrganicRecord = (typeof ORGANIC_RESULTS)[number];
type Article = ReturnType<typeof newsArticles>[number];

/**
 * A site that just climbed above the results (the monitoring run's growth on /v1/google/search): every result below it
 * moves down a place, as a rank tracker sees a new competitor. Positions are numbered again after the growth.
 */
const freshOrganic: Fresh<OrganicRecord> = (template, serial) => {
	const site = `${liveId('newcomer', serial)}.example.com`;
	return { ...template, title: `A new espresso guide – ${site}`, link: `https://${site}/espresso`, displayed_link: `https://${site} › espresso`, source: site, favicon: `https://${site}/favicon.ico`, sitelinks: [], inline_sitelinks: [], date: null };
};

/** An article just published, on a link of its own. */
const freshArticle: Fresh<Article> = (template, serial, at) => ({
	...template,
	title: `Breaking: update ${serial}`,
	link: `https://news.example.com/live/${liveId('story', serial)}`,
	published_at: isoAt(at),
	related_stories: [],
});

export const searchRoutes = [
	defineRoute({
		path: '/v1/google/search',
		query: {
			q: { type: 'string', required: true },
			gl: COUNTRY,
			hl: LANGUAGE,
			num: { type: 'integer', min: 1, max: 100, default: 10 },
			start: { type: 'integer', min: 0, default: 0 },
			domain: { type: 'string', default: 'google.com' },
			device: { type: 'enum', values: ['desktop', 'mobile', 'iphone', 'android', 'tablet'], default: 'desktop' },
			location: { type: 'string' },
			lr: { type: 'string' },
			tbs: { type: 'string' },
			safe: { type: 'string', default: 'off' },
			uule: { type: 'string' },
			filter: { type: 'integer' },
			nfpr: { type: 'integer', default: 0 },
			cr: { type: 'string' },
			ai_overview: { type: 'boolean', default: false },
		},
		credits: 5,
		handle: ({ query, live }) => {
			const ranked = live.list(findsNothing(query.q) ? [] : ORGANIC_RESULTS, freshOrganic);
			const results = ranked.map((result, index) => ({ ...result, position: index + 1, rank: index + 1, page_rank: (index % 10) + 1 }));
			const page = results.slice(query.start, query.start + query.num).map((result) => structuredClone(result));
			const first = query.start === 0 && results.length > 0;
			const more = query.start + query.num < results.length;
			return {
				search_information: searchInformation(query.q, results.length),
				ai_overview: first && query.ai_overview ? structuredClone(AI_OVERVIEW) : null,
				organic_results: page,
				ads: first ? structuredClone(SERP_BLOCKS.ads) : [],
				knowledge_graph: first ? structuredClone(SERP_BLOCKS.knowledge_graph) : null,
				local_results: first ? structuredClone(SERP_BLOCKS.local_results) : [],
				related_questions: first ? structuredClone(SERP_BLOCKS.related_questions) : [],
				related_searches: first ? structuredClone(SERP_BLOCKS.related_searches) : [],
				news_results: first ? structuredClone(SERP_BLOCKS.news_results) : [],
				inline_videos: first ? structuredClone(SERP_BLOCKS.inline_videos) : [],
				shopping_results: first ? structuredClone(SERP_BLOCKS.shopping_results) : [],
				pagination: pagination(Math.floor(query.start / query.num) + 1, more ? `https://www.${query.domain}/search?q=${encodeURIComponent(query.q)}&start=${query.start + query.num}` : null),
			};
		},
	}),
	defineRoute({
		path: '/v1/google/ai-overview',
		query: { q: { type: 'string', required: true }, gl: COUNTRY, hl: LANGUAGE },
		credits: 5,
		// The docs give this path no response schema: the block is the SERP's `ai_overview` (AiOverview), or nothing.
		handle: ({ query }) => (findsNothing(query.q) ? { text_blocks: [], references: [], page_token: null, deferred: false } : structuredClone(AI_OVERVIEW)),
	}),
	defineRoute({
		path: '/v1/google/ai-mode/search',
		query: { q: { type: 'string', required: true }, gl: COUNTRY, hl: LANGUAGE, include_html: { type: 'boolean', default: true } },
		credits: 5,
		handle: ({ query }) => ({
			...structuredClone(AI_MODE_ANSWER),
			answer_html: query.include_html ? AI_MODE_ANSWER.answer_html : null,
			query: query.q,
			language: query.hl,
			country: query.gl,
		}),
	}),
	defineRoute({
		path: '/v1/google/autocomplete',
		query: { q: { type: 'string', required: true }, hl: LANGUAGE, gl: COUNTRY },
		credits: 5,
		handle: ({ query }) => ({ suggestions: findsNothing(query.q) ? [] : suggestionsFor(query.q), query: query.q, language: query.hl, country: query.gl }),
	}),
	defineRoute({
		path: '/v1/google/news/search',
		query: { q: { type: 'string', required: true }, hl: LANGUAGE, gl: { type: 'string', default: 'US' }, max_results: { type: 'integer', min: 1, max: 100, default: 10 } },
		credits: 5,
		handle: ({ query, live }) => ({
			articles: structuredClone(live.list(findsNothing(query.q) ? [] : newsArticles(query.q), freshArticle).slice(0, query.max_results)),
			query: query.q,
			language: query.hl,
			country: query.gl,
		}),
	}),
	defineRoute({
		path: '/v1/google/news/topics',
		query: { topic: { type: 'string', required: true }, hl: LANGUAGE, gl: { type: 'string', default: 'US' }, max_results: { type: 'integer', min: 1, max: 100, default: 10 } },
		credits: 5,
		handle: ({ query }) => {
			const topic = query.topic.toUpperCase();
			if (!(NEWS_TOPICS as readonly string[]).includes(topic)) throw new ApiError(400, { detail: `Unknown topic '${query.topic}'. Valid topics: ${NEWS_TOPICS.join(', ')}` });
			return { articles: newsArticles(topic).slice(0, query.max_results), topic, language: query.hl, country: query.gl };
		},
	}),
	defineRoute({
		path: '/v1/google/news/trending',
		query: { hl: LANGUAGE, gl: { type: 'string', default: 'US' }, max_results: { type: 'integer', min: 1, max: 100, default: 10 } },
		credits: 5,
		handle: ({ query }) => ({ articles: newsArticles('Top stories').slice(0, query.max_results), language: query.hl, country: query.gl }),
	}),
	defineRoute({
		path: '/v1/google/images/search',
		query: {
			q: { type: 'string', required: true },
			gl: COUNTRY,
			hl: LANGUAGE,
			tbs: { type: 'string' },
			imgsz: { type: 'string' },
			imgcolor: { type: 'string' },
			imgtype: { type: 'string' },
			safe: { type: 'string', default: 'off' },
			page: { type: 'integer', min: 0, default: 0 },
		},
		credits: 5,
		handle: ({ query }) => ({
			results: findsNothing(query.q) ? [] : range(IMAGE_COUNT, imageResult, query.page * IMAGE_PAGE, IMAGE_PAGE),
			query: query.q,
			language: query.hl,
			country: query.gl,
		}),
	}),
	defineRoute({
		path: '/v1/google/videos/search',
		query: { q: { type: 'string', required: true }, gl: COUNTRY, hl: LANGUAGE, tbs: { type: 'string' }, safe: { type: 'string', default: 'off' }, page: { type: 'integer', min: 0, default: 0 } },
		credits: 5,
		handle: ({ query }) => ({
			results: findsNothing(query.q) ? [] : range(VIDEO_COUNT, videoResult, query.page * VIDEO_PAGE, VIDEO_PAGE),
			query: query.q,
			language: query.hl,
			country: query.gl,
		}),
	}),
	defineRoute({
		path: '/v1/google/shorts/search',
		query: {
			q: { type: 'string', required: true },
			gl: COUNTRY,
			hl: LANGUAGE,
			domain: { type: 'string', default: 'google.com' },
			num: { type: 'integer', min: 1, max: 50, default: 20 },
			start: { type: 'integer', min: 0, default: 0 },
		},
		credits: 5,
		handle: ({ query }) => {
			const total = findsNothing(query.q) ? 0 : SHORT_COUNT;
			return { search_information: searchInformation(query.q, total), short_videos_results: range(total, shortResult, query.start, query.num) };
		},
	}),
];
