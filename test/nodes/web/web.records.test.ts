/** The Web node's records on their own: the most a scrape can cost, and answers as a model is given them. */
import { PRICES, scrapeWorstCase, withoutFiles } from '../../../nodes/Web/web.records';

describe('scrapeWorstCase', () => {
	test.each([
		['a plain Auto scrape (a JavaScript-heavy page takes a browser)', {}, PRICES.browser],
		['Escalate: the premium browser, never the sum of the engines tried', { escalate: true }, PRICES.premiumBrowser],
		['every add-on', { escalate: true, anti_bot: true, ai_extract: true, video: true }, 10 + 5 + 2 + 3],
		['a video on the browser', { video: true }, 5 + 3],
		['false flags cost nothing', { escalate: false, anti_bot: false, ai_extract: false, video: false }, PRICES.browser],
	])('%s', (_label, body, credits) => {
		expect(scrapeWorstCase(body)).toBe(credits);
	});
});

describe('withoutFiles', () => {
	test('a base64 file is named by its size, other fields kept, an absent file left as it is', () => {
		const view = withoutFiles(['screenshot', 'video'])({ url: 'https://example.com/', screenshot: 'A'.repeat(400), video: null });
		expect(view).toEqual({ url: 'https://example.com/', screenshot: '(a file of 300 bytes, not shown to a model)', video: null });
	});
});
