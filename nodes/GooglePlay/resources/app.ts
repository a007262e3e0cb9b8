import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { APP, COUNTRY, LANGUAGE } from '../googleplay.params';
import { simplifyApp, simplifyAppCard, simplifyReview } from '../googleplay.records';

const APP_CARD = 'app_id, title, developer, summary, icon, score, installs, genre, content_rating, price (price, currency, price_text, is_free), url';

/** Play's review orders; newest first is the service's default and the one a watch for new reviews reads. */
const REVIEW_SORT: OptionsParam = {
	displayName: 'Sort',
	name: 'sort',
	in: 'query',
	type: 'options',
	default: 'newest',
	description: 'The order of the reviews: newest first (the default), by rating, or most helpful first',
	options: [
		{ value: 'newest', name: 'Newest' },
		{ value: 'rating', name: 'Rating' },
		{ value: 'helpfulness', name: 'Most Helpful' },
	],
};

const PRICE: OptionsParam = {
	displayName: 'Price',
	name: 'price',
	in: 'query',
	type: 'options',
	default: 'all',
	description: 'Only free apps, only paid apps, or both (the default)',
	filter: true,
	options: [
		{ value: 'all', name: 'All' },
		{ value: 'free', name: 'Free' },
		{ value: 'paid', name: 'Paid' },
	],
};

export const app: ResourceDescriptor = {
	value: 'app',
	name: 'App',
	description: 'Apps and games on Google Play: a search, an app in full, its reviews, permissions and similar apps',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Google Play app',
			description:
				"Read an app's store page in full: title, description, developer (name, developer_id, contacts, legal entity), score, ratings, reviews, star histogram, installs bands, chart_rank, price and IAP range, ads, genre and genre_id, content rating, media, released and updated dates, version, Android version, what's new, Data Safety, permissions and similar apps.",
			method: 'GET',
			path: '/v1/google-play/apps/{app_id}',
			params: [APP, COUNTRY, LANGUAGE],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyApp,
			toolUse: "Use to read a Google Play app's rating, installs, price, developer and latest version",
		},
		{
			operation: 'getReviews',
			name: 'Get Reviews',
			action: 'Get the reviews of a Google Play app',
			description:
				"Read an app's user reviews, newest first unless Sort says otherwise, one item per review: review_id, user_name, user_image, score (1-5), text, thumbs_up, review_created_version, at_utc and at (posted), and the developer's reply (reply_author, reply_content, replied_utc, replied_at), each with the app_id. Up to 150 a page; reviews differ per Language.",
			method: 'GET',
			path: '/v1/google-play/apps/{app_id}/reviews',
			params: [APP, REVIEW_SORT, COUNTRY, LANGUAGE],
			credits: 5,
			paging: { kind: 'cursor', param: 'page_token', nextPath: 'next_page_token', pageSize: { param: 'count', min: 1, max: 150 } },
			records: 'reviews',
			recordDefaults: ['app_id'],
			simplify: simplifyReview,
			toolUse: 'Use to read what users say about a Google Play app, newest reviews first',
		},
		{
			operation: 'getPermissions',
			name: 'Get Permissions',
			action: 'Get Google Play app permissions',
			description:
				'Read every Android permission an app declares, one item per group as Play groups them: group (e.g. Camera, Location, Other), icon_url and permissions (the list of permissions). Cheaper than App > Get, whose record carries the same tree.',
			method: 'GET',
			path: '/v1/google-play/apps/{app_id}/permissions',
			params: [APP, LANGUAGE],
			credits: 3,
			paging: { kind: 'none' },
			records: 'permission_groups',
		},
		{
			operation: 'getSimilar',
			name: 'Get Similar',
			action: 'Get similar Google Play apps',
			description: `Read the apps Play lists as similar to an app (its detail page's rail, about a dozen), one item per app: ${APP_CARD}. Each app_id feeds App > Get.`,
			method: 'GET',
			path: '/v1/google-play/apps/{app_id}/similar',
			params: [APP, COUNTRY, LANGUAGE],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyAppCard,
		},
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Google Play apps',
			description: `Search Google Play for apps and games by keywords, in Play's ranking order, one item per app: ${APP_CARD}. Play gives about 30 results a search and no further pages. Each app_id feeds App > Get.`,
			method: 'GET',
			path: '/v1/google-play/search',
			params: [
				queryParam({
					description: 'The search keywords, e.g. puzzle or photo editor',
					placeholder: 'puzzle',
					pattern: { regex: /^[^\r\n]{1,200}$/, form: 'search words on one line (at most 200 characters) such as puzzle' },
				}),
				PRICE,
				COUNTRY,
				LANGUAGE,
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyAppCard,
			notice: 'Google Play shows about 30 apps for a search and no more pages: widen a list with App > Get Similar, Developer > Get or Category > Browse.',
			toolUse: 'Use to find Android apps or games on Google Play by keywords',
		},
	],
};
