/**
 * The setup every platform's emulator test shares: one emulator for the file (a test key with enough credits),
 * reset before each test and closed after the file, and a GET with the key that returns the status, the JSON body
 * and the credits the answer reports charged.
 */
import type { Emulator, EmulatorOptions } from './index';
import { DEFAULT_TEST_KEY, startEmulator } from './index';

export interface EmulatorReply<B> {
	status: number;
	body: B;
	/** The `X-Credits-Used` header, as sent (null when the answer has none). */
	credits: string | null;
}

export interface PlatformSuite {
	readonly emulator: Emulator;
	get<B>(path: string, query?: Record<string, string | number | boolean>): Promise<EmulatorReply<B>>;
}

export function platformSuite(options: EmulatorOptions = {}): PlatformSuite {
	let emulator: Emulator | undefined;
	beforeAll(async () => {
		emulator = await startEmulator({ keys: { [DEFAULT_TEST_KEY]: 100_000 }, ...options });
	});
	beforeEach(() => emulator?.reset());
	afterAll(async () => await emulator?.close());
	return {
		get emulator() {
			if (!emulator) throw new Error('The emulator starts in beforeAll');
			return emulator;
		},
		async get<B>(path: string, query: Record<string, string | number | boolean> = {}) {
			const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
			const response = await fetch(`${this.emulator.url}${path}${search ? `?${search}` : ''}`, { headers: { 'x-api-key': DEFAULT_TEST_KEY } });
			return { status: response.status, body: (await response.json()) as B, credits: response.headers.get('x-credits-used') };
		},
	};
}
