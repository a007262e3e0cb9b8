import type { Fresh } from '../live';
import * as data from '../fixtures/appstore/apps';
import { ApiError, defineRoute } from '../route';

const COUNTRY = { type: 'string', default: 'us' } as const;
const LIMIT = { type: 'integer', min: 1, max: 200, default: 50 } as const;

type App = data.CatalogueApp;
type Review = ReturnType<typeof data.reviewOf>;

/** The service checks the storefront itself, with a 400 (docs: "Malformed country code"). */
function storefront(country: string): string {
	if (!/^[a-z]{2}$/.test(country)) throw new ApiError(400, { detail: `Malformed country code '${country}': use a lowercase ISO 3166-1 alpha-2 code such as us` });
	return country;
}

const screenshot = (app: App) => `https://is1-ssl.mzstatic.com/image/thumb/${app.app_id}/shot1/392x696bb.png`;
const icon = (app: App) => `https://is1-ssl.mzstatic.com/image/thumb/${app.app_id}/512x512bb.jpg`;

/** An app as a search gives it (the full iTunes record, `extras` null), as the search page's example shows it. */
const searchRecord = (app: App, country: string) => ({
	app_id: app.app_id,
	bundle_id: app.bundle_id,
	name: app.name,
	kind: app.mac_only ? 'mac-software' : 'software',
	url: data.appUrl(app, country),
	developer_id: app.developer.developer_id,
	developer_name: app.developer.name,
	developer_url: data.developerUrl(app.developer, country),
	seller_name: app.developer.name,
	...data.priceIn(app, country),
	rating: app.rating,
	rating_count: app.rating_count,
	rating_current_version: app.rating,
	rating_count_current_version: Math.round(app.rating_count / 20),
	description: `${app.name} by ${app.developer.name}: everything you need, nothing you do not.`,
	release_notes: 'Bug fixes and performance improvements.',
	version: app.version,
	minimum_os_version: '16.0',
	file_size_bytes: 50_000_000 + app.index * 1_000_000,
	content_rating: app.genre_ids.includes(6014) ? '9+' : '4+',
	advisories: app.genre_ids.includes(6014) ? ['Infrequent/Mild Cartoon or Fantasy Violence'] : [],
	genres: app.genres,
	genre_ids: app.genre_ids,
	primary_genre: app.genres[0],
	primary_genre_id: app.genre_ids[0],
	language_codes: ['EN', 'DE', 'FR'],
	icon_url: icon(app),
	screenshot_urls: [screenshot(app)],
	release_date_utc: app.released,
	release_date_at: app.released_at,
	current_version_release_date_utc: app.updated,
	current_version_release_date_at: app.updated_at,
	extras: null,
});

/** An app in full: the search record less `developer_url`, as the detail page's example shows it, with `extras`. */
function detailRecord(app: App, country: string, extras: boolean) {
	const record: Partial<ReturnType<typeof searchRecord>> = searchRecord(app, country);
	delete record.developer_url;
	const total = app.rating_count;
	return {
		...record,
		extras: extras
			? {
					rating_histogram: {
						average: app.rating,
						total,
						one_star: Math.round(total * 0.05),
						two_star: Math.round(total * 0.03),
						three_star: Math.round(total * 0.07),
						four_star: Math.round(total * 0.2),
						five_star: total - Math.round(total * 0.05) - Math.round(total * 0.03) - Math.round(total * 0.07) - Math.round(total * 0.2),
					},
					has_in_app_purchases: app.index % 2 === 1,
					in_app_purchases: app.index % 2 === 1 ? [{ name: 'Pro (yearly)', price: data.STOREFRONTS[country]?.formatted(19.99) ?? '$19.99' }] : [],
					iphone_screenshots: [{ url: screenshot(app).replace('392x696', '1290x2796'), width: 1290, height: 2796 }],
					ipad_screenshots: [],
					whats_new: 'Bug fixes and performance improvements.',
					whats_new_version: app.version,
					chart_position: app.index + 1,
					chart_category: app.genres[0],
					is_editors_choice: app.index === 0,
					privacy_types: [
						{ identifier: 'DATA_NOT_LINKED_TO_YOU', title: 'Data Not Linked to You', detail: 'The following data may be collected but it is not linked to your identity:', categories: ['Usage Data', 'Diagnostics'] },
					],
					information: { Seller: app.developer.name, Size: `${50 + app.index} MB`, Category: app.genres[0], Compatibility: 'iPhone — Requires iOS 16.0 or later.', Languages: 'English, French and German', 'Age Rating': record.content_rating ?? '4+', Copyright: `© 2026 ${app.developer.name}` },
				}
			: null,
	};
}

/** An app of a developer's catalogue, as the developer page's example shows it. */
const developerRecord = (app: App, country: string) => {
	const full = searchRecord(app, country);
	return {
		app_id: full.app_id,
		bundle_id: full.bundle_id,
		name: full.name,
		url: full.url,
		developer_id: full.developer_id,
		developer_name: full.developer_name,
		price: full.price,
		currency: full.currency,
		formatted_price: full.formatted_price,
		rating: full.rating,
		rating_count: full.rating_count,
		version: full.version,
		minimum_os_version: full.minimum_os_version,
		file_size_bytes: full.file_size_bytes,
		content_rating: full.content_rating,
		genres: full.genres,
		genre_ids: full.genre_ids,
		icon_url: full.icon_url,
		current_version_release_date_at: full.current_version_release_date_at,
	};
};

/** A chart entry: its 1-based rank and the app, as the charts page's example shows it. */
const chartEntry = (app: App, rank: number, country: string) => ({
	rank,
	app_id: app.app_id,
	name: app.name,
	url: data.appUrl(app, country),
	developer_name: app.developer.name,
	developer_url: data.developerUrl(app.developer, country),
	icon_url: icon(app).replace('512x512', '100x100'),
	...data.priceIn(app, country),
	genre: app.genres[0],
	genre_id: app.genre_ids[0],
	summary: `${app.name}: everything you need, nothing you do not.`,
	rights: `© 2026 ${app.developer.name}`,
	release_date_utc: app.released,
	release_date_at: app.released_at,
});

/** An app by numeric track ID or (a value holding a dot) bundle ID, or the 404 the service gives. */
function appByKey(key: string): App {
	const app = key.includes('.') ? data.APPS.find((candidate) => candidate.bundle_id === key) : data.APPS.find((candidate) => String(candidate.app_id) === key);
	if (!app) throw ApiError.notFound('No such app in that storefront');
	return app;
}

/** A review just posted (the monitoring run's growth): an ID of its own, dated `at`. */
const freshReview: Fresh<Review> = (template, serial, at) => ({
	...template,
	review_id: `13${900000000 + serial}`,
	title: `${template.title} (new ${serial})`,
	updated_utc: Math.floor(at / 1000),
	updated_at: new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
});

export const appStoreRoutes = [
	defineRoute({
		path: '/v1/app-store/search',
		query: {
			query: { type: 'string', required: true },
			country: COUNTRY,
			entity: { type: 'string', default: 'software' },
			limit: { type: 'integer', min: 1, max: 200, default: 25 },
			offset: { type: 'integer', min: 0, default: 0 },
			lang: { type: 'string' },
		},
		credits: 5,
		// Apple answers 200 apps at most for a search; the service slices them by offset (offset + limit capped at 200).
		// Words holding "qwxz" find nothing; the Mac catalogue holds the Mac apps only, the iPhone and iPad ones the rest.
		handle: ({ query }) => {
			const country = storefront(query.country);
			if (!['software', 'iPadSoftware', 'macSoftware'].includes(query.entity)) throw new ApiError(400, { detail: `Unknown entity '${query.entity}'` });
			const catalogue = /qwxz/i.test(query.query) ? [] : data.APPS.filter((app) => app.mac_only === (query.entity === 'macSoftware'));
			const hits = catalogue.slice(0, data.SEARCH_CAP).slice(query.offset, Math.min(data.SEARCH_CAP, query.offset + query.limit));
			const apps = hits.map((app) => searchRecord(app, country));
			return { query: query.query, country, entity: query.entity, result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/app-store/apps/{app_id}',
		pathParams: { app_id: { pattern: '^.+$' } },
		query: { country: COUNTRY, lang: { type: 'string' }, include_extras: { type: 'boolean', default: true } },
		credits: 5,
		handle: ({ params, query }) => detailRecord(appByKey(params.app_id), storefront(query.country), query.include_extras),
	}),
	defineRoute({
		path: '/v1/app-store/apps/{app_id}/reviews',
		pathParams: { app_id: { pattern: '^.+$' } },
		query: { country: COUNTRY, page: { type: 'integer', min: 1, max: 10, default: 1 }, sort: { type: 'string', default: 'mostRecent' } },
		credits: 5,
		// The reviewed app's feeds (us: 620, growing at the head for the monitoring run; gb: 70), 50 a page; Apple serves
		// pages 1 to 10 only. Any other app has an empty feed.
		handle: ({ params, query, live }) => {
			if (!/^\d+$/.test(params.app_id)) throw new ApiError(400, { detail: "Reviews need the numeric app id: resolve a bundle id through /apps/{bundle_id} and use its app_id" });
			if (!['mostRecent', 'mostHelpful'].includes(query.sort)) throw new ApiError(400, { detail: `Unknown sort '${query.sort}': use mostRecent or mostHelpful` });
			const country = storefront(query.country);
			const app = appByKey(params.app_id);
			const feed = app === data.REVIEWED_APP ? (country === 'us' ? live.list(data.reviewsIn(country), freshReview) : data.reviewsIn(country)) : [];
			const sorted = query.sort === 'mostHelpful' ? [...feed].sort((a, b) => b.vote_sum - a.vote_sum) : feed;
			const reviews = structuredClone(sorted.slice((query.page - 1) * data.REVIEW_PAGE, query.page * data.REVIEW_PAGE));
			return { app_id: params.app_id, country, page: query.page, sort: query.sort, result_count: reviews.length, reviews };
		},
	}),
	defineRoute({
		path: '/v1/app-store/developers/{artist_id}',
		pathParams: { artist_id: { pattern: '^.+$' } },
		query: { country: COUNTRY, limit: LIMIT },
		credits: 5,
		handle: ({ params, query }) => {
			if (!/^\d+$/.test(params.artist_id)) throw new ApiError(400, { detail: 'Developer id must be numeric' });
			const country = storefront(query.country);
			const developer = data.DEVELOPERS.find((candidate) => String(candidate.developer_id) === params.artist_id);
			if (!developer) throw ApiError.notFound('No such developer in that storefront');
			const apps = data.APPS.filter((app) => app.developer === developer)
				.slice(0, query.limit)
				.map((app) => developerRecord(app, country));
			return {
				country,
				developer: { developer_id: developer.developer_id, name: developer.name, developer_type: 'software', url: data.developerUrl(developer, country) },
				result_count: apps.length,
				apps,
			};
		},
	}),
	defineRoute({
		path: '/v1/app-store/charts',
		query: { country: COUNTRY, type: { type: 'string', default: 'top-free' }, genre: { type: 'integer' }, limit: LIMIT, entity: { type: 'string', default: 'apps' } },
		credits: 5,
		// Top free: the free apps; top paid: the paid ones; top grossing: every app, best rated first. A genre narrows to
		// its apps (Games takes in its subgenres); only the listed genres have a chart.
		handle: ({ query }) => {
			const country = storefront(query.country);
			if (!['top-free', 'top-paid', 'top-grossing'].includes(query.type)) throw new ApiError(400, { detail: `Unknown chart type '${query.type}'` });
			if (!['apps', 'ipad'].includes(query.entity)) throw new ApiError(400, { detail: `Unknown entity '${query.entity}'` });
			if (query.genre !== null && !data.GENRES.some((genre) => genre.genre_id === query.genre)) throw new ApiError(400, { detail: `Unknown genre id ${query.genre}` });
			const ofType = (app: App) => (query.type === 'top-free' ? !app.paid : query.type === 'top-paid' ? app.paid : true);
			const inGenre = (app: App) => query.genre === null || app.genre_ids.includes(query.genre);
			const ranked = data.APPS.filter((app) => !app.mac_only && ofType(app) && inGenre(app));
			const ordered = query.type === 'top-grossing' ? [...ranked].sort((a, b) => b.rating - a.rating || a.index - b.index) : ranked;
			const apps = ordered.slice(0, query.limit).map((app, index) => chartEntry(app, index + 1, country));
			return { country, type: query.type, entity: query.entity, genre_id: query.genre, result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/app-store/genres',
		credits: 0,
		handle: () => ({ result_count: data.GENRES.length, genres: structuredClone(data.GENRES) }),
	}),
	defineRoute({
		path: '/v1/app-store/markets',
		credits: 0,
		handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS) }),
	}),
];
