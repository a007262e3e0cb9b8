/**
 * Signed deliveries: HMAC-SHA256 of the raw request body keyed by the webhook secret, sent as `sha256=<hex>`. Checked
 * over the bytes as they arrived (never a re-serialised body, whose key order or number format may differ) and compared
 * in constant time, so a forger learns nothing from how long a refusal takes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'crypto';

/** A new webhook secret: 32 random bytes as hex (64 characters, within the service's 128). */
export const newWebhookSecret = (): string => randomBytes(32).toString('hex');

/** The first of `names` the request carries, as one string (the service's sources spell some headers two ways). */
export function headerValue(headers: Record<string, unknown>, names: readonly string[]): string | undefined {
	for (const name of names) {
		const value = headers[name.toLowerCase()];
		if (typeof value === 'string' && value !== '') return value;
		if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
	}
	return undefined;
}

/** Whether `signature` (`sha256=<hex>`) is the HMAC-SHA256 of `rawBody` keyed by `secret`. */
export function isValidSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
	if (signature === undefined || secret === '') return false;
	const match = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
	if (!match) return false;
	const expected = createHmac('sha256', secret).update(rawBody).digest();
	const given = Buffer.from(match[1], 'hex');
	return given.length === expected.length && timingSafeEqual(given, expected);
}
