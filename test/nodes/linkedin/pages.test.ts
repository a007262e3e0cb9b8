/**
 * LinkedIn's single pages: Profile, Post, Article, School and Course > Get, each by its slug or its URL, and Location
 * Suggestion > Get, through n8n-core against the emulator.
 */
import { ARTICLE, ARTICLE_SLUG, COURSE, POST, POST_ID, PROFILE, SCHOOL } from '../../emulator/fixtures/linkedin/pages';
import { byId, byUrl, linkedinSuite, mapped, operation } from './support';

const { run, requests, expectRefused, suite } = linkedinSuite();

describe.each([
	{ resource: 'profile', field: 'public_id', record: PROFILE, path: `/v1/linkedin/profiles/${PROFILE.public_id}`, credits: 8, forms: [byId(PROFILE.public_id), byUrl(`https://www.linkedin.com/in/${PROFILE.public_id}/`)], wrong: byUrl('https://www.linkedin.com/company/microsoft') },
	{ resource: 'school', field: 'universal_name', record: SCHOOL, path: `/v1/linkedin/schools/${SCHOOL.universal_name}`, credits: 6, forms: [byId(SCHOOL.universal_name), byUrl(SCHOOL.linkedin_url)], wrong: byUrl('https://www.linkedin.com/in/someone') },
	{ resource: 'article', field: 'article_slug', record: ARTICLE, path: `/v1/linkedin/articles/${ARTICLE_SLUG}`, credits: 5, forms: [byId(ARTICLE_SLUG), byUrl(ARTICLE.url)], wrong: byUrl('https://www.linkedin.com/posts/activity-1') },
	{ resource: 'course', field: 'course_slug', record: COURSE, path: `/v1/linkedin/learning/${COURSE.slug}`, credits: 5, forms: [byId(COURSE.slug), byUrl(`${COURSE.url}?u=1`)], wrong: byUrl('https://example.com/learning/learning-python') },
	{
		resource: 'post',
		field: 'post_slug',
		record: POST,
		path: `/v1/linkedin/posts/activity-${POST_ID}`,
		credits: 5,
		forms: [byId(`activity-${POST_ID}`), byUrl(POST.url), byUrl(`https://www.linkedin.com/feed/update/urn:li:activity:${POST_ID}/`), mapped(`urn:li:activity:${POST_ID}`)],
		wrong: byUrl('https://www.linkedin.com/feed/'),
	},
])('LinkedIn > $resource > Get', ({ resource, field, record, path, credits, forms, wrong }) => {
	const get = operation(resource, 'get');
	test.each(forms.map((form) => [form.mode, form.value, form]))('by %s %s: the page as one item, at its price', async (_mode, _value, form) => {
		const { items, error } = await run(get({ [field]: form }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path, query: {} }]);
		expect(items.map((item) => item.json)).toEqual([record]);
		expect(suite.emulator.requests[0].creditsCharged).toBe(credits);
	});

	test('another page of LinkedIn is refused before any request', async () => {
		await expectRefused(get({ [field]: wrong }), 'LinkedIn');
	});
});

describe('LinkedIn > Location Suggestion > Get', () => {
	const get = operation('suggestion', 'get');
	test('a place: one item per suggestion, its id the geo ID', async () => {
		const { items, error } = await run(get({ query: 'London', type: 'geo' }));
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ path: '/v1/linkedin/geo/suggest', query: { query: 'London', type: 'geo' } }]);
		expect(items.map((item) => item.json.id)).toEqual(['102571732', '90009496']);
		expect(suite.emulator.requests[0].creditsCharged).toBe(2);
	});

	test('a company: its numeric ID', async () => {
		const { items } = await run(get({ query: 'Microsoft', type: 'company' }));
		expect(items.map((item) => item.json)).toEqual([{ id: '1035', display_name: 'Microsoft', type: 'company' }]);
	});

	test('refused before any request: no name', async () => {
		await expectRefused(get({ query: '  ', type: 'geo' }), 'Query');
	});
});
