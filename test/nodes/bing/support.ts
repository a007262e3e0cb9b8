/** What the Bing node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerBing';

export { field, operation } from '../support';

export const bingSuite = () => nodeTestSuite(NODE);
