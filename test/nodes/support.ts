/** What every platform's node tests share: a test file's own emulator with one node bound to it. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { EmulatorOptions } from '../emulator';
import { nodeSuite } from '../harness/suite';

/**
 * A test file's own emulator (nodeSuite: started before its tests, reset before each), the node run against it, what
 * the emulator was asked and charged, and bad input expected refused before any request.
 */
export function nodeTestSuite(node: string, options?: EmulatorOptions) {
	const suite = nodeSuite(options);
	return {
		suite,
		run: (parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean; apiKey?: string } = {}) =>
			suite.run({ node, parameters: parameters as INodeParameters, ...extra }),
		requests: () => suite.emulator.requests.map(({ path, query }) => ({ path, query })),
		queries: () => suite.emulator.requests.map(({ query }) => query),
		/** Bad input: refused with the field named, nothing sent. */
		expectRefused: async (parameters: Record<string, unknown>, message: string) =>
			await suite.expectRefused({ node, parameters: parameters as INodeParameters }, message),
	};
}
