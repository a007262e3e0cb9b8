/** What the eBay node tests share: the node, locator and pick forms, and readers of what the emulator saw. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { RunNodeResult } from '../../harness/n8n';
import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerEbay';

export { byUrl, byId, typed } from '../support';

export { picked as fromList } from '../support';

export const hintsOf = (result: RunNodeResult) =>
	(result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);

export const itemIds = (items: Array<{ json: IDataObject }>) => items.map((item) => item.json.item_id);

/** The helpers bound to one test file's suite. */
export function ebayHelpers(suite: NodeSuite) {
	return {
		run: (parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean } = {}) =>
			suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra }),
		requested: () => suite.emulator.requests.map(({ path, query }) => ({ path, query })),
		queries: () => suite.emulator.requests.map((request) => request.query),
		charged: () => suite.emulator.requests.reduce((sum, request) => sum + request.creditsCharged, 0),
		expectRefused: (parameters: Record<string, unknown>, message: string) =>
			suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message),
	};
}
