/**
 * X > Stream Monitor: the X stream's monitors run through n8n-core against the emulator, with the methods (POST,
 * PATCH, DELETE) and JSON bodies the OpenAPI documents, and the emulator's deliveries to a webhook on 127.0.0.1:
 * signed, retried, logged and billed.
 */
import { json, monitor, signatureOf, START_CREDITS, streamSuite } from './stream-support';

const { suite, run, refused, receiver, sent, createMonitor } = streamSuite();

describe('X > Stream Monitor', () => {
	test('Create: a POST of the JSON body (usernames and tweet types as arrays), answered 201 with the daily price; the secret is never output', async () => {
		const created = await createMonitor({ filter_types: ['original', 'quote'] });
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: '/v1/twitter/stream/monitors',
				body: { name: 'Launch watch', usernames: ['openskies', 'marta_codes'], filter_types: ['original', 'quote'], webhook_url: receiver.url, webhook_secret: 'monitor-secret' },
			},
		]);
		expect(created).toMatchObject({
			name: 'Launch watch',
			usernames: ['openskies', 'marta_codes'],
			status: 'active',
			webhook_secret_set: true,
			credits_per_account_per_day: 10,
			estimated_credits_per_day: 20,
		});
		expect(JSON.stringify(created)).not.toContain('monitor-secret');
		// The first day of 2 accounts is billed at creation; managing costs nothing of its own here.
		expect(suite.emulator.credits('sb_test_key')).toBe(START_CREDITS - 20);
		expect(suite.emulator.requests[0].creditsCharged).toBe(0);
	});

	test('Get Many pages by page and page_size to the total; Get, Update (only the fields given), Pause, Resume, Delete', async () => {
		const ids: string[] = [];
		for (const name of ['A', 'B', 'C']) ids.push((await createMonitor({ name })).id);
		suite.emulator.clearRequests();

		const limited = await run(monitor('getAll')({ limit: 2 }));
		expect(json(limited.items).map((item) => item.name)).toEqual(['A', 'B']);
		expect(suite.emulator.requests.map((request) => request.query)).toEqual([{ page_size: '2' }]);
		suite.emulator.clearRequests();
		const all = await run(monitor('getAll')({ returnAll: true }));
		expect(json(all.items).map((item) => item.name)).toEqual(['A', 'B', 'C']);
		expect(suite.emulator.requests).toHaveLength(1);

		expect(json((await run(monitor('get')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ id: ids[1], name: 'B' });
		suite.emulator.clearRequests();
		const updated = await run(monitor('update')({ monitor_id: ids[1], options: { usernames: 'kofi_builds', filter_types: ['reply'] } }));
		expect(sent()).toEqual([{ method: 'PATCH', path: `/v1/twitter/stream/monitors/${ids[1]}`, body: { usernames: ['kofi_builds'], filter_types: ['reply'] } }]);
		expect(json(updated.items)[0]).toMatchObject({ name: 'B', usernames: ['kofi_builds'], filter_types: ['reply'] });

		suite.emulator.clearRequests();
		expect(json((await run(monitor('pause')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ status: 'paused', status_reason: null });
		expect(json((await run(monitor('resume')({ monitor_id: ids[1] }))).items)[0]).toMatchObject({ status: 'active' });
		expect(sent().map((request) => request.body)).toEqual([{ status: 'paused' }, { status: 'active' }]);

		suite.emulator.clearRequests();
		const deleted = await run(monitor('delete')({ monitor_id: ids[1] }));
		expect(sent()).toEqual([{ method: 'DELETE', path: `/v1/twitter/stream/monitors/${ids[1]}` }]);
		expect(suite.emulator.requests[0].status).toBe(204);
		expect(json(deleted.items)).toEqual([{ deleted: true, monitor_id: ids[1] }]);
		expect((await run(monitor('get')({ monitor_id: ids[1] }))).error?.message).toBe('Not found on X (Twitter) (404)');
	});

	test('a duplicate name is refused by the service (409), with its reason', async () => {
		await createMonitor();
		const { error } = await run(monitor('create')({ name: 'Launch watch', usernames: 'kofi_builds' }));
		expect(error?.message).toBe('ScrapeBadger answered with HTTP 409');
		expect(error?.description).toContain('A monitor named "Launch watch" already exists');
	});

	test('bad input is refused before any request: more than 100 accounts, a malformed username, a webhook that is no URL, a malformed ID', async () => {
		const many = Array.from({ length: 101 }, (_, index) => `user_${index}`).join(',');
		await refused(monitor('create')({ name: 'Too many', usernames: many }), 'a monitor watches at most 100');
		await refused(monitor('create')({ name: 'Bad', usernames: 'not a user!' }), 'Accounts');
		await refused(monitor('create')({ name: 'Bad', usernames: 'jack', webhook_url: 'ftp://example.com' }), 'Webhook URL');
		await refused(monitor('get')({ monitor_id: '../filter-rules' }), 'Monitor ID');
	});

	test('deliveries: a new tweet of a watched account is POSTed signed (sha256 of the raw body), retried after non-2xx, logged and billed', async () => {
		const created = await createMonitor({ filter_types: ['original'] });
		receiver.answers.push(500, 503);
		const tweet = suite.emulator.stream.post('openskies', 'Balloon 42 is up');
		suite.emulator.stream.post('openskies', 'A reply, not delivered', 'reply');
		suite.emulator.stream.post('kofi_builds', 'Not watched');
		await suite.emulator.stream.settled();

		expect(receiver.received.map((entry) => entry.status)).toEqual([500, 503, 200]);
		const [first, , last] = receiver.received;
		expect(last.raw).toBe(first.raw);
		expect(last.headers['x-scrapebadger-delivery-id']).toBe(first.headers['x-scrapebadger-delivery-id']);
		expect(last.headers['x-scrapebadger-signature']).toBe(signatureOf('monitor-secret', last.raw));
		expect(last.json).toMatchObject({ type: 'tweet', monitor_id: created.id, tweet_id: tweet.id, author_username: 'openskies', tweet: { id: tweet.id, text: 'Balloon 42 is up' } });

		suite.emulator.clearRequests();
		const logs = json((await run(monitor('getDeliveries')({ returnAll: true, filters: { monitor_id: created.id } }))).items);
		expect(logs).toEqual([expect.objectContaining({ monitor_id: created.id, tweet_id: tweet.id, delivery_status: 'delivered', webhook_status_code: 200, webhook_attempts: 3 })]);
		expect(suite.emulator.requests[0].query).toEqual({ monitor_id: created.id, page_size: '100' });
		const billing = json((await run(monitor('getBilling')({ returnAll: true }))).items);
		expect(billing).toEqual([expect.objectContaining({ monitor_id: created.id, num_accounts: 2, credits_deducted: 20, rate_applied: 10 })]);
	});

	test('a webhook that keeps failing: 4 attempts, then failed; a monitor whose day cannot be paid pauses itself (insufficient_credits)', async () => {
		const created = await createMonitor();
		receiver.answers.push(500, 500, 500, 500);
		suite.emulator.stream.post('marta_codes', 'Nobody hears this');
		await suite.emulator.stream.settled();
		expect(receiver.received).toHaveLength(4);
		const logs = json((await run(monitor('getDeliveries')({ returnAll: true, filters: { delivery_status: 'failed' } }))).items);
		expect(logs).toEqual([expect.objectContaining({ delivery_status: 'failed', webhook_attempts: 4, webhook_status_code: 500 })]);

		suite.emulator.setCredits('sb_test_key', 5);
		suite.emulator.stream.billDay();
		expect(json((await run(monitor('get')({ monitor_id: created.id }))).items)[0]).toMatchObject({ status: 'paused', status_reason: 'insufficient_credits' });
		suite.emulator.stream.post('marta_codes', 'Paused: not delivered');
		await suite.emulator.stream.settled();
		expect(receiver.received).toHaveLength(4);
	});
});
