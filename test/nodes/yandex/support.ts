/** What the Yandex node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerYandex';

export { field, operation } from '../support';

export const yandexSuite = () => nodeTestSuite(NODE);
