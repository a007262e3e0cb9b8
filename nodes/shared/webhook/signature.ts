/**
 * Signed deliveries: HMAC-SHA256 of the raw request body keyed by the webhook secret, sent as `sha256=<hex>`. Checked
 * over the bytes as they arrived (never a re-serialised body, whose key order or number format may differ) and compared
 * in constant time, so a forger learns nothing from how long a refusal takes.
 *
 * The secret itself is never stored. n8n keeps a node's static data in the open (n8n 1.x copies it into every
 * execution record), while it keeps credentials encrypted: so the secret is derived from the credential's API key and
 * a random salt that may be seen by anyone. Whoever reads the salt still needs the key to sign; rotating the key changes
 * the secret, which the trigger notices by the fingerprint and sets again on the service at the next activation.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';

/** A new salt for a subscription's secret: 16 random bytes as hex. Kept in static data; not a secret. */
export const newSecretSalt = (): string => randomBytes(16).toString('hex');

/**
 * The webhook secret of one subscription: HMAC-SHA256 keyed by the API key over the subscription's scope (which
 * workflow node) and salt, as hex (64 characters, within the service's 128). The same inputs give the same secret in
 * every n8n process, so a queue-mode main or webhook process checks what another one set.
 */
export function derivedWebhookSecret(apiKey: string, scope: string, salt: string): string {
	return createHmac('sha256', apiKey).update(`scrapebadger webhook secret v1\n${scope}\n${salt}`).digest('hex');
}

/**
 * A short one-way mark of a secret, kept in static data to tell whether the secret the service holds is still the
 * one the current API key gives (it is not, once the key was rotated). 64 bits of SHA-256 over a 256-bit secret: it
 * tells nothing about the secret.
 */
export const secretFingerprint = (secret: string): string => createHash('sha256').update(`fingerprint\n${secret}`).digest('hex').slice(0, 16);

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
