/**
 * What the Redfin node assumes where ScrapeBadger documents nothing: Redfin has no docs pages, no credit table row and
 * no response schema, only the live OpenAPI's parameters. Prices are assumed from Zillow's, the sibling endpoint set with
 * the same paths and parameters (search, property by ID or URL, agent, autocomplete, markets; search `page` 1-20 and
 * map bounds north/south/east/west): search, property and agent 5 credits, autocomplete 2, markets 0. Every such
 * endpoint is marked `creditsAssumed`: the Credit Budget checks with these figures and counts what the service reports
 * in `X-Credits-Used`. The answers' shapes are assumed the same way (a search's `results` and `pagination`, as Zillow's).
 */
export const ASSUMED_CREDITS = { search: 5, property: 5, agent: 5, autocomplete: 2, markets: 0 } as const;

/** A place on one line, as Redfin's search box takes it; the search's Location and the autocomplete's Query. */
export const LOCATION_TEXT = {
	regex: /^[^\r\n]+$/,
	form: 'a place on one line: a city and state, ZIP code, address or neighborhood, such as Seattle, WA',
};
