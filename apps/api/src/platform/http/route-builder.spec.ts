import 'reflect-metadata';
import type { AccountContext } from '../auth';
import { DeclaredController } from './declared-controller.factory';
import type { RouteBuilder } from './route-builder';

class PartResponse {
  id!: number;
}

class PartBody {
  name!: string;
}

type Handler = (...args: unknown[]) => Promise<unknown>;

const ACCOUNT: AccountContext = { accountId: 7, userId: 1, apiKeyId: 1, readOnly: false };

class PartsService {
  readonly calls: unknown[][] = [];

  async get(account: AccountContext, thingId: number, id: number): Promise<PartResponse> {
    this.calls.push(['get', account, thingId, id]);
    return { id };
  }

  async update(account: AccountContext, id: number, input: PartBody): Promise<PartResponse> {
    this.calls.push(['update', account, id, input]);
    return { id };
  }

  async touch(account: AccountContext, id: number): Promise<PartResponse> {
    return { id: account.accountId + id };
  }
}

/** Never called: what the compiler refuses in a declaration. */
export const refused = (route: RouteBuilder<{ parts: PartsService }>) => [
  // @ts-expect-error a method that takes other parameters than the route's
  route.get({ response: PartResponse }, 'parts.update'),
  // @ts-expect-error a method that takes fewer parameters would drop the body
  route.update({ body: PartBody, response: PartResponse }, 'parts.touch'),
  // @ts-expect-error no such service
  route.get({ response: PartResponse }, 'others.touch'),
];

/** Parts of a thing: every route takes the thing's ID after the account. */
class PartsController extends DeclaredController({
  path: 'things/:thing_id/parts',
  tag: 'Parts',
  parent: 'thing_id',
  inject: { parts: PartsService },
  routes: (route) => ({ get: route.get({ response: PartResponse }, 'parts.get') }),
}) {}

describe('RouteBuilder', () => {
  it("gives a nested resource's routes the parent's ID and calls the named method with it", async () => {
    const params = Reflect.getMetadata('design:paramtypes', PartsController.prototype, 'get');
    expect(params).toEqual([Object, Number, Number]);
    const parts = new PartsService();
    const get = (PartsController.prototype as unknown as Record<string, Handler>).get;
    expect(await get.call(new PartsController(parts), ACCOUNT, 2, 3)).toEqual({ id: 3 });
    expect(parts.calls).toEqual([['get', ACCOUNT, 2, 3]]);
  });
});
