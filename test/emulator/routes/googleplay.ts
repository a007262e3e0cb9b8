import type { Fresh } from '../live';
import { liveId } from '../live';
import * as data from '../fixtures/googleplay/apps';
import { ApiError, defineRoute } from '../route';

const COUNTRY = { type: 'string', default: 'US' } as const;
const LANG = { type: 'string', default: 'en' } as const;
const NUM = { type: 'integer', min: 1, max: 500, default: 100 } as const;
const PACKAGE = { pattern: '^.+$' } as const;

type App = data.CatalogueApp;
type Review = (typeof data.REVIEWS)[number];

const installsText = (installs: number) => `${installs.toLocaleString('en-US')}+`;
const playUrl = (path: string, query: { lang: string; country: string }) => `https://play.google.com/store/${path}hl=${query.lang}&gl=${query.country}`;

/** The AppCard of a search (the richest: media too), as the search page's example shows it. */
const searchCard = (app: App, country: string) => ({
	app_id: app.app_id,
	title: app.title,
	developer: app.developer.name,
	summary: app.summary,
	icon: app.icon,
	header_image: `https://play-lh.googleusercontent.com/${app.app_id}-header=w720-h310-rw`,
	screenshots: [`https://play-lh.googleusercontent.com/${app.app_id}-shot1=w720`],
	score: app.score,
	score_text: app.score.toFixed(1),
	installs: installsText(app.installs),
	genre: app.genre,
	content_rating: 'Everyone',
	price: data.priceIn(app, country),
	url: app.url,
});

/** The AppCard of a category or a similar-apps rail: a search's, without the media. */
const railCard = (app: App, country: string) => {
	const card: Partial<ReturnType<typeof searchCard>> = searchCard(app, country);
	delete card.header_image;
	delete card.screenshots;
	return card;
};

/** The AppCard of a developer's catalogue, as its page's example shows it. */
const developerCard = (app: App, country: string) => ({
	app_id: app.app_id,
	title: app.title,
	developer: app.developer.name,
	score: app.score,
	installs: installsText(app.installs),
	genre: app.genre,
	price: data.priceIn(app, country),
	url: app.url,
});

/** An app of the detail page's similar-apps rail. */
const similarEntry = (app: App, country: string) => ({
	app_id: app.app_id,
	title: app.title,
	developer: app.developer.name,
	score: app.score,
	installs: installsText(app.installs),
	price: data.priceIn(app, country),
});

const appById = (appId: string): App => {
	const app = data.APPS.find((candidate) => candidate.app_id === appId);
	if (!app) throw ApiError.notFound(`App ${appId} not found in this storefront`);
	return app;
};

/** The apps Play shows beside an app: the next twelve of the catalogue. */
const similarTo = (app: App) => Array.from({ length: data.SIMILAR_RESULTS }, (_, step) => data.APPS[(app.index + 1 + step) % data.APP_COUNT]);

/** An app in full, with exactly the keys of the detail page's example. */
function detailOf(app: App, query: { country: string; lang: string }) {
	const released = Date.UTC(2018, app.index % 12, 1) / 1000;
	const updated = Date.UTC(2026, 10, 1 + (app.index % 20)) / 1000;
	const ratings = Math.round(app.installs / 50);
	const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
	return {
		app_id: app.app_id,
		title: app.title,
		url: playUrl(`apps/details?id=${app.app_id}&`, query),
		summary: app.summary,
		description: `${app.summary} Made by ${app.developer.name}.`,
		developer: {
			name: app.developer.name,
			developer_id: app.developer.developer_id,
			url: `https://play.google.com/store/apps/dev?id=${app.developer.developer_id}`,
			email: `support@${app.developer.slug}.example`,
			website: `https://${app.developer.slug}.example/`,
			address: '1 Example Street, Springfield',
			legal_name: `${app.developer.name} Ltd`,
			legal_email: `legal@${app.developer.slug}.example`,
		},
		score: app.score,
		score_text: app.score.toFixed(1),
		ratings,
		reviews: Math.round(ratings / 30),
		histogram: {
			one_star: Math.round(ratings * 0.08),
			two_star: Math.round(ratings * 0.04),
			three_star: Math.round(ratings * 0.08),
			four_star: Math.round(ratings * 0.2),
			five_star: ratings - Math.round(ratings * 0.08) * 2 - Math.round(ratings * 0.04) - Math.round(ratings * 0.2),
		},
		installs: installsText(app.installs),
		installs_short: `${app.installs >= 1e9 ? `${app.installs / 1e9}B` : app.installs >= 1e6 ? `${app.installs / 1e6}M` : `${app.installs / 1e3}K`}+`,
		min_installs: app.installs,
		max_installs: app.installs * 5,
		chart_rank: app.index === 0 ? { rank: '#3', chart: `top free ${app.genre.toLowerCase()}` } : null,
		price: data.priceIn(app, query.country),
		offers_iap: app.index % 2 === 1,
		contains_ads: app.index % 3 === 0,
		ad_supported: app.index % 3 === 0,
		genre: app.genre,
		genre_id: app.genre_id,
		content_rating: 'Everyone',
		icon: app.icon,
		screenshots: [`https://play-lh.googleusercontent.com/${app.app_id}-shot1=w720`],
		released: new Date(released * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
		released_utc: released,
		released_at: iso(released),
		updated_utc: updated,
		updated_at: iso(updated),
		version: `4.12.${app.index}`,
		android_version: '8.0',
		android_version_text: '8.0 and up',
		recent_changes: '• Bug fixes and performance improvements.',
		privacy_policy: `https://${app.developer.slug}.example/privacy`,
		data_safety: [
			{ title: 'No data shared with third parties', description: 'Learn more about how developers declare sharing' },
			{ title: 'Data is encrypted in transit', description: null },
		],
		permissions: structuredClone(data.PERMISSION_GROUPS),
		similar_apps_url: `https://play.google.com/store/apps/collection/cluster?clp=${app.app_id}`,
		similar_apps: similarTo(app).map((similar) => similarEntry(similar, query.country)),
	};
}

/** A review written just now (the monitoring run's growth): an ID of its own, posted at `at`. */
const freshReview: Fresh<Review> = (template, serial, at) => ({
	...template,
	review_id: liveId('gp-review-new-', serial),
	text: `${template.text} (new ${serial})`,
	at_utc: Math.floor(at / 1000),
	at: new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
	reply_author: null,
	reply_content: null,
	replied_utc: null,
	replied_at: null,
});

const SORTS = ['newest', 'rating', 'helpfulness'] as const;
const sortedReviews = (reviews: Review[], sort: (typeof SORTS)[number]): Review[] => {
	if (sort === 'rating') return [...reviews].sort((a, b) => b.score - a.score);
	if (sort === 'helpfulness') return [...reviews].sort((a, b) => b.thumbs_up - a.thumbs_up);
	return reviews;
};

/** Play's continuation token, opaque to the caller: the sort and the offset of the next page, base64. */
const tokenOf = (sort: string, offset: number) => Buffer.from(`gp:${sort}:${offset}`).toString('base64url');
function offsetOf(token: string | null, sort: string): number {
	if (token === null) return 0;
	const match = /^gp:(\w+):(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
	if (!match || match[1] !== sort) throw new ApiError(400, { detail: 'Invalid page_token' });
	return Number(match[2]);
}

/** Apps of a list, no more than `num`. */
const upTo = (apps: App[], num: number) => apps.slice(0, num);

export const googlePlayRoutes = [
	defineRoute({
		path: '/v1/google-play/search',
		query: { query: { type: 'string', required: true }, country: COUNTRY, lang: LANG, price: { type: 'enum', values: ['free', 'paid', 'all'] } },
		credits: 5,
		// A search the emulator's Play finds nothing for: words holding "qwxz". Anything else finds the catalogue's first 30.
		handle: ({ query }) => {
			const matching = /qwxz/i.test(query.query) ? [] : data.APPS.filter((app) => (query.price === 'free' ? !app.paid : query.price === 'paid' ? app.paid : true));
			const apps = matching.slice(0, data.SEARCH_RESULTS).map((app) => searchCard(app, query.country));
			return { query: query.query, url: playUrl(`search?q=${encodeURIComponent(query.query)}&c=apps&`, query), result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/google-play/apps/{app_id}',
		pathParams: { app_id: PACKAGE },
		query: { country: COUNTRY, lang: LANG },
		credits: 5,
		handle: ({ params, query }) => detailOf(appById(params.app_id), query),
	}),
	defineRoute({
		path: '/v1/google-play/apps/{app_id}/reviews',
		pathParams: { app_id: PACKAGE },
		query: {
			country: COUNTRY,
			lang: LANG,
			sort: { type: 'enum', values: SORTS, default: 'newest' },
			count: { type: 'integer', min: 1, max: 150, default: 40 },
			page_token: { type: 'string' },
		},
		credits: 5,
		// The reviewed app has 135 reviews, newest first (growing at the head for the monitoring run); any other app none.
		handle: ({ params, query, live }) => {
			const app = appById(params.app_id);
			const all = sortedReviews(app === data.REVIEWED_APP ? live.list(data.REVIEWS, freshReview) : [], query.sort);
			const offset = offsetOf(query.page_token, query.sort);
			const reviews = structuredClone(all.slice(offset, offset + query.count));
			const next = offset + query.count < all.length ? tokenOf(query.sort, offset + query.count) : null;
			return { app_id: app.app_id, sort: query.sort, result_count: reviews.length, next_page_token: next, reviews };
		},
	}),
	defineRoute({
		path: '/v1/google-play/apps/{app_id}/permissions',
		pathParams: { app_id: PACKAGE },
		query: { lang: LANG },
		credits: 3,
		handle: ({ params }) => {
			const app = appById(params.app_id);
			return { app_id: app.app_id, result_count: data.PERMISSION_GROUPS.length, permission_groups: structuredClone(data.PERMISSION_GROUPS) };
		},
	}),
	defineRoute({
		path: '/v1/google-play/apps/{app_id}/similar',
		pathParams: { app_id: PACKAGE },
		query: { country: COUNTRY, lang: LANG },
		credits: 5,
		handle: ({ params, query }) => {
			const app = appById(params.app_id);
			const apps = similarTo(app).map((similar) => railCard(similar, query.country));
			return { query: app.app_id, url: playUrl(`apps/details?id=${app.app_id}&`, query), result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/google-play/developers/{developer}',
		pathParams: { developer: { pattern: '^.+$' } },
		query: { country: COUNTRY, lang: LANG, num: NUM },
		credits: 5,
		// By numeric ID or by display name, as Play's two developer pages take them.
		handle: ({ params, query }) => {
			const developer = data.DEVELOPERS.find((candidate) => candidate.developer_id === params.developer || candidate.name === params.developer);
			if (!developer) throw ApiError.notFound(`No apps for developer ${params.developer} in this storefront`);
			const apps = upTo(data.APPS.filter((app) => app.developer === developer), query.num).map((app) => developerCard(app, query.country));
			const page = /^\d+$/.test(params.developer) ? `apps/dev?id=${params.developer}&` : `apps/developer?id=${encodeURIComponent(params.developer)}&`;
			return { query: params.developer, url: playUrl(page, query), result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/google-play/categories',
		credits: 0,
		handle: () => ({ result_count: data.CATEGORIES.length, categories: structuredClone(data.CATEGORIES) }),
	}),
	defineRoute({
		path: '/v1/google-play/categories/{category_id}',
		pathParams: { category_id: { pattern: '^.+$' } },
		query: { country: COUNTRY, lang: LANG, num: NUM },
		credits: 5,
		// APPLICATION holds every app that is no game, GAME every game; a narrower category its own apps.
		handle: ({ params, query }) => {
			const id = params.category_id;
			if (!data.CATEGORIES.some((category) => category.category_id === id)) throw ApiError.notFound(`No apps in category ${id} for this storefront`);
			const inCategory = (app: App) => (id === 'APPLICATION' ? !app.genre_id.startsWith('GAME') : id === 'GAME' ? app.genre_id.startsWith('GAME') : app.genre_id === id);
			const apps = upTo(data.APPS.filter(inCategory), query.num).map((app) => railCard(app, query.country));
			return { query: id, url: playUrl(`apps/category/${id}?`, query), result_count: apps.length, apps };
		},
	}),
	defineRoute({
		path: '/v1/google-play/collections/{collection}',
		pathParams: { collection: { pattern: '^.+$' } },
		query: { category: { type: 'string', default: 'APPLICATION' }, country: COUNTRY, lang: LANG },
		credits: 5,
		// As the service answers today: Play renders its charts client-side, so every chart is a 422 (not billed).
		handle: ({ params, query }) => {
			if (!['topselling_free', 'topselling_paid', 'topgrossing'].includes(params.collection)) {
				throw new ApiError(400, { detail: `Unknown collection '${params.collection}': use topselling_free, topselling_paid or topgrossing` });
			}
			throw new ApiError(422, {
				detail: `Google Play renders the ${params.collection} chart client-side; no server-side ranking is available for category ${query.category}. Use /categories/${query.category} for that category's apps.`,
			});
		},
	}),
	defineRoute({
		path: '/v1/google-play/markets',
		credits: 0,
		handle: () => ({ result_count: data.MARKETS.length, markets: structuredClone(data.MARKETS), languages: structuredClone(data.LANGUAGES) }),
	}),
];
