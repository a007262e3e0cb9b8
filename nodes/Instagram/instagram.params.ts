/**
 * The Instagram parameters that recur across resources: the account by username, a post or reel, a hashtag, a place,
 * a sound and a search's text, and the cursor listing (`amount` and `cursor` in, `next_cursor` out), with the names,
 * defaults and ranges of the service's OpenAPI.
 */
import type { LocatorParam, OptionsParam, Paging, StringParam } from '../shared/descriptor';
import { pathLocator, queryParam } from '../shared/descriptor';
import {
	audioFromUrl,
	HASHTAG,
	hashtagFromUrl,
	locationFromUrl,
	NUMERIC_ID,
	SHORTCODE,
	shortcodeFromUrl,
	stripAt,
	stripHash,
	USERNAME,
	usernameFromUrl,
} from './instagram.urls';

const USER_FORMS =
	'The account, as its username (instagram), @instagram, or a profile URL such as https://www.instagram.com/instagram/ (a tab such as /reels/ after the name is ignored)';

/** An account by username: `instagram`, `@instagram` or a profile URL. */
export const USER = pathLocator({
	displayName: 'User',
	name: 'username',
	default: '',
	description: USER_FORMS,
	id: {
		regex: USERNAME,
		form: 'a username such as instagram or @instagram (1 to 30 letters, digits, periods or underscores)',
		placeholder: 'instagram',
		normalize: stripAt,
	},
	url: {
		form: 'a profile URL such as https://www.instagram.com/instagram/',
		placeholder: 'https://www.instagram.com/instagram/',
		extract: usernameFromUrl,
	},
});

/**
 * Instagram listings: `cursor` in, `next_cursor` out (null when the list is exhausted), `amount` 1-100 a page per the
 * OpenAPI, so each page asks for no more than the Limit still needs.
 */
export const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor', pageSize: { param: 'amount', min: 1, max: 100 } };

/** The account of an account's list (posts): by default the username of the incoming item, so User > Get chains on with no expression typed. */
export const USER_OF_ITEM: LocatorParam = {
	...USER,
	default: '={{ $json.username }}',
	description: `${USER_FORMS}. By default, the username of the incoming item: run it on the items of User > Get.`,
};

const MEDIA_FORMS =
	'The post or reel, as its URL (https://www.instagram.com/p/C8xYzAbCdE1/, /reel/..., /tv/...) or its shortcode (C8xYzAbCdE1)';

/** A post or reel by URL or shortcode (`code` in the path). */
export const MEDIA = pathLocator({
	displayName: 'Post or Reel',
	name: 'code',
	default: '',
	description: MEDIA_FORMS,
	id: {
		regex: SHORTCODE,
		form: 'a shortcode such as C8xYzAbCdE1 (the letters after /p/ or /reel/ in its URL)',
		placeholder: 'C8xYzAbCdE1',
		normalize: (text) => text.trim(),
	},
	url: {
		form: 'a post or reel URL such as https://www.instagram.com/p/C8xYzAbCdE1/ or https://www.instagram.com/reel/C8xYzAbCdE1/',
		placeholder: 'https://www.instagram.com/p/C8xYzAbCdE1/',
		extract: shortcodeFromUrl,
	},
});

/** The post of a post's list (comments, likers): by default the shortcode of the incoming item, so Get Posts or Media > Get chain on. */
export const MEDIA_OF_ITEM: LocatorParam = {
	...MEDIA,
	default: '={{ $json.code }}',
	description: `${MEDIA_FORMS}. By default, the code of the incoming item: run it on the items of User > Get Posts or Post > Get.`,
};

/** A hashtag by name (`travel`, `#travel`) or explore URL (`tag` in the path). */
export const HASHTAG_PARAM = pathLocator({
	displayName: 'Hashtag',
	name: 'tag',
	default: '',
	description: 'The hashtag, as its name (travel), #travel, or its page URL such as https://www.instagram.com/explore/tags/travel/',
	id: {
		regex: HASHTAG,
		form: 'a hashtag such as travel or #travel (letters, digits and underscores, no spaces)',
		placeholder: 'travel',
		normalize: stripHash,
	},
	url: {
		form: 'a hashtag page URL such as https://www.instagram.com/explore/tags/travel/',
		placeholder: 'https://www.instagram.com/explore/tags/travel/',
		extract: hashtagFromUrl,
	},
});

/** A place by its number (`location_pk`) or its page URL. */
export const LOCATION = pathLocator({
	displayName: 'Location',
	name: 'location_pk',
	default: '',
	description:
		'The place, as its number (213385402) or its page URL such as https://www.instagram.com/explore/locations/213385402/new-york-new-york/ (a post\'s location.pk is the number)',
	id: {
		regex: NUMERIC_ID,
		form: 'a place number such as 213385402',
		placeholder: '213385402',
		normalize: (text) => text.trim(),
	},
	url: {
		form: 'a place URL such as https://www.instagram.com/explore/locations/213385402/new-york-new-york/',
		placeholder: 'https://www.instagram.com/explore/locations/213385402/',
		extract: locationFromUrl,
	},
});

/** A sound (the audio of reels) by its ID (`audio_id`) or its page URL. */
export const AUDIO = pathLocator({
	displayName: 'Audio',
	name: 'audio_id',
	default: '',
	description: 'The sound, as its ID (1234567890123456) or its page URL such as https://www.instagram.com/reels/audio/1234567890123456/',
	id: {
		regex: NUMERIC_ID,
		form: 'an audio ID such as 1234567890123456',
		placeholder: '1234567890123456',
		normalize: (text) => text.trim(),
	},
	url: {
		form: 'an audio URL such as https://www.instagram.com/reels/audio/1234567890123456/',
		placeholder: 'https://www.instagram.com/reels/audio/1234567890123456/',
		extract: audioFromUrl,
	},
});

/** A search's text (`query`, at least one character per the OpenAPI). */
export const SEARCH_QUERY: StringParam = queryParam({ description: 'The words to search Instagram for, e.g. nasa', placeholder: 'nasa', maxLength: 200 });

/** The order of an account's followers (the OpenAPI's `order`: date_followed_latest | date_followed_earliest). */
export const FOLLOWER_ORDER: OptionsParam = {
	displayName: 'Order',
	name: 'order',
	in: 'query',
	type: 'options',
	default: 'date_followed_latest',
	description: 'Which followers come first: the latest to follow, or the earliest. Not set, the service chooses.',
	options: [
		{ value: 'date_followed_latest', name: 'Latest Followed First' },
		{ value: 'date_followed_earliest', name: 'Earliest Followed First' },
	],
};

/**
 * Said on the operations ScrapeBadger runs through its own pool of Instagram accounts: its Instagram overview calls them
 * temporarily unavailable and leaves them undocumented.
 */
export const ACCOUNT_POOL_NOTICE =
	"ScrapeBadger's Instagram overview lists this endpoint among those served through its account pool, which it calls temporarily unavailable: a request may fail until the service brings them back.";
