/**
 * What the Leboncoin node tests share: the node, the locator and pick forms a user types or picks, and the node and
 * readers of what the emulator saw, bound to one test file's suite.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { listSearch } from '../../harness/n8n';
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerLeboncoin';

export { byUrl, byId, typed, picked } from '../support';


export const listIds = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.list_id);

/** A test file's own emulator with the Leboncoin node bound to it, and its list fields' searches. */
export function leboncoinSuite() {
	const bound = nodeTestSuite(NODE);
	return {
		...bound,
		/** A list field's search, as the editor runs it (n8n-core's LoadOptionsContext). */
		openList: (method: string, parameters: Record<string, unknown>, filter?: string) =>
			listSearch({ node: NODE, method, filter, parameters: parameters as INodeParameters, credentials: { apiKey: 'sb_test_key', baseUrl: bound.suite.emulator.url } }),
	};
}
