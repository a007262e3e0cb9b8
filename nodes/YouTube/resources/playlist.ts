import type { LocatorParam, ParamDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { continuedFrom, START_CONTINUATION, VIDEOS_OF_A_LIST } from '../youtube.params';
import { itemsPageOutput, simplifyItemsPage, simplifyPlaylist, simplifyPlaylistVideo } from '../youtube.records';
import { listIdFromUrl, PLAYLIST_ID, PLAYLIST_OR_MIX_ID } from '../youtube.urls';

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

export const playlist: ResourceDescriptor = {
	value: 'playlist',
	name: 'Playlist',
	description: 'Playlists and their videos',
	endpoints: [
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
	],
};
