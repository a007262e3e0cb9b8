/**
 * The credential: its key goes in the x-api-key header, and its free test request must reach the same
 * origin the nodes use. The test request's Base URL is an n8n expression, so it is evaluated here with
 * n8n-workflow's own expression engine, the way n8n's routing node resolves request defaults.
 */
import type { ICredentialDataDecryptedObject, IHttpRequestOptions, INode, INodeTypes } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { ScrapeBadgerSuiteApi } from '../../credentials/ScrapeBadgerSuiteApi.credentials';
import { CREDENTIAL_TYPE, DEFAULT_BASE_URL, normalizeBaseUrl } from '../../nodes/shared/transport/request';
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

	test('the test request is the free GET /v1/zillow/markets', () => {
		expect(testRequest.method).toBe('GET');
		expect(testRequest.url).toBe('/v1/zillow/markets');
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
		expect(new URL(`${String(resolved)}${testRequest.url}`).href).toBe(`${normalizeBaseUrl(baseUrl)}/v1/zillow/markets`);
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
});
