/** The Reddit node as a whole: what a new node opens on. */

describe('the Reddit node', () => {
	test('a new node opens on Subreddit > Get Posts', async () => {
		const { ScrapeBadgerReddit } = await import('../../../nodes/Reddit/ScrapeBadgerReddit.node');
		const properties = new ScrapeBadgerReddit().description.properties;
		const resource = properties.find((property) => property.name === 'resource');
		const operations = properties.find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'subreddit');
		expect(resource?.default).toBe('subreddit');
		expect(operations?.default).toBe('getPosts');
	});
});
