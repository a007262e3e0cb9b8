/**
 * The Instagram parameters that recur across resources: the account by username, and the cursor listing
 * (`amount` and `cursor` in, `next_cursor` out), with the names, defaults and ranges of the service's OpenAPI.
 */
import type { LocatorParam, Paging } from '../shared/descriptor';
import { stripAt, USERNAME, usernameFromUrl } from './instagram.urls';

const USER_FORMS =
	'The account, as its username (instagram), @instagram, or a profile URL such as https://www.instagram.com/instagram/ (a tab such as /reels/ after the name is ignored)';

/** An account by username: `instagram`, `@instagram` or a profile URL. */
export const USER: LocatorParam = {
	displayName: 'User',
	name: 'username',
	in: 'path',
	type: 'locator',
	default: '',
	required: true,
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
};

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
