/**
 * "Custom API Call": a GET of any path of the node's platform, with query parameters the user names, sent through the
 * engine every operation uses (credential, retries, errors, Credit Budget, Request Options). It is no endpoint of the
 * platform's descriptor: references, contracts and coverage never see it.
 *
 * n8n adds an entry of that name, value `__CUSTOM_API_CALL__`, to Resource and every Operation dropdown of a node whose
 * credential signs requests itself (ours has `authenticate`), unless the dropdown's last entry already has that name.
 * With its value selected, n8n's editor hides every parameter but Resource, Operation and Authentication (it keeps
 * those named like the panel's own settings, not the node's parameters), so no field of ours could be filled in. The
 * nodes therefore bring their own entry, last in each dropdown, with a value of their own; n8n then adds none. Its
 * value still runs (a workflow built by hand or through the API), with the same fields.
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { refusal } from './checks';
import type { EndpointDescriptor, ParamDescriptor, PlatformDescriptor } from './descriptor';
import { worstCaseCost } from './descriptor';
import type { OperationInput, ParameterReader, QueryValue } from './types';

/** The value of the nodes' own "Custom API Call" entry, in Resource and in Operation alike. */
export const CUSTOM_API_CALL = 'customApiCall';
/** The value of the entry n8n adds itself (to nodes that lack their own). */
export const N8N_CUSTOM_API_CALL = '__CUSTOM_API_CALL__';
const CALL_VALUES = [CUSTOM_API_CALL, N8N_CUSTOM_API_CALL];
const CALL_NAME = 'Custom API Call';

const PATH_FIELD = 'customPath';
const QUERY_FIELD = 'customQuery';

interface CustomCallPlatform {
	/** `/v1/reddit`: the prefix every path of the platform starts with. */
	prefix: string;
	/** The platform's name in its paths, `reddit`. */
	slug: string;
	/** A real path of the platform, for the field's placeholder and the messages. */
	example: string;
	/** The call with the price of a path no operation has: the platform's dearest request. */
	endpoint: EndpointDescriptor;
	/**
	 * The platform's GET operations, each with its path's segments after the prefix (undefined for a `{parameter}`,
	 * which stands for any one segment) and how many of them are literal.
	 */
	operations: Array<{ endpoint: EndpointDescriptor; segments: Array<string | undefined>; literal: number }>;
}

const known = new WeakMap<PlatformDescriptor, CustomCallPlatform>();

/** A path parameter's example value: its own placeholder, or its ID form's. */
function exampleValue(param: ParamDescriptor | undefined): string | undefined {
	if (!param) return undefined;
	if (param.type === 'locator') return param.id.placeholder;
	return param.placeholder;
}

function describePlatform(platform: PlatformDescriptor): CustomCallPlatform {
	let described = known.get(platform);
	if (described) return described;
	const endpoints = platform.resources.flatMap((resource) => resource.endpoints).filter((endpoint) => endpoint.method === 'GET');
	// Every path of a platform starts with the same /v1/<platform> (a test checks it); the commonest one otherwise.
	const slugs = endpoints.map((endpoint) => /^\/v1\/([a-z0-9_-]+)(?:\/|$)/.exec(endpoint.path)?.[1]).filter((slug) => slug !== undefined);
	const count = (slug: string) => slugs.filter((other) => other === slug).length;
	const slug = slugs.reduce<string | undefined>((best, candidate) => (best === undefined || count(candidate) > count(best) ? candidate : best), undefined);
	if (slug === undefined) throw new Error(`${platform.platform}: no path starts with /v1/<platform>`);
	const prefix = `/v1/${slug}`;
	// The first path in descriptor order whose {placeholders} all have an example value, filled in with them.
	const example =
		endpoints
			.map((endpoint) => {
				const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
				const values = names.map((name) => exampleValue(endpoint.params.find((param) => param.name === name)));
				if (names.length === 0 || values.some((value) => value === undefined || /[/?#%\\\s]/.test(value))) return undefined;
				return names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]!), endpoint.path);
			})
			.find((path) => path?.startsWith(`${prefix}/`)) ??
		endpoints.map((endpoint) => endpoint.path).find((path) => path.startsWith(`${prefix}/`)) ??
		`${prefix}/`;
	// A path no operation has gets no price from the docs: the Credit Budget assumes the platform's dearest request
	// (a path of an operation is priced as that operation, see callPrice) and counts what the service reports.
	const credits = Math.max(...endpoints.map((endpoint) => worstCaseCost(endpoint, {})));
	const endpoint: EndpointDescriptor = {
		operation: CUSTOM_API_CALL,
		name: 'Custom API Call',
		action: `Call any GET endpoint of the ScrapeBadger ${platform.platform} API`,
		description: `A GET of a path of ${prefix} given by the user, its answer as one item.`,
		method: 'GET',
		path: prefix,
		params: [],
		credits,
		creditsAssumed: true,
		paging: { kind: 'none' },
		// The answer as it came, one item; none when the request failed (its error item, if any, is made elsewhere). A
		// list, which no ScrapeBadger endpoint answers with, comes under `data`.
		output: async (records) => (records.length === 0 ? [] : [{ json: records.length === 1 ? records[0] : { data: records } }]),
	};
	const operations = endpoints
		.filter((operation) => operation.path.startsWith(`${prefix}/`))
		.map((operation) => {
			// A trailing "/" (X's batch read) is dropped, as customCallPath drops the user's.
			const pieces = operation.path.slice(prefix.length + 1).replace(/\/$/, '').split('/');
			const segments = pieces.map((piece) => (/^\{\w+\}$/.test(piece) ? undefined : piece));
			return { endpoint: operation, segments, literal: segments.filter((segment) => segment !== undefined).length };
		});
	described = { prefix, slug, example, endpoint, operations };
	known.set(platform, described);
	return described;
}

/**
 * The price a call is budgeted at: that of the operation whose path it is (each `{parameter}` standing for one
 * segment; the most literal segments win, then the dearest), with its query: X's per-tweet price counts the page size
 * asked, or the largest page when none is. The platform's dearest request for any other path. Returned is `endpoint`
 * with that price.
 */
function callPrice(described: CustomCallPlatform, segments: string[], query: Record<string, QueryValue>): EndpointDescriptor {
	let best: { literal: number; credits: number } | undefined;
	for (const { endpoint, segments: pattern, literal } of described.operations) {
		if (pattern.length !== segments.length) continue;
		if (!pattern.every((segment, index) => segment === undefined || segment === segments[index])) continue;
		const { paging } = endpoint;
		const pageSize = paging.kind === 'none' ? undefined : paging.pageSize;
		const largestPage = pageSize && !(Number(query[pageSize.param]) > 0) ? { [pageSize.param]: pageSize.max } : {};
		const credits = worstCaseCost(endpoint, { ...query, ...largestPage });
		if (!best || literal > best.literal || (literal === best.literal && credits > best.credits)) best = { literal, credits };
	}
	return best ? { ...described.endpoint, credits: best.credits } : described.endpoint;
}

/**
 * Adds the "Custom API Call" entry, last, to the Resource dropdown and every Operation dropdown of `properties`, and
 * returns its fields, for either place: Resource (no Operation is shown then) or an Operation of any resource. The two
 * sets never show at once.
 */
export function addCustomCall(platform: PlatformDescriptor, properties: INodeProperties[]): INodeProperties[] {
	const { prefix, example, endpoint } = describePlatform(platform);
	const entryText = `Send a GET to any path of the ScrapeBadger ${platform.platform} API (${prefix}/...) with the query parameters you name, and get its answer as one item.`;
	const priceNote = `The Credit Budget holds the price of the operation whose path it is, or ${endpoint.credits} ${endpoint.credits === 1 ? 'credit' : 'credits'} (the dearest request of the platform) for any other path, and counts what the service reports.`;
	for (const dropdown of properties.filter((property) => ['resource', 'operation'].includes(property.name) && property.type === 'options')) {
		dropdown.options = [
			...(dropdown.options ?? []),
			{
				name: CALL_NAME,
				value: CUSTOM_API_CALL,
				...(dropdown.name === 'operation' ? { action: `Call any endpoint of the ScrapeBadger ${platform.platform} API` } : {}),
				description: `${entryText} ${priceNote}`,
			},
		];
	}
	const relative = example.slice(prefix.length + 1);
	const fields = (show: Record<string, string[]>): INodeProperties[] => [
		{
			displayName: 'Path',
			name: PATH_FIELD,
			type: 'string',
			required: true,
			default: '',
			placeholder: example,
			description: `Path of any GET endpoint of the ScrapeBadger ${platform.platform} API, with or without its ${prefix} prefix: ${example} or ${relative}. Each segment is sent URL-encoded as one segment. Query parameters go under Query Parameters, not after a "?". ${priceNote}`,
			displayOptions: { show },
		},
		{
			displayName: 'Query Parameters',
			name: QUERY_FIELD,
			type: 'fixedCollection',
			placeholder: 'Add Parameter',
			default: {},
			typeOptions: { multipleValues: true },
			description: 'Query parameters to send with the request, each with a name used only once',
			displayOptions: { show },
			options: [
				{
					displayName: 'Parameter',
					name: 'parameters',
					values: [
						{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the query parameter, e.g. limit' },
						{ displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Value of the query parameter, e.g. 10' },
					],
				},
			],
		},
	];
	const resources = platform.resources.map((resource) => resource.value);
	return [...fields({ resource: resources, operation: CALL_VALUES }), ...fields({ resource: CALL_VALUES })];
}

/** A control character (a line break, a tab, NUL, DEL) anywhere in the text. */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The path as sent: `/v1/<platform>/` and the user's segments, each URL-encoded. Throws `fail` with the reason for
 * a path that could leave the platform or change which endpoint is called.
 */
export function customCallPath(platform: PlatformDescriptor, raw: unknown, fail: (message: string) => Error): string {
	const { prefix, slug, example } = describePlatform(platform);
	const form = `a path of the ScrapeBadger ${platform.platform} API such as ${example} or ${example.slice(prefix.length + 1)} (the ${prefix} prefix may be left out)`;
	const refuse = (why: string) => fail(`Path ${why}: enter ${form}`);
	if (typeof raw !== 'string' || raw.trim() === '') throw fail(`Path is required: enter ${form}`);
	const text = raw.trim();
	if (hasControl(text)) throw refuse('holds a control character (a line break, a tab)');
	if (text.includes('\\')) throw refuse('holds a backslash');
	if (/[?#]/.test(text)) throw refuse('holds "?" or "#": put query parameters under Query Parameters');
	if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) throw refuse('is a URL: give only its path, the Base URL comes from the credential');
	const pieces = text.replace(/^\//, '').replace(/\/$/, '').split('/');
	const segments = pieces.map((piece) => {
		if (piece === '') throw refuse('holds an empty segment ("//")');
		let segment: string;
		try {
			segment = decodeURIComponent(piece);
		} catch {
			throw refuse(`holds "%" not starting an escape such as %20 in "${piece}" (write %25 for a "%" itself)`);
		}
		if (/[/\\]/.test(segment)) throw refuse(`holds an encoded slash in "${piece}", which would change the endpoint called`);
		if (hasControl(segment)) throw refuse(`holds an encoded control character in "${piece}"`);
		if (segment === '.' || segment === '..') throw refuse(`holds a "${piece}" segment, which would change the endpoint called`);
		return segment;
	});
	if (segments[0] === 'v1') {
		if (segments[1] !== slug) throw refuse(`must stay inside ${prefix}`);
		segments.splice(0, 2);
	}
	if (segments.length === 0) throw refuse(`names no endpoint after ${prefix}`);
	return `${prefix}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The Query Parameters as sent. Throws `fail` for a blank or repeated name, or a value that is not text, a number or true/false. */
export function customCallQuery(raw: unknown, fail: (message: string) => Error): Record<string, QueryValue> {
	const entries = Array.isArray(raw) ? (raw as unknown[]) : raw === undefined || raw === null ? [] : [raw];
	const query: Record<string, QueryValue> = {};
	for (const [index, entry] of entries.entries()) {
		const { name, value } = (entry ?? {}) as IDataObject;
		const place = `Query Parameters > Parameter ${index + 1}`;
		if (typeof name !== 'string' || name.trim() === '') throw fail(`${place}: Name is required: enter the name of a query parameter, e.g. limit`);
		const key = name.trim();
		if (hasControl(key)) throw fail(`${place}: Name "${JSON.stringify(key).slice(1, -1)}" holds a control character: enter the name of a query parameter, e.g. limit`);
		if (Object.prototype.hasOwnProperty.call(query, key)) throw fail(`${place}: Name "${key}" is given twice: each query parameter name may be used once`);
		if (value === undefined || value === null) query[key] = '';
		else if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) query[key] = value;
		else throw fail(`${place}: Value of "${key}" must be text, a number or true/false, got ${JSON.stringify(value)}`);
	}
	return query;
}

/**
 * For an item on a Custom API Call (ours or n8n's, in Resource or Operation): its request, checked before anything is sent, as an
 * endpoint and an input the engine runs like any operation's. Undefined for every other item.
 */
export function readCustomCall(
	ctx: ParameterReader,
	platform: PlatformDescriptor,
	resource: string,
	itemIndex: number,
): { endpoint: EndpointDescriptor; input: OperationInput } | undefined {
	if (!CALL_VALUES.includes(resource) && !CALL_VALUES.includes(ctx.getNodeParameter('operation', itemIndex, '') as string)) return undefined;
	const fail = refusal(ctx, itemIndex);
	const path = customCallPath(platform, ctx.getNodeParameter(PATH_FIELD, itemIndex, ''), fail);
	const query = customCallQuery(ctx.getNodeParameter(`${QUERY_FIELD}.parameters`, itemIndex, []), fail);
	const described = describePlatform(platform);
	const segments = path.slice(described.prefix.length + 1).split('/').map(decodeURIComponent);
	return {
		endpoint: callPrice(described, segments, query),
		input: { pathTemplate: path, pathValues: {}, query, nodeValues: {}, simplify: false, maxRecords: Infinity },
	};
}
