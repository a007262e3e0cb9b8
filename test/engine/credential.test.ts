/**
 * The credential: its key goes in the x-api-key header, and its free test request must reach the same
 * origin the nodes use. The test request's Base URL is an n8n expression, so it is evaluated here with
 * n8n-workflow's own expression engine, the way n8n's routing node resolves request defaults; the request so
 * built is then sent to the emulator, whose account route answers as the service documents it.
 */
import type { ICredentialDataDecryptedObject, IHttpRequestOptions, INode, INodeTypes } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { ScrapeBadgerSuiteApi } from '../../credentials/ScrapeBadgerSuiteApi.credentials';
import { CREDENTIAL_TYPE, DEFAULT_BASE_URL, normalizeBaseUrl } from '../../nodes/shared/transport/request';
import type { Emulator } from '../emulator';
import { DEFAULT_TEST_KEY, startEmulator } from '../emulator';
import { CANARY_KEY } from './support';

const credential = new ScrapeBadgerSuiteApi();

const node: INode = {
	id: '3f0b1c2d-0000-4000-8000-000000000002',
	name: 'Credential Test',
	type: 'n8n-nodes-base.noOp',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

const noNodeTypes = {
	getByName: () => ({ description: { properties: [] } }),
	getByNameAndVersion: () => ({ description: { properties: [] } }),
	getKnownTypes: () => ({}),
} as unknown as INodeTypes;

const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: noNodeTypes });

/** Resolves an `={{ ... }}` value with `$credentials` bound, as n8n does for a credential test request. */
function evaluate(expression: string, credentials: ICredentialDataDecryptedObject): unknown {
	return workflow.expression.getSimpleParameterValue(node, expression, 'internal', { $credentials: credentials }, undefined, '');
}

const testRequest = credential.test.request as IHttpRequestOptions & { baseURL: string };

describe('ScrapeBadgerSuiteApi credential', () => {
	test('its name is the one the nodes ask for', () => {
		expect(credential.name).toBe(CREDENTIAL_TYPE);
	});

	test('API Key is a required password field and Base URL defaults to the live service', () => {
		const apiKey = credential.properties.find((property) => property.name === 'apiKey');
		expect(apiKey).toMatchObject({ type: 'string', required: true, typeOptions: { password: true } });
		const baseUrl = credential.properties.find((property) => property.name === 'baseUrl');
		expect(baseUrl?.default).toBe(DEFAULT_BASE_URL);
	});

	test('the key is sent in the x-api-key header and nowhere else', () => {
		expect(credential.authenticate.type).toBe('generic');
		const { headers, qs, body, auth } = credential.authenticate.properties;
		expect(Object.keys(headers ?? {})).toEqual(['x-api-key']);
		expect(evaluate(String(headers?.['x-api-key']), { apiKey: CANARY_KEY, baseUrl: DEFAULT_BASE_URL })).toBe(CANARY_KEY);
		expect(qs).toBeUndefined();
		expect(body).toBeUndefined();
		expect(auth).toBeUndefined();
	});

	test('the test request is the free GET /v1/account/me', () => {
		expect(testRequest.method).toBe('GET');
		expect(testRequest.url).toBe('/v1/account/me');
	});

	test.each([
		'https://scrapebadger.com',
		'https://scrapebadger.com/',
		'https://scrapebadger.com/v1',
		'https://scrapebadger.com/v1/',
		'https://scrapebadger.com/V1',
		' http://127.0.0.1:8787 ',
		'http://127.0.0.1:8080/proxy/',
		'http://127.0.0.1:8080/proxy/v1/',
	])('Base URL %j: the test request goes to the same address the nodes use', (baseUrl) => {
		const resolved = evaluate(testRequest.baseURL, { apiKey: CANARY_KEY, baseUrl });
		expect(resolved).toBe(normalizeBaseUrl(baseUrl));
		expect(new URL(`${String(resolved)}${testRequest.url}`).href).toBe(`${normalizeBaseUrl(baseUrl)}/v1/account/me`);
	});

	test('a Base URL left blank tests the default address, as the nodes use it', () => {
		expect(evaluate(testRequest.baseURL, { apiKey: CANARY_KEY, baseUrl: '' })).toBe(normalizeBaseUrl(''));
		expect(evaluate(testRequest.baseURL, { apiKey: CANARY_KEY, baseUrl: '   ' })).toBe(DEFAULT_BASE_URL);
	});

	test('the test request explains a rejected or disabled key', () => {
		const rules = credential.test.rules ?? [];
		const statuses = rules.map((rule) => (rule.properties as { value: number }).value);
		expect(statuses).toEqual(expect.arrayContaining([401, 403]));
	});

	describe('sent to the emulator as n8n builds it (the Base URL and the key header from their expressions)', () => {
		let emulator: Emulator;
		beforeAll(async () => {
			emulator = await startEmulator({ keys: { [DEFAULT_TEST_KEY]: 500 } });
		});
		beforeEach(() => emulator.reset());
		afterAll(async () => await emulator.close());

		const send = async (apiKey: string) => {
			const credentials = { apiKey, baseUrl: `${emulator.url}/v1/` };
			const headers = credential.authenticate.properties.headers ?? {};
			const response = await fetch(`${String(evaluate(testRequest.baseURL, credentials))}${testRequest.url}`, {
				method: testRequest.method,
				headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(evaluate(String(value), credentials))])),
			});
			return { status: response.status, body: (await response.json()) as Record<string, unknown> };
		};

		test('a good key passes and costs nothing: the account with its balance, tier and rate limit', async () => {
			const reply = await send(DEFAULT_TEST_KEY);
			expect(reply.status).toBe(200);
			expect(reply.body).toMatchObject({ credits_balance: 500, total_credits_balance: 500, tier: expect.any(String), rate_limit_per_minute: expect.any(Number) });
			expect(emulator.requests.map(({ path, creditsCharged }) => ({ path, creditsCharged }))).toEqual([{ path: '/v1/account/me', creditsCharged: 0 }]);
			expect(emulator.credits(DEFAULT_TEST_KEY)).toBe(500);
		});

		test('a wrong key is answered 401, which the test request explains', async () => {
			const reply = await send(CANARY_KEY);
			expect(reply.status).toBe(401);
			const rule = (credential.test.rules ?? []).find((candidate) => (candidate.properties as { value: number }).value === reply.status);
			expect((rule?.properties as { message?: string } | undefined)?.message).toContain('rejected (401)');
		});
	});
});
