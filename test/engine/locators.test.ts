/**
 * locators.ts: a resource given by ID or by URL is read to its ID, and what its URL asks for besides (another path,
 * another parameter's value) is followed or refused before any request.
 */
import { acceptedForm, checkParam } from '../../nodes/shared/checks';
import type { LocatorParam, PickParam } from '../../nodes/shared/descriptor';
import { readInput } from '../../nodes/shared/input';
import { idOf, impliedValue, looseUrl, unwrap } from '../../nodes/shared/locators';
import { context, endpointWith, fail, refusalOf, thrownBy, videoLocator } from './support';

describe('reading a locator value', () => {
	test('a URL pasted without its scheme is a URL; text without a dotted host is not', () => {
		expect(looseUrl('youtube.com/watch?v=dQw4w9WgXcQ')?.searchParams.get('v')).toBe('dQw4w9WgXcQ');
		expect(looseUrl('dQw4w9WgXcQ')).toBeUndefined();
	});

	test('the ID is the value itself in the ID form, else the one its URL holds', () => {
		expect(idOf(videoLocator, 'dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
		expect(idOf(videoLocator, 'https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
		expect(idOf(videoLocator, 'https://youtu.be/short')).toBeUndefined();
		// Without a URL form, a URL is only text that is not an ID.
		expect(idOf({ id: videoLocator.id }, 'https://youtu.be/dQw4w9WgXcQ')).toBeUndefined();
		expect(idOf(videoLocator, 42)).toBeUndefined();
	});

	test("a locator's stored value is unwrapped; other parameters' objects are left as they are", () => {
		expect(unwrap(videoLocator, { __rl: true, mode: 'url', value: 'x' })).toBe('x');
		const text = { displayName: 'Text', name: 'text', in: 'query', type: 'string', description: 'Text' } as const;
		expect(unwrap(text, { value: 'x' })).toEqual({ value: 'x' });
	});

	test("a URL names another parameter's value only when the locator implies one and is given as such a URL", () => {
		const implying: LocatorParam = { ...videoLocator, url: { ...videoLocator.url, implies: { param: 'region', read: (url) => url.hostname.split('.')[0] } } };
		expect(impliedValue(implying, 'https://de.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('de');
		expect(impliedValue(implying, 'dQw4w9WgXcQ')).toBeUndefined();
		expect(impliedValue(videoLocator, 'https://de.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
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
		expect(refusalOf(video, value)).toBe(
			`Video must be a YouTube video URL or an 11-character video ID, got ${JSON.stringify(value)}`,
		);
	});

	test('an empty locator is blank: required names the forms', () => {
		expect(refusalOf(video, { __rl: true, mode: 'url', value: '' })).toBe(
			'Video is required: enter a YouTube video URL or an 11-character video ID',
		);
		expect(checkParam({ ...video, required: false }, { __rl: true, mode: 'id', value: '  ' }, fail)).toBeUndefined();
	});

	test('"." and ".." are refused even when the ID form would allow them', () => {
		const loose: LocatorParam = { ...video, id: { ...video.id, regex: /^[^/]+$/ } };
		expect(checkParam(loose, 'abc', fail)).toBe('abc');
		expect(refusalOf(loose, '..')).toMatch(/^Video must be /);
		expect(refusalOf(loose, { __rl: true, mode: 'id', value: '.' })).toMatch(/^Video must be /);
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
		expect(refusalOf(tweet, 2 ** 60 + 2 ** 8)).toContain('Tweet must be');
	});
});

describe('readInput: a locator given by URL', () => {
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
});
