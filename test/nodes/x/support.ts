/**
 * What the X node tests share: the node's name, parameter builders for each operation, the resource locator values a
 * user types (By URL, By ID, or mapped in by an expression), readers of the emulator's request log and the run's hints.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { RunNodeResult } from '../../harness/n8n';
import type { NodeSuite } from '../../harness/suite';

export const NODE = 'scrapeBadgerX';

export { byUrl, byId, mapped, operation, field, requestLog } from '../support';



export const idsOf = (records: ReadonlyArray<{ id: string }>) => records.map((record) => record.id);

export const charged = (suite: NodeSuite) => suite.emulator.requests.map((request) => request.creditsCharged);
export const totalCharged = (suite: NodeSuite) => charged(suite).reduce((sum, credits) => sum + credits, 0);

export const hintsOf = (result: RunNodeResult) =>
	(result.run.data.resultData.runData.ScrapeBadger?.[0]?.hints ?? []).map((hint) => hint.message);

/** Runs the X node against the suite's emulator. */
export const runX =
	(suite: NodeSuite) =>
	(parameters: Record<string, unknown>, extra: { items?: IDataObject[]; continueOnFail?: boolean; apiKey?: string } = {}) =>
		suite.run({ node: NODE, parameters: parameters as INodeParameters, ...extra });

/** Bad input: refused with the field named, nothing sent. */
export const refusedX = (suite: NodeSuite) => async (parameters: Record<string, unknown>, message: string) =>
	await suite.expectRefused({ node: NODE, parameters: parameters as INodeParameters }, message);
