import type {
	EndpointDescriptor,
	LocatorParam,
	Paging,
	ParamDescriptor,
	PlatformDescriptor,
	StringParam,
} from '../shared/descriptor';
import {
	itemsPageOutput,
	simplifyItemsPage,
	simplifyPlaylist,
	simplifyPlaylistVideo,
	transcriptOutput,
} from './youtube.records';
import { listIdFromUrl, MIX_ID, PLAYLIST_ID, PLAYLIST_OR_MIX_ID, VIDEO_ID, videoIdFromUrl } from './youtube.urls';

const VIDEO: LocatorParam = {
	displayName: 'Video',
	name: 'video_id',
	in: 'path',
	type: 'locator',
	required: true,
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
};

const PLAYLIST: LocatorParam = {
	displayName: 'Playlist',
	name: 'playlist_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		'The playlist, as a YouTube URL with list= (a playlist page or a video played inside the playlist) or its ID, e.g. PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf. Mixes (IDs starting with RD) are under the Mix resource.',
	id: {
		regex: PLAYLIST_ID,
		form: 'a playlist ID such as PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf (two capital letters such as PL, UU or OL, then at least 10 letters, digits, - or _; mix IDs starting with RD go under Mix)',
		placeholder: 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
	},
	url: {
		form: 'a YouTube URL with a list= parameter (youtube.com/playlist?list=...)',
		placeholder: 'https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
		extract: listIdFromUrl,
	},
};

const MIX: LocatorParam = {
	displayName: 'Mix',
	name: 'mix_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		'The mix (YouTube radio), as a URL with list=RD... (e.g. a video played in its mix) or its ID, which starts with RD, e.g. RDdQw4w9WgXcQ',
	id: {
		regex: MIX_ID,
		form: 'a mix ID starting with RD, e.g. RDdQw4w9WgXcQ',
		placeholder: 'RDdQw4w9WgXcQ',
	},
	url: {
		form: 'a YouTube URL with a list=RD... parameter (youtube.com/watch?v=...&list=RD...)',
		placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=RDdQw4w9WgXcQ',
		extract: listIdFromUrl,
	},
};

const PLAYLIST_OR_MIX: LocatorParam = {
	...PLAYLIST,
	displayName: 'Playlist or Mix',
	description:
		'The playlist or mix the continuation token belongs to, as a URL with list= or its ID (PL..., RD..., ...)',
	id: {
		regex: PLAYLIST_OR_MIX_ID,
		form: 'a playlist or mix ID such as PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf or RDdQw4w9WgXcQ',
		placeholder: 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
	},
};

const COUNTRY: ParamDescriptor = {
	displayName: 'Country',
	name: 'gl',
	in: 'query',
	type: 'string',
	default: 'US',
	description: 'Country the playlist is read from, as an ISO 3166-1 alpha-2 code (US, GB, DE). The service uses US when left out.',
	placeholder: 'US',
	pattern: { regex: /^[A-Z]{2}$/, form: 'a two-letter country code in capitals, such as US, GB or DE' },
};

const INTERFACE_LANGUAGE: ParamDescriptor = {
	displayName: 'Interface Language',
	name: 'hl',
	in: 'query',
	type: 'string',
	default: 'en',
	description:
		'Language of texts such as view counts and dates, as a BCP-47 tag (en, en-GB, pt-BR). The service uses en when left out.',
	placeholder: 'en',
	pattern: { regex: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, form: 'a BCP-47 language tag such as en, de or pt-BR' },
};

/** Lets Get Videos pick up where an earlier run stopped (a failure, or the credit budget). */
const START_CONTINUATION: StringParam = {
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

const VIDEOS_OF_A_LIST = 'One item per video: position, video ID, title, URL, duration, channel, views.';

/**
 * Following pages of a playlist or a mix both come from the playlist items endpoint: the service
 * has no items endpoint for mixes, and a mix is a YouTube list like any other (its `list=RD...`
 * works wherever a playlist ID does; the OpenAPI file even names the mix path parameter playlist_id).
 */
function continuedFrom(idName: 'playlist_id' | 'mix_id'): Paging {
	return {
		kind: 'continuation',
		param: 'continuation',
		nextPath: 'continuation',
		followPath: `/v1/youtube/playlists/{${idName}}/items`,
		nextRecordsPath: 'items',
	};
}

const playlistEndpoints: EndpointDescriptor[] = [
	{
		operation: 'get',
		name: 'Get',
		action: 'Get a playlist',
		description:
			'Get a playlist as one item: title, description, channel, video and view counts, privacy, thumbnails, the first page of its videos and the continuation token for the next page. For every video as its own item, use Get Videos.',
		method: 'GET',
		path: '/v1/youtube/playlists/{playlist_id}',
		params: [PLAYLIST, COUNTRY, INTERFACE_LANGUAGE],
		credits: 5,
		paging: { kind: 'none' },
		simplify: simplifyPlaylist,
	},
	{
		operation: 'getVideos',
		name: 'Get Videos',
		action: 'Get the videos of a playlist',
		description: `Get the videos of a playlist, following its pages (about 100 videos each) up to Limit or to the end with Return All. ${VIDEOS_OF_A_LIST}`,
		method: 'GET',
		path: '/v1/youtube/playlists/{playlist_id}',
		params: [PLAYLIST, COUNTRY, INTERFACE_LANGUAGE, START_CONTINUATION],
		credits: 5,
		paging: continuedFrom('playlist_id'),
		records: 'videos',
		simplify: simplifyPlaylistVideo,
	},
	{
		operation: 'getItemsPage',
		name: 'Get Items Page',
		action: 'Get one page of playlist items',
		description:
			'Get one page of a playlist or mix from a continuation token (from Get, or from an earlier page), for paging by hand. Get Videos follows the pages by itself.',
		method: 'GET',
		path: '/v1/youtube/playlists/{playlist_id}/items',
		params: [
			PLAYLIST_OR_MIX,
			{
				displayName: 'Continuation Token',
				name: 'continuation',
				in: 'query',
				type: 'string',
				required: true,
				default: '',
				description:
					'The "continuation" value of a playlist, mix or earlier items page. The last page has none (null): there is nothing after it.',
				placeholder: '4qmFsgJhEiRWTFBM...',
				pattern: { regex: /^\S+$/, form: 'a continuation token without spaces' },
				maxLength: 4000,
			},
			{
				displayName: 'Output',
				name: 'itemsOutput',
				in: 'node',
				type: 'options',
				required: true,
				default: 'page',
				description: 'How the page comes out',
				options: [
					{
						value: 'page',
						name: 'Page as One Item',
						description: 'The playlist ID, the videos and the next continuation token (null on the last page)',
					},
					{ value: 'videos', name: 'One Item per Video', description: 'Each video of the page as its own item' },
				],
			},
		],
		credits: 5,
		paging: { kind: 'none' },
		simplify: simplifyItemsPage,
		output: itemsPageOutput,
	},
];

const mixEndpoints: EndpointDescriptor[] = [
	{
		operation: 'get',
		name: 'Get',
		action: 'Get a mix',
		description:
			'Get a mix (YouTube radio) as one item, in the shape of a playlist with is_mix true: title, seed channel, the first page of its videos and the continuation token. For every video as its own item, use Get Videos.',
		method: 'GET',
		path: '/v1/youtube/mixes/{mix_id}',
		params: [MIX],
		credits: 5,
		paging: { kind: 'none' },
		simplify: simplifyPlaylist,
	},
	{
		operation: 'getVideos',
		name: 'Get Videos',
		action: 'Get the videos of a mix',
		description: `Get the videos of a mix, following its pages up to Limit or to the end with Return All. ${VIDEOS_OF_A_LIST}`,
		method: 'GET',
		path: '/v1/youtube/mixes/{mix_id}',
		params: [MIX, START_CONTINUATION],
		credits: 5,
		paging: continuedFrom('mix_id'),
		records: 'videos',
		simplify: simplifyPlaylistVideo,
	},
];

const videoEndpoints: EndpointDescriptor[] = [
	{
		operation: 'getTranscript',
		name: 'Get Transcript',
		action: 'Get the transcript of a video',
		description:
			'Get the transcript of a video: timed segments, the whole text, and SRT and WebVTT subtitle text, with the tracks available. Output as one item, one item per segment, or an .srt/.vtt file.',
		method: 'GET',
		path: '/v1/youtube/videos/{video_id}/transcript',
		params: [
			VIDEO,
			{
				displayName: 'Output',
				name: 'transcriptOutput',
				in: 'node',
				type: 'options',
				required: true,
				default: 'record',
				description: 'How the transcript comes out',
				options: [
					{
						value: 'record',
						name: 'Whole Transcript',
						description: 'One item: segments, full text, SRT and VTT text, available tracks',
					},
					{
						value: 'segments',
						name: 'One Item per Segment',
						description: 'Start and end in milliseconds and seconds, and the text of each segment',
					},
					{
						value: 'srt',
						name: 'SRT File',
						description: 'A SubRip subtitle file (.srt) in a binary field ("data" unless set in Options)',
					},
					{
						value: 'vtt',
						name: 'WebVTT File',
						description: 'A WebVTT subtitle file (.vtt) in a binary field ("data" unless set in Options)',
					},
				],
			},
			{
				displayName: 'Language',
				name: 'lang',
				in: 'query',
				type: 'string',
				default: '',
				description:
					'Preferred transcript language as a language code (en, es, pt-BR). When the video has no track in it, the default track is returned.',
				placeholder: 'en',
				pattern: { regex: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, form: 'a language code such as en, es or pt-BR' },
			},
			{
				displayName: 'Track Type',
				name: 'type',
				in: 'query',
				type: 'options',
				default: 'manual',
				description: 'Whether to take captions written by people or generated by speech recognition',
				options: [
					{ value: 'manual', name: 'Manual', description: 'Captions uploaded by the creator' },
					{ value: 'asr', name: 'Automatic (ASR)', description: 'Captions generated by speech recognition' },
				],
			},
			{
				displayName: 'Put Output File in Field',
				name: 'binaryPropertyName',
				in: 'node',
				type: 'string',
				default: 'data',
				description: 'The name of the output binary field to put the SRT or WebVTT file in (Output: SRT File or WebVTT File)',
				placeholder: 'data',
				pattern: { regex: /^[A-Za-z0-9_-]+$/, form: 'a field name of letters, digits, - and _ (e.g. data)' },
				maxLength: 100,
			},
		],
		credits: 5,
		paging: { kind: 'none' },
		output: transcriptOutput,
	},
	{
		operation: 'listCaptionTracks',
		name: 'List Caption Tracks',
		action: 'List the caption tracks of a video',
		description:
			'List the caption tracks of a video, one item per track: language, language name, type (manual or asr), whether it can be translated, and its base URL.',
		method: 'GET',
		path: '/v1/youtube/videos/{video_id}/captions',
		params: [VIDEO],
		credits: 2,
		paging: { kind: 'none' },
		records: 'tracks',
	},
];

/** YouTube endpoints (the spec's word: video). */
export const youtube: PlatformDescriptor = {
	platform: 'YouTube',
	resources: [
		{ value: 'video', name: 'Video', description: 'Transcripts and caption tracks of a video', endpoints: videoEndpoints },
		{ value: 'playlist', name: 'Playlist', description: 'Playlists and their videos', endpoints: playlistEndpoints },
		{ value: 'mix', name: 'Mix', description: 'Mixes (YouTube radio) and their videos', endpoints: mixEndpoints },
	],
};
