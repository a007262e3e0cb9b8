/**
 * input.ts: an item's parameters are read from their fields, Filters or Options, checked, and sorted into the request
 * before any is made; Simplify, Return All and Limit say what to output.
 */
import { NodeOperationError } from 'n8n-workflow';

import { reddit } from '../../nodes/Reddit/reddit.descriptor';
import { REFUSED_INPUT } from '../../nodes/shared/checks';
import type { NumberParam, OptionsParam, StringParam } from '../../nodes/shared/descriptor';
import { findEndpoint } from '../../nodes/shared/descriptor';
import { readInput } from '../../nodes/shared/input';
import { zillow } from '../../nodes/Zillow/zillow.descriptor';
import { asin, context, endpointWith, latitude, page, sortBy, thrownBy } from './support';

describe('readInput', () => {

	const popular = findEndpoint(reddit, 'subreddit', 'getPopular')!;

	test('optional values come from Options, checked, and Limit becomes the record count wanted', () => {
		const input = readInput(context({ options: { after: ' t5_2qh1i ' }, returnAll: false, limit: '30' }), popular, 0);
		expect(input).toEqual({ pathValues: {}, query: { after: 't5_2qh1i' }, nodeValues: {}, simplify: false, maxRecords: 30 });
	});

	test('filters come from Filters; a workflow saved while they were options still has them read from Options', () => {
		const search = endpointWith(
			{ kind: 'none' },
			{ params: [{ ...sortBy }, { displayName: 'Minimum Price', name: 'min_price', in: 'query', type: 'number', min: 0, filter: true, description: 'Lowest price' }] },
		);
		expect(readInput(context({ filters: { min_price: 20 }, options: { sort_by: 'recent' } }), search, 0).query).toEqual({ min_price: 20, sort_by: 'recent' });
		expect(readInput(context({ options: { min_price: 15 } }), search, 0).query).toEqual({ min_price: 15 });
		// A value set under Filters wins over an old one left in Options.
		expect(readInput(context({ filters: { min_price: 30 }, options: { min_price: 15 } }), search, 0).query).toEqual({ min_price: 30 });
	});

	test('blank options are left out of the query and Return All wants every record without reading Limit', () => {
		const input = readInput(context({ options: { after: '' }, returnAll: true }), popular, 0);
		expect(input).toMatchObject({ pathValues: {}, query: {}, maxRecords: Infinity });
	});

	test('an unpaged endpoint wants every record and reads neither Return All nor Limit', () => {
		const input = readInput(context({}), findEndpoint(zillow, 'market', 'list')!, 0);
		expect(input).toMatchObject({ pathValues: {}, query: {}, maxRecords: Infinity });
	});

	test('required path and query parameters are read top-level and sorted to path and query', () => {
		const endpoint = endpointWith(
			{ kind: 'none' },
			{ path: '/v1/test/{asin}', params: [asin, { ...page, required: true }, sortBy] },
		);
		const input = readInput(context({ asin: 'B08N5WRWNW', page: '3', options: { sort_by: 'recent' } }), endpoint, 0);
		expect(input).toMatchObject({ pathValues: { asin: 'B08N5WRWNW' }, query: { page: 3, sort_by: 'recent' }, maxRecords: Infinity });
	});

	test('a top-level optional field left blank falls back to a value saved under Options by an older version', () => {
		const text: StringParam = { displayName: 'Text', name: 'text', in: 'query', type: 'string', topLevel: true, description: 'Words' };
		const endpoint = endpointWith({ kind: 'none' }, { params: [text] });
		expect(readInput(context({ text: 'vélo', options: {} }), endpoint, 0).query).toEqual({ text: 'vélo' });
		expect(readInput(context({ text: '', options: { text: 'old' } }), endpoint, 0).query).toEqual({ text: 'old' });
		expect(readInput(context({ text: '', options: {} }), endpoint, 0).query).toEqual({});
	});

	test('a bad Limit is a NodeOperationError for that item, saying nothing was sent', () => {
		let caught: unknown;
		try {
			readInput(context({ options: {}, returnAll: false, limit: 0 }), popular, 4);
		} catch (error) {
			caught = error;
		}
		expect(caught).toBeInstanceOf(NodeOperationError);
		const error = caught as NodeOperationError;
		expect(error.message).toBe('Limit must be a whole number of at least 1, got 0');
		expect(error.description).toBe(REFUSED_INPUT);
		expect(error.context.itemIndex).toBe(4);
	});
});

describe('readInput: node values, Simplify and cross-field checks', () => {
	const format: OptionsParam = {
		displayName: 'Output Format',
		name: 'format',
		in: 'node',
		type: 'options',
		description: 'How to output',
		options: [
			{ value: 'json', name: 'JSON' },
			{ value: 'srt', name: 'SRT File' },
		],
	};
	const lat: NumberParam = { ...latitude, name: 'lat' };
	const long: NumberParam = { ...latitude, displayName: 'Longitude', name: 'long', min: -180, max: 180 };

	test('node parameters shape the output and are never sent', () => {
		const endpoint = endpointWith({ kind: 'none' }, { params: [format, sortBy] });
		const input = readInput(context({ options: { format: 'srt', sort_by: 'recent' } }), endpoint, 0);
		expect(input.nodeValues).toEqual({ format: 'srt' });
		expect(input.query).toEqual({ sort_by: 'recent' });
	});

	test('Simplify is read only where the endpoint can simplify, and only true turns it on', () => {
		const plain = endpointWith({ kind: 'none' });
		expect(readInput(context({ simplify: true }), plain, 0).simplify).toBe(false);
		const simplifiable = endpointWith({ kind: 'none' }, { simplify: (record) => record });
		expect(readInput(context({ simplify: true }), simplifiable, 0).simplify).toBe(true);
		expect(readInput(context({ simplify: 'true' }), simplifiable, 0).simplify).toBe(false);
		expect(readInput(context({}), simplifiable, 0).simplify).toBe(false);
	});

	test("the endpoint's cross-field rule sees the checked values and its message stops the item before any request", () => {
		const seen: unknown[] = [];
		const endpoint = endpointWith(
			{ kind: 'none' },
			{
				params: [lat, long],
				check: (values) => {
					seen.push(values);
					return (values.lat === undefined) === (values.long === undefined)
						? undefined
						: 'Latitude and Longitude go together: enter both or neither';
				},
			},
		);
		expect(readInput(context({ options: { lat: '48.85', long: 2.35 } }), endpoint, 0).query).toEqual({ lat: 48.85, long: 2.35 });
		expect(seen[0]).toEqual({ lat: 48.85, long: 2.35 });
		const error = thrownBy(() => readInput(context({ options: { lat: 48.85 } }), endpoint, 1));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Latitude and Longitude go together: enter both or neither');
		expect((error as NodeOperationError).description).toBe(REFUSED_INPUT);
	});
});
