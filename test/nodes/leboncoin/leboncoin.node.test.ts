/** The Leboncoin node as a whole: what a new node opens on. */
import { nodeDescription } from '../../harness/n8n';
import { NODE } from './support';
import { CUSTOM_API_CALL } from '../../../nodes/shared/custom-call';

describe('the Leboncoin node', () => {
	test('a new node is Ad > Search', () => {
		expect(nodeDescription(NODE).properties[0]).toMatchObject({ name: 'resource', default: 'ad' });
		const operation = nodeDescription(NODE).properties.find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'ad');
		expect(operation?.default).toBe('search');
		expect((operation?.options as Array<{ value: string }>).map((option) => option.value).filter((value) => value !== CUSTOM_API_CALL).sort()).toEqual(['get', 'getSimilar', 'search']);
	});
});
