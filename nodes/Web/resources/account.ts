import type { ResourceDescriptor } from '../../shared/descriptor';

export const account: ResourceDescriptor = {
	value: 'account',
	name: 'Account',
	description: 'Your ScrapeBadger account: credits left, plan and rate limit',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get the account',
			description:
				'Read the account of the credential\'s API key: pay-as-you-go and subscription credit balances and their total, tier, requests allowed per minute, and the subscription (plan, period, renewal), or null without one.',
			method: 'GET',
			path: '/v1/account/me',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
		},
	],
};
