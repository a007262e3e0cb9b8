import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, DEVELOPER, MAX_APPS } from '../appstore.params';
import { simplifyApp } from '../appstore.records';

export const developer: ResourceDescriptor = {
	value: 'developer',
	name: 'Developer',
	description: "An App Store developer's published apps",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: "Get an App Store developer's apps",
			description:
				"Read the apps a developer publishes in a storefront, by numeric developer ID or developer URL, one item per app as App > Search gives them, each with its developer_id and developer_name.",
			method: 'GET',
			path: '/v1/app-store/developers/{artist_id}',
			params: [DEVELOPER, MAX_APPS, COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyApp,
			toolUse: 'Use to list the apps an App Store developer publishes',
		},
	],
};
