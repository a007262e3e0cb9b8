import type { LocatorParam, ResourceDescriptor } from '../../shared/descriptor';
import { CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, startFrom, VIDEO } from '../youtube.params';
import { simplifyVideo } from '../youtube.records';
import { SOUND_ID, soundIdFromUrl } from '../youtube.urls';

const SOUND: LocatorParam = {
	displayName: 'Sound',
	name: 'sound_id',
	in: 'path',
	type: 'locator',
	required: true,
	default: '',
	description:
		'The sound (audio) used by Shorts, as its sound page URL (youtube.com/source/ID/shorts) or its ID, e.g. the sound_id of Short > Get',
	id: {
		regex: SOUND_ID,
		form: 'a sound ID of 5 to 64 letters, digits, - and _ (the sound_id of Short > Get)',
		placeholder: 'MPSDxyz123',
	},
	url: {
		form: 'a YouTube sound page URL (youtube.com/source/ID/shorts)',
		placeholder: 'https://www.youtube.com/source/MPSDxyz123/shorts',
		extract: soundIdFromUrl,
	},
};

export const short: ResourceDescriptor = {
	value: 'short',
	name: 'Short',
	description: 'YouTube Shorts and the Shorts made with a sound',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Short',
			description:
				'Get a Short as one item: title, length, views, likes, comments, channel, publication date, hashtags, vertical thumbnail and the sound it uses (sound_id, for Get by Sound). Costs 5 credits.',
			method: 'GET',
			path: '/v1/youtube/shorts/{video_id}',
			params: [
				{ ...VIDEO, displayName: 'Short', description: `The Short, as a URL (youtube.com/shorts/..., or any video URL) or its 11-character ID, e.g. aBcD1234efg` },
				COUNTRY,
				INTERFACE_LANGUAGE,
			],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyVideo,
		},
		{
			operation: 'getBySound',
			name: 'Get by Sound',
			action: 'Get the Shorts made with a sound',
			description:
				'Get the Shorts that use a sound, following the continuation pages up to Limit or to the end with Return All. One item per Short: video ID, title, URL, views, thumbnail. The credit table gives no price: 5 a page is assumed, and the charge counted is the one the service reports.',
			method: 'GET',
			path: '/v1/youtube/shorts/by_sound/{sound_id}',
			params: [SOUND, COUNTRY, INTERFACE_LANGUAGE, startFrom('Shorts')],
			// Not in the credit table (live-service.md): 5, the price of the other Shorts lists, is assumed.
			credits: 5,
			creditsAssumed: true,
			paging: CONTINUATION_PAGING,
			records: 'items',
			simplify: simplifyVideo,
		},
	],
};
