/** Named checks with a pass/fail line each, and the closing `N passed, N failed` count. */
import { writeFileSync } from 'node:fs';

export class Report {
	results = [];

	/** Runs `fn`; it passes unless it throws or returns a non-empty list of problems. */
	async check(name, fn) {
		return await this.#run(name, fn, true);
	}

	/** Runs `fn` for its value (returned when it passes); it fails only by throwing. */
	async step(name, fn) {
		return await this.#run(name, fn, false);
	}

	async #run(name, fn, returnsProblems) {
		const started = Date.now();
		let problems;
		let value;
		try {
			value = await fn();
			problems = returnsProblems && Array.isArray(value) ? value : [];
		} catch (error) {
			problems = [error instanceof Error ? error.message : String(error)];
		}
		const seconds = ((Date.now() - started) / 1000).toFixed(1);
		const passed = problems.length === 0;
		this.results.push({ name, passed, problems, seconds: Number(seconds) });
		console.log(`${passed ? '  ✓' : '  ✗'} ${name} (${seconds} s)`);
		for (const problem of problems) console.log(`      ${String(problem).split('\n').join('\n      ')}`);
		// A passing check's value, or true when it had none; undefined when it failed.
		return passed ? (value === undefined ? true : value) : undefined;
	}

	/** Records a check that could not run, as a failure with the reason. */
	fail(name, reason) {
		this.results.push({ name, passed: false, problems: [reason], seconds: 0 });
		console.log(`  ✗ ${name}\n      ${reason.split('\n').join('\n      ')}`);
	}

	get passed() {
		return this.results.filter((result) => result.passed).length;
	}

	get failed() {
		return this.results.length - this.passed;
	}

	summary(label) {
		const failed = this.results.filter((result) => !result.passed);
		if (failed.length > 0) console.log(`\nFailed:\n${failed.map((result) => `  ✗ ${result.name}`).join('\n')}`);
		console.log(`\n${label}: ${this.passed} passed, ${this.failed} failed`);
	}

	write(path) {
		writeFileSync(path, JSON.stringify({ passed: this.passed, failed: this.failed, results: this.results }, null, 2));
	}
}
