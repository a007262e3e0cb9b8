/** What the Realtor node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerRealtor';

export { byId, byUrl, field, mapped, operation } from '../support';

export const realtorSuite = () => nodeTestSuite(NODE);
