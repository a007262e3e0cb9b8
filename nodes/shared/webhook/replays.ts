/**
 * Deliveries seen already, so a retried or repeated delivery starts no second execution. The service retries a
 * delivery it thinks failed (same delivery ID, same tweet), so each delivery is known by its delivery ID and by its
 * tweet. The memory is small and capped: the newest keys are kept in the node's static data (which survives a
 * restart) and in this process (which sees deliveries arriving at the same moment before static data is saved).
 */
import type { IDataObject } from 'n8n-workflow';

/** How many recent delivery keys are kept: far more than one retry cycle (4 attempts) of a busy stream. */
export const REMEMBERED_DELIVERIES = 500;

const inProcess = new Map<string, string[]>();

/**
 * Whether any of `keys` was seen before under `scope` (a workflow's node); the keys are remembered either way.
 * `stored` is the node's static data, whose `recentDeliveries` list is updated in place.
 */
export function seenBefore(scope: string, stored: IDataObject, keys: string[]): boolean {
	const saved = Array.isArray(stored.recentDeliveries) ? (stored.recentDeliveries as string[]) : [];
	const local = inProcess.get(scope) ?? [];
	const known = new Set([...saved, ...local]);
	const seen = keys.some((key) => known.has(key));
	const fresh = keys.filter((key) => !known.has(key));
	const keep = (list: string[]) => [...list, ...fresh].slice(-REMEMBERED_DELIVERIES);
	if (fresh.length > 0) {
		stored.recentDeliveries = keep(saved);
		inProcess.set(scope, keep(local));
	}
	return seen;
}

/** Forgets a scope's in-process memory (its workflow was deactivated). */
export function forgetDeliveries(scope: string): void {
	inProcess.delete(scope);
}
