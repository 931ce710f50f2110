import type { DomainError } from '@faktura/domain';
import { customPropertyContainment, type FieldDefinition } from './custom-property-filter';
import { ListQueryDto, listParamsOf, UnpagedListQueryDto } from './list-query.dto';
import { ListQueryPipe } from './list-query.pipe';
import type { ListQueryService } from './list-query.service';
import { QueryBoolean, QueryDate, QueryIdList, QueryOneOf, QueryTextList } from './query-fields';

class ListThingsQuery extends ListQueryDto({ id: 'id', name: 'thing_name' }, 'Deal') {
  @QueryBoolean() active?: boolean;
  @QueryDate() from?: string;
  @QueryIdList() company_id?: number[];
  @QueryOneOf(['open', 'closed'] as const) status?: 'open' | 'closed';
  @QueryTextList() tags?: string[];
}

class ListAllThingsQuery extends UnpagedListQueryDto({ id: 'id' }) {}

/** The account's custom fields of deals, as ListQueryService would load them. */
const DEFINITIONS: FieldDefinition[] = [
  { name: 'Size', type: 'Select' },
  { name: 'Team', type: 'MultiSelect' },
  { name: 'Hot', type: 'Boolean' },
];

const lists = {
  customPropertyMatch: (
    _accountId: number,
    entity: string | undefined,
    filters: Parameters<ListQueryService['customPropertyMatch']>[2],
    fail: (field: string, message: string) => void,
  ) =>
    Promise.resolve(
      filters.size === 0
        ? {}
        : customPropertyContainment(filters, entity === 'Deal' ? DEFINITIONS : [], fail),
    ),
} as unknown as ListQueryService;

/** The query as ListQueryPipe hands it to a controller, or the fields of its 422. */
async function read(metatype: new () => object, query: Record<string, unknown>) {
  try {
    return await new ListQueryPipe(lists).transform(
      { query, accountId: 1 },
      { type: 'custom', metatype },
    );
  } catch (error) {
    return { errors: (error as DomainError).fieldErrors };
  }
}

describe('typed list queries', () => {
  it('convert query texts and default page and per_page', async () => {
    const query = await read(ListThingsQuery, {
      active: 'false',
      from: ' 2026-01-31 ',
      company_id: '1,,2',
      status: ['closed', 'open'],
      tags: 'a, b,',
      sort_by: 'name desc',
      ids: '3',
      updated_after: '2026-01-01T00:00:00Z',
      'custom_properties[Size]': 'L',
      'custom_properties[Team][]': ['A', 'B'],
      unknown: 'x',
    });
    expect({ ...query }).toEqual({
      active: false,
      from: '2026-01-31',
      company_id: [1, 2],
      status: 'closed',
      tags: ['a', 'b'],
      sort_by: { column: 'thing_name', direction: 'DESC' },
      ids: [3],
      updated_after: new Date('2026-01-01T00:00:00Z'),
      custom_properties: { Size: 'L', Team: ['A', 'B'] },
      page: 1,
      per_page: 100,
    });
  });

  it('treats blank values as absent', async () => {
    const query = (await read(ListThingsQuery, { page: ' ', active: '', tags: '' })) as object;
    expect(query).toMatchObject({ page: 1, per_page: 100 });
    expect(query).not.toHaveProperty('active', expect.anything());
  });

  it('answers one 422 naming every bad parameter with the messages of the reader', async () => {
    expect(
      await read(ListThingsQuery, {
        page: '0',
        per_page: '1001',
        sort_by: 'email',
        ids: '1,x',
        updated_after: 'yesterday',
        active: 'maybe',
        from: '2026-02-30',
        company_id: '99999999999',
        status: 'lost',
        'custom_properties[Hot]': 'yes',
      }),
    ).toEqual({
      errors: {
        active: ['must be true or false'],
        from: ['must be a date (YYYY-MM-DD)'],
        company_id: ['must list IDs of at most 2147483647'],
        status: ['must be one of open, closed'],
        sort_by: ['must be one of id, name, optionally followed by asc or desc'],
        ids: ['must be a comma-separated list of whole numbers'],
        updated_after: ['must be an ISO 8601 timestamp'],
        page: ['must be at least 1'],
        per_page: ['must be at most 1000'],
        'custom_properties[Hot]': ['must be true or false'],
      },
    });
  });

  it('matches nothing when a custom property is unknown, or the list has no custom fields', async () => {
    const named = { 'custom_properties[Unknown]': 'x' };
    expect(await read(ListThingsQuery, named)).toMatchObject({ custom_properties: null });
    const sized = { 'custom_properties[Size]': 'L' };
    expect(await read(ListAllThingsQuery, sized)).toMatchObject({ custom_properties: null });
  });

  it('leaves page and per_page out of unpaged lists', async () => {
    const query = (await read(ListAllThingsQuery, { page: 'x', per_page: '5' })) as object;
    expect(query).not.toHaveProperty('page');
    expect(listParamsOf(query as ListAllThingsQuery)).toMatchObject({
      page: 1,
      perPage: 2_147_483_647,
      sort: null,
    });
  });
});
