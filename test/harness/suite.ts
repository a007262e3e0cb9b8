import { forgetSharedWindows } from '../../nodes/shared/transport/reliability';
import type { Emulator, EmulatorOptions } from '../emulator';
import { DEFAULT_TEST_KEY, startEmulator } from '../emulator';
import type { RunNodeOptions, RunNodeResult } from './n8n';
import { runNode, shutdownN8n } from './n8n';

export interface NodeSuite {
	/** The emulator of this test file, reset before each test. */
	readonly emulator: Emulator;
	/** Runs the node through n8n-core with a credential pointing at the emulator (overridable). */
	run(options: SuiteRunOptions): Promise<RunNodeResult>;
	/** Runs bad input and checks it was refused before any request, with `message` in the error. */
	expectRefused(options: SuiteRunOptions, message: string): Promise<void>;
}

type SuiteRunOptions = Omit<RunNodeOptions, 'credentials'> & { apiKey?: string; baseUrl?: string };

/** One emulator per test file, started before and stopped after its tests, so no server outlives a file. */
export function nodeSuite(options?: EmulatorOptions): NodeSuite {
	let emulator: Emulator | undefined;
	beforeAll(async () => {
		emulator = await startEmulator(options);
		// A reset starts the emulator's rate windows over, so what this process heard of them (kept across executions,
		// as the service's windows outlive them) is out of date too: forgotten with it, also when a test resets midway.
		const restart = emulator.reset.bind(emulator);
		emulator.reset = () => {
			restart();
			forgetSharedWindows();
		};
	});
	beforeEach(() => emulator?.reset());
	afterAll(async () => {
		await emulator?.close();
		shutdownN8n();
	});
	return {
		get emulator() {
			if (!emulator) throw new Error('The emulator starts in beforeAll');
			return emulator;
		},
		async run({ apiKey = DEFAULT_TEST_KEY, baseUrl, ...rest }) {
			return await runNode({ ...rest, credentials: { apiKey, baseUrl: baseUrl ?? this.emulator.url } });
		},
		async expectRefused(options, message) {
			const { items, error } = await this.run(options);
			expect(items).toEqual([]);
			expect(error?.message).toContain(message);
			expect(error?.description).toContain('no credits were used');
			expect(this.emulator.requests).toHaveLength(0);
		},
	};
}
