/**
 * checks.ts: every value is checked against its descriptor before a request is made, so bad input
 * costs no credits and the message says what to enter instead.
 */
import type { IdListParam, JsonParam, ParamDescriptor, PickParam } from '../../nodes/shared/descriptor';
import { acceptedForm, checkParam } from '../../nodes/shared/checks';
import { LIMIT_PARAM } from '../../nodes/shared/input';
import { asin, fail, keyword, latitude, page, refusalOf, sortBy, verified, videoId } from './support';

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
		expect(refusalOf(asin, 'b08n5')).toBe('ASIN must be a 10-character ASIN such as B08N5WRWNW, got "b08n5"');
	});

	test('the pattern applies to the trimmed value', () => {
		expect(checkParam(asin, ' B08N5WRWNW ', fail)).toBe('B08N5WRWNW');
	});

	test('maxLength is enforced', () => {
		expect(checkParam(keyword, 'a'.repeat(20), fail)).toBe('a'.repeat(20));
		expect(refusalOf(keyword, 'a'.repeat(21))).toMatch(/^Keyword must be non-empty text of at most 20 characters, got "a{21}"$/);
	});

	test('objects, arrays and booleans are not text', () => {
		expect(refusalOf(videoId, { id: 'x' })).toBe('Video ID must be non-empty text, got {"id":"x"}');
		expect(refusalOf(videoId, ['x'])).toBe('Video ID must be non-empty text, got ["x"]');
		expect(refusalOf(videoId, true)).toBe('Video ID must be non-empty text, got true');
	});

	test.each(['.', '..', ' .. '])('the path segment %j is refused: URL normalisation would change the endpoint', (value) => {
		expect(refusalOf(videoId, value)).toMatch(/^Video ID must be non-empty text, got "\s*\.\.?\s*"$/);
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
		expect(refusalOf(page, value)).toBe(`Page must be a whole number from 1 to 100, got ${shown}`);
	});

	test('NaN and Infinity from an expression are refused and shown as what they are, not as null', () => {
		expect(refusalOf(page, Number.NaN)).toBe('Page must be a whole number from 1 to 100, got NaN');
		expect(refusalOf(latitude, Infinity)).toBe('Latitude must be a number from -90 to 90, got Infinity');
	});

	test('numbers accept decimals, text decimals and negative values within bounds', () => {
		expect(checkParam(latitude, 48.8566, fail)).toBe(48.8566);
		expect(checkParam(latitude, '-33.87', fail)).toBe(-33.87);
		expect(checkParam(latitude, -90, fail)).toBe(-90);
	});

	test.each([90.0001, '-91', 'Infinity', Number.NaN, 'north'])('number %j is refused', (value) => {
		expect(refusalOf(latitude, value)).toMatch(/^Latitude must be a number from -90 to 90, got /);
	});

	test('Limit accepts any whole number of at least 1 and refuses 0', () => {
		expect(checkParam(LIMIT_PARAM, '250', fail)).toBe(250);
		expect(refusalOf(LIMIT_PARAM, 0)).toBe('Limit must be a whole number of at least 1, got 0');
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
		expect(refusalOf(verified, value)).toBe(`Verified Only must be true or false, got ${shown}`);
	});

	test('an option value is accepted, trimmed, and anything else is refused listing the values', () => {
		expect(checkParam(sortBy, 'recent', fail)).toBe('recent');
		expect(checkParam(sortBy, ' helpful ', fail)).toBe('helpful');
		expect(refusalOf(sortBy, 'Most Recent')).toBe('Sort By must be one of helpful, recent, got "Most Recent"');
		expect(refusalOf(sortBy, 'RECENT')).toBe('Sort By must be one of helpful, recent, got "RECENT"');
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
		for (const blank of [undefined, null, '', '   ']) expect(refusalOf(param, blank)).toBe(message);
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
		const message = refusalOf(keyword, long);
		expect(message.startsWith('Keyword must be non-empty text of at most 20 characters, got "xxx')).toBe(true);
		expect(message.endsWith('...')).toBe(true);
		expect(message).not.toContain('END');
		expect(message.length).toBeLessThanOrEqual('Keyword must be non-empty text of at most 20 characters, got '.length + 80);
	});

	test('a value of exactly 80 shown characters is not cut', () => {
		const value = 'y'.repeat(78); // 80 characters with its quotes
		const message = refusalOf(asin, value);
		expect(message.endsWith(`"${value}"`)).toBe(true);
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
		expect(refusalOf(marketplace, { __rl: true, mode: 'value', value: 'amazon.de' })).toBe(
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
		expect(refusalOf(tweets, '20, abc, 21')).toBe(
			'Tweets must be one or more tweet ID or tweet URL, separated by commas or new lines; "abc" is not',
		);
	});

	test('a number too large to be exact is refused rather than sent as another tweet', () => {
		expect(refusalOf(tweets, [1.5e18])).toMatch(/; 1500000000000000000 is not$/);
		expect(checkParam(tweets, [Number.MAX_SAFE_INTEGER], fail)).toBe(String(Number.MAX_SAFE_INTEGER));
	});

	test('a required list with only separators is refused as empty', () => {
		expect(refusalOf(tweets, ' , ,\n')).toBe(
			'Tweets is required: enter one or more tweet ID or tweet URL, separated by commas or new lines',
		);
		expect(refusalOf(tweets, [])).toMatch(/^Tweets is required/);
	});

	test('an optional list with only separators, or an empty array, is blank like any optional field', () => {
		const optional: IdListParam = { ...tweets, required: false };
		expect(checkParam(optional, ' , ,', fail)).toBeUndefined();
		expect(checkParam(optional, [], fail)).toBeUndefined();
	});
});

describe('checkParam: JSON values (an object or an array sent whole)', () => {
	const headers: JsonParam = {
		displayName: 'Custom Headers',
		name: 'custom_headers',
		in: 'body',
		type: 'json',
		shape: 'object',
		form: 'a JSON object of header names and values',
		description: 'x',
		check: (value) => (Object.values(value as object).every((entry) => typeof entry === 'string') ? undefined : 'a value is not text'),
	};
	const actions: JsonParam = { ...headers, displayName: 'Actions', name: 'js_scenario', shape: 'array', form: 'a JSON array of actions', check: undefined };

	test('JSON text and an expression\'s object or array alike, sent as compact JSON text', () => {
		expect(checkParam(headers, '{ "Accept": "en" }', fail)).toBe('{"Accept":"en"}');
		expect(checkParam(headers, { Accept: 'en' }, fail)).toBe('{"Accept":"en"}');
		expect(checkParam(actions, [{ type: 'wait' }], fail)).toBe('[{"type":"wait"}]');
	});

	test('blank, or an empty object or array, is not sent', () => {
		for (const blank of ['', '{}', {}, undefined]) expect(checkParam(headers, blank, fail)).toBeUndefined();
		expect(checkParam(actions, '[]', fail)).toBeUndefined();
	});

	test.each([
		['text that is not JSON', headers, '{Accept: en}', 'Custom Headers must be a JSON object of header names and values; it is not valid JSON'],
		['an array for an object', headers, '["a"]', 'Custom Headers must be a JSON object of header names and values, got'],
		['an object for an array', actions, '{"type": "wait"}', 'Actions must be a JSON array of actions, got'],
		['a number', headers, '5', 'Custom Headers must be a JSON object'],
		['a value its own check refuses', headers, '{"Accept": 5}', 'Custom Headers must be a JSON object of header names and values: a value is not text'],
	])('%s is refused, naming the field and its form', (_label, param, value, message) => {
		expect(() => checkParam(param, value, fail)).toThrow(message);
	});
});
