import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, DEVELOPER_PARAM, LANGUAGE, NUM } from '../googleplay.params';
import { simplifyAppCard } from '../googleplay.records';

export const developer: ResourceDescriptor = {
	value: 'developer',
	name: 'Developer',
	description: "A Google Play developer's published apps",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: "Get a Google Play developer's apps",
			description:
				"Read a developer's published apps, by numeric developer ID, name or Play page URL, one item per app as App > Search gives them (app_id, title, developer, score, installs, genre, price, url). Play shows the first rail of a large catalogue only, about 10 apps.",
			method: 'GET',
			path: '/v1/google-play/developers/{developer}',
			params: [DEVELOPER_PARAM, NUM, COUNTRY, LANGUAGE],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyAppCard,
			toolUse: 'Use to list the Android apps a Google Play developer publishes',
		},
	],
};
