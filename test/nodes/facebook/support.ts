/** What the Facebook node tests share: the node's name and a test file's own emulator with the node bound to it. */
import { cursorAt } from '../../emulator/fixtures/facebook/pages';
import { nodeTestSuite } from '../support';

export const NODE = 'scrapeBadgerFacebook';

export { byId, byUrl, field, mapped, operation } from '../support';

export const facebookSuite = () => nodeTestSuite(NODE);

/** The requests a Relay-cursor list of `count` records makes to reach its end, by pages of the emulator's size. */
export const cursorRequests = (path: string, count: number, pageSize: number, query: Record<string, string> = {}) =>
	Array.from({ length: Math.ceil(count / pageSize) }, (_, page) => ({ path, query: page === 0 ? query : { ...query, after: cursorAt(page * pageSize) } }));
