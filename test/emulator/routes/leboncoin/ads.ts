import type { AdRecord } from '../../fixtures/leboncoin/ads';
import { ADS, fold } from '../../fixtures/leboncoin/ads';
import { adById, adDetail, adSummary, searchedAd, similarAds } from '../../fixtures/leboncoin/listings';
import { categoryScope } from '../../fixtures/leboncoin/reference';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';

/** Leboncoin shows at most this many pages of a search, however many ads match. */
export const LEBONCOIN_PAGE_CAP = 100;

const SORTS: Record<string, (a: AdRecord, b: AdRecord) => number> = {
	relevance: () => 0,
	newest: (a, b) => b.first_publication_at.localeCompare(a.first_publication_at),
	oldest: (a, b) => a.first_publication_at.localeCompare(b.first_publication_at),
	price_low: (a, b) => a.price_eur - b.price_eur,
	price_high: (a, b) => b.price_eur - a.price_eur,
};

/**
 * The `list_id` path parameter is an integer in the OpenAPI: anything else is FastAPI's 422 `int_parsing`
 * (checked here because the shared path rules know only strings; the 422 is never billed either way).
 */
function listIdOf(raw: string): number {
	const text = raw.trim();
	if (!/^[+-]?\d+(\.0*)?$/.test(text)) {
		throw new ApiError(422, {
			detail: [
				{
					type: 'int_parsing',
					loc: ['path', 'list_id'],
					msg: 'Input should be a valid integer, unable to parse string as an integer',
					input: raw,
				},
			],
		});
	}
	return Math.trunc(Number(text));
}

function findAd(raw: string): AdRecord {
	const ad = adById(listIdOf(raw));
	if (!ad) throw ApiError.notFound('Ad not found');
	return ad;
}

/** A new ad like `template` (so it matches the same search), published at `at`. */
const freshAd: Fresh<AdRecord> = (template, serial, at) => {
	const listId = Number(liveId('28990', serial, 5));
	const text = isoAt(at);
	const date = text.replace('T', ' ').replace('Z', '');
	return {
		...template,
		list_id: listId,
		url: template.url.replace(String(template.list_id), String(listId)),
		first_publication_at: text,
		first_publication_date: date,
		index_at: text,
		index_date: date,
	};
};

export const adRoutes = [
	defineRoute({
		path: '/v1/leboncoin/ads/{list_id}',
		credits: 5,
		handle: ({ params }) => ({ ad: adDetail(findAd(params.list_id)) }),
	}),
	defineRoute({
		path: '/v1/leboncoin/ads/{list_id}/similar',
		query: { limit: { type: 'integer', min: 1, max: 50, default: 20 } },
		credits: 5,
		handle: ({ params, query }) => {
			const ad = findAd(params.list_id);
			return { list_id: ad.list_id, ads: similarAds(ad).slice(0, query.limit).map(adSummary) };
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
		handle: ({ query, live }) => {
			const words = query.text === null ? [] : fold(query.text).split(/\s+/).filter(Boolean);
			// A parent category (1, Véhicules) covers its sub-categories (2 Voitures, 24 Vélos).
			const categories = query.category === null ? undefined : categoryScope(query.category);
			// Everything but the owner type narrows `total_all`; the owner type then picks `total`.
			const matching = ADS.filter(
				(ad) =>
					ad.ad_type === query.ad_type &&
					words.every((word) => fold(`${ad.subject} ${ad.body}`).includes(word)) &&
					(categories === undefined || categories.has(ad.category_id)) &&
					(query.region_id === null || ad.location.region_id === query.region_id) &&
					(query.department_id === null || ad.location.department_id === query.department_id) &&
					(query.city === null || fold(ad.location.city_label) === fold(query.city)) &&
					(query.zipcode === null || ad.location.zipcode === query.zipcode) &&
					(query.price_min === null || ad.price_eur >= query.price_min) &&
					(query.price_max === null || ad.price_eur <= query.price_max),
			);
			const owned = matching.filter((ad) => query.owner_type === 'all' || ad.owner.type === query.owner_type);
			const listed = [...owned].sort(SORTS[query.sort]);
			// Ads added while the emulator runs lead the list (the newest), and count in every total.
			const sorted = live.list(listed, freshAd);
			const grown = sorted.length - listed.length;
			const maxPages = Math.min(LEBONCOIN_PAGE_CAP, Math.ceil(sorted.length / query.limit));
			const start = (query.page - 1) * query.limit;
			const page = query.page <= maxPages ? sorted.slice(start, start + query.limit) : [];
			return {
				ads: page.map(searchedAd),
				total: owned.length + grown,
				total_all: matching.length + grown,
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
