import type { ResourceDescriptor } from '../../shared/descriptor';
import { X_COSTS } from '../x.params';
import { idAfter, NUMERIC_ID } from '../x.urls';

export const community: ResourceDescriptor = {
	value: 'community',
	name: 'Community',
	description: 'Communities on X',
	endpoints: [
		{
			...X_COSTS,
			operation: 'get',
			name: 'Get',
			action: 'Get a community',
			description: 'Get a community: name, description, member count, join policy, banner, creator, admin and rules.',
			path: '/v1/twitter/communities/{community_id}',
			params: [
				{
					displayName: 'Community',
					name: 'community_id',
					in: 'path',
					type: 'locator',
					default: '',
					required: true,
					description: 'The community, as its URL (such as https://x.com/i/communities/1500000000000000123) or its numeric ID',
					id: {
						regex: NUMERIC_ID,
						form: 'a numeric community ID such as 1500000000000000123',
						placeholder: '1500000000000000123',
					},
					url: {
						form: 'a community URL such as https://x.com/i/communities/1500000000000000123',
						placeholder: 'https://x.com/i/communities/1500000000000000123',
						extract: idAfter('communities'),
					},
				},
			],
			paging: { kind: 'none' },
		},
	],
};
