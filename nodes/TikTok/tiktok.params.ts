import type { LocatorParam, PageSize, Paging, StringParam } from '../shared/descriptor';
import { bareUsername, USERNAME, usernameFromUrl } from './tiktok.urls';

/** A TikTok account, by @handle or profile URL. */
export const USER: LocatorParam = {
	displayName: 'User',
	name: 'username',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description: 'The TikTok account, as its @handle (e.g. @scrapebadger, the @ optional) or its profile URL (tiktok.com/@scrapebadger)',
	id: {
		regex: USERNAME,
		form: 'a TikTok handle (2 to 24 letters, digits, _ or ., with or without the @, e.g. @scrapebadger)',
		placeholder: '@scrapebadger',
		normalize: bareUsername,
	},
	url: {
		form: 'a TikTok profile URL (https://www.tiktok.com/@name)',
		placeholder: 'https://www.tiktok.com/@scrapebadger',
		extract: usernameFromUrl,
	},
};

/** The content region every TikTok call takes: ISO 3166-1 alpha-2, US unless set. */
export const REGION: StringParam = {
	displayName: 'Region',
	name: 'region',
	in: 'query',
	type: 'string',
	default: 'US',
	description: 'The content region, as a two-letter country code (ISO 3166-1 alpha-2), e.g. US, GB, DE',
	placeholder: 'US',
	pattern: { regex: /^[A-Za-z]{2}$/, form: 'a two-letter country code such as US or GB' },
	maxLength: 2,
};

/** `count` per request: the service takes 1 to 50 (its pages' documented range), 30 unless asked. */
const COUNT: PageSize = { param: 'count', min: 1, max: 50 };

/** TikTok's list paging: an opaque `cursor` read from pagination.cursor and sent back, while pagination.has_more holds. */
export const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'pagination.cursor', pageSize: COUNT };
