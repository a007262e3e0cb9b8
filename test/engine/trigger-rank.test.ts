import { hostOf, onDomain, rankingOf, watchedDomain } from '../../nodes/shared/trigger/rank';
import type { RankWatch } from '../../nodes/shared/trigger/watch';

const WATCH: RankWatch = { kind: 'rank', link: 'link', position: 'position', queryParam: 'q', firstPage: 10, depth: { min: 10, max: 100, default: 30 } };

describe('watchedDomain', () => {
	test.each([
		['example.com', 'example.com'],
		['  Example.COM ', 'example.com'],
		['www.example.com', 'example.com'],
		['https://www.example.com/espresso?x=1', 'example.com'],
		['http://shop.example.co.uk:8080/', 'shop.example.co.uk'],
		['example.com/path', 'example.com'],
		['bücher.example', 'xn--bcher-kva.example'],
	])('reads %j as %j', (typed, domain) => {
		expect(watchedDomain(typed)).toBe(domain);
	});

	test.each(['', 'not a domain', 'localhost', 'example', '127.0.0.1', 'https://', 'example..com', '-bad.example.com'])('refuses %j', (typed) => {
		expect(watchedDomain(typed)).toBeUndefined();
	});
});

describe('onDomain and hostOf', () => {
	test('the domain and its subdomains, www. or not; never a look-alike', () => {
		expect(onDomain('https://example.com/a', 'example.com')).toBe(true);
		expect(onDomain('https://www.example.com/a', 'example.com')).toBe(true);
		expect(onDomain('https://shop.example.com/a', 'example.com')).toBe(true);
		expect(onDomain('https://notexample.com/a', 'example.com')).toBe(false);
		expect(onDomain('https://example.com.evil.io/a', 'example.com')).toBe(false);
		expect(onDomain('https://example.com/a', 'shop.example.com')).toBe(false);
		expect(onDomain('not a link', 'example.com')).toBe(false);
		expect(hostOf(null)).toBeUndefined();
	});
});

describe('rankingOf', () => {
	const result = (position: number | undefined, link: string) => ({ ...(position === undefined ? {} : { position }), link });
	test('the best position of every result on the domain, by the results\' own positions', () => {
		const ranking = rankingOf([result(21, 'https://a.example/1'), result(23, 'https://www.b.example/x'), result(22, 'https://b.example/y')], WATCH, 'b.example');
		expect(ranking).toEqual({ position: 22, positions: [22, 23], result: result(22, 'https://b.example/y') });
	});
	test('the place in the list where a result states no position; none found is null', () => {
		expect(rankingOf([result(undefined, 'https://a.example/1'), result(undefined, 'https://b.example/1')], WATCH, 'b.example').position).toBe(2);
		expect(rankingOf([result(1, 'https://a.example/1')], WATCH, 'b.example')).toEqual({ position: null, positions: [], result: null });
	});
});
