import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with the database state, without authentication', async () => {
    const response = await request(t.url).get('/api/v1/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'up',
      time: expect.stringMatching(/Z$/),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers unknown routes with the JSON 404 of the conventions', async () => {
    const response = await request(t.url).get('/api/v1/no-such-route').expect(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('is never rate-limited: no X-RateLimit headers, no 429', async () => {
    const response = await request(t.url).get('/api/v1/health').expect(200);
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
    const response = await request(t.url)
      .post('/api/v1/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('never echoes a malformed body back', async () => {
    const response = await request(t.url)
      .post('/api/v1/health')
      .set('Content-Type', 'application/json')
      .send('{"secret": not-json-4711}')
      .expect(400);
    expect(JSON.stringify(response.body)).not.toContain('4711');
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(26 * 1024 * 1024) });
    const response = await request(t.url)
      .post('/api/v1/health')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(response.body).toEqual({ message: 'Payload too large' });
  });

  it('answers 503 once the database is gone', async () => {
    await t.db.drop();
    const response = await request(t.url).get('/api/v1/health').expect(503);
    expect(response.body).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(response.headers['retry-after']).toBe('5');
  });
});
