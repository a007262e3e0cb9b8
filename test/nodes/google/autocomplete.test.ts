/** Google > Autocomplete > Get Suggestions: one item per suggestion; bad input refused. */
import { suggestionsFor } from '../../emulator/fixtures/google/search';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();
const suggest = operation('autocomplete', 'getSuggestions');

describe('Google > Autocomplete > Get Suggestions', () => {
	test('one request, one item per suggestion with its relevance', async () => {
		const { items, error } = await run(suggest({ q: 'espresso machine', options: { hl: 'fr', gl: 'fr' } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/autocomplete', query: { q: 'espresso machine', hl: 'fr', gl: 'fr' } }]);
		expect(items.map((item) => item.json)).toEqual(suggestionsFor('espresso machine'));
	});

	test('no suggestions: no items', async () => {
		const { items, error } = await run(suggest({ q: 'qwxz' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('refused before any request: a language that is no code', async () => {
		await expectRefused(suggest({ q: 'espresso', options: { hl: 'English' } }), 'Language');
	});
});
