/**
 * Values an operation's parameters accept, read from its descriptor (the default, the placeholder, the first option,
 * the minimum...), so a suite that runs every operation of every node needs no list of its own and covers a new
 * endpoint by itself.
 */
import type { EndpointDescriptor, ParamDescriptor } from '../../nodes/shared/descriptor';
import { checkParam } from '../../nodes/shared/checks';
import type { PackagePlatform } from '../harness/platforms';
import { packagePlatforms } from '../harness/platforms';

/** Whether the engine's own check takes `value` for the parameter. */
export const accepts = (param: ParamDescriptor, value: unknown) => {
	try {
		return checkParam(param, value, (message) => new Error(message)) !== undefined;
	} catch {
		return false;
	}
};

/** A value the parameter accepts, to hold the other fields steady while one is broken. */
export function acceptedValue(param: ParamDescriptor): unknown {
	const record = param as unknown as Record<string, unknown>;
	const nested = (key: string) => (record[key] as { placeholder?: unknown } | undefined)?.placeholder;
	const options = (record.options as Array<{ value: unknown }> | undefined) ?? [];
	const candidates = [param.default, param.placeholder, nested('id'), nested('url'), options[0]?.value, record.min, 1, 'test', true];
	return candidates.find((candidate) => candidate !== undefined && candidate !== '' && accepts(param, candidate));
}

/** An accepted value for each required parameter; undefined when one has none the descriptor names. */
export function requiredValues(endpoint: EndpointDescriptor): Record<string, unknown> | undefined {
	const values: Record<string, unknown> = {};
	for (const param of endpoint.params.filter((candidate) => candidate.required)) {
		const value = acceptedValue(param);
		if (value === undefined) return undefined;
		values[param.name] = value;
	}
	return values;
}

export interface OperationSample {
	/** e.g. `scrapeBadgerReddit subreddit.getPopular`. */
	label: string;
	node: string;
	/** The platform's name as its errors say it, e.g. "X (Twitter)". */
	platform: string;
	endpoint: EndpointDescriptor;
	/** Resource, operation, the required fields and the top-level ones a value was found for: enough to send a request. */
	parameters: Record<string, unknown>;
}

/**
 * One runnable call of every operation of the given platforms (all of the package by default). A top-level field that
 * is not required is filled too when the descriptor names a value for it: an operation may need one of several (X's
 * Place > Search needs a Query or coordinates).
 */
export function operationSamples(platforms: PackagePlatform[] = packagePlatforms()): OperationSample[] {
	return platforms.flatMap(({ node, descriptor }) =>
		descriptor.resources.flatMap((resource) =>
			resource.endpoints.flatMap((endpoint) => {
				const required = requiredValues(endpoint);
				if (!required) return [];
				const topLevel = endpoint.params
					.filter((param) => param.topLevel === true && !param.required)
					.map((param) => [param.name, acceptedValue(param)] as const)
					.filter(([, value]) => value !== undefined);
				return [
					{
						label: `${node} ${resource.value}.${endpoint.operation}`,
						node,
						platform: descriptor.platform,
						endpoint,
						parameters: { resource: resource.value, operation: endpoint.operation, ...Object.fromEntries(topLevel), ...required },
					},
				];
			}),
		),
	);
}
