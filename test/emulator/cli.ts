/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * Runs the emulator on its own (npm run emulator), for the demo, benchmarks and end-to-end suites
 * that drive it over HTTP, including its /__emulator/ control surface.
 *
 *   ts-node --transpile-only test/emulator/cli.ts --port 8787 --key mykey --credits 1000 --rate-limit 300 --rate-window 60000 --latency 0
 */
import { DEFAULT_TEST_KEY, startEmulator } from './server';

interface CliOptions {
	port: number;
	key: string;
	credits: number;
	rateLimit: number;
	rateWindow: number;
	latency: number;
}

const USAGE =
	'usage: cli.ts [--port 8787] [--key sb_test_key] [--credits 1000000] [--rate-limit 300] [--rate-window 60000 (ms)] [--latency 0]';

function parseArgs(argv: readonly string[]): CliOptions {
	const options: CliOptions = { port: 8787, key: DEFAULT_TEST_KEY, credits: 1_000_000, rateLimit: 300, rateWindow: 60_000, latency: 0 };
	const numeric = (flag: string, value: string | undefined): number => {
		const parsed = Number(value);
		if (value === undefined || value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
			throw new Error(`${flag} needs a non-negative number\n${USAGE}`);
		}
		return parsed;
	};
	for (let index = 0; index < argv.length; index++) {
		const flag = argv[index];
		const value = argv[index + 1];
		index++;
		switch (flag) {
			case '--port':
				options.port = numeric(flag, value);
				break;
			case '--key':
				if (!value) throw new Error(`--key needs a value\n${USAGE}`);
				options.key = value;
				break;
			case '--credits':
				options.credits = numeric(flag, value);
				break;
			case '--rate-limit':
				options.rateLimit = numeric(flag, value);
				break;
			case '--rate-window':
				options.rateWindow = numeric(flag, value);
				break;
			case '--latency':
				options.latency = numeric(flag, value);
				break;
			default:
				throw new Error(`unknown argument ${flag}\n${USAGE}`);
		}
	}
	return options;
}

async function main(): Promise<void> {
	const options = parseArgs(process.argv.slice(2));
	const emulator = await startEmulator({
		port: options.port,
		keys: { [options.key]: options.credits },
		rateLimitPerMinute: options.rateLimit,
		rateWindowMs: options.rateWindow,
		latencyMs: options.latency,
	});
	console.log(`ScrapeBadger emulator listening on ${emulator.url}`);
	console.log(`API key: ${options.key} (${options.credits} credits, ${options.rateLimit} requests per ${options.rateWindow / 1000} s)`);
	console.log(`Control surface: ${emulator.url}/__emulator/requests`);

	const stop = (signal: NodeJS.Signals): void => {
		console.log(`\n${signal} received, shutting down`);
		emulator.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.once('SIGINT', stop);
	process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
