/** What every platform's node tests share: a test file's own emulator with one node bound to it. */
import type { IDataObject, INodeParameterResourceLocator, INodeParameters } from 'n8n-workflow';

import type { NodeSuite } from '../harness/suite';

import type { EmulatorOptions } from '../emulator';
import { nodeSuite } from '../harness/suite';

/** A resource locator's value as a user gives it: By URL, By ID, typed in a value field, or picked from a list. */
export const byUrl = (value: unknown) => ({ __rl: true, mode: 'url', value }) as INodeParameterResourceLocator;
export const byId = (value: unknown) => ({ __rl: true, mode: 'id', value }) as INodeParameterResourceLocator;
export const typed = (value: string): INodeParameterResourceLocator => ({ __rl: true, mode: 'value', value });
export const picked = (value: string, name = value): INodeParameterResourceLocator => ({ __rl: true, mode: 'list', value, cachedResultName: name });
/** A value mapped in by an expression, as a previous node or an AI agent hands it over (n8n's own field checks do not see it). */
export const mapped = (value: unknown): INodeParameterResourceLocator => ({ __rl: true, mode: 'id', value: `={{ ${JSON.stringify(value)} }}` });

/** The parameters of one operation, with anything else the test sets. */
export const operation =
	(resource: string, name: string) =>
	(extra: Record<string, unknown> = {}): INodeParameters => ({ resource, operation: name, ...extra }) as INodeParameters;

type Items = Array<{ json: Record<string, unknown> }>;

export const field = (items: Items, name: string) => items.map((item) => item.json[name]);
export const requestLog = (suite: NodeSuite) => suite.emulator.requests.map(({ path, query }) => ({ path, query }));
export const queries = (suite: NodeSuite) => suite.emulator.requests.map(({ query }) => query);


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
