/** Small fixtures shared by the engine's unit tests. */
import type { INode } from 'n8n-workflow';

import type { EndpointDescriptor, LocatorParam, Paging } from '../../nodes/shared/descriptor';
import type { OperationInput, QueryValue } from '../../nodes/shared/input';
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
