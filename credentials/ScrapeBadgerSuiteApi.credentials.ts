import type {
	IAuthenticateGeneric,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

export class ScrapeBadgerSuiteApi implements ICredentialType {
	// Distinct from `scrapeBadgerApi`, the name used by the service's own older package, so both can be installed.
	name = 'scrapeBadgerSuiteApi';

	displayName = 'ScrapeBadger API';

	icon = { light: 'file:scrapebadger.svg', dark: 'file:scrapebadger.dark.svg' } as const;

	documentationUrl = 'https://scrapebadger.com/docs';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The key from your ScrapeBadger dashboard. It is sent in the x-api-key header, never in a URL.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://scrapebadger.com',
			description:
				'Address of the ScrapeBadger API. Keep the default unless you were given another; a trailing slash or /v1 is fine. Only http and https are accepted.',
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				'x-api-key': '={{$credentials.apiKey}}',
			},
		},
	};

	// The account's own details (balances, tier, rate limit) cost no credits, so testing the credential is free.
	test: ICredentialTestRequest = {
		request: {
			// The same reading of Base URL as the nodes': blank means the default, a trailing / or /v1 is dropped.
			baseURL:
				'={{ ((typeof $credentials.baseUrl === "string" ? $credentials.baseUrl : "").trim() || "https://scrapebadger.com").replace(/\\/+$/, "").replace(/\\/v1$/i, "") }}',
			url: '/v1/account/me',
			method: 'GET',
		},
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message: 'The API key was rejected (401). Copy it again from your ScrapeBadger dashboard.',
				},
			},
			{
				type: 'responseCode',
				properties: {
					value: 403,
					message: 'The API key is disabled or the account is restricted (403). Check it in your ScrapeBadger dashboard.',
				},
			},
		],
	};
}
