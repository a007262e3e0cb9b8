/**
 * The Facebook node's parameters that recur across its resources: the Pages, profiles, groups, posts, listings, ads and
 * advertisers given by ID, name or URL, the cursor every list pages by, and the Ad Library's country.
 */
import type { LocatorParam, Paging, StringParam } from '../shared/descriptor';
import { pathLocator } from '../shared/descriptor';
import {
	adFromUrl,
	advertiserFromUrl,
	bareName,
	ENTITY,
	entityFromUrl,
	GROUP,
	groupFromUrl,
	itemFromUrl,
	NUMERIC_ID,
	POST_ID,
	postFromUrl,
	wholePostUrl,
} from './facebook.urls';

/**
 * Every Facebook list is a Relay cursor: `end_cursor` sent back as `after` while `has_next_page` is true. The service
 * hands back a cursor on the last page too, so the flag, not the cursor, ends the list.
 */
export const CURSOR_PAGING: Paging = { kind: 'cursor', param: 'after', nextPath: 'end_cursor', morePath: 'has_next_page' };

/** Where a list starts: the end_cursor of an earlier run's last page, to continue it (a Credit Budget hint names it). */
export const START_CURSOR: StringParam = {
	displayName: 'Start Cursor',
	name: 'after',
	in: 'query',
	type: 'string',
	default: '',
	description:
		'Continue a list from this cursor, given as the end_cursor of an earlier run (or the one a Credit Budget hint names). Leave empty to start at the beginning.',
	pattern: { regex: /^\S+$/, form: 'a cursor without spaces, as given in end_cursor' },
	maxLength: 2000,
};

/** The Ad Library's market: an ISO 3166-1 alpha-2 code, US by default; an EU code adds EU transparency to an ad. */
export const AD_COUNTRY: StringParam = {
	displayName: 'Country',
	name: 'country',
	in: 'query',
	type: 'string',
	default: 'US',
	placeholder: 'US',
	description: "The Ad Library's country, as a two-letter ISO code such as US, GB or DE",
	pattern: { regex: /^[A-Za-z]{2}$/, form: 'a two-letter country code such as US' },
};


const entity = (what: 'Page' | 'Profile', example: string, numeric: string): LocatorParam =>
	pathLocator({
		displayName: what,
		name: 'identifier',
		default: '',
		description: `The ${what === 'Page' ? 'Page' : 'person'}, as the name in its URL (${example} for facebook.com/${example}), its numeric ID, or its URL (facebook.com/${example}, profile.php?id=${numeric})`,
		id: {
			regex: ENTITY,
			form: `a name as the ${what.toLowerCase()}'s URL writes it, such as ${example}, or a numeric ID such as ${numeric}`,
			placeholder: example,
			normalize: bareName,
		},
		url: {
			form: `a Facebook ${what.toLowerCase()} URL such as https://www.facebook.com/${example} or https://www.facebook.com/profile.php?id=${numeric}`,
			placeholder: `https://www.facebook.com/${example}`,
			extract: entityFromUrl,
		},
	});

export const PAGE = entity('Page', 'NASA', '54971236771');
export const PROFILE = entity('Profile', 'jordan.okafor', '100004412345678');

export const GROUP_ID = pathLocator({
	displayName: 'Group',
	name: 'group_id',
	default: '',
	description: 'The group, as its numeric ID, the name in its URL, or its URL (facebook.com/groups/<ID or name>)',
	id: { regex: GROUP, form: 'a numeric group ID such as 1503289913, or the name in its URL', placeholder: '1503289913' },
	url: { form: 'a Facebook group URL such as https://www.facebook.com/groups/1503289913', placeholder: 'https://www.facebook.com/groups/1503289913', extract: groupFromUrl },
});

/** The post a path takes, its permalink and /posts/ URLs sent whole to that same path (see wholePostUrl). */
export const postAt = (path: string): LocatorParam =>
	pathLocator({
		displayName: 'Post',
		name: 'post_id',
		default: '={{ $json.post_id }}',
		description:
			"The post, as its numeric ID, its pfbid ID, or its URL (…/<page>/posts/<ID>, permalink.php?story_fbid=<ID>, …/reel/<ID>, …/videos/<ID>, watch/?v=<ID>). By default, the incoming item's post_id: run it on the items of a Posts list.",
		id: { regex: POST_ID, form: 'a numeric post ID such as 1094832771620487, or a pfbid ID', placeholder: '1094832771620487' },
		url: {
			form: 'a Facebook post URL such as https://www.facebook.com/NASA/posts/1094832771620487 (a /share/ link: open it and copy the full URL it leads to)',
			placeholder: 'https://www.facebook.com/NASA/posts/1094832771620487',
			extract: postFromUrl,
			// The docs: permalink.php and /posts/ forms resolve only as the whole URL (`url`, which overrides the path's ID).
			sendTo: { path, param: 'url', accept: wholePostUrl },
		},
	});

export const ITEM = pathLocator({
	displayName: 'Listing',
	name: 'item_id',
	default: '={{ $json.id }}',
	description: "The Marketplace listing, as its numeric ID or its URL (facebook.com/marketplace/item/<ID>). By default, the incoming item's id: run it on a Marketplace search.",
	id: { regex: NUMERIC_ID, form: 'a numeric listing ID such as 1184302918273645', placeholder: '1184302918273645' },
	url: { form: 'a Marketplace listing URL such as https://www.facebook.com/marketplace/item/1184302918273645', placeholder: 'https://www.facebook.com/marketplace/item/1184302918273645', extract: itemFromUrl },
});

export const AD = pathLocator({
	displayName: 'Ad',
	name: 'ad_archive_id',
	default: '={{ $json.ad_archive_id }}',
	description: "The ad, as its Ad Library ID or its Ad Library URL (facebook.com/ads/library/?id=<ID>). By default, the incoming item's ad_archive_id: run it on Ad Library > Search Ads.",
	id: { regex: NUMERIC_ID, form: 'a numeric Ad Library ID such as 1432871065402913', placeholder: '1432871065402913' },
	url: { form: 'an Ad Library URL such as https://www.facebook.com/ads/library/?id=1432871065402913', placeholder: 'https://www.facebook.com/ads/library/?id=1432871065402913', extract: adFromUrl },
});

export const ADVERTISER = pathLocator({
	displayName: 'Advertiser Page',
	name: 'page_id',
	default: '={{ $json.page_id }}',
	description: "The advertiser's Page, as its numeric Page ID or an Ad Library URL naming it (…/ads/library/?view_all_page_id=<ID>). By default, the incoming item's page_id.",
	id: { regex: NUMERIC_ID, form: 'a numeric Page ID such as 54971236771', placeholder: '54971236771' },
	url: {
		form: 'an Ad Library URL such as https://www.facebook.com/ads/library/?view_all_page_id=54971236771, or https://www.facebook.com/profile.php?id=54971236771',
		placeholder: 'https://www.facebook.com/ads/library/?view_all_page_id=54971236771',
		extract: advertiserFromUrl,
	},
});
