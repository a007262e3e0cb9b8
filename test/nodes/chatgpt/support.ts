/** What the ChatGPT node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerChatGpt';

export { field, operation } from '../support';

export const chatgptSuite = () => nodeTestSuite(NODE);
