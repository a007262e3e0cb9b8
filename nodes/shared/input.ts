/**
 * Reading an item's node parameters into what it asks of its endpoint: each parameter from its own field, Filters or
 * Options, checked (checks.ts) and sorted to path, query, body or node values, a locator's URL read for a lookup,
 * another path or another parameter's value (locators.ts); then Simplify and Return All / Limit.
 */
import type { IDataObject } from 'n8n-workflow';

import { checkParam, isBlank, refusal, textual } from './checks';
import type { EndpointDescriptor, LocatorParam, NumberParam, ParamDescriptor } from './descriptor';
import { fieldPlace, isPaged, sendsBody, urlImpliedParams } from './descriptor';
import { idOf, impliedValue, resolutionOf, unwrap, urlToSend } from './locators';
import type { OperationInput, ParameterReader, QueryValue, Resolution } from './types';

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

/** An item whose `blankMeansNone` parameter is blank: there is nothing to fetch for it, and that is no failure. */
export class NothingToFetch extends Error {}

/**
 * A URL that names another parameter's value too (an Amazon URL's host, the marketplace): the value is taken when
 * that parameter is blank or at its default, and a different value set on purpose is refused.
 */
function applyImplied(
	locator: LocatorParam,
	text: unknown,
	endpoint: EndpointDescriptor,
	values: Record<string, QueryValue>,
	query: Record<string, QueryValue>,
	fail: (message: string) => Error,
	pathValues: Record<string, string>,
): void {
	const implied = impliedValue(locator, text);
	const target = endpoint.params.find((param) => param.name === locator.url.implies?.param);
	if (implied === undefined || !target) return;
	const current = values[target.name];
	if (current === undefined || current === target.default) {
		const value = checkParam(target, implied, fail) ?? implied;
		// A path parameter the URL names (a Booking.com hotel URL's country) goes into the path.
		if (target.in === 'path') pathValues[target.name] = String(value);
		else query[target.name] = value;
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

/** An item's parameter values, checked and sorted by where they go: what its operation input is made of. */
export type ParameterValues = Pick<OperationInput, 'pathTemplate' | 'pathValues' | 'query' | 'nodeValues'> & {
	resolutions: Resolution[];
	body: Record<string, QueryValue>;
};

/** Reads and checks the endpoint's parameters of one item, and the endpoint's rule across them. */
export function readParameterValues(ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number): ParameterValues {
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
	const impliedByUrl = urlImpliedParams(endpoint);
	for (const param of endpoint.params) {
		// A field of its own shown only while another holds certain values (showWhen) is absent when hidden: blank then.
		const ownField = (name: string) => (param.showWhen ? ctx.getNodeParameter(name, itemIndex, null) : ctx.getNodeParameter(name, itemIndex));
		const raw = rawParamValue(param, ownField, { options, filters });
		// A locator's value as text, for reading what its URL asks for.
		const text = param.type === 'locator' ? textual(unwrap(param, raw)) : undefined;
		if (param.type === 'locator' && param.url.implies) implyingUrls.push([param, text]);
		if (param.blankMeansNone && isBlank(unwrap(param, raw))) throw new NothingToFetch(`${param.displayName} is blank`);
		const resolution = param.type === 'locator' ? resolutionOf(param, text) : undefined;
		if (resolution) {
			resolutions.push(resolution);
			continue;
		}
		const url = param.type === 'locator' ? urlToSend(param, text) : undefined;
		if (url !== undefined && param.type === 'locator' && param.url.sendTo) {
			pathTemplate = param.url.sendTo.path;
			query[param.url.sendTo.param] = url;
			// A path that still names the parameter (Facebook's post: the URL goes beside the ID it holds) gets that ID too.
			const id = param.url.sendTo.path.includes(`{${param.name}}`) ? idOf(param, text) : undefined;
			if (id !== undefined) pathValues[param.name] = id;
			continue;
		}
		// A required parameter that a locator's URL names too (a Booking.com hotel URL's country) may be left blank: the URL
		// fills it below, and the endpoint's rule refuses the item when nothing did.
		if (param.required && impliedByUrl.has(param.name) && isBlank(raw)) continue;
		const value = checkParam(param, raw, fail);
		if (value === undefined) continue;
		if (param.in === 'path') pathValues[param.name] = String(value);
		else if (param.in === 'query') query[param.name] = value;
		else if (param.in === 'body') body[param.name] = value;
		else nodeValues[param.name] = value;
	}
	for (const [param, text] of implyingUrls) applyImplied(param, text, endpoint, { ...pathValues, ...query, ...nodeValues }, query, fail, pathValues);
	const conflict = endpoint.check?.({ ...pathValues, ...query, ...body, ...nodeValues });
	if (conflict !== undefined) throw fail(conflict);
	return { pathTemplate, resolutions, pathValues, query, body, nodeValues };
}

/** The operation input made of an item's checked values, the records it wants and whether to simplify them. */
export function operationInput(endpoint: EndpointDescriptor, values: ParameterValues, simplify: boolean, maxRecords: number): OperationInput {
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

/** Whether an item asks for Simplify's flat rows: only an endpoint that has them offers the field. */
export function readSimplify(ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number): boolean {
	return endpoint.simplify ? ctx.getNodeParameter('simplify', itemIndex, false) === true : false;
}

/** Reads and checks an item's parameters before any request is made, so bad input spends no credits. */
export function readInput(ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number): OperationInput {
	const values = readParameterValues(ctx, endpoint, itemIndex);
	const simplify = readSimplify(ctx, endpoint, itemIndex);

	let maxRecords = Infinity;
	if (isPaged(endpoint) && !(ctx.getNodeParameter('returnAll', itemIndex, false) as boolean)) {
		const limit = ctx.getNodeParameter(LIMIT_PARAM.name, itemIndex);
		maxRecords = checkParam(LIMIT_PARAM, limit, refusal(ctx, itemIndex)) as number;
	}
	return operationInput(endpoint, values, simplify, maxRecords);
}
