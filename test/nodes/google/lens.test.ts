/** Google > Lens > Search by Image: one item per match, the image under lens; bad input refused. */
import { LENS_COUNT } from '../../emulator/fixtures/google/verticals';
import { googleSuite, operation } from './support';

const { run, requests, expectRefused } = googleSuite();
const lens = operation('lens', 'search');
const IMAGE = 'https://example.com/espresso.jpg';

describe('Google > Lens > Search by Image', () => {
	test('one request, one item per match, the options sent', async () => {
		const { items, error } = await run(lens({ url: IMAGE, options: { query: 'espresso machine', product: true } }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/google/lens/search', query: { url: IMAGE, query: 'espresso machine', product: 'true' } }]);
		expect(items).toHaveLength(LENS_COUNT);
		expect(items[0].json.lens).toMatchObject({ image_url: IMAGE });
	});

	test('refused before any request: an image given as no URL', async () => {
		await expectRefused(lens({ url: '={{ "espresso.jpg" }}' }), 'Image URL');
	});
});
