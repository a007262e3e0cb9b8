import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS } from '../x.params';
import { broadcastIdFromUrl, MEDIA_ROOM_ID } from '../x.urls';

export const broadcast: ResourceDescriptor = {
	value: 'broadcast',
	name: 'Broadcast',
	description: 'Live video broadcasts on X',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a broadcast',
			description: 'Get a live video broadcast: title, state (running, ended), media key, video size, viewer count and its times.',
			path: '/v1/twitter/spaces/broadcast/{broadcast_id}',
			params: [
				{
					displayName: 'Broadcast',
					name: 'broadcast_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description: 'The broadcast, as its URL (such as https://x.com/i/broadcasts/1rmGPkBbVzqKN) or its ID (letters and digits)',
					id: {
						regex: MEDIA_ROOM_ID,
						form: 'a broadcast ID such as 1rmGPkBbVzqKN (10 to 20 letters and digits)',
						placeholder: '1rmGPkBbVzqKN',
					},
					url: {
						form: 'a broadcast URL such as https://x.com/i/broadcasts/1rmGPkBbVzqKN',
						placeholder: 'https://x.com/i/broadcasts/1rmGPkBbVzqKN',
						extract: broadcastIdFromUrl,
					},
				},
			],
			paging: { kind: 'none' },
		},
	],
};
