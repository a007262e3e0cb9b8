/** Google > AI Mode and AI Overview: one answer item each, with the query's country and language; bad input refused. */
import { AI_MODE_ANSWER, AI_OVERVIEW } from '../../emulator/fixtures/google/search';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();

describe('Google > AI Mode and AI Overview > Ask AI Mode', () => {
	const ask = operation('ai', 'aiMode');

	test('one request, the answer as one item: text blocks, references, Markdown and the HTML', async () => {
		const { items, error } = await run(ask({ q: 'which espresso machine for a beginner', options: { gl: 'de', hl: 'de' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/ai-mode/search', query: { q: 'which espresso machine for a beginner', gl: 'de', hl: 'de' } }]);
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ markdown: AI_MODE_ANSWER.markdown, references: AI_MODE_ANSWER.references, country: 'de', language: 'de' });
	});

	test('Include Answer HTML off sends include_html=false and gets no HTML', async () => {
		const { items } = await run(ask({ q: 'espresso', options: { include_html: false } }));
		expect(requests()[0].query.include_html).toBe('false');
		expect(items[0].json.answer_html).toBeNull();
	});

	test('refused before any request: a blank question', async () => {
		await expectRefused(ask({ q: '={{ "  " }}' }), 'Query');
	});
});

describe('Google > AI Mode and AI Overview > Get AI Overview', () => {
	const overview = operation('ai', 'aiOverview');

	test('one request, the overview as one item', async () => {
		const { items, error } = await run(overview({ q: 'how does an espresso machine work' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/ai-overview', query: { q: 'how does an espresso machine work' } }]);
		expect(items.map((item) => item.json)).toEqual([AI_OVERVIEW]);
	});

	test('a query without an overview: one item with no text blocks', async () => {
		const { items } = await run(overview({ q: 'qwxz' }));
		expect(items[0].json).toMatchObject({ text_blocks: [], references: [] });
	});

	test('refused before any request: a country that is no code', async () => {
		await expectRefused(overview({ q: 'espresso', options: { gl: 'usa' } }), 'Country');
	});
});
