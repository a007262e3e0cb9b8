import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { continuedFrom, START_CONTINUATION, VIDEOS_OF_A_LIST } from '../youtube.params';
import { simplifyPlaylist, simplifyPlaylistVideo } from '../youtube.records';
import { listIdFromUrl, MIX_ID } from '../youtube.urls';

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

export const mix: ResourceDescriptor = {
	value: 'mix',
	name: 'Mix',
	description: 'Mixes (YouTube radio) and their videos',
	endpoints: [
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
	],
};
