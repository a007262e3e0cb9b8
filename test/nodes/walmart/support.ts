/** What the Walmart node tests share: the node's name, a test file's own emulator with the node bound to it, the run's hints. */
import type { RunNodeResult } from '../../harness/n8n';
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerWalmart';

export { byId, byUrl, field, mapped, operation } from '../support';

export const walmartSuite = () => nodeTestSuite(NODE);

export const hintsOf = (result: RunNodeResult) => (result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);

/** Whether every value of every item is a plain value (Simplify's flat rows). */
export const flat = (items: Array<{ json: Record<string, unknown> }>) =>
	items.every((item) => Object.values(item.json).every((value) => value === null || typeof value !== 'object'));
