/** The Zillow node as a whole: what a new node opens on. */
import { nodeDescription } from '../../harness/n8n';
import { NODE } from './support';

describe('Zillow: a new node', () => {
	test('opens on Property > Search', () => {
		const properties = nodeDescription(NODE).properties;
		expect(properties.find((property) => property.name === 'resource')?.default).toBe('property');
		const operation = properties.find(
			(property) => property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'property',
		);
		expect(operation?.default).toBe('search');
	});
});
