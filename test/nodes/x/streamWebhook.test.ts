/**
 * X > Stream Webhook: the webhook of a stream monitor run through n8n-core against the emulator (set, tested, listed,
 * removed), and a delivery in the other documented spelling of its headers and body.
 */
import { json, signatureOf, streamSuite, webhook } from './stream-support';

const { suite, run, receiver, sent, createMonitor } = streamSuite();

describe('X > Stream Webhook', () => {
	test('Create sets a monitor webhook (201; the secret returned once is not output); Send Test delivers type "test"; Get Many; Delete (204)', async () => {
		const created = await createMonitor({ webhook_url: '', webhook_secret: '' });
		suite.emulator.clearRequests();
		const configured = await run(webhook('create')({ monitor_id: created.id, url: receiver.url, secret: 'hook-secret' }));
		expect(sent()).toEqual([{ method: 'POST', path: '/v1/twitter/stream/webhooks', body: { monitor_id: created.id, url: receiver.url, secret: 'hook-secret' } }]);
		expect(json(configured.items)).toEqual([expect.objectContaining({ monitor_id: created.id, url: receiver.url, secret_set: true })]);
		expect(JSON.stringify(configured.items)).not.toContain('hook-secret');
		expect((await run(webhook('create')({ monitor_id: created.id, url: receiver.url, secret: 'again' }))).error?.description).toContain('delete it first');

		const tested = json((await run(webhook('test')({ monitor_id: created.id }))).items)[0];
		expect(tested).toMatchObject({ success: true, status_code: 200, error: null });
		expect(receiver.received).toHaveLength(1);
		expect(receiver.received[0].json).toMatchObject({ type: 'test', monitor_id: created.id });
		expect(receiver.received[0].headers['x-scrapebadger-signature']).toBe(signatureOf('hook-secret', receiver.received[0].raw));

		expect(json((await run(webhook('getAll')({}))).items)).toEqual([expect.objectContaining({ id: created.id, monitor_id: created.id, url: receiver.url, secret_set: true })]);
		expect(json((await run(webhook('delete')({ webhook_id: created.id }))).items)).toEqual([{ deleted: true, webhook_id: created.id }]);
		expect(json((await run(webhook('getAll')({}))).items)).toEqual([]);
	});

	test('the other documented spelling: X-Signature-256, X-Delivery-Id and {event: "tweet.detected", tweet_data}', async () => {
		suite.emulator.stream.settings.style = 'sdk';
		await createMonitor();
		const tweet = suite.emulator.stream.post('openskies', 'Second spelling');
		await suite.emulator.stream.settled();
		const [delivery] = receiver.received;
		expect(delivery.headers['x-signature-256']).toBe(signatureOf('monitor-secret', delivery.raw));
		expect(delivery.headers['x-delivery-id']).toEqual(expect.any(String));
		expect(delivery.json).toMatchObject({ event: 'tweet.detected', tweet_id: tweet.id, tweet_data: { id: tweet.id } });
	});
});
