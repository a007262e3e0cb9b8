/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The contract check: every endpoint description in the package against the live API (live-api.json, extracted
 * from the service's OpenAPI files and credit table): only live GET paths, only query parameters the live path
 * documents (or the commented allow-list in live-contract.ts), always the ones it requires, only live enum values,
 * within the live bounds, and the price of the credit table. The checks themselves are tested on broken
 * descriptions at the end, so they cannot pass by finding nothing.
 */
import { existsSync, readFileSync } from 'node:fs';

import type { EndpointDescriptor, JsonParam, NumberParam, OptionsParam, StringParam } from '../../nodes/shared/descriptor';
import { endpointPaths } from '../../nodes/shared/descriptor';
import { packagePlatforms } from '../harness/platforms';
import { DEFAULT_SPEC_DIR, extractLiveApi, LIVE_API_FILE, PLATFORMS, renderLiveApi } from './extract-live-api';
import { contractProblems, LIVE_API, liveEndpoint, pathShape, sentParams, UNDOCUMENTED_BODY, UNDOCUMENTED_QUERY } from './live-contract';

const CASES = packagePlatforms().flatMap(({ descriptor }) =>
	descriptor.resources.flatMap((resource) =>
		resource.endpoints.map((endpoint) => [`${descriptor.platform} > ${resource.name} > ${endpoint.name}`, endpoint] as const),
	),
);

test('the package describes endpoints on all eight platforms, the web and the account', () => {
	expect([...new Set(CASES.map(([, endpoint]) => endpoint.path.split('/')[2]))].sort()).toEqual([...PLATFORMS, 'web', 'account'].sort());
});

/** The Web node's descriptions, broken copies of which test the body checks. */
const web = CASES.filter(([, endpoint]) => endpoint.path.startsWith('/v1/web/'));

describe.each(CASES)('%s', (_label, endpoint) => {
	const problems = contractProblems(endpoint);
	test('calls only live data paths (GET, or POST for a batch read)', () => expect(problems.paths).toEqual([]));
	test('sends only documented query parameters, and always the required ones', () => expect(problems.params).toEqual([]));
	test('offers only live enum values and stays within the live bounds', () => expect(problems.values).toEqual([]));
	test('states the price of the credit table', () => expect(problems.credits).toEqual([]));
});

test('every allow-listed parameter is still undocumented and still sent', () => {
	const stale: string[] = [];
	for (const [shape, names] of Object.entries(UNDOCUMENTED_QUERY)) {
		for (const name of Object.keys(names)) {
			const sending = CASES.flatMap(([, endpoint]) =>
				endpointPaths(endpoint).filter((path) => pathShape(path) === shape && sentParams(endpoint, path).some((sent) => sent.name === name)),
			);
			if (sending.length === 0) stale.push(`${shape} ${name}: no description sends it`);
			else if (liveEndpoint(sending[0])?.endpoint.params[name]) stale.push(`${shape} ${name}: now documented, drop it from the allow-list`);
		}
	}
	expect(stale).toEqual([]);
});

test("every X stream operation (each method of each /twitter/stream path) is an operation of the X node", () => {
	const described = new Set(CASES.map(([, endpoint]) => `${endpoint.method} ${pathShape(endpoint.path)}`));
	const missing = Object.values(LIVE_API.stream).filter((operation) => !described.has(`${operation.method} ${pathShape(operation.path)}`));
	expect(missing.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
	expect(Object.keys(LIVE_API.stream)).toHaveLength(19);
});

test('every live Web operation (each method of each /v1/web path but the uptime check, and /v1/account/me) is an operation of the Web node', () => {
	const described = new Set(CASES.map(([, endpoint]) => `${endpoint.method} ${pathShape(endpoint.path)}`));
	const missing = Object.values(LIVE_API.web).filter((operation) => !described.has(`${operation.method} ${pathShape(operation.path)}`));
	expect(missing.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
	expect(Object.keys(LIVE_API.web).sort()).toEqual([
		'GET /v1/account/me',
		'GET /v1/web/batch/{job_id}',
		'GET /v1/web/unblock/{job_id}',
		'POST /v1/web/batch',
		'POST /v1/web/detect',
		'POST /v1/web/extract',
		'POST /v1/web/scrape',
		'POST /v1/web/screenshot',
	]);
});

test('every allow-listed body field is still without a schema in the docs and still sent', () => {
	const stale: string[] = [];
	for (const [operation, names] of Object.entries(UNDOCUMENTED_BODY)) {
		const live = LIVE_API.web[operation];
		if (live?.body) stale.push(`${operation}: the docs give its body now, drop it from the allow-list`);
		for (const name of Object.keys(names)) {
			const sending = CASES.some(([, endpoint]) => `${endpoint.method} ${pathShape(endpoint.path)}` === operation && endpoint.params.some((param) => param.in === 'body' && param.name === name));
			if (!sending) stale.push(`${operation} ${name}: no description sends it`);
		}
	}
	expect(stale).toEqual([]);
});

const specThere = existsSync(DEFAULT_SPEC_DIR);
(specThere ? test : test.skip)('the committed live-api.json is what the spec folder gives (npm run contract:extract)', () => {
	expect(readFileSync(LIVE_API_FILE, 'utf8')).toBe(renderLiveApi(extractLiveApi(DEFAULT_SPEC_DIR)));
});

describe('the checks find what is wrong', () => {
	const search = (changes: Partial<EndpointDescriptor>): EndpointDescriptor => ({
		operation: 'search',
		name: 'Search',
		action: 'Search ads',
		description: 'A broken copy for the self-test.',
		method: 'GET',
		path: '/v1/leboncoin/search',
		params: [],
		credits: 5,
		paging: { kind: 'page', param: 'page', totalPagesPath: 'max_pages', pageSize: { param: 'limit', min: 1, max: 100 } },
		records: 'ads',
		...changes,
	});

	test('a correct description passes', () => {
		expect(contractProblems(search({}))).toEqual({ paths: [], params: [], values: [], credits: [] });
	});

	test('an unknown path, an undocumented parameter, a missing required one', () => {
		expect(contractProblems(search({ path: '/v1/leboncoin/searches' })).paths).toEqual([
			'/v1/leboncoin/searches: no such live GET data path',
		]);
		const undocumented = search({
			params: [{ displayName: 'Colour', name: 'colour', in: 'query', type: 'string', description: 'x' }],
		});
		expect(contractProblems(undocumented).params).toEqual([
			'/v1/leboncoin/search: sends "colour", which the live API does not document there',
		]);
		const locations = search({ path: '/v1/leboncoin/locations/search', paging: { kind: 'none' }, credits: 2 });
		expect(contractProblems(locations).params).toEqual(['/v1/leboncoin/locations/search: does not always send required "q"']);
	});

	test('a value outside the live enum, free text for an enum, bounds wider than live', () => {
		const sort = search({
			params: [
				{
					displayName: 'Sort',
					name: 'sort',
					in: 'query',
					type: 'options',
					description: 'x',
					options: [
						{ value: 'newest', name: 'Newest' },
						{ value: 'cheapest', name: 'Cheapest' },
					],
				},
				{ displayName: 'Ad Type', name: 'ad_type', in: 'query', type: 'string', description: 'x' },
				{ displayName: 'Price', name: 'price_min', in: 'query', type: 'integer', min: -1, description: 'x' },
			],
			paging: { kind: 'page', param: 'page', pageSize: { param: 'limit', min: 1, max: 500 } },
		});
		expect(contractProblems(sort).values).toEqual([
			expect.stringContaining('sort: offers cheapest'),
			expect.stringContaining('ad_type: free string input'),
			expect.stringContaining('price_min: minimum -1, live minimum 0'),
			'/v1/leboncoin/search: page size above the live maximum 100',
		]);
	});

	test('a JSON body against the live request schema: method, fields, types, bounds, required fields, fixed values', () => {
		const create = (changes: Partial<EndpointDescriptor>): EndpointDescriptor => ({
			operation: 'create',
			name: 'Create',
			action: 'Create a filter rule',
			description: 'A broken copy for the self-test.',
			method: 'POST',
			path: '/v1/twitter/stream/filter-rules',
			params: [
				{ displayName: 'Tag', name: 'tag', in: 'body', type: 'string', required: true, maxLength: 100, description: 'x' },
				{ displayName: 'Query', name: 'query', in: 'body', type: 'string', required: true, maxLength: 1024, description: 'x' },
				{ displayName: 'Interval', name: 'interval_seconds', in: 'body', type: 'number', required: true, min: 0.1, max: 86400, description: 'x' },
			],
			credits: 1,
			creditsPerRecord: 1,
			creditsAssumed: true,
			paging: { kind: 'none' },
			...changes,
		});
		expect(contractProblems(create({}))).toEqual({ paths: [], params: [], values: [], credits: [] });
		const [tag, query, interval] = create({}).params as [StringParam, StringParam, NumberParam];
		expect(contractProblems(create({ method: 'PATCH' })).paths).toEqual(['/v1/twitter/stream/filter-rules: no such live PATCH data path']);
		expect(
			contractProblems(
				create({
					params: [
						{ ...tag, maxLength: 200 },
						{ ...query, required: false },
						{ ...interval, min: 0 },
						{ displayName: 'Colour', name: 'colour', in: 'body', type: 'string', description: 'x' },
						{ displayName: 'Max', name: 'max_results_per_poll', in: 'body', type: 'string', description: 'x' },
					],
				}),
			).params,
		).toEqual([
			'POST /v1/twitter/stream/filter-rules tag: up to 200 characters, live at most 100',
			'POST /v1/twitter/stream/filter-rules interval_seconds: minimum 0, live minimum 0.1',
			'POST /v1/twitter/stream/filter-rules: body field "colour" is not in FilterRuleCreate',
			'POST /v1/twitter/stream/filter-rules max_results_per_poll: a string field for a live integer',
			'POST /v1/twitter/stream/filter-rules: does not always send required body field "query"',
		]);
		const rulePath = '/v1/twitter/stream/filter-rules/{rule_id}';
		const ruleId = { displayName: 'Rule', name: 'rule_id', in: 'path', type: 'string', required: true, description: 'x' } as const;
		expect(contractProblems(create({ method: 'PATCH', path: rulePath, params: [ruleId], fixedBody: { status: 'stopped' } })).params).toEqual([
			`PATCH ${rulePath} status: stopped does not match the live pattern ^(active|paused)$`,
		]);
		expect(contractProblems(create({ method: 'DELETE', path: rulePath, params: [ruleId, tag] })).params).toEqual([
			`DELETE ${rulePath}: a body on a method that sends none`,
		]);
		expect(contractProblems(create({ creditsAssumed: undefined })).credits).toEqual([
			'/v1/twitter/stream/filter-rules: the credit table states no price, so creditsAssumed must be set',
		]);
	});

	test('a Web body against the docs: its fields, choices, ranges, defaults, JSON shapes; the allow-list where the docs give none', () => {
		const scrape = web.find(([, endpoint]) => endpoint.path === '/v1/web/scrape')![1];
		const named = (name: string) => scrape.params.find((param) => param.name === name)!;
		expect(contractProblems(scrape)).toEqual({ paths: [], params: [], values: [], credits: [] });
		const broken: EndpointDescriptor = {
			...scrape,
			params: [
				named('url'),
				{ ...(named('wait_timeout') as NumberParam), max: 200000 },
				{ ...(named('retry_count') as NumberParam), default: 5 },
				{ ...(named('engine') as OptionsParam), options: [{ value: 'auto', name: 'Auto' }, { value: 'premium', name: 'Premium' }] },
				{ ...(named('js_scenario') as JsonParam), shape: 'object' },
				{ displayName: 'Raw', name: 'raw_body', in: 'body', type: 'boolean', description: 'x' },
			],
		};
		expect(contractProblems(broken).params).toEqual([
			'POST /v1/web/scrape wait_timeout: maximum 200000, live maximum 120000',
			'POST /v1/web/scrape retry_count: default 5, the docs say 3',
			'POST /v1/web/scrape engine: offers premium, not among the live auto, browser',
			'POST /v1/web/scrape js_scenario: a json field for a live array',
			'POST /v1/web/scrape: body field "raw_body" is not in openapi-web-scraping.json',
		]);
		const extract = web.find(([, endpoint]) => endpoint.path === '/v1/web/extract')![1];
		expect(contractProblems({ ...extract, params: [...extract.params, { ...named('country') }] }).params).toEqual([
			'POST /v1/web/extract: body field "country" is neither in a schema of the docs nor allow-listed',
		]);
		expect(contractProblems({ ...scrape, credits: 5 }).credits).toEqual(['/v1/web/scrape: 5 + 0 per record, the credit table says 1 + 0 per record']);
		expect(contractProblems({ ...extract, creditsAssumed: undefined }).credits).toEqual([
			'/v1/web/extract: the credit table states no price, so creditsAssumed must be set',
		]);
	});

	test('a price that differs from the table, an assumption where the table states one', () => {
		expect(contractProblems(search({ credits: 3 })).credits).toEqual([
			'/v1/leboncoin/search: 3 + 0 per record, the credit table says 5 + 0 per record',
		]);
		expect(contractProblems(search({ creditsAssumed: true })).credits).toEqual([
			'/v1/leboncoin/search: the credit table states 5, so the price is no assumption',
		]);
	});
});
