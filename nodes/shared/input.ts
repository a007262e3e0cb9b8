import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from 'zod';

import type { EndpointDescriptor, IdForm, IdListParam, LocatorParam, NumberParam, ParamDescriptor } from './descriptor';
import { fieldPlace, isPaged, sendsBody } from './descriptor';
import { isToolNodeType, resumeParam, TOOL_FIELD, TOOL_MAX_CHARACTERS, TOOL_PAGE_RECORDS } from './tool';
import type { RequestPolicy } from './transport/reliability';
import { requestOption } from './transport/reliability';

export type QueryValue = string | number | boolean;

/** n8n's usual Limit field of paged operations, checked like any other parameter. */
export const LIMIT_PARAM: NumberParam = {
	displayName: 'Limit',
	name: 'limit',
	description: 'Max number of results to return',
	in: 'query',
	type: 'integer',
	min: 1,
	default: 50,
	required: true,
};

/** What a refused input costs and how to go on. */
export const REFUSED_INPUT = 'Nothing was sent to ScrapeBadger and no credits were used. Correct the value in the form the message gives and try again.';

/**
 * The error for input refused before any request: the message names the field and its accepted form, the description
 * says nothing was sent or charged. Said for a person and for an AI agent alike.
 */
export const refusal =
	(ctx: Pick<ParameterReader, 'getNode'>, itemIndex?: number) =>
	(message: string): NodeOperationError =>
		new NodeOperationError(ctx.getNode(), message, { itemIndex, description: REFUSED_INPUT });

/** An item whose `blankMeansNone` parameter is blank: there is nothing to fetch for it, and that is no failure. */
export class NothingToFetch extends Error {}

/** A locator value the service must turn into an ID first: the request that does it. */
export interface Resolution {
	param: LocatorParam;
	query: Record<string, string>;
}

/** Everything one item asks of one endpoint, checked and ready to send. */
export interface OperationInput {
	/** The path template to call when a parameter chose another than the endpoint's own (a URL sent whole). */
	pathTemplate?: string;
	/** Path values still to be looked up by another endpoint before the request (a YouTube @handle). */
	resolutions?: Resolution[];
	pathValues: Record<string, string>;
	query: Record<string, QueryValue>;
	/** Values of `in: 'body'` parameters, for a POST read; absent for GETs. */
	body?: Record<string, QueryValue>;
	/** Values of `in: 'node'` parameters: they shape the output and are never sent. */
	nodeValues: Record<string, QueryValue>;
	simplify: boolean;
	/** Records wanted: Infinity for Return All or for unpaged endpoints. */
	maxRecords: number;
}

/** The accepted form of a parameter in words, used in every message about it. */
export function acceptedForm(param: ParamDescriptor): string {
	switch (param.type) {
		case 'string': {
			// A length limit is part of the form: "must be non-empty text" would not explain refusing 101 characters.
			const form = param.pattern?.form ?? 'non-empty text';
			return param.maxLength === undefined ? form : `${form} of at most ${param.maxLength} characters`;
		}
		case 'integer':
		case 'number': {
			const kind = param.type === 'integer' ? 'a whole number' : 'a number';
			if (param.min !== undefined && param.max !== undefined) return `${kind} from ${param.min} to ${param.max}`;
			if (param.min !== undefined) return `${kind} of at least ${param.min}`;
			if (param.max !== undefined) return `${kind} of at most ${param.max}`;
			return kind;
		}
		case 'boolean':
			return 'true or false';
		case 'options':
			return `one of ${param.options.map((option) => option.value).join(', ')}`;
		case 'multiOptions':
			return `one or more of ${param.options.map((option) => option.value).join(', ')}`;
		case 'locator':
			return `${param.url.form} or ${param.id.form}`;
		case 'pick':
			return param.pattern.form;
		case 'idList':
			return `one or more ${param.id.form}${param.url ? ` or ${param.url.form}` : ''}, separated by commas or new lines`;
	}
}

/** Expressions hand over whatever type they produce; numbers and booleans written as text are accepted. */
const numeric = (value: unknown) =>
	typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
const booleanish = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
// A whole number past 2^53 is not the ID it looks like (an expression's 1790000000000000001 is ...000): left a number, it is refused.
const textual = (value: unknown) =>
	typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))
		? String(value)
		: typeof value === 'string'
			? value.trim()
			: value;

/** A path segment of "." or ".." would be resolved away by URL normalisation and change the endpoint. */
const isSegmentSafe = (value: string) => value !== '.' && value !== '..';

type ParamSchema = z.ZodType<QueryValue, z.ZodTypeDef, unknown>;

/** Schemas are built once per parameter description, not once per input item: a description never changes. */
const schemas = new WeakMap<ParamDescriptor, ParamSchema>();

function schemaFor(param: ParamDescriptor): ParamSchema {
	let schema = schemas.get(param);
	if (!schema) {
		schema = buildSchema(param);
		schemas.set(param, schema);
	}
	return schema;
}

function buildSchema(param: ParamDescriptor): ParamSchema {
	switch (param.type) {
		case 'string': {
			let text = z.string().min(1);
			if (param.maxLength !== undefined) text = text.max(param.maxLength);
			if (param.pattern) text = text.regex(param.pattern.regex);
			const segmentSafe = param.in === 'path' ? text.refine(isSegmentSafe) : text;
			return z.preprocess(textual, segmentSafe);
		}
		case 'integer':
		case 'number': {
			let number = param.type === 'integer' ? z.number().int() : z.number().finite();
			if (param.min !== undefined) number = number.min(param.min);
			if (param.max !== undefined) number = number.max(param.max);
			return z.preprocess(numeric, number);
		}
		case 'boolean':
			return z.preprocess(booleanish, z.boolean());
		case 'options': {
			const values = param.options.map((option) => option.value) as [string, ...string[]];
			return z.preprocess(textual, z.enum(values));
		}
		case 'multiOptions': {
			// The field gives an array; an expression may give the service's own comma-separated text.
			const values = param.options.map((option) => option.value) as [string, ...string[]];
			const entries = (value: unknown) =>
				typeof value === 'string' ? value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '') : value;
			return z.preprocess(
				entries,
				z
					.array(z.enum(values))
					.min(1)
					.transform((chosen) => [...new Set(chosen)].join(',')),
			);
		}
		case 'pick':
			return z.preprocess(textual, z.string().regex(param.pattern.regex));
		case 'locator':
			return z.preprocess(
				(value) => idOf(param, textual(value)),
				z.string().refine(isSegmentSafe),
			);
		case 'idList':
			// Checked entry by entry in checkIdList, which can name the one entry that is wrong.
			return z.string();
	}
}

/** "youtube.com/watch?v=x" pasted without a scheme is still meant as a URL. */
function looseUrl(text: string): URL | undefined {
	const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
	if (!URL.canParse(candidate)) return undefined;
	const url = new URL(candidate);
	return url.hostname.includes('.') ? url : undefined;
}

/** The ID a value names: the value itself (less a prefix people type) when it has the ID's form, else the one its URL holds. */
function idOf(
	form: { id: IdForm; url?: { extract: (url: URL) => string | undefined } },
	value: unknown,
): string | undefined {
	if (typeof value !== 'string') return undefined;
	const bare = form.id.normalize ? form.id.normalize(value) : value;
	if (form.id.regex.test(bare)) return bare;
	const url = form.url ? looseUrl(value) : undefined;
	const id = url ? form.url?.extract(url) : undefined;
	return id !== undefined && form.id.regex.test(id) ? id : undefined;
}

/**
 * The IDs of an ID list, deduplicated in the order given and joined with commas. Numbers are refused
 * when they are too large to be exact (an expression's 1.5e18 is not the tweet it looks like).
 */
function checkIdList(param: IdListParam, value: unknown, fail: (message: string) => Error): string | undefined {
	const pieces = Array.isArray(value) ? value : [value];
	const entries: unknown[] = pieces.flatMap((piece) =>
		typeof piece === 'string' ? piece.split(/[\s,]+/).filter((entry) => entry !== '') : [piece],
	);
	const ids = new Set<string>();
	for (const entry of entries) {
		const text = typeof entry === 'number' && Number.isSafeInteger(entry) ? String(entry) : entry;
		const id = idOf(param, text);
		if (id === undefined) {
			throw fail(`${param.displayName} must be ${acceptedForm(param)}; ${shown(entry)} is not`);
		}
		ids.add(id);
	}
	if (ids.size === 0) {
		// Only separators is as blank as an empty field: an optional list is then simply not sent.
		if (param.required) throw fail(`${param.displayName} is required: enter ${acceptedForm(param)}`);
		return undefined;
	}
	return [...ids].join(',');
}

/** A resource locator stores `{__rl, mode, value}`; an expression or an AI agent may hand over the bare value. */
function unwrap(param: ParamDescriptor, raw: unknown): unknown {
	if ((param.type !== 'locator' && param.type !== 'pick') || raw === null || typeof raw !== 'object' || !('value' in raw)) return raw;
	return (raw as { value: unknown }).value;
}

function shown(value: unknown): string {
	// JSON would show NaN and Infinity as null.
	const text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value));
	return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const isBlank = (value: unknown) =>
	value === undefined ||
	value === null ||
	(typeof value === 'string' && value.trim() === '') ||
	(Array.isArray(value) && value.length === 0);

/** For a locator with a resolving endpoint: the query to resolve the value with, when it is not an ID nor holds one. */
function resolutionOf(param: LocatorParam, raw: unknown): Resolution | undefined {
	const value = textual(unwrap(param, raw));
	if (!param.resolve || typeof value !== 'string' || value === '' || idOf(param, value) !== undefined) return undefined;
	const query = param.resolve.query(value);
	return query ? { param, query } : undefined;
}

/**
 * For a locator whose service also takes the URL itself: the URL to send when the value is given as a
 * URL rather than in the ID form, undefined otherwise (the ID path then applies, or the value is refused).
 */
function urlToSend(param: LocatorParam, raw: unknown): string | undefined {
	const value = textual(unwrap(param, raw));
	const sendTo = param.url.sendTo;
	if (!sendTo || typeof value !== 'string' || idOf({ id: param.id }, value) !== undefined) return undefined;
	const url = looseUrl(value);
	return url ? sendTo.accept(url) : undefined;
}

/**
 * Checks one value against its descriptor. Returns undefined for an optional parameter left blank,
 * so the service applies its own default.
 */
export function checkParam(
	param: ParamDescriptor,
	raw: unknown,
	fail: (message: string) => Error,
): QueryValue | undefined {
	const value = unwrap(param, raw);
	if (isBlank(value)) {
		if (param.required) throw fail(`${param.displayName} is required: enter ${acceptedForm(param)}`);
		return undefined;
	}
	if (param.type === 'idList') return checkIdList(param, value, fail);
	const result = schemaFor(param).safeParse(value);
	if (!result.success) {
		throw fail(`${param.displayName} must be ${acceptedForm(param)}, got ${shown(value)}`);
	}
	return result.data;
}

/**
 * A URL that names another parameter's value too (an Amazon URL's host, the marketplace): the value is taken when
 * that parameter is blank or at its default, and a different value set on purpose is refused.
 */
function applyImplied(
	locator: LocatorParam,
	raw: unknown,
	endpoint: EndpointDescriptor,
	values: Record<string, QueryValue>,
	query: Record<string, QueryValue>,
	fail: (message: string) => Error,
): void {
	const implies = locator.url.implies;
	const text = textual(unwrap(locator, raw));
	if (!implies || typeof text !== 'string' || idOf({ id: locator.id }, text) === text) return;
	const url = looseUrl(text);
	const implied = url ? implies.read(url) : undefined;
	const target = endpoint.params.find((param) => param.name === implies.param);
	if (implied === undefined || !target) return;
	const current = values[target.name];
	if (current === undefined || current === target.default) {
		query[target.name] = checkParam(target, implied, fail) ?? implied;
	} else if (String(current) !== implied) {
		throw fail(
			`${locator.displayName} is a URL of ${implied} but ${target.displayName} is ${String(current)}: leave ${target.displayName} at its default to follow the URL, or give a URL of ${String(current)}`,
		);
	}
}

/**
 * A parameter's value as the node holds it: its own field, or an entry of the operation's Filters or Options. A
 * workflow saved before a field moved to the top level or to Filters still has its value under Options.
 */
export function rawParamValue(
	param: ParamDescriptor,
	ownField: (name: string) => unknown,
	collections: { options: IDataObject; filters: IDataObject },
): unknown {
	const place = fieldPlace(param);
	const raw = place === 'own' ? ownField(param.name) : collections[place][param.name];
	return place !== 'options' && !param.required && isBlank(unwrap(param, raw)) ? collections.options[param.name] : raw;
}

/**
 * What reading a node's parameters needs: an action node's execute context, or a trigger's poll context seen
 * through the parameters it sets itself (a forced sort, its per-poll record cap).
 */
export type ParameterReader = Pick<IExecuteFunctions, 'getNode' | 'getNodeParameter'>;

/** Reads and checks an item's parameters before any request is made, so bad input spends no credits. */
export function readInput(
	ctx: ParameterReader,
	endpoint: EndpointDescriptor,
	itemIndex: number,
): OperationInput {
	const fail = refusal(ctx, itemIndex);
	const options = ctx.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const filters = ctx.getNodeParameter('filters', itemIndex, {}) as IDataObject;

	let pathTemplate: string | undefined;
	const pathValues: Record<string, string> = {};
	const query: Record<string, QueryValue> = {};
	const nodeValues: Record<string, QueryValue> = {};
	const implyingUrls: Array<[LocatorParam, unknown]> = [];
	const resolutions: Resolution[] = [];
	const body: Record<string, QueryValue> = {};
	for (const param of endpoint.params) {
		const raw = rawParamValue(param, (name) => ctx.getNodeParameter(name, itemIndex), { options, filters });
		if (param.type === 'locator' && param.url.implies) implyingUrls.push([param, raw]);
		if (param.blankMeansNone && isBlank(unwrap(param, raw))) throw new NothingToFetch(`${param.displayName} is blank`);
		const resolution = param.type === 'locator' ? resolutionOf(param, raw) : undefined;
		if (resolution) {
			resolutions.push(resolution);
			continue;
		}
		const url = param.type === 'locator' ? urlToSend(param, raw) : undefined;
		if (url !== undefined && param.type === 'locator' && param.url.sendTo) {
			pathTemplate = param.url.sendTo.path;
			query[param.url.sendTo.param] = url;
			continue;
		}
		const value = checkParam(param, raw, fail);
		if (value === undefined) continue;
		if (param.in === 'path') pathValues[param.name] = String(value);
		else if (param.in === 'query') query[param.name] = value;
		else if (param.in === 'body') body[param.name] = value;
		else nodeValues[param.name] = value;
	}
	for (const [param, raw] of implyingUrls) applyImplied(param, raw, endpoint, { ...pathValues, ...query, ...nodeValues }, query, fail);
	const conflict = endpoint.check?.({ ...pathValues, ...query, ...body, ...nodeValues });
	if (conflict !== undefined) throw fail(conflict);
	if (isToolNodeType(ctx.getNode().type)) return toolInput(ctx, endpoint, itemIndex, { pathTemplate, resolutions, pathValues, query, body, nodeValues }, fail);
	const simplify = endpoint.simplify ? ctx.getNodeParameter('simplify', itemIndex, false) === true : false;

	let maxRecords = Infinity;
	if (isPaged(endpoint) && !(ctx.getNodeParameter('returnAll', itemIndex, false) as boolean)) {
		const limit = ctx.getNodeParameter(LIMIT_PARAM.name, itemIndex);
		maxRecords = checkParam(LIMIT_PARAM, limit, fail) as number;
	}
	return assembled(endpoint, { pathTemplate, resolutions, pathValues, query, body, nodeValues }, simplify, maxRecords);
}

type CheckedValues = Pick<OperationInput, 'pathTemplate' | 'pathValues' | 'query' | 'nodeValues'> & {
	resolutions: Resolution[];
	body: Record<string, QueryValue>;
};

function assembled(endpoint: EndpointDescriptor, values: CheckedValues, simplify: boolean, maxRecords: number): OperationInput {
	const { pathTemplate, resolutions, pathValues, query, body, nodeValues } = values;
	return {
		pathTemplate,
		...(resolutions.length > 0 ? { resolutions } : {}),
		pathValues,
		query,
		...(sendsBody(endpoint) ? { body } : {}),
		nodeValues,
		simplify,
		maxRecords,
	};
}

/**
 * A tool call reads one page: from the start, or from where the model's previous call said the list goes on (its
 * `next`), with a page size a model can read where the service lets the caller choose it. Records are simplified.
 */
function toolInput(
	ctx: ParameterReader,
	endpoint: EndpointDescriptor,
	itemIndex: number,
	values: CheckedValues,
	fail: (message: string) => Error,
): OperationInput {
	const simplify = endpoint.simplify !== undefined;
	const paging = endpoint.paging;
	if (paging.kind === 'none') return assembled(endpoint, values, simplify, Infinity);
	const resume = resumeParam(endpoint);
	if (resume) {
		const value = checkParam(resume, ctx.getNodeParameter(TOOL_FIELD.resume, itemIndex, ''), fail);
		if (value !== undefined) values.query[paging.param] = value;
	}
	return assembled(endpoint, values, simplify, paging.pageSize ? TOOL_PAGE_RECORDS : Infinity);
}

/**
 * A number of an options collection (Request Options, Poll Options), checked against its own field's bounds like any
 * other input, since an expression can bypass them; its default when not set.
 */
export function checkedOptionNumber(
	field: INodeProperties,
	raw: unknown,
	fail: (message: string) => Error,
	type: 'integer' | 'number' = 'number',
): number {
	const fallback = field.default as number;
	const param: NumberParam = {
		displayName: field.displayName,
		name: field.name,
		description: field.description ?? field.displayName,
		in: 'node',
		type,
		min: field.typeOptions?.minValue,
		max: field.typeOptions?.maxValue,
		default: fallback,
	};
	return (checkParam(param, raw, fail) as number | undefined) ?? fallback;
}

/** The size cap of a tool result, checked like any other input. */
export function readMaxCharacters(ctx: IExecuteFunctions, itemIndex: number): number {
	const fail = refusal(ctx, itemIndex);
	const raw = ctx.getNodeParameter(TOOL_MAX_CHARACTERS.name, itemIndex, TOOL_MAX_CHARACTERS.default);
	return Math.floor(checkedOptionNumber(TOOL_MAX_CHARACTERS, raw, fail, 'integer'));
}

/** The node-wide Request Options, checked like any other input (expressions can bypass the field's bounds). */
export function readPolicy(ctx: IExecuteFunctions, itemIndex: number): RequestPolicy {
	const options = ctx.getNodeParameter('requestOptions', itemIndex, {}) as IDataObject;
	const fail = refusal(ctx, itemIndex);
	const number = (name: string): number => checkedOptionNumber(requestOption(name), options[name], fail);
	return {
		maxAttempts: Math.floor(number('maxAttempts')),
		maxWaitMs: number('maxWaitSeconds') * 1000,
		timeoutMs: number('timeoutSeconds') * 1000,
		creditBudget: number('creditBudget'),
		includeMeta: options.includeMeta === true,
		concurrency: Math.floor(number('concurrency')),
	};
}
