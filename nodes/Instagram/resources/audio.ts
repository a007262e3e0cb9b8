import type { ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, AUDIO } from '../instagram.params';

/** A sound that reels use, by its ID or page URL. */
export const audio: ResourceDescriptor = {
	value: 'audio',
	name: 'Audio',
	description: 'Instagram sounds that reels use',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Instagram audio track',
			description: 'Read a sound (the audio of reels) by its ID or page URL, as one item as the service gives it',
			method: 'GET',
			path: '/v1/instagram/audio/{audio_id}',
			params: [AUDIO],
			// No docs page prices audio: the overview's "Standard read" price (5) is assumed.
			credits: 5,
			creditsAssumed: true,
			notice: ACCOUNT_POOL_NOTICE,
			paging: { kind: 'none' },
		},
	],
};
