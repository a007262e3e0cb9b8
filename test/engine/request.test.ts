/**
 * transport/request.ts: where requests go. The Base URL is read leniently but only as http(s), and
 * no value put into a path can change which endpoint is called. Sending itself (`connect`) is tested
 * through n8n-core against the emulator in test/nodes.
 */
import { DEFAULT_BASE_URL, buildPath, normalizeBaseUrl } from '../../nodes/shared/transport/request';

describe('normalizeBaseUrl', () => {
	test.each([undefined, null, '', '   ', 42])('%j falls back to the default https://scrapebadger.com', (raw) => {
		expect(normalizeBaseUrl(raw)).toBe('https://scrapebadger.com');
		expect(DEFAULT_BASE_URL).toBe('https://scrapebadger.com');
	});

	test.each([
		['https://scrapebadger.com', 'https://scrapebadger.com'],
		['https://scrapebadger.com/', 'https://scrapebadger.com'],
		['https://scrapebadger.com//', 'https://scrapebadger.com'],
		['https://scrapebadger.com/v1', 'https://scrapebadger.com'],
		['https://scrapebadger.com/v1/', 'https://scrapebadger.com'],
		['https://scrapebadger.com/V1', 'https://scrapebadger.com'],
		['HTTPS://ScrapeBadger.COM/v1', 'https://scrapebadger.com'],
		['  http://127.0.0.1:8787  ', 'http://127.0.0.1:8787'],
		['\thttp://127.0.0.1:8787/\n', 'http://127.0.0.1:8787'],
		['http://127.0.0.1:8080/proxy/', 'http://127.0.0.1:8080/proxy'],
		['http://127.0.0.1:8080/proxy/v1/', 'http://127.0.0.1:8080/proxy'],
		['https://api.scrapebadger.com:443/', 'https://api.scrapebadger.com'],
	])('%j -> %j', (raw, expected) => {
		expect(normalizeBaseUrl(raw)).toBe(expected);
	});

	test.each([
		['https://example.com/v10', 'https://example.com/v10'],
		['https://example.com/apiv1', 'https://example.com/apiv1'],
	])('only a whole trailing /v1 segment is dropped: %j -> %j', (raw, expected) => {
		expect(normalizeBaseUrl(raw)).toBe(expected);
	});

	test.each([
		'ftp://scrapebadger.com',
		'javascript:alert(1)',
		'file:///etc/passwd',
		'data:text/plain,hello',
		'not a url',
		'scrapebadger.com',
		'://missing-scheme',
	])('%j is not an http(s) address', (raw) => {
		expect(normalizeBaseUrl(raw)).toBeUndefined();
	});
});

describe('buildPath', () => {
	const template = '/v1/test/items/{item_id}/reviews';
	const origin = 'https://scrapebadger.com';

	test.each([
		['a/b', '/v1/test/items/a%2Fb/reviews'],
		['a?x=1', '/v1/test/items/a%3Fx%3D1/reviews'],
		['a#frag', '/v1/test/items/a%23frag/reviews'],
		['a%2Fb', '/v1/test/items/a%252Fb/reviews'],
		['two words', '/v1/test/items/two%20words/reviews'],
		['line\nbreak', '/v1/test/items/line%0Abreak/reviews'],
		['café', '/v1/test/items/caf%C3%A9/reviews'],
		['日本', '/v1/test/items/%E6%97%A5%E6%9C%AC/reviews'],
		['B08N5WRWNW', '/v1/test/items/B08N5WRWNW/reviews'],
	])('%j is encoded into its own segment', (value, expected) => {
		expect(buildPath(template, { item_id: value })).toBe(expected);
	});

	test.each(['a/b', '../../admin', 'x?api_key=1', 'y#z', '%2e%2e', ' /\\ ', 'é/?#%', '\u0000'])(
		'the resolved URL for %j still calls the same endpoint, with the value intact',
		(value) => {
			const url = new URL(`${origin}${buildPath(template, { item_id: value })}`);
			const segments = url.pathname.split('/');
			expect(segments).toHaveLength(6);
			expect([segments[1], segments[2], segments[3], segments[5]]).toEqual(['v1', 'test', 'items', 'reviews']);
			expect(decodeURIComponent(segments[4])).toBe(value);
			expect(url.search).toBe('');
			expect(url.hash).toBe('');
		},
	);

	test('every placeholder is filled, and a value that looks like a placeholder is not filled again', () => {
		expect(buildPath('/v1/{a}/x/{b}', { a: '{b}', b: 'B' })).toBe('/v1/%7Bb%7D/x/B');
	});

	test('a template without placeholders is unchanged', () => {
		expect(buildPath('/v1/zillow/markets', {})).toBe('/v1/zillow/markets');
	});

	test('a placeholder without a value throws, naming it', () => {
		expect(() => buildPath(template, {})).toThrow('Path parameter "item_id" has no value');
	});
});

