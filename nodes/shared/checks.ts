/**
 * Checking one value against its parameter's description, before any request: the accepted form in words, the
 * schema each parameter type is checked with, and the refusal that names the field and the form, so bad input
 * spends no credits and says what to enter instead.
 */
import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import { z } from 'zod';

import type { IdListParam, JsonParam, NumberParam, ParamDescriptor } from './descriptor';
import { idOf, unwrap } from './locators';
import type { ParameterReader, QueryValue } from './types';

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
		case 'json':
			return param.form;
	}
}

/** Expressions hand over whatever type they produce; numbers and booleans written as text are accepted. */
const numeric = (value: unknown) =>
	typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
const booleanish = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
// A whole number past 2^53 is not the ID it looks like (an expression's 1790000000000000001 is ...000): left a number, it is refused.
export const textual = (value: unknown) =>
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
		case 'json':
			// Checked in checkJson, which can say what is wrong with the JSON.
			return z.string();
	}
}

/** JSON text as the field holds it, or the object or array an expression hands over. */
function parsedJson(value: unknown): { ok: true; value: unknown } | { ok: false } {
	if (typeof value !== 'string') return { ok: true, value };
	try {
		return { ok: true, value: JSON.parse(value) as unknown };
	} catch {
		return { ok: false };
	}
}

/**
 * A JSON parameter's value as the JSON text to send: it must parse, be of the parameter's shape (an object, an array)
 * and pass its own check. An empty object or array is as blank as an empty field.
 */
function checkJson(param: JsonParam, value: unknown, fail: (message: string) => Error): string | undefined {
	const parsed = parsedJson(value);
	if (!parsed.ok) throw fail(`${param.displayName} must be ${param.form}; it is not valid JSON: ${shown(value)}`);
	const data = parsed.value;
	const isArray = Array.isArray(data);
	const isObject = data !== null && typeof data === 'object' && !isArray;
	if (param.shape === 'array' ? !isArray : !isObject) throw fail(`${param.displayName} must be ${param.form}, got ${shown(value)}`);
	if ((isArray && data.length === 0) || (isObject && Object.keys(data).length === 0)) {
		if (param.required) throw fail(`${param.displayName} is required: enter ${param.form}`);
		return undefined;
	}
	const problem = param.check?.(data);
	if (problem !== undefined) throw fail(`${param.displayName} must be ${param.form}: ${problem}`);
	return JSON.stringify(data);
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

function shown(value: unknown): string {
	// JSON would show NaN and Infinity as null.
	const text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value));
	return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export const isBlank = (value: unknown) =>
	value === undefined ||
	value === null ||
	(typeof value === 'string' && value.trim() === '') ||
	(Array.isArray(value) && value.length === 0);

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
	if (param.type === 'json') return checkJson(param, value, fail);
	const result = schemaFor(param).safeParse(value);
	if (!result.success) {
		throw fail(`${param.displayName} must be ${acceptedForm(param)}, got ${shown(value)}`);
	}
	return result.data;
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
