/** What the Apartments.com node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerApartments';

export { byId, byUrl, field, mapped, operation } from '../support';

export const apartmentsSuite = () => nodeTestSuite(NODE);
