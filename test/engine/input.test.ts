/**
 * input.ts: every value is checked against its descriptor before a request is made, so bad input
 * costs no credits and the message says what to enter instead.
 */
import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { reddit } from '../../nodes/Reddit/reddit.descriptor';
import type {
	BooleanParam,
	IdListParam,
	LocatorParam,
	NumberParam,
	OptionsParam,
	ParamDescriptor,
	PickParam,
	StringParam,
} from '../../nodes/shared/descriptor';
import { findEndpoint } from '../../nodes/shared/descriptor';
import { LIMIT_PARAM, REFUSED_INPUT, acceptedForm, checkParam, readInput, readPolicy } from '../../nodes/shared/input';
import { DEFAULT_POLICY } from '../../nodes/shared/transport/reliability';
import { zillow } from '../../nodes/Zillow/zillow.descriptor';
import { endpointWith, testNode, videoLocator } from './support';

const fail = (message: string) => new Error(message);

/** The message checkParam refuses the value with. */
function refusal(param: ParamDescriptor, value: unknown): string {
	try {
		checkParam(param, value, fail);
	} catch (error) {
		return (error as Error).message;
	}
	throw new Error(`${JSON.stringify(value)} was accepted for ${param.name}`);
}

const asin: StringParam = {
	displayName: 'ASIN',
	name: 'asin',
	in: 'path',
	type: 'string',
	required: true,
	description: 'Product ID',
	pattern: { regex: /^[A-Z0-9]{10}$/, form: 'a 10-character ASIN such as B08N5WRWNW' },
};
const keyword: StringParam = {
	displayName: 'Keyword',
	name: 'query',
	in: 'query',
	type: 'string',
	description: 'Keyword',
	maxLength: 20,
};
const videoId: StringParam = { displayName: 'Video ID', name: 'video_id', in: 'path', type: 'string', required: true, description: 'Video' };
const page: NumberParam = { displayName: 'Page', name: 'page', in: 'query', type: 'integer', description: 'Page', min: 1, max: 100 };
const latitude: NumberParam = { displayName: 'Latitude', name: 'lat', in: 'query', type: 'number', description: 'Lat', min: -90, max: 90 };
const verified: BooleanParam = { displayName: 'Verified Only', name: 'verified_only', in: 'query', type: 'boolean', description: 'Only verified' };
const sortBy: OptionsParam = {
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

describe('acceptedForm', () => {
	test.each<[string, ParamDescriptor, string]>([
		['plain text', videoId, 'non-empty text'],
		['text with a pattern', asin, 'a 10-character ASIN such as B08N5WRWNW'],
		['an integer with both bounds', page, 'a whole number from 1 to 100'],
		['an integer with a minimum', { ...page, max: undefined }, 'a whole number of at least 1'],
		['an integer with a maximum', { ...page, min: undefined }, 'a whole number of at most 100'],
		['an unbounded integer', { ...page, min: undefined, max: undefined }, 'a whole number'],
		['a number', latitude, 'a number from -90 to 90'],
		['a boolean', verified, 'true or false'],
		['options', sortBy, 'one of helpful, recent'],
		['the Limit field', LIMIT_PARAM, 'a whole number of at least 1'],
	])('%s', (_, param, expected) => {
		expect(acceptedForm(param)).toBe(expected);
	});
});

describe('checkParam: strings', () => {
	test('text is trimmed and a number from an expression becomes text', () => {
		expect(checkParam(videoId, '  dQw4w9WgXcQ \n', fail)).toBe('dQw4w9WgXcQ');
		expect(checkParam(videoId, 12345, fail)).toBe('12345');
	});

	test('a value matching the pattern is accepted, one that does not is refused with the accepted form', () => {
		expect(checkParam(asin, 'B08N5WRWNW', fail)).toBe('B08N5WRWNW');
		expect(refusal(asin, 'b08n5')).toBe('ASIN must be a 10-character ASIN such as B08N5WRWNW, got "b08n5"');
	});

	test('the pattern applies to the trimmed value', () => {
		expect(checkParam(asin, ' B08N5WRWNW ', fail)).toBe('B08N5WRWNW');
	});

	test('maxLength is enforced', () => {
		expect(checkParam(keyword, 'a'.repeat(20), fail)).toBe('a'.repeat(20));
		expect(refusal(keyword, 'a'.repeat(21))).toMatch(/^Keyword must be non-empty text of at most 20 characters, got "a{21}"$/);
	});

	test('objects, arrays and booleans are not text', () => {
		expect(refusal(videoId, { id: 'x' })).toBe('Video ID must be non-empty text, got {"id":"x"}');
		expect(refusal(videoId, ['x'])).toBe('Video ID must be non-empty text, got ["x"]');
		expect(refusal(videoId, true)).toBe('Video ID must be non-empty text, got true');
	});

	test.each(['.', '..', ' .. '])('the path segment %j is refused: URL normalisation would change the endpoint', (value) => {
		expect(refusal(videoId, value)).toMatch(/^Video ID must be non-empty text, got "\s*\.\.?\s*"$/);
	});

	test('dots are fine inside a longer path segment, and "." is fine in a query parameter', () => {
		expect(checkParam(videoId, '...', fail)).toBe('...');
		expect(checkParam(videoId, 'a..b', fail)).toBe('a..b');
		expect(checkParam(keyword, '.', fail)).toBe('.');
	});
});

describe('checkParam: integers and numbers', () => {
	test.each([
		[5, 5],
		['5', 5],
		[' 7 ', 7],
		[1, 1],
		[100, 100],
		['100', 100],
		['5.0', 5],
	])('integer %j is accepted as %j', (value, expected) => {
		expect(checkParam(page, value, fail)).toBe(expected);
	});

	test.each([
		['abc', '"abc"'],
		[2.5, '2.5'],
		['2.5', '"2.5"'],
		[0, '0'],
		[101, '101'],
		['-3', '"-3"'],
		[true, 'true'],
		['12abc', '"12abc"'],
	])('integer %j is refused', (value, shown) => {
		expect(refusal(page, value)).toBe(`Page must be a whole number from 1 to 100, got ${shown}`);
	});

	test('NaN and Infinity from an expression are refused and shown as what they are, not as null', () => {
		expect(refusal(page, Number.NaN)).toBe('Page must be a whole number from 1 to 100, got NaN');
		expect(refusal(latitude, Infinity)).toBe('Latitude must be a number from -90 to 90, got Infinity');
	});

	test('numbers accept decimals, text decimals and negative values within bounds', () => {
		expect(checkParam(latitude, 48.8566, fail)).toBe(48.8566);
		expect(checkParam(latitude, '-33.87', fail)).toBe(-33.87);
		expect(checkParam(latitude, -90, fail)).toBe(-90);
	});

	test.each([90.0001, '-91', 'Infinity', Number.NaN, 'north'])('number %j is refused', (value) => {
		expect(refusal(latitude, value)).toMatch(/^Latitude must be a number from -90 to 90, got /);
	});

	test('Limit accepts any whole number of at least 1 and refuses 0', () => {
		expect(checkParam(LIMIT_PARAM, '250', fail)).toBe(250);
		expect(refusal(LIMIT_PARAM, 0)).toBe('Limit must be a whole number of at least 1, got 0');
	});
});

describe('checkParam: booleans and options', () => {
	test.each([
		[true, true],
		[false, false],
		['true', true],
		['false', false],
	])('boolean %j is accepted as %j', (value, expected) => {
		expect(checkParam(verified, value, fail)).toBe(expected);
	});

	test.each([
		['yes', '"yes"'],
		[1, '1'],
		[0, '0'],
	])('boolean %j is refused', (value, shown) => {
		expect(refusal(verified, value)).toBe(`Verified Only must be true or false, got ${shown}`);
	});

	test('an option value is accepted, trimmed, and anything else is refused listing the values', () => {
		expect(checkParam(sortBy, 'recent', fail)).toBe('recent');
		expect(checkParam(sortBy, ' helpful ', fail)).toBe('helpful');
		expect(refusal(sortBy, 'Most Recent')).toBe('Sort By must be one of helpful, recent, got "Most Recent"');
		expect(refusal(sortBy, 'RECENT')).toBe('Sort By must be one of helpful, recent, got "RECENT"');
	});
});

describe('checkParam: blank values', () => {
	const optionalParams: ParamDescriptor[] = [keyword, { ...videoId, required: false }, page, latitude, verified, sortBy];

	test.each([undefined, null, '', '   ', '\n\t'])('optional parameters left %j are undefined, so the service default applies', (value) => {
		for (const param of optionalParams) expect(checkParam(param, value, fail)).toBeUndefined();
	});

	test.each<[string, ParamDescriptor, string]>([
		['pattern string', asin, 'ASIN is required: enter a 10-character ASIN such as B08N5WRWNW'],
		['plain string', videoId, 'Video ID is required: enter non-empty text'],
		['integer', { ...page, required: true }, 'Page is required: enter a whole number from 1 to 100'],
		['options', { ...sortBy, required: true }, 'Sort By is required: enter one of helpful, recent'],
		['Limit', LIMIT_PARAM, 'Limit is required: enter a whole number of at least 1'],
	])('a required %s left blank names the field and the accepted form', (_, param, message) => {
		for (const blank of [undefined, null, '', '   ']) expect(refusal(param, blank)).toBe(message);
	});

	test('the error is the one built by the fail factory', () => {
		class Refused extends Error {}
		expect(() => checkParam(videoId, '', (message) => new Refused(message))).toThrow(Refused);
		expect(() => checkParam(page, 'x', (message) => new Refused(message))).toThrow(Refused);
	});

	test('0 and false are values, not blanks', () => {
		expect(checkParam({ ...latitude, required: true }, 0, fail)).toBe(0);
		expect(checkParam({ ...verified, required: true }, false, fail)).toBe(false);
	});
});

describe('checkParam: long values in messages', () => {
	test('a long refused value is cut to a readable length', () => {
		const long = `${'x'.repeat(300)}END`;
		const message = refusal(keyword, long);
		expect(message.startsWith('Keyword must be non-empty text of at most 20 characters, got "xxx')).toBe(true);
		expect(message.endsWith('...')).toBe(true);
		expect(message).not.toContain('END');
		expect(message.length).toBeLessThanOrEqual('Keyword must be non-empty text of at most 20 characters, got '.length + 80);
	});

	test('a value of exactly 80 shown characters is not cut', () => {
		const value = 'y'.repeat(78); // 80 characters with its quotes
		const message = refusal(asin, value);
		expect(message.endsWith(`"${value}"`)).toBe(true);
	});
});

/** The slice of IExecuteFunctions readInput uses; reading a parameter that is not set (and has no fallback) fails the test. */
function context(parameters: Record<string, unknown>): IExecuteFunctions {
	return {
		getNode: () => testNode,
		getNodeParameter: (name: string, _itemIndex: number, fallback?: unknown) => {
			if (name in parameters) return parameters[name];
			if (fallback !== undefined) return fallback;
			throw new Error(`parameter ${name} was read but not set`);
		},
	} as unknown as IExecuteFunctions;
}

function thrownBy(run: () => unknown): Error {
	try {
		run();
	} catch (error) {
		return error as Error;
	}
	throw new Error('expected a failure');
}

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

	describe('a product given by URL', () => {
		const marketplace: PickParam = {
			displayName: 'Marketplace',
			name: 'domain',
			in: 'query',
			type: 'pick',
			default: 'com',
			description: 'Marketplace',
			pattern: { regex: /^[a-z.]{2,6}$/, form: 'a marketplace domain such as de' },
			typedMode: 'By Domain',
			list: { method: 'markets', options: [{ value: 'com', name: 'US' }] },
		};
		const product: LocatorParam = {
			displayName: 'Product',
			name: 'asin',
			in: 'path',
			type: 'locator',
			required: true,
			description: 'Product',
			id: { regex: /^[A-Z0-9]{10}$/, form: 'an ASIN', placeholder: 'B08N5WRWNW' },
			url: {
				form: 'a product URL',
				placeholder: 'https://www.amazon.de/dp/B08N5WRWNW',
				extract: (url) => /\/dp\/([A-Z0-9]{10})/.exec(url.pathname)?.[1],
				implies: { param: 'domain', read: (url) => /amazon\.(.+)$/.exec(url.hostname)?.[1] },
			},
		};
		const endpoint = endpointWith({ kind: 'none' }, { path: '/v1/test/{asin}', params: [product, marketplace] });
		const url = 'https://www.amazon.de/Some-Slug/dp/B08N5WRWNW?ref=x';

		test("the URL's marketplace is taken when Marketplace is left at its default", () => {
			const input = readInput(context({ asin: { __rl: true, mode: 'url', value: url }, options: { domain: 'com' } }), endpoint, 0);
			expect(input).toMatchObject({ pathValues: { asin: 'B08N5WRWNW' }, query: { domain: 'de' } });
		});

		test('an ID keeps the Marketplace as set; a URL agreeing with it is fine', () => {
			expect(readInput(context({ asin: 'B08N5WRWNW', options: { domain: 'fr' } }), endpoint, 0).query).toEqual({ domain: 'fr' });
			expect(readInput(context({ asin: url, options: { domain: 'de' } }), endpoint, 0).query).toEqual({ domain: 'de' });
		});

		test('a Marketplace set to another marketplace than the URL is refused, naming both', () => {
			const error = thrownBy(() => readInput(context({ asin: url, options: { domain: 'fr' } }), endpoint, 0));
			expect(error.message).toBe(
				'Product is a URL of de but Marketplace is fr: leave Marketplace at its default to follow the URL, or give a URL of fr',
			);
		});
	});

	test('a locator whose service takes the URL itself sends a URL whole to that path, an ID to its own', () => {
		const home: LocatorParam = {
			displayName: 'Property',
			name: 'zpid',
			in: 'path',
			type: 'locator',
			required: true,
			description: 'Property',
			id: { regex: /^\d+$/, form: 'a ZPID', placeholder: '123' },
			url: {
				form: 'a homedetails URL',
				placeholder: 'https://www.zillow.com/homedetails/x/123_zpid/',
				extract: (url) => /(\d+)_zpid/.exec(url.pathname)?.[1],
				sendTo: { path: '/v1/test/by-url', param: 'url', accept: (url) => (url.pathname.startsWith('/homedetails/') ? url.href : undefined) },
			},
		};
		const endpoint = endpointWith({ kind: 'none' }, { path: '/v1/test/{zpid}', params: [home] });
		const byUrl = readInput(context({ zpid: 'https://www.zillow.com/homedetails/1-Main-St/123_zpid/' }), endpoint, 0);
		expect(byUrl).toMatchObject({ pathTemplate: '/v1/test/by-url', pathValues: {}, query: { url: 'https://www.zillow.com/homedetails/1-Main-St/123_zpid/' } });
		const byId = readInput(context({ zpid: '123' }), endpoint, 0);
		expect(byId).toMatchObject({ pathTemplate: undefined, pathValues: { zpid: '123' }, query: {} });
		// A URL the by-URL path does not take but which holds the ID goes by ID.
		const other = readInput(context({ zpid: 'https://www.zillow.com/b/123_zpid/' }), endpoint, 0);
		expect(other).toMatchObject({ pathTemplate: undefined, pathValues: { zpid: '123' } });
	});

	test('a whole number too large to be exact is refused, not rounded into another ID', () => {
		const tweet: LocatorParam = {
			displayName: 'Tweet',
			name: 'tweet_id',
			in: 'path',
			type: 'locator',
			required: true,
			description: 'Tweet',
			id: { regex: /^\d{1,19}$/, form: 'a numeric tweet ID', placeholder: '1' },
			url: { form: 'a tweet URL', placeholder: 'https://x.com/a/status/1', extract: () => undefined },
		};
		expect(checkParam(tweet, 1790000000000001, fail)).toBe('1790000000000001');
		// What an expression hands over for 1790000000000000001: the nearest double, which is another tweet's ID.
		expect(refusal(tweet, 2 ** 60 + 2 ** 8)).toContain('Tweet must be');
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

describe('checkParam: locators (by URL or by ID)', () => {
	const video = videoLocator;

	test('the accepted form names both the URL and the ID form', () => {
		expect(acceptedForm(video)).toBe('a YouTube video URL or an 11-character video ID');
	});

	test.each([
		['a bare ID', 'dQw4w9WgXcQ'],
		['a padded ID', '  dQw4w9WgXcQ '],
		['a URL with extra parameters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
		['a URL without its scheme', 'youtube.com/watch?v=dQw4w9WgXcQ'],
		['a short link', 'https://youtu.be/dQw4w9WgXcQ'],
		['the stored locator value in URL mode', { __rl: true, mode: 'url', value: 'https://youtu.be/dQw4w9WgXcQ' }],
		['the stored locator value in ID mode', { __rl: true, mode: 'id', value: 'dQw4w9WgXcQ' }],
		['a URL typed into ID mode', { __rl: true, mode: 'id', value: 'https://youtu.be/dQw4w9WgXcQ' }],
	])('%s gives the ID', (_, value) => {
		expect(checkParam(video, value, fail)).toBe('dQw4w9WgXcQ');
	});

	test.each([
		['a URL without an ID', 'https://www.youtube.com/feed/trending'],
		['a URL whose ID has the wrong form', 'https://www.youtube.com/watch?v=../../admin'],
		['text that is neither', 'never gonna give you up'],
	])('%s is refused, naming both forms', (_, value) => {
		expect(refusal(video, value)).toBe(
			`Video must be a YouTube video URL or an 11-character video ID, got ${JSON.stringify(value)}`,
		);
	});

	test('an empty locator is blank: required names the forms', () => {
		expect(refusal(video, { __rl: true, mode: 'url', value: '' })).toBe(
			'Video is required: enter a YouTube video URL or an 11-character video ID',
		);
		expect(checkParam({ ...video, required: false }, { __rl: true, mode: 'id', value: '  ' }, fail)).toBeUndefined();
	});

	test('"." and ".." are refused even when the ID form would allow them', () => {
		const loose: LocatorParam = { ...video, id: { ...video.id, regex: /^[^/]+$/ } };
		expect(checkParam(loose, 'abc', fail)).toBe('abc');
		expect(refusal(loose, '..')).toMatch(/^Video must be /);
		expect(refusal(loose, { __rl: true, mode: 'id', value: '.' })).toMatch(/^Video must be /);
	});
});

describe('checkParam: picks (from a list or typed)', () => {
	const marketplace: PickParam = {
		displayName: 'Marketplace',
		name: 'domain',
		in: 'query',
		type: 'pick',
		description: 'The marketplace',
		pattern: { regex: /^[a-z]{2,3}(\.[a-z]{2,3})?$/, form: 'a marketplace domain such as com, co.uk or de' },
		typedMode: 'By Domain',
		list: { method: 'marketplaces', options: [{ value: 'com', name: 'United States' }] },
	};

	test('a value from the list, a typed value or a bare value from an expression is accepted', () => {
		expect(checkParam(marketplace, { __rl: true, mode: 'list', value: 'de' }, fail)).toBe('de');
		expect(checkParam(marketplace, { __rl: true, mode: 'value', value: ' co.uk ' }, fail)).toBe('co.uk');
		expect(checkParam(marketplace, 'com', fail)).toBe('com');
	});

	test('a value off the pattern is refused with the accepted form', () => {
		expect(refusal(marketplace, { __rl: true, mode: 'value', value: 'amazon.de' })).toBe(
			'Marketplace must be a marketplace domain such as com, co.uk or de, got "amazon.de"',
		);
	});

	test('an optional pick left empty is undefined', () => {
		expect(checkParam(marketplace, { __rl: true, mode: 'list', value: '' }, fail)).toBeUndefined();
	});
});

describe('checkParam: ID lists', () => {
	const tweets: IdListParam = {
		displayName: 'Tweets',
		name: 'tweets',
		in: 'query',
		type: 'idList',
		required: true,
		description: 'Tweet IDs',
		id: { regex: /^\d{1,20}$/, form: 'tweet ID' },
		url: { form: 'tweet URL', extract: (url) => /\/status\/(\d+)/.exec(url.pathname)?.[1] },
	};

	test.each<[string, unknown, string]>([
		['comma-separated', '20,21', '20,21'],
		['spaced and on new lines', ' 20, 21\n22 \n', '20,21,22'],
		['with repeats, kept in first-seen order', '22,20,22,21,20', '22,20,21'],
		['as URLs', 'https://x.com/jack/status/20, x.com/a/status/21?s=46', '20,21'],
		['as an array from an expression', ['20', 21, 'https://twitter.com/a/status/22'], '20,21,22'],
	])('%s', (_, value, expected) => {
		expect(checkParam(tweets, value, fail)).toBe(expected);
	});

	test('the wrong entry is named in the message', () => {
		expect(refusal(tweets, '20, abc, 21')).toBe(
			'Tweets must be one or more tweet ID or tweet URL, separated by commas or new lines; "abc" is not',
		);
	});

	test('a number too large to be exact is refused rather than sent as another tweet', () => {
		expect(refusal(tweets, [1.5e18])).toMatch(/; 1500000000000000000 is not$/);
		expect(checkParam(tweets, [Number.MAX_SAFE_INTEGER], fail)).toBe(String(Number.MAX_SAFE_INTEGER));
	});

	test('a required list with only separators is refused as empty', () => {
		expect(refusal(tweets, ' , ,\n')).toBe(
			'Tweets is required: enter one or more tweet ID or tweet URL, separated by commas or new lines',
		);
		expect(refusal(tweets, [])).toMatch(/^Tweets is required/);
	});

	test('an optional list with only separators, or an empty array, is blank like any optional field', () => {
		const optional: IdListParam = { ...tweets, required: false };
		expect(checkParam(optional, ' , ,', fail)).toBeUndefined();
		expect(checkParam(optional, [], fail)).toBeUndefined();
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

describe('readPolicy', () => {
	test('no Request Options gives the defaults', () => {
		expect(readPolicy(context({}), 0)).toEqual(DEFAULT_POLICY);
	});

	test('values are checked and converted like any input', () => {
		const policy = readPolicy(
			context({ requestOptions: { maxAttempts: '2', maxWaitSeconds: 5, timeoutSeconds: '30', creditBudget: 100, includeMeta: true } }),
			0,
		);
		expect(policy).toEqual({ maxAttempts: 2, maxWaitMs: 5000, timeoutMs: 30000, creditBudget: 100, includeMeta: true, concurrency: 50 });
	});

	test('an out-of-range value from an expression is refused, naming the field', () => {
		const error = thrownBy(() => readPolicy(context({ requestOptions: { maxAttempts: 0 } }), 0));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Max Attempts must be a number from 1 to 10, got 0');
	});
});
