/** request-options.ts: the Request Options are read into the request policy, checked like any input. */
import { NodeOperationError } from 'n8n-workflow';

import { DEFAULT_POLICY, readPolicy } from '../../nodes/shared/request-options';
import { context, thrownBy } from './support';

describe('readPolicy', () => {
	test('no Request Options gives the defaults', () => {
		expect(readPolicy(context({}), 0)).toEqual(DEFAULT_POLICY);
	});

	test('values are checked and converted like any input', () => {
		const policy = readPolicy(
			context({ requestOptions: { maxAttempts: '2', maxWaitSeconds: 5, timeoutSeconds: '30', creditBudget: 100, includeMeta: true } }),
			0,
		);
		expect(policy).toEqual({ maxAttempts: 2, maxWaitMs: 5000, timeoutMs: 30000, creditBudget: 100, includeMeta: true, concurrency: 50 });
	});

	test('an out-of-range value from an expression is refused, naming the field', () => {
		const error = thrownBy(() => readPolicy(context({ requestOptions: { maxAttempts: 0 } }), 0));
		expect(error).toBeInstanceOf(NodeOperationError);
		expect(error.message).toBe('Max Attempts must be a number from 1 to 10, got 0');
	});
});
