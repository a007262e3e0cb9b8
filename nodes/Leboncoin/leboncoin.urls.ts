/** Leboncoin IDs as people paste them: seller profile URLs and ad URLs. */

// No flags: only the source reaches n8n's own field validation.
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const UUID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The seller UUID in a Leboncoin profile URL (`/profil/<uuid>`, `/profile/<uuid>`, or a `user_id=` query). */
export function sellerIdFromUrl(url: URL): string | undefined {
	if (!/(^|\.)leboncoin\.fr$/i.test(url.hostname)) return undefined;
	const found = UUID_INSIDE.exec(url.pathname) ?? UUID_INSIDE.exec(url.search);
	return found?.[0].toLowerCase();
}
