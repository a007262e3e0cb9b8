/**
 * What the Leboncoin node tests share: the node, the locator and pick forms a user types or picks, and the node and
 * readers of what the emulator saw, bound to one test file's suite.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { listSearch } from '../../harness/n8n';
import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerLeboncoin';

export const byUrl = (value: unknown) => ({ __rl: true, mode: 'url', value });
export const byId = (value: unknown) => ({ __rl: true, mode: 'id', value });
export const picked = (value: string, name = value) => ({ __rl: true, mode: 'list', value, cachedResultName: name });
export const typed = (value: string) => ({ __rl: true, mode: 'value', value });

export const listIds = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.list_id);

/** The helpers bound to one test file's suite. */
export function leboncoinHelpers(suite: NodeSuite) {
	return {
		run: (parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean; apiKey?: string } = {}) =>
			suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra }),
		requests: () => suite.emulator.requests.map(({ path, query }) => ({ path, query })),
		queries: () => suite.emulator.requests.map(({ query }) => query),
		/** Bad input: refused with the field named, nothing sent. */
		expectRefused: (parameters: Record<string, unknown>, message: string) =>
			suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message),
		/** A list field's search, as the editor runs it (n8n-core's LoadOptionsContext). */
		openList: (method: string, parameters: Record<string, unknown>, filter?: string) =>
			listSearch({ node: NODE, method, filter, parameters: parameters as INodeParameters, credentials: { apiKey: 'sb_test_key', baseUrl: suite.emulator.url } }),
	};
}
