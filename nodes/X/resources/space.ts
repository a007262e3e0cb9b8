import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS } from '../x.params';
import { MEDIA_ROOM_ID, spaceIdFromUrl } from '../x.urls';

export const space: ResourceDescriptor = {
	value: 'space',
	name: 'Space',
	description: 'Spaces: live audio rooms on X',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a Space',
			description:
				'Get a Space: title, state (live, scheduled, ended), creator, participant and listener counts, ticketing and its times.',
			path: '/v1/twitter/spaces/{space_id}',
			params: [
				{
					displayName: 'Space',
					name: 'space_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description: 'The Space, as its URL (such as https://x.com/i/spaces/1eaJbrPZRwOKX) or its ID (letters and digits)',
					id: { regex: MEDIA_ROOM_ID, form: 'a Space ID such as 1eaJbrPZRwOKX (10 to 20 letters and digits)', placeholder: '1eaJbrPZRwOKX' },
					url: {
						form: 'a Space URL such as https://x.com/i/spaces/1eaJbrPZRwOKX',
						placeholder: 'https://x.com/i/spaces/1eaJbrPZRwOKX',
						extract: spaceIdFromUrl,
					},
				},
			],
			paging: { kind: 'none' },
		},
	],
};
