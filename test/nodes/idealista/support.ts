/** What the Idealista node tests share: the node's name and a test file's own emulator with the node bound to it. */
import type { RunNodeResult } from '../../harness/n8n';
import { nodeTestSuite } from '../support';

export const hintsOf = (result: RunNodeResult) => (result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);

export const NODE = 'scrapeBadgerIdealista';

export { byId, byUrl, mapped, operation } from '../support';

export const idealistaSuite = () => nodeTestSuite(NODE);
