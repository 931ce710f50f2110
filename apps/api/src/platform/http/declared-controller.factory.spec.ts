import 'reflect-metadata';
import { Get, type INestApplication, Module, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import pino from 'pino';
import request from 'supertest';
import type { AccountContext } from '../auth';
import { AllExceptionsFilter } from '../errors';
import { ListQueryDto, ListQueryService, QueryText } from '../lists';
import { createValidationPipe } from '../request-validation';
import { DeclaredController } from './declared-controller.factory';
import { accountParam, bodyParam, idParam, queryParam } from './declared-route';

class ListThingsQuery extends ListQueryDto({ id: 'id' }) {
  @QueryText()
  name?: string;
}

class ThingBody {
  @IsString()
  name!: string;
}

class ReasonQuery {
  @IsOptional()
  @IsString()
  reason?: string;
}

class ThingResponse {
  id!: number;
}

const ACCOUNT: AccountContext = { accountId: 7, userId: 1, apiKeyId: 1, readOnly: false };

/** Records each call, so a test sees which use case a route called and with what. */
class ThingsService {
  readonly calls: [string, ...unknown[]][] = [];

  async call(name: string, ...args: unknown[]): Promise<ThingResponse> {
    this.calls.push([name, ...args]);
    return { id: 1 };
  }

  update(account: AccountContext, id: number, input: ThingBody): Promise<ThingResponse> {
    return this.call('update', account, id, input);
  }

  resend(account: AccountContext, id: number): Promise<ThingResponse> {
    return this.call('resend', account, id);
  }
}

class ThingsController extends DeclaredController({
  path: 'things',
  tag: 'Things',
  inject: { things: ThingsService },
  routes: (route) => ({
    list: route.list(
      { query: ListThingsQuery, response: ThingResponse },
      async ({ things }, a, q) => [await things.call('list', a, q)],
    ),
    named: route.custom(
      {
        decorators: [Get(':id/named')],
        params: [accountParam(), idParam(), queryParam(ReasonQuery)],
      },
      ({ things }, a, id, q) => things.call('named', a, id, q),
    ),
    get: route.get({ response: ThingResponse }, ({ things }, a, id) => things.call('get', a, id)),
    create: route.create(
      { body: ThingBody, response: ThingResponse, status: 201 },
      ({ things }, a, b) => things.call('create', a, b),
    ),
    update: route.update({ body: ThingBody, response: ThingResponse }, 'things.update'),
    resend: route.action(
      { method: 'post', path: ':id/resend', response: ThingResponse, description: 'Again' },
      'things.resend',
    ),
    delete: route.delete(
      { answer: 'empty-json', with: [bodyParam(ThingBody)] },
      async ({ things }, a, id, b) => void (await things.call('delete', a, id, b)),
    ),
  }),
}) {}

const handler = (name: string) =>
  (ThingsController.prototype as unknown as Record<string, object>)[name];
const route = (name: string) => ({
  method: Reflect.getMetadata(METHOD_METADATA, handler(name)) as RequestMethod,
  path: Reflect.getMetadata(PATH_METADATA, handler(name)) as string,
  params: Reflect.getMetadata('design:paramtypes', ThingsController.prototype, name) as unknown[],
});

describe('DeclaredController', () => {
  it('registers the declared routes in the order written, PATCH twins last', () => {
    const base = Object.getPrototypeOf(ThingsController.prototype) as object;
    expect(Object.getOwnPropertyNames(base)).toEqual([
      'constructor',
      ...['list', 'named', 'get', 'create', 'update', 'resend', 'delete', 'updateByPatch'],
    ]);
  });

  it('gives every handler its method, path and parameter classes', () => {
    expect(route('list')).toEqual({
      method: RequestMethod.GET,
      path: '/',
      params: [Object, ListThingsQuery],
    });
    expect(route('named')).toEqual({
      method: RequestMethod.GET,
      path: ':id/named',
      params: [Object, Number, ReasonQuery],
    });
    expect(route('get')).toEqual({
      method: RequestMethod.GET,
      path: ':id',
      params: [Object, Number],
    });
    expect(route('create')).toEqual({
      method: RequestMethod.POST,
      path: '/',
      params: [Object, ThingBody],
    });
    expect(route('update').params).toEqual([Object, Number, ThingBody]);
    expect(route('updateByPatch')).toEqual({ ...route('update'), method: RequestMethod.PATCH });
    expect(route('delete')).toEqual({
      method: RequestMethod.DELETE,
      path: ':id',
      params: [Object, Number, ThingBody],
    });
  });

  it('gives an action its path IDs and no body unless declared', () => {
    expect(route('resend')).toEqual({
      method: RequestMethod.POST,
      path: ':id/resend',
      params: [Object, Number],
    });
  });

  it('injects the declared services and hands them to the routes by name', () => {
    expect(Reflect.getMetadata('design:paramtypes', ThingsController)).toEqual([ThingsService]);
    const things = new ThingsService();
    expect(new ThingsController(things).services).toEqual({ things });
  });

  describe('in an application', () => {
    let app: INestApplication;
    let things: ThingsService;

    beforeAll(async () => {
      // The list query pipe reads custom property filters; none are sent here.
      const lists = { customPropertyMatch: async () => ({}) };
      @Module({
        controllers: [ThingsController],
        providers: [ThingsService, { provide: ListQueryService, useValue: lists }],
      })
      class ThingsModule {}
      app = await NestFactory.create(ThingsModule, { logger: false, abortOnError: false });
      app.use((req: { account?: AccountContext }, _res: unknown, next: () => void) => {
        req.account = ACCOUNT;
        next();
      });
      app.useGlobalPipes(createValidationPipe());
      app.useGlobalFilters(new AllExceptionsFilter(pino({ enabled: false })));
      await app.init();
      things = app.get(ThingsService);
    });

    afterAll(() => app.close());
    beforeEach(() => things.calls.splice(0));

    it('validates bodies and queries as the declared classes before calling the use case', async () => {
      const server = app.getHttpServer();
      await request(server).post('/things').send({ name: 3 }).expect(422);
      await request(server).get('/things?per_page=x').expect(422);
      expect(things.calls).toEqual([]);
      await request(server).post('/things').send({ name: 'A', extra: 1 }).expect(201);
      await request(server).patch('/things/4').send({ name: 'B' }).expect(200);
      await request(server).post('/things/8/resend').send({ name: 'X' }).expect(200);
      await request(server).get('/things/5/named?reason=r').expect(200);
      await request(server).delete('/things/6').send({ name: 'C' }).expect(200, '');
      expect(things.calls).toEqual([
        ['create', ACCOUNT, Object.assign(new ThingBody(), { name: 'A' })],
        ['update', ACCOUNT, 4, Object.assign(new ThingBody(), { name: 'B' })],
        ['resend', ACCOUNT, 8],
        ['named', ACCOUNT, 5, Object.assign(new ReasonQuery(), { reason: 'r' })],
        ['delete', ACCOUNT, 6, Object.assign(new ThingBody(), { name: 'C' })],
      ]);
    });

    it('documents the routes under the controller name with their classes', () => {
      const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
      expect(Object.keys(document.paths)).toEqual([
        '/things',
        '/things/{id}/named',
        '/things/{id}',
        '/things/{id}/resend',
      ]);
      const post = document.paths['/things'].post!;
      expect(post.operationId).toBe('ThingsController_create');
      expect(post.tags).toEqual(['Things']);
      expect(JSON.stringify(post.requestBody)).toContain('#/components/schemas/ThingBody');
      const list = document.paths['/things'].get!;
      expect(list.parameters?.map((p) => ('name' in p ? p.name : p.$ref))).toContain('name');
    });
  });
});
