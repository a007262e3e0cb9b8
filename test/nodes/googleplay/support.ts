/** What the Google Play node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerGooglePlay';

export { byId, byUrl, field, mapped, operation, picked, typed } from '../support';

export const googlePlaySuite = () => nodeTestSuite(NODE);
