import type { ResourceDescriptor } from '../../shared/descriptor';
import { ASSUMED_CREDITS } from '../redfin.params';
import { simplifyAgent } from '../redfin.records';
import { AGENT_ID, agentUrl } from '../redfin.urls';

export const agent: ResourceDescriptor = {
	value: 'agent',
	name: 'Agent',
	description: 'Real-estate agents with a Redfin profile',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Redfin agent',
			description: "Read a Redfin agent's profile and their active listings (the OpenAPI: \"Get agent profile + listings\"), by profile URL or agent ID.",
			notice: 'ScrapeBadger publishes no Redfin price: 5 credits a request is assumed (as Zillow\'s agent) and the charge the service reports is counted.',
			method: 'GET',
			path: '/v1/redfin/agent',
			params: [
				{
					displayName: 'Agent',
					name: 'agent_id',
					in: 'query',
					type: 'locator',
					required: true,
					default: '',
					description:
						'The agent, as a Redfin profile URL (https://www.redfin.com/real-estate-agents/jane-doe, sent whole) or a Redfin agent ID (digits, e.g. 12345)',
					id: { regex: AGENT_ID, form: 'a Redfin agent ID (digits) such as 12345', placeholder: '12345' },
					url: {
						form: 'a Redfin agent profile URL such as https://www.redfin.com/real-estate-agents/jane-doe',
						placeholder: 'https://www.redfin.com/real-estate-agents/jane-doe',
						// A profile URL names the agent by name, not ID: it is sent whole instead.
						extract: () => undefined,
						sendTo: { path: '/v1/redfin/agent', param: 'url', accept: agentUrl },
					},
				},
			],
			credits: ASSUMED_CREDITS.agent,
			creditsAssumed: true,
			paging: { kind: 'none' },
			simplify: simplifyAgent,
		},
	],
};
