/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * fields.ts: the n8n properties every node shows are derived from the endpoint descriptors.
 * A synthetic platform exercises every branch; the real Reddit and Zillow descriptors are checked too.
 */
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { reddit } from '../../nodes/Reddit/reddit.descriptor';
import { CUSTOM_API_CALL } from '../../nodes/shared/custom-call';
import type { EndpointDescriptor, ParamDescriptor, PlatformDescriptor } from '../../nodes/shared/descriptor';
import { buildProperties, paramField } from '../../nodes/shared/fields';
import { zillow } from '../../nodes/Zillow/zillow.descriptor';
import { packagePlatforms } from '../harness/platforms';
import { videoLocator } from './support';

const synthetic: PlatformDescriptor = {
	platform: 'Synthetic',
	resources: [
		{
			value: 'zeta',
			name: 'Zeta',
			description: 'Listed last although declared first',
			endpoints: [
				{
					operation: 'markets',
					name: 'List Markets',
					action: 'List markets',
					description: 'Lists the markets.',
					method: 'GET',
					path: '/v1/zeta/markets',
					params: [],
					credits: 0,
					paging: { kind: 'none' },
				},
			],
		},
		{
			value: 'alpha',
			name: 'Alpha',
			description: 'Listed first although declared second',
			endpoints: [
				{
					operation: 'search',
					name: 'Search',
					action: 'Search alpha things',
					description: 'Searches things.',
					method: 'GET',
					path: '/v1/alpha/{item_id}/search',
					params: [
						{
							displayName: 'Item ID',
							name: 'item_id',
							in: 'path',
							type: 'string',
							required: true,
							description: 'The item',
							placeholder: 'B08N5WRWNW',
						},
						{
							displayName: 'Sort By',
							name: 'sort_by',
							in: 'query',
							type: 'options',
							description: 'Order',
							options: [
								{ value: 'recent', name: 'Recent' },
								{ value: 'helpful', name: 'Most Helpful' },
								{ value: 'critical', name: 'Critical' },
							],
						},
						{
							displayName: 'Page',
							name: 'page',
							in: 'query',
							type: 'integer',
							description: 'Start page',
							min: 1,
							max: 100,
						},
						{
							displayName: 'Latitude',
							name: 'lat',
							in: 'query',
							type: 'number',
							description: 'Latitude',
							min: -90,
							max: 90,
							default: 12.5,
						},
						{
							displayName: 'Verified Only',
							name: 'verified_only',
							in: 'query',
							type: 'boolean',
							description: 'Only verified',
						},
					],
					credits: 5,
					paging: { kind: 'page', param: 'page' },
					records: 'results',
				},
				{
					operation: 'get',
					name: 'Get',
					action: 'Get an alpha thing',
					description: 'Gets one thing.',
					method: 'GET',
					path: '/v1/alpha/{item_id}',
					params: [
						{
							displayName: 'Item ID',
							name: 'item_id',
							in: 'path',
							type: 'string',
							required: true,
							description: 'The item',
						},
					],
					credits: 1,
					paging: { kind: 'none' },
				},
				{
					operation: 'feed',
					name: 'Feed',
					action: 'Get the alpha feed',
					description: 'Follows the feed.',
					method: 'GET',
					path: '/v1/alpha/feed',
					params: [],
					credits: 1,
					paging: { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' },
					records: 'data',
				},
			],
		},
	],
};

/** `@tool`: in the node's AI tool variant (n8n's display option of that name); false unless said. */
type Selection = { resource: string; operation: string; returnAll: boolean; '@tool'?: boolean };

/** Whether n8n would show the property for these parameter values (only `show` is used by the engine). */
function isShown(property: INodeProperties, selection: Selection): boolean {
	const show = property.displayOptions?.show ?? {};
	const values = { '@tool': false, ...selection };
	return Object.entries(show).every(([key, allowed]) =>
		(allowed as unknown[]).includes(values[key as keyof Selection]),
	);
}

function visible(properties: INodeProperties[], selection: Selection): INodeProperties[] {
	return properties.filter((property) => isShown(property, selection));
}

function byName(properties: INodeProperties[], name: string, selection: Selection): INodeProperties {
	const matches = visible(properties, selection).filter((property) => property.name === name);
	expect(matches).toHaveLength(1);
	return matches[0];
}

function dropdown(properties: INodeProperties[], name: string, resource?: string): INodeProperties {
	const found = properties.find(
		(property) =>
			property.name === name &&
			(resource === undefined || property.displayOptions?.show?.resource?.includes(resource)),
	);
	if (!found) throw new Error(`no ${name} dropdown${resource ? ` for ${resource}` : ''}`);
	return found;
}

/** The fields of one operation as shown, leaving out the dropdowns and node-wide settings. */
function operationFields(properties: INodeProperties[], selection: Selection): string[] {
	return visible(properties, selection)
		.filter((property) => property.displayOptions?.show?.operation !== undefined)
		.map((property) => property.name);
}

const optionsOf = (property: INodeProperties) => property.options as INodePropertyOptions[];
const collectionOptions = (property: INodeProperties) => property.options as INodeProperties[];

/** Every pair of properties with the same name that n8n would show at once, for any operation and Return All value. */
function simultaneousDuplicates(platform: PlatformDescriptor): string[] {
	const properties = buildProperties(platform);
	const clashes: string[] = [];
	for (const resource of platform.resources) {
		for (const endpoint of resource.endpoints) {
			for (const [returnAll, tool] of [[true, false], [false, false], [false, true]]) {
				const selection = { resource: resource.value, operation: endpoint.operation, returnAll, '@tool': tool };
				const shown = visible(properties, selection);
				const names = shown.map((property) => property.name);
				for (const name of new Set(names)) {
					if (names.filter((candidate) => candidate === name).length > 1) {
						clashes.push(`${resource.value}/${endpoint.operation} (returnAll=${returnAll}${tool ? ', tool' : ''}): ${name}`);
					}
				}
				for (const collection of shown.filter((property) => property.type === 'collection')) {
					const inner = collectionOptions(collection).map((option) => option.name);
					if (new Set(inner).size !== inner.length) {
						clashes.push(`${resource.value}/${endpoint.operation}: inside ${collection.name}`);
					}
				}
			}
		}
	}
	return clashes;
}

describe('buildProperties: Resource and Operation dropdowns', () => {
	const properties = buildProperties(synthetic);

	test('the Resource dropdown comes first, lists resources by name and defaults to the first declared', () => {
		const resource = properties[0];
		expect(resource.name).toBe('resource');
		expect(resource.type).toBe('options');
		// ... then the Custom API Call, last (custom-call.ts).
		expect(optionsOf(resource).map((option) => option.name)).toEqual(['Alpha', 'Zeta', 'Custom API Call']);
		expect(optionsOf(resource).map((option) => option.value)).toEqual(['alpha', 'zeta', CUSTOM_API_CALL]);
		// The descriptor's author puts the most used resource first; alphabetical order is only for display.
		expect(resource.default).toBe('zeta');
		expect(optionsOf(resource)[0].description).toBe('Listed first although declared second');
	});

	test('Resource and every Operation dropdown refuse expressions (noDataExpression)', () => {
		const dropdowns = properties.filter((property) => ['resource', 'operation'].includes(property.name));
		expect(dropdowns).toHaveLength(3);
		for (const property of dropdowns) expect(property.noDataExpression).toBe(true);
	});

	test('each resource has its own Operation dropdown, sorted by name, defaulting to the first declared', () => {
		const alpha = dropdown(properties, 'operation', 'alpha');
		expect(alpha.displayOptions?.show).toEqual({ resource: ['alpha'] });
		expect(optionsOf(alpha).map((option) => option.name)).toEqual(['Feed', 'Get', 'Search', 'Custom API Call']);
		expect(alpha.default).toBe('search');

		const zeta = dropdown(properties, 'operation', 'zeta');
		expect(optionsOf(zeta).map((option) => option.value)).toEqual(['markets', CUSTOM_API_CALL]);
		expect(zeta.default).toBe('markets');
	});

	test('operations carry their action sentence', () => {
		const alpha = optionsOf(dropdown(properties, 'operation', 'alpha'));
		expect(alpha.find((option) => option.value === 'search')?.action).toBe('Search alpha things');
		expect(alpha.find((option) => option.value === 'get')?.action).toBe('Get an alpha thing');
	});

	test.each([
		['zeta', 'markets', 'Lists the markets. Free: costs no credits.'],
		['alpha', 'get', 'Gets one thing. Costs 1 credit per request.'],
		['alpha', 'feed', 'Follows the feed. Costs 1 credit per page requested.'],
		['alpha', 'search', 'Searches things. Costs 5 credits per page requested.'],
	])('%s/%s description ends with its credit note', (resource, operation, expected) => {
		const option = optionsOf(dropdown(properties, 'operation', resource)).find(
			(candidate) => candidate.value === operation,
		);
		expect(option?.description).toBe(expected);
	});
});

describe('buildProperties: operation fields', () => {
	const properties = buildProperties(synthetic);
	const search = { resource: 'alpha', operation: 'search', returnAll: false };

	test('a required parameter is a top-level field shown only for its resource and operation', () => {
		// Each twice: for a person, and in the AI tool variant, where the model fills it in.
		const itemIds = properties.filter((property) => property.name === 'item_id');
		expect(itemIds).toHaveLength(4);
		const forSearch = byName(properties, 'item_id', search);
		expect(forSearch.displayOptions?.show).toEqual({ resource: ['alpha'], operation: ['search'], '@tool': [false] });
		expect(byName(properties, 'item_id', { ...search, '@tool': true }).default).toMatch(/^=\{\{ \/\*n8n-auto-generated-fromAI-override\*\/ \$fromAI\('item_id', /);
		expect(forSearch.required).toBe(true);
		expect(forSearch.type).toBe('string');
		expect(forSearch.placeholder).toBe('B08N5WRWNW');
		expect(forSearch.default).toBe('');
		expect(visible(properties, { resource: 'alpha', operation: 'feed', returnAll: false }).map((p) => p.name)).not.toContain(
			'item_id',
		);
	});

	test('optional parameters sit in the operation\'s "Options" collection, sorted by name, and nowhere else', () => {
		const options = byName(properties, 'options', search);
		expect(options.type).toBe('collection');
		expect(options.default).toEqual({});
		expect(options.displayOptions?.show).toEqual({ resource: ['alpha'], operation: ['search'] });
		expect(collectionOptions(options).map((option) => option.displayName)).toEqual([
			'Latitude',
			'Page',
			'Sort By',
			'Verified Only',
		]);
		const topLevel = properties.map((property) => property.name);
		for (const name of ['sort_by', 'page', 'lat', 'verified_only']) expect(topLevel).not.toContain(name);
		for (const option of collectionOptions(options)) expect(option.required).toBeFalsy();
	});

	test('an operation without optional parameters has no "Options" collection', () => {
		expect(operationFields(properties, { resource: 'alpha', operation: 'get', returnAll: false })).toEqual(['getNotice', 'item_id']);
	});

	test('paged operations get Return All, and Limit shown only while Return All is off', () => {
		for (const operation of ['search', 'feed']) {
			const off = visible(properties, { resource: 'alpha', operation, returnAll: false });
			const on = visible(properties, { resource: 'alpha', operation, returnAll: true });
			const returnAll = off.find((property) => property.name === 'returnAll');
			expect(returnAll).toMatchObject({ type: 'boolean', default: false });
			const limit = off.find((property) => property.name === 'limit');
			expect(limit).toMatchObject({ type: 'number', default: 50, typeOptions: { minValue: 1 } });
			expect(limit?.displayOptions?.show).toEqual({ resource: ['alpha'], operation: [operation], returnAll: [false], '@tool': [false] });
			expect(on.map((property) => property.name)).toContain('returnAll');
			expect(on.map((property) => property.name)).not.toContain('limit');
		}
	});

	test('unpaged operations have neither Return All nor Limit', () => {
		for (const [resource, operation] of [
			['alpha', 'get'],
			['zeta', 'markets'],
		]) {
			const names = visible(properties, { resource, operation, returnAll: false }).map((property) => property.name);
			expect(names).not.toContain('returnAll');
			expect(names).not.toContain('limit');
		}
	});

	test('integer fields allow no decimals and keep their bounds; the default falls back to the minimum', () => {
		const page = collectionOptions(byName(properties, 'options', search)).find((option) => option.name === 'page');
		expect(page).toMatchObject({ type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 100, numberPrecision: 0 } });
	});

	test('number fields keep their bounds and allow decimals', () => {
		const lat = collectionOptions(byName(properties, 'options', search)).find((option) => option.name === 'lat');
		expect(lat).toMatchObject({ type: 'number', default: 12.5, typeOptions: { minValue: -90, maxValue: 90 } });
		expect(lat?.typeOptions?.numberPrecision).toBeUndefined();
	});

	test('options fields list their choices by name and default to the first declared value', () => {
		const sort = collectionOptions(byName(properties, 'options', search)).find((option) => option.name === 'sort_by');
		expect(sort?.type).toBe('options');
		expect(optionsOf(sort as INodeProperties).map((option) => option.name)).toEqual(['Critical', 'Most Helpful', 'Recent']);
		expect(sort?.default).toBe('recent');
	});

	test('boolean fields default to false', () => {
		const verified = collectionOptions(byName(properties, 'options', search)).find(
			(option) => option.name === 'verified_only',
		);
		expect(verified).toMatchObject({ type: 'boolean', default: false });
	});

	test('paramField uses the wire name as the field name', () => {
		const field = paramField({
			displayName: 'Start After',
			name: 'after',
			in: 'query',
			type: 'string',
			description: 'Fullname',
			default: 't5_x',
		});
		expect(field).toMatchObject({ displayName: 'Start After', name: 'after', type: 'string', default: 't5_x' });
	});
});

describe('buildProperties on the real descriptors', () => {
	test('Reddit: Subreddit > Get Popular, paged at 1 credit a page, with Start After as an option', () => {
		const properties = buildProperties(reddit);
		const selection = { resource: 'subreddit', operation: 'getPopular', returnAll: false };
		expect(properties[0].default).toBe('subreddit');
		const operation = optionsOf(dropdown(properties, 'operation', 'subreddit')).find((option) => option.value === 'getPopular');
		expect(operation).toMatchObject({ value: 'getPopular', name: 'Get Popular', action: 'Get popular subreddits' });
		expect(operation?.description).toMatch(/ Costs 1 credit per page requested\.$/);
		expect(operationFields(properties, selection)).toEqual(['getPopularNotice', 'returnAll', 'limit', 'simplify', 'options']);
		// A tool reads one page per call, simplified, and takes where to resume from the model (a page or token, and records of it to skip).
		expect(operationFields(properties, { ...selection, '@tool': true })).toEqual(['getPopularNotice', 'toolDescription', 'toolResume', 'toolSkip', 'options']);
		const after = collectionOptions(byName(properties, 'options', selection));
		expect(after).toEqual([expect.objectContaining({ name: 'after', type: 'string', placeholder: 't5_2qh1i' })]);
	});

	test('Zillow: Market > List is free, unpaged and has no other fields', () => {
		const properties = buildProperties(zillow);
		expect(operationFields(properties, { resource: 'market', operation: 'list', returnAll: false })).toEqual(['listNotice']);
		expect(byName(properties, 'listNotice', { resource: 'market', operation: 'list', returnAll: false }).displayName).toBe('Free: costs no credits.');
		const marketFields = properties.filter(
			(property) =>
				property.displayOptions?.show?.resource?.includes('market') &&
				property.displayOptions?.show?.operation !== undefined &&
				// n8n's Custom API Call entry of every Operation dropdown has its own fields (test/behaviour/custom-call.test.ts).
				!property.displayOptions.show.operation.includes(CUSTOM_API_CALL),
		);
		// Its cost notice, and in the tool variant the description for the model: no inputs at all.
		expect(marketFields.map((property) => property.name)).toEqual(['listNotice', 'toolDescription']);
		const [list] = optionsOf(dropdown(properties, 'operation', 'market'));
		expect(list).toMatchObject({ value: 'list', action: 'List coverage markets' });
		expect(list.description).toMatch(/ Free: costs no credits\.$/);
	});

	test.each([
		['Reddit', reddit],
		['Zillow', zillow],
		['the synthetic platform', synthetic],
	])('%s: no two fields with the same name are ever shown at the same time', (_, platform) => {
		expect(simultaneousDuplicates(platform)).toEqual([]);
	});

	test('the duplicate check does catch a required parameter named like the Limit field', () => {
		const clashing: PlatformDescriptor = {
			platform: 'Clash',
			resources: [
				{
					...reddit.resources[0],
					endpoints: [
						{
							...reddit.resources[0].endpoints.find((endpoint) => endpoint.operation === 'getPopular')!,
							params: [
								{ displayName: 'Limit', name: 'limit', in: 'query', type: 'integer', required: true, description: 'n' },
							],
						},
					],
				},
			],
		};
		expect(simultaneousDuplicates(clashing)).toEqual(['subreddit/getPopular (returnAll=false): limit']);
	});

	test('filters are grouped under Filters, as in n8n\'s own nodes; Options keeps them only for workflows saved before', () => {
		const { descriptor } = packagePlatforms().find((platform) => platform.descriptor.platform === 'Zillow')!;
		const properties = buildProperties(descriptor);
		const selection = { resource: 'property', operation: 'search', returnAll: false };
		const filters = byName(properties, 'filters', selection);
		expect(filters).toMatchObject({ displayName: 'Filters', type: 'collection', placeholder: 'Add Filter' });
		expect(collectionOptions(filters).map((option) => option.name)).toEqual(expect.arrayContaining(['price_min', 'beds_min', 'home_type', 'north']));
		const options = collectionOptions(byName(properties, 'options', selection));
		expect(options.find((option) => option.name === 'sort')?.displayOptions).toBeUndefined();
		expect(options.find((option) => option.name === 'price_min')?.displayOptions?.show).toEqual({ price_min: [{ _cnd: { exists: true } }] });
	});

	test('every Options collection lists its entries by the label a user reads, not by API name', () => {
		for (const { descriptor } of packagePlatforms()) {
			for (const collection of buildProperties(descriptor).filter((property) => property.type === 'collection')) {
				const labels = collectionOptions(collection).map((option) => option.displayName);
				expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
			}
		}
	});

	test("an operation's inputs come first: what names the records (ID, URL, query) before numbers, switches and choices", () => {
		const rank = (property: INodeProperties) =>
			['string', 'resourceLocator'].includes(property.type) ? 0 : ['number', 'boolean'].includes(property.type) ? 1 : 2;
		for (const { descriptor } of packagePlatforms()) {
			const properties = buildProperties(descriptor);
			for (const resource of descriptor.resources) {
				for (const endpoint of resource.endpoints) {
					const selection = { resource: resource.value, operation: endpoint.operation, returnAll: true };
					const own = endpoint.params.filter((param) => param.required === true || param.topLevel === true).map((param) => param.name);
					const ranks = visible(properties, selection).filter((property) => own.includes(property.name)).map(rank);
					expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
				}
			}
		}
	});

	test('every field and option has a description for people and AI agents', () => {
		for (const platform of [reddit, zillow]) {
			const properties = buildProperties(platform);
			const all = [
				...properties,
				...properties.filter((property) => property.type === 'collection').flatMap(collectionOptions),
			];
			const described = all.filter(
				(p) => !['resource', 'operation'].includes(p.name) && !['collection', 'notice'].includes(p.type),
			);
			for (const property of described) {
				expect(property.description).toEqual(expect.stringMatching(/\S/));
			}
			for (const dropdownProperty of properties.filter((p) => p.type === 'options')) {
				for (const option of optionsOf(dropdownProperty) as Array<INodePropertyOptions | INodePropertyCollection>) {
					expect((option as INodePropertyOptions).description).toEqual(expect.stringMatching(/\S/));
				}
			}
		}
	});
});

describe('buildProperties: locators, picks, ID lists, notices, Simplify and node-wide options', () => {
	const video = videoLocator;
	const marketplace: ParamDescriptor = {
		displayName: 'Marketplace',
		name: 'domain',
		in: 'query',
		type: 'pick',
		description: 'The marketplace',
		placeholder: 'co.uk',
		pattern: { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com or co.uk' },
		typedMode: 'By Domain',
		list: { method: 'marketplaces', options: [{ value: 'com', name: 'United States' }] },
	};
	const tweets: ParamDescriptor = {
		displayName: 'Tweets',
		name: 'tweets',
		in: 'query',
		type: 'idList',
		required: true,
		description: 'Tweet IDs',
		id: { regex: /^\d{1,20}$/, form: 'numeric tweet IDs' },
	};
	const endpoint = (overrides: Partial<EndpointDescriptor>): EndpointDescriptor => ({
		operation: 'get',
		name: 'Get',
		action: 'Get a thing',
		description: 'Gets a thing.',
		method: 'GET',
		path: '/v1/test/{video_id}',
		params: [],
		credits: 1,
		paging: { kind: 'none' },
		...overrides,
	});
	const platform: PlatformDescriptor = {
		platform: 'Newer',
		resources: [
			{
				value: 'video',
				name: 'Video',
				description: 'Videos',
				endpoints: [
					endpoint({
						params: [video, marketplace],
						notice: 'Only public videos can be read.',
						simplify: (record) => ({ id: record.id }),
					}),
					endpoint({
						operation: 'byIds',
						name: 'Get Many',
						action: 'Get many tweets',
						path: '/v1/test/tweets',
						params: [tweets],
						credits: 1,
						creditsPerRecord: 1,
						paging: { kind: 'cursor', param: 'cursor', nextPath: 'next_cursor' },
					}),
					endpoint({ operation: 'free', name: 'Free Per Record', action: 'Free base', path: '/v1/x', credits: 0, creditsPerRecord: 1 }),
				],
			},
		],
	};
	const properties = buildProperties(platform);
	const get = { resource: 'video', operation: 'get', returnAll: false };

	test('a locator is a resource locator with "By URL" first and a checked "By ID"', () => {
		const field = byName(properties, 'video_id', get);
		expect(field.type).toBe('resourceLocator');
		expect(field.default).toEqual({ mode: 'url', value: '' });
		expect(field.modes?.map((mode) => mode.name)).toEqual(['url', 'id']);
		expect(field.modes?.[0]).toMatchObject({ displayName: 'By URL', placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
		expect(field.modes?.[1]).toMatchObject({ displayName: 'By ID', placeholder: 'dQw4w9WgXcQ' });
		const rule = field.modes?.[1].validation?.[0] as unknown as { type: string; properties: { regex: string; errorMessage: string } };
		expect(rule.type).toBe('regex');
		expect(new RegExp(rule.properties.regex).test('dQw4w9WgXcQ')).toBe(true);
		expect(new RegExp(rule.properties.regex).test('dQw4w9WgXc')).toBe(false);
		expect(rule.properties.errorMessage).toBe('Enter an 11-character video ID');
	});

	test('a pick is a resource locator with a searchable list and a typed mode checked against its pattern', () => {
		const [field] = collectionOptions(byName(properties, 'options', get));
		expect(field.name).toBe('domain');
		expect(field.type).toBe('resourceLocator');
		expect(field.default).toEqual({ mode: 'list', value: '' });
		expect(field.modes?.[0]).toMatchObject({
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'marketplaces', searchable: true },
		});
		expect(field.modes?.[1]).toMatchObject({ displayName: 'By Domain', type: 'string', placeholder: 'co.uk' });
		const rule = field.modes?.[1].validation?.[0] as unknown as { properties: { regex: string } };
		expect(new RegExp(rule.properties.regex).test('co.uk')).toBe(true);
		expect(new RegExp(rule.properties.regex).test('co.uk.fr')).toBe(false);
	});

	test('an ID list is a multi-line text field', () => {
		const field = byName(properties, 'tweets', { ...get, operation: 'byIds' });
		expect(field).toMatchObject({ type: 'string', default: '', required: true, typeOptions: { rows: 4 } });
	});

	test("an operation's notice is its first field, and Simplify is offered only where the endpoint can simplify", () => {
		expect(operationFields(properties, get)).toEqual(['getNotice', 'video_id', 'simplify', 'options']);
		expect(byName(properties, 'getNotice', get)).toMatchObject({ type: 'notice', displayName: 'Costs 1 credit per request. Only public videos can be read.' });
		expect(byName(properties, 'simplify', get)).toMatchObject({ type: 'boolean', default: false });
		expect(operationFields(properties, { ...get, operation: 'byIds' })).not.toContain('simplify');
	});

	test('a charge per record is part of the credit note, and only a truly free operation says it is free', () => {
		const notes = Object.fromEntries(
			optionsOf(dropdown(properties, 'operation', 'video')).map((option) => [option.value, option.description]),
		);
		expect(notes.byIds).toBe('Gets a thing. Costs 1 credit per page requested plus 1 per record returned.');
		expect(notes.free).toMatch(/plus 1 per record returned\.$/);
		expect(notes.free).not.toMatch(/Free/);
	});

	test('Request Options is one node-wide collection, last, shown for every operation', () => {
		const last = properties[properties.length - 1];
		expect(last).toMatchObject({ name: 'requestOptions', type: 'collection' });
		expect(last.displayOptions).toBeUndefined();
		expect(properties.filter((property) => property.name === 'requestOptions')).toHaveLength(1);
	});
});

/** Every platform descriptor in the package (nodes/<Platform>/<platform>.descriptor.ts), found on disk. */
function allPlatforms(): Array<[string, PlatformDescriptor]> {
	const nodesDir = join(__dirname, '..', '..', 'nodes');
	const found: Array<[string, PlatformDescriptor]> = [];
	for (const dir of readdirSync(nodesDir)) {
		if (dir === 'shared') continue;
		for (const file of readdirSync(join(nodesDir, dir)).filter((name) => name.endsWith('.descriptor.ts'))) {
			const exported = jest.requireActual<Record<string, unknown>>(join(nodesDir, dir, file));
			for (const value of Object.values(exported)) {
				const candidate = value as Partial<PlatformDescriptor> | null;
				if (candidate && typeof candidate.platform === 'string' && Array.isArray(candidate.resources)) {
					found.push([candidate.platform, candidate as PlatformDescriptor]);
				}
			}
		}
	}
	return found;
}

describe('every platform descriptor in the package', () => {
	const platforms = allPlatforms();

	test('Reddit and Zillow are among them', () => {
		expect(platforms.map(([name]) => name)).toEqual(expect.arrayContaining(['Reddit', 'Zillow']));
	});

	test.each(platforms)('%s: no two fields with the same name are ever shown at the same time', (_, platform) => {
		expect(simultaneousDuplicates(platform)).toEqual([]);
	});

	test.each(platforms)('%s: operation values are unique within a resource, resource values unique', (_, platform) => {
		const resources = platform.resources.map((resource) => resource.value);
		expect(new Set(resources).size).toBe(resources.length);
		for (const resource of platform.resources) {
			const operations = resource.endpoints.map((endpoint) => endpoint.operation);
			expect(new Set(operations).size).toBe(operations.length);
		}
	});

	test.each(platforms)('%s: every {placeholder} of a path is a required path parameter, and back', (_, platform) => {
		for (const endpoint of platform.resources.flatMap((resource) => resource.endpoints)) {
			const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
			const pathParams = endpoint.params.filter((param) => param.in === 'path');
			expect({ path: endpoint.path, params: pathParams.map((param) => param.name).sort() }).toEqual({
				path: endpoint.path,
				params: inPath,
			});
			// Optional only where a locator's URL names it (url.implies: a LoopNet profile URL's name slug) or is sent in the
			// path's stead (url.sendTo: an apartments.com URL): the endpoint's check then refuses an item with neither.
			const urlCovers = new Set(
				endpoint.params.flatMap((param) => (param.type === 'locator' ? [param.url.implies?.param, ...(param.url.sendTo ? inPath : [])] : [])),
			);
			for (const param of pathParams) {
				if (urlCovers.has(param.name) && endpoint.check !== undefined) continue;
				expect({ [param.name]: param.required }).toEqual({ [param.name]: true });
			}
		}
	});

	test.each(platforms)('%s: regexes handed to n8n as text need no flags, and ID regexes are anchored', (_, platform) => {
		for (const param of platform.resources.flatMap((resource) => resource.endpoints).flatMap((endpoint) => endpoint.params)) {
			const regexes =
				param.type === 'locator' || param.type === 'idList'
					? [param.id.regex]
					: param.type === 'pick' || (param.type === 'string' && param.pattern)
						? [param.pattern!.regex]
						: [];
			for (const regex of regexes) {
				// Only `.source` reaches n8n's UI validation, and a global regex's test() is stateful.
				expect({ param: param.name, flags: regex.flags }).toEqual({ param: param.name, flags: '' });
				if (param.type !== 'string') expect({ param: param.name, anchored: /^\^.*\$$/.test(regex.source) }).toEqual({ param: param.name, anchored: true });
			}
		}
	});
});
