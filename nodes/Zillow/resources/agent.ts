import type { ResourceDescriptor } from '../../shared/descriptor';
import { simplifyAgent } from '../zillow.records';
import { AGENT_USERNAME, agentFromUrl } from '../zillow.urls';

export const agent: ResourceDescriptor = {
	value: 'agent',
	name: 'Agent',
	description: 'Real-estate agents with a Zillow profile',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an agent',
			description:
				"Get an agent's Zillow profile: contact, brokerage, rating, reviews, licenses, past sales and active listings (listings in the same shape as Property > Search results).",
			method: 'GET',
			path: '/v1/zillow/agent',
			params: [
				{
					displayName: 'Agent',
					name: 'username',
					in: 'query',
					type: 'locator',
					required: true,
					default: '',
					description:
						'The agent, as a Zillow profile URL (https://www.zillow.com/profile/jane-doe/) or the profile username after /profile/ (e.g. jane-doe). The username is what is sent.',
					id: {
						regex: AGENT_USERNAME,
						form: 'a Zillow profile username (letters, digits, dots, dashes or underscores) such as jane-doe',
						placeholder: 'jane-doe',
					},
					url: {
						form: 'a Zillow profile URL such as https://www.zillow.com/profile/jane-doe/',
						placeholder: 'https://www.zillow.com/profile/jane-doe/',
						extract: agentFromUrl,
					},
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'agent',
			simplify: simplifyAgent,
		},
	],
};
