import { accountInfo } from '../../fixtures/account/account';
import { defineRoute } from '../../route';

export const accountRoutes = [
	defineRoute({
		path: '/v1/account/me',
		// "No credits are deducted for this call": the credential's test calls it.
		credits: 0,
		handle: ({ account }) => accountInfo(account),
	}),
];
