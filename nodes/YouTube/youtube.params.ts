import type { Paging, StringParam } from '../shared/descriptor';

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
