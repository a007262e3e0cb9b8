/** What the Yahoo node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerYahoo';

export { field, operation } from '../support';

export const yahooSuite = () => nodeTestSuite(NODE);
