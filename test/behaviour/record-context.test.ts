/**
 * Descriptions that say a record carries facts of its list under a key (`under "search"`) must say what Simplify's flat
 * rows hold instead, since those rows are also what an AI tool call returns: a model told to read `search.total`
 * finds no such field. Each endpoint's Simplify is run on a record whose list facts hold marked values, and the
 * columns those values reach must be named in the description (or the description must say the rows leave them out).
 */
import type { IDataObject } from 'n8n-workflow';

import { packagePlatforms } from '../harness/platforms';

const CASES = packagePlatforms().flatMap(({ descriptor }) =>
	descriptor.resources.flatMap((resource) =>
		resource.endpoints
			.filter((endpoint) => endpoint.recordContext && endpoint.simplify && endpoint.description.includes(`under "${endpoint.recordContext.key}"`))
			.map((endpoint) => [`${descriptor.platform} > ${resource.name} > ${endpoint.name}`, endpoint] as const),
	),
);

/**
 * The Simplify columns that carry a list fact, found by marking each fact with a value no record has: once as text
 * and once as a number, for rows that keep only one type.
 */
function factColumns(simplify: (record: IDataObject) => IDataObject, key: string, fields: string[]): string[] {
	const columns = new Set<string>();
	for (const mark of [(index: number) => `fact-${index}`, (index: number) => 987_650 + index]) {
		const marks = fields.map((_, index) => mark(index));
		const row = simplify({ [key]: Object.fromEntries(fields.map((field, index) => [field.split('.').pop()!, marks[index]])) });
		for (const [column, value] of Object.entries(row)) if (marks.includes(value as never)) columns.add(column);
	}
	return [...columns];
}

test('the endpoints that say "under" are found', () => {
	expect(CASES.map(([label]) => label)).toEqual(
		expect.arrayContaining(['Zillow > Property > Search', 'Leboncoin > Ad > Search', 'Amazon > Product > Get Offers', 'Amazon > Product > Get Reviews']),
	);
});

test.each(CASES)('%s: says what its flat rows, an AI tool result, hold of the list facts', (_label, endpoint) => {
	const { key, fields } = endpoint.recordContext!;
	const columns = factColumns(endpoint.simplify!, key, fields);
	expect(endpoint.description).toContain('AI tool call');
	if (columns.length === 0) expect(endpoint.description).toContain('leave them out');
	for (const column of columns) expect(endpoint.description).toContain(column);
});
