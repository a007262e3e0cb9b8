import type { Paging, StringParam } from '../shared/descriptor';
import { pathLocator, queryParam } from '../shared/descriptor';
import { CHANNEL_ID, channelIdFromUrl, channelResolveQuery, VIDEO_ID, videoIdFromUrl } from './youtube.urls';

/** Lets Get Videos pick up where an earlier run stopped (a failure, or the credit budget). */
export const START_CONTINUATION: StringParam = {
	displayName: 'Start From Continuation',
	name: 'continuation',
	in: 'query',
	type: 'string',
	default: '',
	description:
		'Resume an earlier run from its "continuation" token (named in the error or hint that stopped it). Leave empty to start at the first video.',
	placeholder: '4qmFsgJhEiRWTFBM...',
	pattern: { regex: /^\S+$/, form: 'a continuation token without spaces' },
	maxLength: 4000,
};

export const VIDEOS_OF_A_LIST = 'One item per video: position, video ID, title, URL, duration, channel, views.';

/**
 * Following pages of a playlist or a mix both come from the playlist items endpoint: the service
 * has no items endpoint for mixes, and a mix is a YouTube list like any other (its `list=RD...`
 * works wherever a playlist ID does; the OpenAPI file even names the mix path parameter playlist_id).
 */
export function continuedFrom(idName: 'playlist_id' | 'mix_id'): Paging {
	return {
		kind: 'continuation',
		param: 'continuation',
		nextPath: 'continuation',
		followPath: `/v1/youtube/playlists/{${idName}}/items`,
		nextRecordsPath: 'items',
	};
}

/** A list that pages by its own `continuation` token at its own path, null on the last page. */
export const CONTINUATION_PAGING: Paging = { kind: 'continuation', param: 'continuation', nextPath: 'continuation' };

/** How an operation's description says it reads such a list, and what each page costs. */
export const CONTINUATION_PAGES = 'following the continuation pages up to Limit or to the end with Return All (5 credits a page)';

/** Start From Continuation for a list of `things` (comments, videos, posts). */
export function startFrom(things: string): StringParam {
	return {
		...START_CONTINUATION,
		description: `Resume an earlier run from its "continuation" token (named in the error or hint that stopped it). Leave empty to start at the first of the ${things}.`,
	};
}

/** The words of a YouTube search (videos, music, a channel's videos, suggestions). */
export const SEARCH_QUERY: StringParam = queryParam({
	description: 'The search keywords, as typed in YouTube\'s search box, e.g. lofi hip hop',
	placeholder: 'lofi hip hop',
	pattern: { regex: /\S/, form: 'some search text' },
	maxLength: 500,
});

/** The content region (`gl`), for every endpoint that takes one. */
export const COUNTRY: StringParam = {
	displayName: 'Country',
	name: 'gl',
	in: 'query',
	type: 'string',
	default: '',
	description:
		'Country the content is read from, as an ISO 3166-1 alpha-2 code in capitals (US, GB, DE; Reference > Get Regions lists them). Left empty, the service uses US.',
	placeholder: 'US',
	pattern: { regex: /^[A-Z]{2}$/, form: 'a two-letter country code in capitals, such as US, GB or DE' },
};

/** The interface language (`hl`): the language of counts, dates and labels in the answer. */
export const INTERFACE_LANGUAGE: StringParam = {
	displayName: 'Interface Language',
	name: 'hl',
	in: 'query',
	type: 'string',
	default: '',
	description:
		'Language of texts such as view counts, dates and labels, as a BCP-47 tag (en, en-GB, pt-BR; Reference > Get Languages lists them). Left empty, the service uses en.',
	placeholder: 'en',
	pattern: { regex: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, form: 'a BCP-47 language tag such as en, de or pt-BR' },
};

export const VIDEO = pathLocator({
	displayName: 'Video',
	name: 'video_id',
	default: '',
	description:
		'The video, as a YouTube URL (watch, youtu.be, Shorts, embed, live, mobile or Music link; extra parameters and timestamps are fine) or its 11-character ID, e.g. dQw4w9WgXcQ',
	id: {
		regex: VIDEO_ID,
		form: 'an 11-character video ID of letters, digits, - and _ (e.g. dQw4w9WgXcQ)',
		placeholder: 'dQw4w9WgXcQ',
	},
	url: {
		form: 'a YouTube video URL (youtube.com/watch?v=..., youtu.be/..., youtube.com/shorts/..., /embed/..., /live/...)',
		placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
		extract: videoIdFromUrl,
	},
});

/**
 * A channel by ID, @handle or any channel URL. The ID and /channel/UC... URLs go straight to the channel's path;
 * an @handle, /@handle, /c/name or /user/name URL is first turned into the ID by the resolve endpoint (2 credits).
 */
export const CHANNEL = pathLocator({
	displayName: 'Channel',
	name: 'channel_id',
	default: '',
	description:
		'The channel, as its ID (UC + 22 characters, e.g. UCBR8-60-B28hp2BmDPdntcQ), its @handle (e.g. @YouTube) or a channel URL (youtube.com/channel/UC..., /@handle, /c/name, /user/name). A handle or a URL without the ID is first looked up with the resolve endpoint, which costs 2 credits more.',
	id: {
		regex: CHANNEL_ID,
		form: 'a channel ID (UC followed by 22 letters, digits, - or _, e.g. UCBR8-60-B28hp2BmDPdntcQ) or an @handle such as @YouTube',
		placeholder: 'UCBR8-60-B28hp2BmDPdntcQ',
	},
	url: {
		form: 'a YouTube channel URL (youtube.com/channel/UC..., youtube.com/@handle, /c/name or /user/name)',
		placeholder: 'https://www.youtube.com/@YouTube',
		extract: channelIdFromUrl,
	},
	resolve: {
		path: '/v1/youtube/channels/resolve',
		params: ['handle', 'url'],
		query: channelResolveQuery,
		idPath: 'channel_id',
		credits: 2,
	},
});
