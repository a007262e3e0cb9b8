/** Small fixtures shared by the engine's unit tests. */
import type { IExecuteFunctions, INode } from 'n8n-workflow';

import { checkParam } from '../../nodes/shared/checks';
import type {
	BooleanParam,
	EndpointDescriptor,
	LocatorParam,
	NumberParam,
	OptionsParam,
	Paging,
	ParamDescriptor,
	StringParam,
} from '../../nodes/shared/descriptor';
import type { OperationInput, QueryValue } from '../../nodes/shared/types';
import type { PageRequest, Requester } from '../../nodes/shared/transport/request';

/** A key nobody would type (a dummy to the secrets lint), so finding it anywhere in output means it leaked. */
export const CANARY_KEY = 'sb_dummy_EngineCANARY7q2x';

/** The node an error is attached to; n8n only needs its identity here. */
export const testNode: INode = {
	id: '3f0b1c2d-0000-4000-8000-000000000001',
	name: 'ScrapeBadger Reddit',
	type: 'n8n-nodes-scrapebadger-suite.scrapeBadgerReddit',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

/** A GET endpoint with the given paging; everything else is filler that no paging test depends on. */
export function endpointWith(paging: Paging, overrides: Partial<EndpointDescriptor> = {}): EndpointDescriptor {
	return {
		operation: 'list',
		name: 'List',
		action: 'List things',
		description: 'Lists things.',
		method: 'GET',
		path: '/v1/test/things',
		params: [],
		credits: 1,
		paging,
		records: 'items',
		...overrides,
	};
}

export function inputOf(
	maxRecords: number,
	query: Record<string, QueryValue> = {},
	pathValues: Record<string, string> = {},
): OperationInput {
	return { maxRecords, query, pathValues, nodeValues: {}, simplify: false };
}

/**
 * A fake transport that records every request and answers with the scripted bodies in order.
 * An Error in the script is thrown for that request; a request past the end of the script fails the
 * paging with "unexpected request", which the tests then see as a failure.
 */
export function scriptedRequester(script: Array<unknown>): { send: Requester; requests: PageRequest[] } {
	const requests: PageRequest[] = [];
	const send: Requester = async (request) => {
		requests.push({ path: request.path, query: { ...request.query } });
		const index = requests.length - 1;
		if (index >= script.length) throw new Error(`unexpected request #${index + 1} to ${request.path}`);
		const answer = script[index];
		if (answer instanceof Error) throw answer;
		return { body: answer, headers: {} };
	};
	return { send, requests };
}

/** `count` distinct records starting at `from`, e.g. rows(3, 1) -> [{id: 1}, {id: 2}, {id: 3}]. */
export function rows(count: number, from = 1): Array<{ id: number }> {
	return Array.from({ length: count }, (_, offset) => ({ id: from + offset }));
}

/** A YouTube-like video locator: an 11-character ID, or a watch or youtu.be URL holding one. */
export const videoLocator: LocatorParam = {
	displayName: 'Video',
	name: 'video_id',
	in: 'path',
	type: 'locator',
	required: true,
	description: 'The video',
	id: { regex: /^[A-Za-z0-9_-]{11}$/, form: 'an 11-character video ID', placeholder: 'dQw4w9WgXcQ' },
	url: {
		form: 'a YouTube video URL',
		placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
		extract: (url) => (url.hostname === 'youtu.be' ? url.pathname.slice(1) : (url.searchParams.get('v') ?? undefined)),
	},
};

/** The error checkParam is given to throw: a plain Error with the message. */
export const fail = (message: string) => new Error(message);

/** The message checkParam refuses the value with. */
export function refusalOf(param: ParamDescriptor, value: unknown): string {
	try {
		checkParam(param, value, fail);
	} catch (error) {
		return (error as Error).message;
	}
	throw new Error(`${JSON.stringify(value)} was accepted for ${param.name}`);
}

/** Parameters of each type, as the check and input tests use them. */
export const asin: StringParam = {
	displayName: 'ASIN',
	name: 'asin',
	in: 'path',
	type: 'string',
	required: true,
	description: 'Product ID',
	pattern: { regex: /^[A-Z0-9]{10}$/, form: 'a 10-character ASIN such as B08N5WRWNW' },
};
export const keyword: StringParam = {
	displayName: 'Keyword',
	name: 'query',
	in: 'query',
	type: 'string',
	description: 'Keyword',
	maxLength: 20,
};
export const videoId: StringParam = { displayName: 'Video ID', name: 'video_id', in: 'path', type: 'string', required: true, description: 'Video' };
export const page: NumberParam = { displayName: 'Page', name: 'page', in: 'query', type: 'integer', description: 'Page', min: 1, max: 100 };
export const latitude: NumberParam = { displayName: 'Latitude', name: 'lat', in: 'query', type: 'number', description: 'Lat', min: -90, max: 90 };
export const verified: BooleanParam = { displayName: 'Verified Only', name: 'verified_only', in: 'query', type: 'boolean', description: 'Only verified' };
export const sortBy: OptionsParam = {
	displayName: 'Sort By',
	name: 'sort_by',
	in: 'query',
	type: 'options',
	description: 'Order',
	options: [
		{ value: 'helpful', name: 'Most Helpful' },
		{ value: 'recent', name: 'Most Recent' },
	],
};

/** The slice of IExecuteFunctions readInput uses; reading a parameter that is not set (and has no fallback) fails the test. */
export function context(parameters: Record<string, unknown>): IExecuteFunctions {
	return {
		getNode: () => testNode,
		getNodeParameter: (name: string, _itemIndex: number, fallback?: unknown) => {
			if (name in parameters) return parameters[name];
			if (fallback !== undefined) return fallback;
			throw new Error(`parameter ${name} was read but not set`);
		},
	} as unknown as IExecuteFunctions;
}

export function thrownBy(run: () => unknown): Error {
	try {
		run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('expected a failure');
}
