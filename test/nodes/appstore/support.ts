/** What the App Store node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerAppStore';

export { byId, byUrl, field, mapped, operation, picked, typed } from '../support';

export const appStoreSuite = () => nodeTestSuite(NODE);
