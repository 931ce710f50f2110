import { Get, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNoContentResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { accountParam, DeclaredController, idParam, type RouteParam } from '../../platform/http';
import { CreatePurchaseDraftDto } from './dto/create-purchase-draft.dto';
import { ListPurchaseDraftsQuery } from './dto/list-purchase-drafts.query';
import { PurchaseDraftResponse } from './dto/purchase-draft.response';
import { PurchaseDraftsService } from './purchase-drafts.service';

/** The express response, to answer a redirect or 204 by the draft (Nest still sends it). */
const responseParam = (): RouteParam<Response> => ({
  decorator: () => Res({ passthrough: true }),
  type: Object,
});

/** GET :id.pdf: a redirect to the document's signed link, or 204 for a draft without one. */
const DOCUMENT = [
  Get(':id.pdf'),
  ApiOperation({ summary: 'Download purchase draft PDF' }),
  ApiFoundResponse({
    description: "Redirect to the document's signed link (`Location`); PDF or image",
    headers: { Location: { schema: { type: 'string' } } },
  }),
  ApiNoContentResponse({ description: 'Draft has no document' }),
];

/** `/purchases/drafts`: documents that are not purchases yet (uploaded or from the inbox). */
export class PurchaseDraftsController extends DeclaredController({
  path: 'purchases/drafts',
  tag: 'PurchaseDrafts',
  inject: { drafts: PurchaseDraftsService },
  routes: (route) => ({
    list: route.list(
      { query: ListPurchaseDraftsQuery, response: PurchaseDraftResponse },
      'drafts.list',
    ),
    create: route.create(
      { body: CreatePurchaseDraftDto, response: PurchaseDraftResponse },
      'drafts.create',
    ),
    document: route.custom(
      { decorators: DOCUMENT, params: [accountParam(), idParam(), responseParam()] },
      async ({ drafts }, account, id, res) => {
        const url = await drafts.documentUrl(account, id);
        if (url === null) res.status(204);
        else res.status(302).location(url);
      },
    ),
    get: route.get({ response: PurchaseDraftResponse }, 'drafts.get'),
    delete: route.deleted({ response: PurchaseDraftResponse }, 'drafts.delete'),
  }),
}) {}
