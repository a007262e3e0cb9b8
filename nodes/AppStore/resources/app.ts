import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam, textParam } from '../../shared/descriptor';
import { APP, COUNTRY, REVIEWED_APP } from '../appstore.params';
import { simplifyApp, simplifyReview } from '../appstore.records';

const APP_FIELDS =
	'app_id, bundle_id, name, url, developer_id and developer_name, price, currency and formatted_price, rating and rating_count, description, release_notes, version, minimum_os_version, file_size_bytes, content_rating, genres and genre_ids, language_codes, icon and screenshot URLs, release dates';

/** The language of the answer's texts, as Apple writes it (en_us, de_de); the storefront's own unless set. */
const LANGUAGE = textParam('lang', 'Language', "The language of the texts, as Apple writes it: en_us, de_de... The storefront's own unless set.", 'en_us', {
	pattern: { regex: /^[a-z]{2}_[a-z]{2}$/, form: 'a language code as Apple writes it such as en_us or de_de' },
});

const REVIEW_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'mostRecent',
	description: 'The order of the reviews: most recent first (the default) or most helpful first',
	options: [
		{ value: 'mostRecent', name: 'Most Recent' },
		{ value: 'mostHelpful', name: 'Most Helpful' },
	],
};

const CATALOGUE: OptionsParam = {
	displayName: 'Catalogue',
	name: 'entity',
	in: 'query',
	type: 'options',
	default: 'software',
	description: 'Which App Store to search: iPhone (the default), iPad or Mac. These are separate catalogues: a Mac-only app is not among the iPhone apps.',
	options: [
		{ value: 'software', name: 'iPhone' },
		{ value: 'iPadSoftware', name: 'iPad' },
		{ value: 'macSoftware', name: 'Mac' },
	],
};

export const app: ResourceDescriptor = {
	value: 'app',
	name: 'App',
	description: 'Apps on the Apple App Store: a search, an app in full, and its customer reviews',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an App Store app',
			description: `Read an app in full: ${APP_FIELDS}, and under extras the storefront page's star histogram, in-app purchases, full-size screenshots, what's new, chart position, Editors' Choice and App Privacy label.`,
			method: 'GET',
			path: '/v1/app-store/apps/{app_id}',
			params: [
				APP,
				COUNTRY,
				LANGUAGE,
				{
					displayName: 'Include Extras',
					name: 'include_extras',
					in: 'query',
					type: 'boolean',
					default: true,
					description: "Whether to read the storefront page too, for the star histogram, in-app purchases, full-size screenshots and App Privacy (extras). Off, the answer is quicker and extras is null; the price is the same.",
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyApp,
			toolUse: "Use to read an iPhone app's rating, price, version and developer from the App Store",
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get the reviews of an App Store app',
			description:
				"Read an app's customer reviews in a storefront, most recent first unless Sort says otherwise, one item per review: review_id, user_name, user_url, title, content, rating (1-5), version, vote_sum, vote_count, updated_utc and updated_at, each with the app_id. 50 a page; Apple serves 10 pages (500 reviews) at most.",
			method: 'GET',
			path: '/v1/app-store/apps/{app_id}/reviews',
			params: [REVIEWED_APP, REVIEW_SORT, COUNTRY],
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				pageRecords: 50,
				lastPage: 10,
				lastPageHint: "Apple serves an app's first 10 pages of reviews (500) per storefront and sort: the other Sort, or another Country, reads another 500.",
			},
			records: 'reviews',
			recordDefaults: ['app_id'],
			simplify: simplifyReview,
			toolUse: 'Use to read what customers say about an App Store app, most recent reviews first',
		},
		{
			operation: 'search',
			name: 'Search',
			action: 'Search App Store apps',
			description: `Search the App Store by keywords, in Apple's relevance order, one item per app: ${APP_FIELDS}. Apple gives at most 200 results a search, read in one request. Each app_id feeds App > Get and Get Reviews.`,
			method: 'GET',
			path: '/v1/app-store/search',
			params: [
				queryParam({
					description: 'The search words, e.g. slack or photo editor',
					placeholder: 'photo editor',
					pattern: { regex: /^[^\r\n]{1,200}$/, form: 'search words on one line (at most 200 characters) such as photo editor' },
				}),
				CATALOGUE,
				COUNTRY,
				LANGUAGE,
			],
			credits: 5,
			// Apple's search gives 200 results at most, in one answer the service slices by offset ("offset + limit is
			// capped at 200"): Return All is one request of 200, at the price of one; a smaller Limit pages on by offset.
			paging: {
				kind: 'page',
				param: 'offset',
				offset: true,
				pageSize: { param: 'limit', min: 1, max: 200 },
				lastRecord: 200,
				lastPageHint: 'Apple gives at most 200 results a search: narrow the words, or search another Catalogue or Country.',
			},
			records: 'apps',
			simplify: simplifyApp,
			toolUse: 'Use to find iPhone, iPad or Mac apps on the App Store by keywords',
		},
	],
};
