import type { LocatorParam, NumberParam, PageSize, Paging, StringParam } from '../shared/descriptor';
import { pathLocator } from '../shared/descriptor';
import {
	bareHashtag,
	bareUsername,
	HASHTAG,
	hashtagFromUrl,
	MUSIC_ID,
	musicIdFromUrl,
	USERNAME,
	usernameFromUrl,
	VIDEO_ID,
	videoAuthorFromUrl,
	videoIdFromUrl,
} from './tiktok.urls';

/** A TikTok account, by @handle or profile URL. */
export const USER = pathLocator({
	displayName: 'User',
	name: 'username',
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
});

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

/** A TikTok video, by its URL or numeric ID. */
export const VIDEO = pathLocator({
	displayName: 'Video',
	name: 'video_id',
	default: '',
	description:
		'The TikTok video, as its URL (tiktok.com/@name/video/7430000000000000000, tiktok.com/v/7430000000000000000, m.tiktok.com) or its numeric ID. Share links (vm.tiktok.com, vt.tiktok.com): open them and paste the full URL.',
	id: {
		regex: VIDEO_ID,
		form: 'a numeric TikTok video ID such as 7430000000000000000',
		placeholder: '7430000000000000000',
	},
	url: {
		form: 'a TikTok video URL (https://www.tiktok.com/@name/video/<id>, https://www.tiktok.com/v/<id>; a vm.tiktok.com or vt.tiktok.com share link only once opened, as the full URL it leads to)',
		placeholder: 'https://www.tiktok.com/@scrapebadger/video/7430000000000000000',
		extract: videoIdFromUrl,
	},
});

/** A video of a list's path that is not the first path parameter: the same forms, sent as the `video_id` query parameter. */
export const VIDEO_IN_QUERY: LocatorParam = { ...VIDEO, in: 'query' };

/** A video by URL names its author too: Get takes the handle then, which saves the service a lookup. */
export const VIDEO_NAMING_AUTHOR: LocatorParam = { ...VIDEO, url: { ...VIDEO.url, implies: { param: 'username', read: videoAuthorFromUrl } } };

/** The author of a video, optional: the service finds the video faster and cheaper with it. */
export const AUTHOR: StringParam = {
	displayName: 'Author',
	name: 'username',
	in: 'query',
	type: 'string',
	default: '',
	description:
		'The @handle of the video\'s author, without the @, e.g. scrapebadger. Optional: it spares the service a lookup. Taken from the URL of the video when it names the author (tiktok.com/@name/video/...).',
	placeholder: 'scrapebadger',
	pattern: { regex: /^[A-Za-z0-9_.]{2,24}$/, form: 'a TikTok handle without the @ (2 to 24 letters, digits, _ or .)' },
};

/** How many records a list that takes no cursor returns: one request of 1 to 50. */
export function countParam(defaultCount: number, what: string): NumberParam {
	return {
		displayName: 'Max Results',
		name: 'count',
		in: 'query',
		type: 'integer',
		default: defaultCount,
		min: 1,
		max: 50,
		description: `How many ${what} to return, 1 to 50 (one request; ${defaultCount} unless set)`,
	};
}

/** A TikTok hashtag, by its text (the # optional) or its tag page URL. */
export const HASHTAG_PARAM = pathLocator({
	displayName: 'Hashtag',
	name: 'name',
	default: '',
	description: 'The hashtag, as its text (e.g. #sourdough, the # optional) or its TikTok page URL (tiktok.com/tag/sourdough)',
	id: {
		regex: HASHTAG,
		form: 'a hashtag without spaces or punctuation, with or without the # (e.g. #sourdough)',
		placeholder: '#sourdough',
		normalize: bareHashtag,
	},
	url: {
		form: 'a TikTok hashtag URL (https://www.tiktok.com/tag/name)',
		placeholder: 'https://www.tiktok.com/tag/sourdough',
		extract: hashtagFromUrl,
	},
});

/** A TikTok sound, by its numeric ID or its music page URL. */
export const MUSIC = pathLocator({
	displayName: 'Sound',
	name: 'music_id',
	default: '',
	description:
		'The TikTok sound (music), as its page URL (tiktok.com/music/original-sound-7300000000000000001) or its numeric ID (the music ID a video names)',
	id: {
		regex: MUSIC_ID,
		form: 'a numeric TikTok sound ID such as 7300000000000000001',
		placeholder: '7300000000000000001',
	},
	url: {
		form: 'a TikTok sound URL (https://www.tiktok.com/music/title-<id>)',
		placeholder: 'https://www.tiktok.com/music/original-sound-7300000000000000001',
		extract: musicIdFromUrl,
	},
});
