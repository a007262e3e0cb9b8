import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import { DEFAULT_TEST_KEY } from '../emulator';
import type { PollNodeResult } from './n8n';
import { pollNode } from './n8n';

/**
 * One activated trigger as n8n keeps it: the workflow's static data lives with the active workflow between polls,
 * and n8n writes it to its database when the workflow is activated (after the first poll) and whenever a poll
 * emits. `restart()` drops the in-memory copy for the saved one, as an n8n restart does.
 */
export class ActiveTrigger {
	/** Static data as the active workflow holds it. */
	staticData: IDataObject = {};
	/** Static data as n8n last saved it. */
	private saved: IDataObject = {};
	private activated = false;

	constructor(
		private readonly emulator: () => Emulator,
		readonly node: string,
		public parameters: INodeParameters,
	) {}

	/** A poll of the activated workflow; the first one is the activation's (its error fails the activation). */
	async poll(): Promise<PollNodeResult & { credits: number; requests: number }> {
		const before = this.emulator().requests.length;
		const result = await pollNode({
			node: this.node,
			parameters: this.parameters,
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: this.emulator().url },
			mode: 'trigger',
			staticData: this.staticData,
		});
		const sent = this.emulator().requests.slice(before);
		if (!this.activated && result.error) return { ...result, credits: 0, requests: sent.length };
		this.staticData = result.staticData;
		if (!this.activated || result.emitted !== null) this.saved = structuredClone(result.staticData);
		this.activated = true;
		return { ...result, credits: sent.reduce((sum, request) => sum + request.creditsCharged, 0), requests: sent.length };
	}

	/** The editor's "Fetch Test Event" on this node: it must neither read nor change what the active workflow saved. */
	async fetchTestEvent(): Promise<PollNodeResult> {
		return await pollNode({
			node: this.node,
			parameters: this.parameters,
			credentials: { apiKey: DEFAULT_TEST_KEY, baseUrl: this.emulator().url },
			mode: 'manual',
			staticData: this.staticData,
		});
	}

	/** n8n restarted: the active workflow comes back with the static data it last saved. */
	restart(): void {
		this.staticData = structuredClone(this.saved);
	}
}
