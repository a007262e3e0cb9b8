/**
 * Reddit > Domain > Get Posts: the posts linking to a website, given as a domain or any URL on it, with
 * paging to the end and by Limit. Expectations come from the fixtures.
 */
import type { IDataObject } from 'n8n-workflow';

import { domainPosts } from '../../emulator/fixtures/reddit/posts';
import { nodeSuite } from '../../harness/suite';
import { simplifyPost } from '../../../nodes/Reddit/reddit.records';
import { byId, byUrl, creditsSpent, field, mapped, NODE, operation, requestLog } from './support';

const suite = nodeSuite();
const getPosts = operation('domain', 'getPosts');

const DOMAIN = 'github.com';
const PATH = `/v1/reddit/domains/${DOMAIN}/posts`;
const HOT = domainPosts(DOMAIN, 'hot', null);
const fullnames = (list: ReadonlyArray<{ fullname: string }>) => list.map((record) => record.fullname);

describe('Reddit > Domain > Get Posts', () => {
	test.each([
		['a bare domain', byId(DOMAIN)],
		['www. and capitals', byId('WWW.GitHub.com')],
		['a URL on the site', byUrl('https://github.com/nodejs/node/issues/1')],
		['a www URL', byUrl('http://www.github.com/')],
		['a URL without scheme', byUrl('github.com/nodejs/node')],
		["Reddit's own domain listing URL", byUrl(`https://www.reddit.com/domain/${DOMAIN}/`)],
		['a URL mapped into By ID', mapped('https://github.com/nodejs')],
	])('the domain given as %s calls /domains/<domain>/posts', async (_label, domain) => {
		const { error } = await suite.run({ node: NODE, parameters: getPosts({ domain, limit: 1 }) });
		expect(error).toBeUndefined();
		expect(requestLog(suite)).toEqual([{ path: PATH, query: { limit: '1' } }]);
	});

	test('Return All: every post linking there, in pages of 100, 2 credits each', async () => {
		expect(HOT.length).toBeGreaterThan(200);
		expect(HOT.length).toBeLessThanOrEqual(300);
		let items: Array<{ json: Record<string, unknown> }> = [];
		const spent = await creditsSpent(suite, async () => {
			({ items } = await suite.run({ node: NODE, parameters: getPosts({ domain: byId(DOMAIN), returnAll: true }) }));
		});
		expect(field(items, 'fullname')).toEqual(fullnames(HOT));
		expect(items.every((item) => item.json.domain === DOMAIN)).toBe(true);
		expect(requestLog(suite)).toEqual([
			{ path: PATH, query: { limit: '100' } },
			{ path: PATH, query: { limit: '100', after: HOT[99].fullname } },
			{ path: PATH, query: { limit: '100', after: HOT[199].fullname } },
		]);
		expect(spent).toBe(6);
	});

	test('a Limit one past a page asks the next page for one; Sort and Time Range are sent', async () => {
		const top = domainPosts(DOMAIN, 'top', 'year');
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ domain: byId(DOMAIN), limit: 101, options: { sort: 'top', t: 'year' } }) });
		expect(field(items, 'fullname')).toEqual(fullnames(top.slice(0, 101)));
		expect(requestLog(suite)).toEqual([
			{ path: PATH, query: { sort: 'top', t: 'year', limit: '100' } },
			{ path: PATH, query: { sort: 'top', t: 'year', limit: '1', after: top[99].fullname } },
		]);
	});

	test('Simplify', async () => {
		const { items } = await suite.run({ node: NODE, parameters: getPosts({ domain: byId(DOMAIN), limit: 3, simplify: true }) });
		expect(items.map((item) => item.json)).toEqual(HOT.slice(0, 3).map((post) => simplifyPost(post as IDataObject)));
	});

	test('a domain nobody links to gives no items', async () => {
		const { items, error } = await suite.run({ node: NODE, parameters: getPosts({ domain: byId('example.org'), limit: 5 }) });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test.each([
		['a word without a dot', mapped('localhost')],
		['a domain with a space', mapped('git hub.com')],
		['a scheme alone', byUrl('https://')],
		['a Reddit URL that names no domain', byUrl('https://www.reddit.com/r/python/')],
		['an empty field', mapped('')],
	])('%s is refused before any request', async (_label, domain) => {
		await suite.expectRefused({ node: NODE, parameters: getPosts({ domain, limit: 5 }) }, 'Domain ');
	});
});
