import * as data from '../../fixtures/google/verticals';
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import { listWindow } from '../../list-window';
import { ApiError, defineRoute } from '../../route';

const COUNTRY = { type: 'string', default: 'us' } as const;
const LANGUAGE = { type: 'string', default: 'en' } as const;
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** A query the emulator's Google finds nothing for: any that holds "qwxz". */
const findsNothing = (query: string) => /qwxz/i.test(query);

const range = <T>(count: number, make: (index: number) => T, from: number, size: number): T[] => listWindow(count, from, size).map((index) => make(index));

const pagination = (current: number, next: string | null, total: number | null = null) => ({ current, next, total_results: total, total_pages: null, page_no: {} });

/** The barcode's check digit (GS1: weights 3 and 1 from the right, before the check digit). */
function validBarcode(code: string): boolean {
	if (!/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
	const digits = [...code].map(Number);
	const check = digits.pop()!;
	const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
	return (10 - (sum % 10)) % 10 === check;
}

type Job = ReturnType<typeof data.jobResult>;

/** A listing just posted, at a listing URL of its own. */
const freshJob: Fresh<Job> = (template, serial) => ({
	...template,
	title: `Barista (opening ${serial})`,
	url: `https://jobs.example.com/${liveId('new', serial)}`,
	posted_at: 'just now',
	extensions: ['just now', template.schedule_type ?? 'Full-time'],
});

const travelers = {
	adults: { type: 'integer', min: 1, max: 9, default: 1 },
	children: { type: 'integer', min: 0, max: 8, default: 0 },
	infants_in_seat: { type: 'integer', min: 0, max: 4, default: 0 },
	infants_on_lap: { type: 'integer', min: 0, max: 4, default: 0 },
	travel_class: { type: 'string', default: 'economy' },
	currency: { type: 'string', default: 'USD' },
	gl: COUNTRY,
	hl: LANGUAGE,
} as const;

function knownAirports(from: string, to: string) {
	const known = data.FLIGHT_AIRPORTS.map((airport) => airport.iata_code);
	if (!known.includes(from.toUpperCase()) || !known.includes(to.toUpperCase())) throw new ApiError(404, { detail: 'No flights found for this route' });
}

export const verticalRoutes = [
	defineRoute({
		path: '/v1/google/shopping/search',
		query: { q: { type: 'string', required: true }, gl: COUNTRY, min_price: { type: 'integer' }, max_price: { type: 'integer' }, sort_by: { type: 'string' } },
		credits: 5,
		handle: ({ query }) => {
			const products = findsNothing(query.q) ? [] : range(data.SHOPPING_COUNT, data.shoppingProduct, 0, data.SHOPPING_COUNT);
			const within = products.filter((product) => (query.min_price === null || product.price.value >= query.min_price) && (query.max_price === null || product.price.value <= query.max_price));
			return { results: within, filters: data.SHOPPING_FILTERS, ads: within.slice(0, 1), pagination: pagination(1, null) };
		},
	}),
	defineRoute({
		path: '/v1/google/shopping/offers',
		query: { barcode: { type: 'string', required: true }, gl: { type: 'string' }, hl: LANGUAGE },
		credits: 14,
		handle: ({ query }) => {
			if (!validBarcode(query.barcode)) throw new ApiError(422, { detail: 'Invalid barcode: the check digit does not match' });
			if (query.barcode !== data.BARCODE) throw ApiError.notFound('No product found for this barcode');
			return structuredClone(data.BARCODE_OFFERS);
		},
	}),
	defineRoute({
		path: '/v1/google/products/detail',
		query: {
			product_id: { type: 'string', required: true },
			q: { type: 'string', required: true },
			gl: COUNTRY,
			hl: LANGUAGE,
			catalog_id: { type: 'string' },
			image_docid: { type: 'string' },
			headline_offer_docid: { type: 'string' },
			mid: { type: 'string' },
			include_offers: { type: 'boolean', default: false },
			include_variants: { type: 'boolean', default: false },
		},
		credits: 5,
		handle: ({ query }) => {
			if (!Array.from({ length: data.SHOPPING_COUNT }, (_, index) => data.shoppingProduct(index).product_id).includes(query.product_id)) throw ApiError.notFound('Product not found');
			return data.productDetail(query.product_id);
		},
	}),
	defineRoute({
		path: '/v1/google/jobs/search',
		query: { q: { type: 'string', required: true }, location: { type: 'string' }, gl: COUNTRY, job_type: { type: 'string' }, date_posted: { type: 'string' } },
		credits: 5,
		handle: ({ query, live }) => {
			const jobs = live.list(findsNothing(query.q) ? [] : range(data.JOB_COUNT, data.jobResult, 0, data.JOB_COUNT), freshJob);
			return { jobs, jobs_results: jobs, filters: data.JOB_FILTERS, pagination: pagination(1, null) };
		},
	}),
	defineRoute({
		path: '/v1/google/scholar/search',
		query: {
			q: { type: 'string', required: true },
			hl: LANGUAGE,
			as_ylo: { type: 'integer' },
			as_yhi: { type: 'integer' },
			as_sdt: { type: 'string', default: '0' },
			page: { type: 'integer', min: 0, default: 0 },
			num: { type: 'integer', min: 1, max: 20, default: 10 },
		},
		credits: 5,
		handle: ({ query }) => {
			const total = findsNothing(query.q) ? 0 : data.SCHOLAR_COUNT;
			return { results: range(total, data.scholarResult, query.page * query.num, query.num), query: query.q, language: query.hl, total_results: total };
		},
	}),
	defineRoute({
		path: '/v1/google/scholar/profiles',
		query: { mauthors: { type: 'string', required: true }, hl: LANGUAGE, after_author: { type: 'string' }, before_author: { type: 'string' } },
		credits: 5,
		handle: ({ query }) => {
			// Ten profiles a page; the token names the offset of the next (Scholar's own tokens are opaque).
			const from = query.after_author === null ? 0 : Number(/^tok(\d+)$/.exec(query.after_author)?.[1] ?? NaN);
			if (!Number.isInteger(from)) throw new ApiError(400, { detail: 'Invalid after_author token' });
			const total = findsNothing(query.mauthors) ? 0 : data.PROFILE_COUNT;
			return {
				profiles: range(total, data.scholarProfile, from, 10),
				query: query.mauthors,
				language: query.hl,
				before_author: from > 0 ? `tok${Math.max(0, from - 10)}` : null,
				after_author: from + 10 < total ? `tok${from + 10}` : null,
			};
		},
	}),
	defineRoute({
		path: '/v1/google/scholar/author',
		query: { author_id: { type: 'string', required: true }, hl: LANGUAGE, cstart: { type: 'integer', min: 0, default: 0 }, pagesize: { type: 'integer', min: 1, max: 100, default: 20 } },
		credits: 5,
		handle: ({ query }) => {
			if (query.author_id !== data.SCHOLAR_AUTHOR_ID) throw ApiError.notFound('Author not found');
			return {
				author: data.SCHOLAR_AUTHOR,
				articles: range(data.AUTHOR_ARTICLE_COUNT, data.authorArticle, query.cstart, query.pagesize),
				stats: data.SCHOLAR_STATS,
				co_authors: data.CO_AUTHORS,
			};
		},
	}),
	defineRoute({
		path: '/v1/google/scholar/author/citation',
		query: { author_id: { type: 'string', required: true }, hl: LANGUAGE },
		credits: 5,
		handle: ({ query }) => {
			if (query.author_id !== data.SCHOLAR_AUTHOR_ID) throw ApiError.notFound('Author not found');
			return { author_id: query.author_id, citations_by_year: data.CITATIONS_BY_YEAR, total_citations: data.CITATIONS_BY_YEAR.reduce((sum, year) => sum + year.citations, 0) };
		},
	}),
	defineRoute({
		path: '/v1/google/scholar/cite',
		query: { q: { type: 'string', required: true }, hl: LANGUAGE },
		credits: 5,
		handle: ({ query }) => {
			if (findsNothing(query.q)) throw ApiError.notFound('Citation not found');
			return structuredClone(data.CITE_FORMATS);
		},
	}),
	defineRoute({
		path: '/v1/google/patents/search',
		query: {
			q: { type: 'string', required: true },
			page: { type: 'integer', min: 0, default: 0 },
			num: { type: 'integer', min: 1, max: 100, default: 10 },
			sort: { type: 'string' },
			inventor: { type: 'string' },
			assignee: { type: 'string' },
			country: { type: 'string' },
			language: { type: 'string' },
			status: { type: 'string' },
			patent_type: { type: 'string' },
			before: { type: 'string' },
			after: { type: 'string' },
		},
		credits: 5,
		handle: ({ query }) => {
			const total = findsNothing(query.q) ? 0 : data.PATENT_COUNT;
			const more = (query.page + 1) * query.num < total;
			return { results: range(total, data.patentResult, query.page * query.num, query.num), total_results: total, query: query.q, pagination: pagination(query.page + 1, more ? `page=${query.page + 1}` : null, total) };
		},
	}),
	defineRoute({
		path: '/v1/google/patents/detail',
		query: { patent_id: { type: 'string', required: true } },
		credits: 5,
		handle: ({ query }) => {
			const index = Array.from({ length: data.PATENT_COUNT }, (_, at) => data.patentResult(at)).findIndex(
				(patent) => patent.publication_number === query.patent_id || patent.patent_id === query.patent_id,
			);
			if (index < 0) throw ApiError.notFound('Patent not found');
			return { patent: data.patentDetail(index) };
		},
	}),
	defineRoute({
		path: '/v1/google/trends/interest',
		query: { q: { type: 'string', required: true }, geo: { type: 'string', default: '' }, date: { type: 'string', default: 'today 12-m' } },
		credits: 5,
		handle: ({ query }) => {
			const terms = query.q.split(',').map((term) => term.trim());
			const timeline = data.trendsTimeline(terms);
			const averages = terms.map((term, index) => ({ query: term, value: Math.round(timeline.reduce((sum, point) => sum + point.values[index].value, 0) / timeline.length), extracted_value: null }));
			return { timeline, averages, query: query.q };
		},
	}),
	defineRoute({
		path: '/v1/google/trends/regions',
		query: { q: { type: 'string', required: true }, geo: { type: 'string', default: '' } },
		credits: 5,
		handle: ({ query }) => ({ regions: data.TRENDS_REGIONS, query: query.q }),
	}),
	defineRoute({
		path: '/v1/google/trends/related',
		query: { q: { type: 'string', required: true }, geo: { type: 'string', default: '' } },
		credits: 5,
		handle: ({ query }) => ({
			rising_topics: data.relatedItems(query.q, 'rising topic'),
			top_topics: data.relatedItems(query.q, 'top topic'),
			rising_queries: data.relatedItems(query.q, 'rising query'),
			top_queries: data.relatedItems(query.q, 'top query'),
			query: query.q,
		}),
	}),
	defineRoute({
		path: '/v1/google/trends/trending',
		query: { geo: { type: 'string', default: 'US' } },
		credits: 5,
		handle: ({ query }) => ({ trending: data.TRENDING, country: query.geo }),
	}),
	defineRoute({
		path: '/v1/google/trends/autocomplete',
		query: { q: { type: 'string', required: true }, hl: { type: 'string', default: 'en-US' }, tz: { type: 'string', default: '0' } },
		credits: 5,
		handle: ({ query }) => ({ query: query.q, results: findsNothing(query.q) ? [] : data.trendsTopics(query.q) }),
	}),
	defineRoute({
		path: '/v1/google/flights/search',
		query: {
			departure_id: { type: 'string', required: true },
			arrival_id: { type: 'string', required: true },
			outbound_date: { type: 'string', required: true, pattern: DATE },
			return_date: { type: 'string', pattern: DATE },
			trip_type: { type: 'string', default: 'round_trip' },
			stops: { type: 'string', default: 'any' },
			max_price: { type: 'integer', min: 1 },
			departure_token: { type: 'string' },
			...travelers,
		},
		credits: 5,
		handle: ({ query }) => {
			knownAirports(query.departure_id, query.arrival_id);
			const offers = Array.from({ length: 5 }, (_, index) => data.flightOffer(index, query.outbound_date)).filter((offer) => query.max_price === null || (offer.price ?? 0) <= query.max_price);
			return {
				best_flights: offers.slice(0, 2),
				other_flights: offers.slice(2),
				price_insights: { lowest_price: 480, price_level: 'typical', typical_price_range: [450, 650], price_history: [[1750000000, 520], [1750600000, 480]] },
				airports: data.FLIGHT_AIRPORTS,
				departure_id: query.departure_id.toUpperCase(),
				arrival_id: query.arrival_id.toUpperCase(),
				outbound_date: query.outbound_date,
				return_date: query.return_date,
				currency: query.currency,
				trip_type: query.trip_type,
				search_url: `https://www.google.com/travel/flights?q=${query.departure_id}+to+${query.arrival_id}`,
			};
		},
	}),
	defineRoute({
		path: '/v1/google/flights/calendar',
		query: {
			departure_id: { type: 'string', required: true },
			arrival_id: { type: 'string', required: true },
			outbound_date_from: { type: 'string', required: true, pattern: DATE },
			outbound_date_to: { type: 'string', required: true, pattern: DATE },
			trip_type: { type: 'string', default: 'one_way' },
			trip_length_days: { type: 'integer', min: 0, max: 60 },
			return_date_from: { type: 'string', pattern: DATE },
			return_date_to: { type: 'string', pattern: DATE },
			...travelers,
		},
		credits: 5,
		handle: ({ query }) => {
			knownAirports(query.departure_id, query.arrival_id);
			const from = Date.parse(query.outbound_date_from);
			const days = Math.round((Date.parse(query.outbound_date_to) - from) / 86400000) + 1;
			if (days < 1 || days > 200) throw new ApiError(400, { detail: 'outbound_date_to must be 0 to 199 days after outbound_date_from' });
			return {
				departure_id: query.departure_id.toUpperCase(),
				arrival_id: query.arrival_id.toUpperCase(),
				currency: query.currency,
				trip_type: query.trip_type,
				prices: Array.from({ length: days }, (_, index) => ({
					outbound_date: new Date(from + index * 86400000).toISOString().slice(0, 10),
					return_date: query.trip_type === 'round_trip' ? new Date(from + (index + (query.trip_length_days ?? 7)) * 86400000).toISOString().slice(0, 10) : null,
					price: 420 + ((index * 37) % 160),
				})),
			};
		},
	}),
	defineRoute({
		path: '/v1/google/hotels/search',
		query: { q: { type: 'string', required: true }, check_in: { type: 'string', required: true, pattern: DATE }, check_out: { type: 'string', required: true, pattern: DATE }, adults: { type: 'integer', default: 2 }, currency: { type: 'string', default: 'USD' }, gl: COUNTRY },
		credits: 5,
		handle: ({ query }) => ({
			properties: findsNothing(query.q) ? [] : Array.from({ length: data.HOTEL_COUNT }, (_, index) => data.hotelProperty(index)),
			pagination: pagination(1, null),
		}),
	}),
	defineRoute({
		path: '/v1/google/hotels/details',
		query: { property_token: { type: 'string', required: true }, check_in: { type: 'string', required: true, pattern: DATE }, check_out: { type: 'string', required: true, pattern: DATE } },
		credits: 5,
		handle: ({ query }) => {
			const index = Array.from({ length: data.HOTEL_COUNT }, (_, at) => data.hotelProperty(at).property_token).indexOf(query.property_token);
			if (index < 0) throw ApiError.notFound('Hotel not found');
			return { property: data.hotelProperty(index) };
		},
	}),
	defineRoute({
		path: '/v1/google/finance/quote',
		query: { q: { type: 'string', required: true }, hl: LANGUAGE },
		credits: 5,
		handle: ({ query }) => {
			if (!/^AAPL(?::NASDAQ)?$/i.test(query.q)) throw ApiError.notFound('Quote not found');
			return structuredClone(data.QUOTE);
		},
	}),
	defineRoute({
		path: '/v1/google/lens/search',
		query: {
			url: { type: 'string', required: true },
			query: { type: 'string' },
			country: { type: 'string' },
			language: { type: 'string' },
			gl: COUNTRY,
			hl: LANGUAGE,
			product: { type: 'boolean', default: false },
			visual_matches: { type: 'boolean', default: true },
			exact_matches: { type: 'boolean', default: false },
		},
		credits: 5,
		handle: ({ query }) => {
			if (!/^https?:\/\//.test(query.url)) throw new ApiError(400, { detail: 'url must be a public http(s) image URL' });
			const results = Array.from({ length: data.LENS_COUNT }, (_, index) => data.lensResult(index));
			return { lens_results: results, results, related_searches: data.LENS_RELATED, image_url: query.url };
		},
	}),
];
