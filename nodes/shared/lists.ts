import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { checkParam } from './checks';
import type { EndpointDescriptor, PickList, PickParam, PlatformDescriptor } from './descriptor';
import { findEndpoint } from './descriptor';
import { rawParamValue } from './input';
import { collectRecords } from './paging';
import { DEFAULT_POLICY } from './request-options';
import { ExecutionLedger } from './transport/reliability';
import { connect } from './transport/request';
import type { QueryValue } from './types';

type ListSearch = (this: ILoadOptionsFunctions, filter?: string) => Promise<INodeListSearchResult>;

interface Choice {
	name: string;
	value: string;
}

/** Case and accents set aside: "velo" finds "Vélos", "ile" finds "Île-de-France". */
const folded = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase();

/** Case- and accent-insensitive match on the label or the value, as the user types in the list's search box. */
function matching(choices: Choice[], filter: string | undefined): INodeListSearchResult {
	const wanted = folded((filter ?? '').trim());
	const results = wanted
		? choices.filter((choice) => folded(choice.name).includes(wanted) || folded(choice.value).includes(wanted))
		: choices;
	return { results };
}

function isExpression(raw: unknown): boolean {
	const value = raw !== null && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;
	return typeof value === 'string' && value.startsWith('=');
}

/** The values of `names` as the user has set them on the node being edited, checked like at run time. */
function passedValues(
	ctx: ILoadOptionsFunctions,
	picker: EndpointDescriptor,
	names: string[],
): Record<string, QueryValue> {
	const collections = {
		options: (ctx.getCurrentNodeParameter('options') ?? {}) as IDataObject,
		filters: (ctx.getCurrentNodeParameter('filters') ?? {}) as IDataObject,
	};
	const values: Record<string, QueryValue> = {};
	for (const param of picker.params.filter((candidate) => names.includes(candidate.name))) {
		const raw = rawParamValue(param, (name) => ctx.getCurrentNodeParameter(name), collections);
		// An expression has no value while the editor loads a list (no input item yet): the service default applies.
		if (isExpression(raw)) continue;
		const value = checkParam(param, raw, (message) => new NodeOperationError(ctx.getNode(), message));
		if (value !== undefined) values[param.name] = value;
	}
	return values;
}

function loadedList(
	platform: PlatformDescriptor,
	picker: EndpointDescriptor,
	list: Extract<PickList, { from: unknown }>,
): ListSearch {
	return async function (this: ILoadOptionsFunctions, filter?: string) {
		const listing = findEndpoint(platform, list.from.resource, list.from.operation);
		if (!listing) throw new NodeOperationError(this.getNode(), `No ${list.from.operation} operation to list choices from`);
		const passed = passedValues(this, picker, list.pass ?? []);
		const query = Object.fromEntries(
			Object.entries(passed).filter(([name]) => listing.params.some((param) => param.name === name)),
		);
		const searchText = (filter ?? '').trim();
		if (list.filter !== undefined) {
			// A search listing is paid per call: an empty box asks nothing.
			if (searchText === '') return { results: [] };
			query[list.filter] = searchText;
		}
		const send = await connect(this, 0, { platform: platform.platform, credits: listing.credits }, new ExecutionLedger(DEFAULT_POLICY));
		const { records, failure } = await collectRecords(
			listing,
			{ pathValues: {}, query, nodeValues: {}, simplify: false, maxRecords: Infinity },
			send,
		);
		if (failure) throw failure.reason;
		const choices = records
			.filter((record) => typeof record[list.value] === 'string' && record[list.value] !== '')
			.map((record) => ({ value: String(record[list.value]), name: String(record[list.name] ?? record[list.value]) }))
			// Several records may name the same value (two suggestions in one department): offer it once.
			.filter((choice, index, all) => all.findIndex((other) => other.value === choice.value) === index);
		// The service already searched for the text; filtering again would drop matches it found elsewhere.
		return list.filter !== undefined ? { results: choices } : matching(choices, filter);
	};
}

/**
 * The node's list-search methods, one per pick list the platform's descriptors name: a fixed list is
 * filtered in place, a loaded one calls its listing endpoint with the node's credential and the values
 * the user has already set (a category list follows the chosen marketplace).
 */
export function buildListSearch(platform: PlatformDescriptor): Record<string, ListSearch> {
	const methods: Record<string, ListSearch> = {};
	for (const resource of platform.resources) {
		for (const endpoint of resource.endpoints) {
			for (const param of endpoint.params.filter((candidate): candidate is PickParam => candidate.type === 'pick')) {
				const list = param.list;
				if (methods[list.method]) continue;
				methods[list.method] =
					'options' in list
						? async (filter?: string) => matching(list.options, filter)
						: loadedList(platform, endpoint, list);
			}
		}
	}
	return methods;
}
